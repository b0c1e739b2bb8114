import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { blogPostParamsSchema, blogPostQuerySchema, blogPostResponseSchema, blogPostsQuerySchema, blogPostsResponseSchema } from '@shared/contracts/blog';
import { apiErrorSchema } from '@shared/contracts/errors';
import { localizedPath, locales, type Locale } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { siteConfig } from '@shared/site-config/site-config';
import { textParagraphs } from '@shared/pages/text-blocks';
import { localeOf, translatorFor } from '../../lib/i18n';
import { representationOf, sendRepresentation } from '../../lib/representation';
import { versionedMemo } from '../../lib/versioned-memo';
import { atomFeed } from './atom-feed';
import { blogFeedEntries, publishedBlogPost, publishedBlogPosts } from './blog.service';

export interface BlogRoutesOptions {
  /** The site's own address (BASE_URL): the feed names every page absolutely. */
  baseUrl: string;
  catalogueVersion: () => Promise<number>;
}

/** Where each language's feed is: /blog/feed.xml, /fr/blog/feed.xml. */
export const blogFeedPath = (locale: Locale): string => localizedPath(locale, '/blog/feed.xml');

/** The blog's public reads (issue 30 item 5): published posts only, in the reader's language, and its Atom feed. */
export const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { baseUrl, catalogueVersion }) => {
  app.get(
    '/api/blog/posts',
    {
      schema: {
        tags: ['blog'],
        summary: 'The published care tips, newest first, in a language (the reader’s by default)',
        querystring: blogPostsQuerySchema,
        response: { 200: blogPostsResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { posts: await publishedBlogPosts(app.db, request.query.locale ?? localeOf(request.headers), request.query.limit) };
    },
  );

  app.get(
    '/api/blog/posts/:id',
    {
      schema: {
        tags: ['blog'],
        summary: 'One published care tip with its paragraphs and the posts before and after it; a draft is not found',
        params: blogPostParamsSchema,
        querystring: blogPostQuerySchema,
        response: { 200: blogPostResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return publishedBlogPost(app.db, request.query.locale ?? localeOf(request.headers), request.params.id);
    },
  );

  // Made once per catalogue version and language (the blog's writes move it).
  const made = versionedMemo({ max: locales.length });
  for (const locale of locales) {
    app.get(
      blogFeedPath(locale),
      { schema: { tags: ['blog'], summary: `The published care tips as an Atom 1.0 feed (${locale})`, response: { 200: z.unknown().describe('An Atom 1.0 feed'), 304: z.unknown() } } },
      async (request, reply) => {
        const body = await made.get(await catalogueVersion(), locale, async () => {
          const t = translatorFor(locale);
          const entries = (await blogFeedEntries(app.db, locale)).map((entry) => ({
            url: `${baseUrl}${localizedPath(locale, paths.blogPost.getHref(entry.post.id))}`,
            title: entry.post.title,
            author: entry.post.author,
            date: entry.post.date,
            updated: entry.updated,
            tags: entry.post.tags,
            summary: entry.post.snippet,
            paragraphs: textParagraphs(entry.body),
          }));
          const feed = atomFeed({
            feedUrl: `${baseUrl}${blogFeedPath(locale)}`,
            pageUrl: `${baseUrl}${localizedPath(locale, paths.home.getHref())}`,
            title: `${siteConfig.brand}: ${t('common.footer.petCareTips')}`,
            subtitle: t('screens.blog.feedSubtitle', { brand: siteConfig.brand }),
            language: locale,
            publisher: siteConfig.brand,
            entries,
          });
          return representationOf(feed, 'application/atom+xml; charset=utf-8');
        });
        reply.header('cache-control', 'no-cache');
        return sendRepresentation(request, reply, body);
      },
    );
  }
};
