import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VisitDepositHooks } from './appointment-book.service';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@shared/contracts/errors';
import {
  providerAppointmentPageQuerySchema,
  providerAppointmentPageSchema,
  providerAppointmentSchema,
  providerDashboardResponseSchema,
  providerStatusChangeParamsSchema,
} from '@shared/contracts/providers';
import { requireRole, requireUser } from '../../plugins/guards';
import { providerScheduleOf } from '../providers/providers.service';
import { sendRepresentation } from '../../lib/representation';
import { changeAppointmentStatus, providerAppointmentPageBody, providerDashboard } from './provider-agenda.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** Only for accounts with the provider role, and only about appointments assigned to them. */
export const providerAgendaRoutes: FastifyPluginAsyncZod<{ now: () => Date; deposits?: VisitDepositHooks }> = async (app, { now, deposits }) => {
  app.addHook('onRequest', requireRole('provider'));
  const scheduleOf = (request: FastifyRequest) => providerScheduleOf(app.db, requireUser(request).id);

  app.get(
    '/api/provider/appointments',
    {
      schema: {
        tags: ['provider'],
        summary: 'Your appointments a page at a time: upcoming soonest first, then older latest first (nextIsOlder)',
        querystring: providerAppointmentPageQuerySchema,
        response: { 200: providerAppointmentPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendRepresentation(request, reply, await providerAppointmentPageBody(app.db, await scheduleOf(request), request.query, now()));
    },
  );

  app.get(
    '/api/provider/dashboard',
    { schema: { tags: ['provider'], response: { 200: providerDashboardResponseSchema, ...errors } } },
    async (request) => providerDashboard(app.db, await scheduleOf(request), now()),
  );

  app.post(
    '/api/provider/appointments/:appointmentId/:action',
    {
      schema: {
        tags: ['provider'],
        summary: 'Mark a Confirmed appointment Completed or a No-show once it has started, or cancel it',
        params: providerStatusChangeParamsSchema,
        response: { 200: providerAppointmentSchema, ...errors },
      },
    },
    async (request) =>
      changeAppointmentStatus({ db: app.db, jobs: app.jobs, now, ...(deposits && { deposits }) }, await scheduleOf(request), request.params.appointmentId, request.params.action),
  );
};
