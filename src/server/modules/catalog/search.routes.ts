import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { searchQuerySchema, searchResponseSchema } from '@shared/contracts/search';
import { localeOf } from '../../lib/i18n';
import { sendRepresentation } from '../../lib/representation';
import { searchBody } from './search.service';

/** The shop's search (issue 28): public, answered from memory per catalogue version like the catalogue's lists. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products on sale matching a search, best first, typos and accents forgiven, in English and French; with none, categories to browse',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      const { q, limit } = request.query;
      return sendRepresentation(request, reply, await searchBody(app.db, localeOf(request.headers), q, limit));
    },
  );
};
