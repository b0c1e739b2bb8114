import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { privacyRequestPageSchema, privacyRequestsQuerySchema } from '@shared/contracts/privacy';
import { requireRole } from '../../plugins/guards';
import { privacyRequestPage } from '../privacy/privacy.service';

/** The owner console's list of the customers' privacy requests (issue 30 item 4): the owner's alone. */
export const privacyRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/privacy-requests',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'The customers’ privacy requests (data archives, closed accounts), newest first, with their dates; a closed account by an anonymous reference only',
        querystring: privacyRequestsQuerySchema,
        response: { 200: privacyRequestPageSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return privacyRequestPage(app.db, request.query.before);
    },
  );
};
