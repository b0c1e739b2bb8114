import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogPostParamsSchema, consoleBlogPostSchema, consoleBlogPostsResponseSchema, saveBlogPostBodySchema } from '@shared/contracts/blog';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { consoleBlogPost, consoleBlogPosts, createBlogPost, updateBlogPostFromConsole } from '../blog/blog.service';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema };

/** The owner writes the blog's care tips (issue 30 item 5): drafts and published posts, in each language. */
export const blogPostsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/console/blog-posts',
    { ...owner, schema: { tags: ['console'], summary: 'Every blog post, drafts included, newest first', response: { 200: consoleBlogPostsResponseSchema, ...refusals } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return consoleBlogPosts(app.db);
    },
  );

  app.get(
    '/api/console/blog-posts/:id',
    {
      ...owner,
      schema: { tags: ['console'], summary: 'One blog post with its words in every language', params: blogPostParamsSchema, response: { 200: consoleBlogPostSchema, 404: apiErrorSchema, ...refusals } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return consoleBlogPost(app.db, request.params.id);
    },
  );

  app.post(
    '/api/console/blog-posts',
    { ...owner, schema: { tags: ['console'], summary: 'Writes a new blog post, as a draft or published', body: saveBlogPostBodySchema, response: { 201: consoleBlogPostSchema, ...refusals } } },
    async (request, reply) => {
      const post = await createBlogPost(app.db, ownerActor(requireUser(request)), request.body);
      return reply.code(201).send(post);
    },
  );

  app.put(
    '/api/console/blog-posts/:id',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Changes a blog post as a whole (every field; a language left out loses its words), or publishes or unpublishes it',
        params: blogPostParamsSchema,
        body: saveBlogPostBodySchema,
        response: { 200: consoleBlogPostSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => updateBlogPostFromConsole(app.db, ownerActor(requireUser(request)), request.params.id, request.body),
  );
};
