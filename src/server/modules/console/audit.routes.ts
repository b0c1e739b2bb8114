import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { AUDIT_PAGE_SIZE, auditPageSchema, auditQuerySchema } from '@shared/contracts/owner';
import { requireRole } from '../../plugins/guards';
import { auditPage } from '../audit/audit.service';

/** The audit log in the owner console: who changed what, and when, newest first. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/audit',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'The audit log, newest first, a page at a time (the privacy requests alone: GET /api/console/privacy-requests)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => auditPage(app.db, { before: request.query.before, limit: AUDIT_PAGE_SIZE }),
  );
};
