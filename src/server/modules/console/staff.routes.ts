import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { staffListSchema, staffParamsSchema, timeOffBodySchema, timeOffParamsSchema, timeOffSchema, weeklyHoursBodySchema } from '@shared/contracts/hours';
import { todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { addTimeOff, listStaff, removeTimeOff, updateStaffHours, type AfterHoursChange } from '../providers/staff.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** The console's staff screen: providers' working hours and time off, owner only. */
export const staffRoutes: FastifyPluginAsyncZod<{ now: () => Date; afterHoursChange?: AfterHoursChange }> = async (app, { now, afterHoursChange }) => {
  const owner = { onRequest: requireRole('owner') };
  const today = () => todayInZone(now(), siteConfig.timeZone);

  app.get(
    '/api/console/staff',
    { ...owner, schema: { tags: ['console'], summary: 'Every provider schedule with its hours, time off and services', response: { 200: staffListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { staff: await listStaff(app.db, today()) };
    },
  );

  app.put(
    '/api/console/staff/:providerId/hours',
    {
      ...owner,
      schema: { tags: ['console'], summary: "Replace a provider's week of working hours", params: staffParamsSchema, body: weeklyHoursBodySchema, response: { 200: staffListSchema, ...errors } },
    },
    async (request) => {
      await updateStaffHours(app.db, ownerActor(requireUser(request)), request.params.providerId, request.body.intervals, afterHoursChange);
      app.jobs.kick();
      return { staff: await listStaff(app.db, today()) };
    },
  );

  app.post(
    '/api/console/staff/:providerId/time-off',
    {
      ...owner,
      schema: { tags: ['console'], summary: 'Give a provider time off', params: staffParamsSchema, body: timeOffBodySchema, response: { 201: timeOffSchema, ...errors } },
    },
    async (request, reply) => {
      reply.code(201);
      return addTimeOff(app.db, ownerActor(requireUser(request)), request.params.providerId, request.body);
    },
  );

  app.delete(
    '/api/console/staff/:providerId/time-off/:timeOffId',
    { ...owner, schema: { tags: ['console'], summary: 'Remove time off', params: timeOffParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeTimeOff(app.db, ownerActor(requireUser(request)), request.params.providerId, request.params.timeOffId, afterHoursChange);
      app.jobs.kick();
      return reply.status(204).send(null);
    },
  );
};
