import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { ownerMeResponseSchema } from '@shared/contracts/owner';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerOf } from '../accounts/owners.service';

/** The owner check the console's guard asks (D21): 200 for an owner, 403 for anyone else signed in, 401 signed out. */
export const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/me',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'The owner check behind the console',
        response: { 200: ownerMeResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ownerOf(app.db, requireUser(request).id),
  );
};
