import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { providerMeResponseSchema } from '@shared/contracts/providers';
import { requireRole, requireUser } from '../../plugins/guards';
import { providerScheduleOf } from './providers.service';

/** The provider check (§7 call 10); the provider's agenda is served by booking (provider-agenda.routes.ts). */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/provider/me',
    {
      onRequest: requireRole('provider'),
      schema: {
        tags: ['provider'],
        summary: 'The provider check (§7 call 10)',
        response: { 200: providerMeResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const me = await providerScheduleOf(app.db, requireUser(request).id);
      return { providerId: me.id, displayName: me.displayName };
    },
  );
};
