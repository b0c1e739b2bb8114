import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import {
  providerAppointmentListResponseSchema,
  providerAppointmentSchema,
  providerDashboardResponseSchema,
  providerMeResponseSchema,
  providerStatusChangeParamsSchema,
} from '@shared/contracts/providers';
import { requireRole, requireUser } from '../../plugins/guards';
import {
  changeAppointmentStatus,
  listProviderAppointments,
  providerDashboard,
  providerScheduleOf,
} from './providers.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** Only for users with the provider role, and only about appointments assigned to them. */
export const providerRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.addHook('preHandler', requireRole('provider'));
  const provider = (request: Parameters<typeof requireUser>[0]) => providerScheduleOf(app.db, requireUser(request).id);

  app.get(
    '/api/provider/me',
    { schema: { tags: ['provider'], summary: 'The provider check (§7 call 10)', response: { 200: providerMeResponseSchema, ...errors } } },
    async (request) => {
      const me = await provider(request);
      return { providerId: me.id, displayName: me.displayName };
    },
  );

  app.get(
    '/api/provider/appointments',
    { schema: { tags: ['provider'], response: { 200: providerAppointmentListResponseSchema, ...errors } } },
    async (request) => ({ appointments: await listProviderAppointments(app.db, await provider(request)) }),
  );

  app.get(
    '/api/provider/dashboard',
    { schema: { tags: ['provider'], response: { 200: providerDashboardResponseSchema, ...errors } } },
    async (request) => providerDashboard(app.db, await provider(request), now()),
  );

  app.post(
    '/api/provider/appointments/:appointmentId/:action',
    {
      schema: {
        tags: ['provider'],
        summary: 'Mark a Confirmed appointment Completed, or cancel it',
        params: providerStatusChangeParamsSchema,
        response: { 200: providerAppointmentSchema, ...errors },
      },
    },
    async (request) =>
      changeAppointmentStatus(
        { db: app.db, mailer: app.mailer, now },
        await provider(request),
        request.params.appointmentId,
        request.params.action,
      ),
  );
};
