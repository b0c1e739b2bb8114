import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { affectedAppointmentListSchema } from '@shared/contracts/hours';
import { requireRole } from '../../plugins/guards';
import { affectedAppointments, type ScheduleAdminDeps } from '../appointment-book/schedule-admin.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The console's list of booked appointments that no longer fit the hours. What the owner
 * does about each (another provider, or a cancellation) goes through the appointment
 * book's routes (appointment-book.routes.ts), the one way to change an appointment there.
 */
export const scheduleAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const deps: ScheduleAdminDeps = { db: app.db, now };

  app.get(
    '/api/console/affected-appointments',
    {
      onRequest: requireRole('owner'),
      schema: { tags: ['console'], summary: 'Booked appointments outside the hours, in time off or on a closed day', response: { 200: affectedAppointmentListSchema, ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { appointments: await affectedAppointments(deps) };
    },
  );
};
