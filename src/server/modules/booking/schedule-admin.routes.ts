import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentIdParamsSchema } from '@shared/contracts/booking';
import { apiErrorSchema } from '@shared/contracts/errors';
import { affectedAppointmentListSchema, reassignBodySchema } from '@shared/contracts/hours';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { affectedAppointments, cancelByOwner, reassignByOwner, type ScheduleAdminDeps } from './schedule-admin.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** The console's list of booked appointments that no longer fit the hours, and what the owner does about each. */
export const scheduleAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const deps: ScheduleAdminDeps = { db: app.db, jobs: app.jobs, now };
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/admin/affected-appointments',
    {
      ...owner,
      schema: { tags: ['admin'], summary: 'Booked appointments outside the hours, in time off or on a closed day', response: { 200: affectedAppointmentListSchema, ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { appointments: await affectedAppointments(deps) };
    },
  );

  app.post(
    '/api/admin/appointments/:appointmentId/cancel',
    { ...owner, schema: { tags: ['admin'], summary: 'Cancel and email the customer', params: appointmentIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await cancelByOwner(deps, ownerActor(requireUser(request)), request.params.appointmentId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/appointments/:appointmentId/reassign',
    {
      ...owner,
      schema: {
        tags: ['admin'],
        summary: 'Give the appointment, same time, to another provider who is free',
        params: appointmentIdParamsSchema,
        body: reassignBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await reassignByOwner(deps, ownerActor(requireUser(request)), request.params.appointmentId, request.body.providerId);
      return reply.status(204).send(null);
    },
  );
};
