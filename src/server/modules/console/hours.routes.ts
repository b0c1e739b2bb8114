import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import {
  bookingSettingsBodySchema,
  closureBodySchema,
  closureParamsSchema,
  closureSchema,
  consoleHoursSchema,
  weeklyHoursBodySchema,
} from '@shared/contracts/hours';
import { todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { addClosure, consoleHours, removeClosure, updateBookingSettings, updateOpeningHours, type AfterHoursChange } from '../shop/shop.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** The console's Hours screen: the shop's opening hours, closures and booking settings. */
export const hoursRoutes: FastifyPluginAsyncZod<{ now: () => Date; afterHoursChange?: AfterHoursChange }> = async (app, { now, afterHoursChange }) => {
  const today = () => todayInZone(now(), siteConfig.timeZone);
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/console/hours',
    { ...owner, schema: { tags: ['console'], summary: 'Opening hours, closures and the booking grid', response: { 200: consoleHoursSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return consoleHours(app.db, today());
    },
  );

  app.put(
    '/api/console/hours/opening',
    {
      ...owner,
      schema: { tags: ['console'], summary: "Replace the shop's week of opening hours", body: weeklyHoursBodySchema, response: { 200: consoleHoursSchema, ...errors } },
    },
    async (request) => {
      await updateOpeningHours(app.db, ownerActor(requireUser(request)), request.body.intervals, afterHoursChange);
      app.jobs.kick();
      return consoleHours(app.db, today());
    },
  );

  app.post(
    '/api/console/closures',
    { ...owner, schema: { tags: ['console'], summary: 'Close the shop on a date', body: closureBodySchema, response: { 201: closureSchema, ...errors } } },
    async (request, reply) => {
      reply.code(201);
      return addClosure(app.db, ownerActor(requireUser(request)), request.body);
    },
  );

  app.delete(
    '/api/console/closures/:date',
    { ...owner, schema: { tags: ['console'], summary: 'Open again on a closed date', params: closureParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeClosure(app.db, ownerActor(requireUser(request)), request.params.date, afterHoursChange);
      app.jobs.kick();
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/console/booking-settings',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'The grid appointments start on, the minimum notice, the cancellation window and the reminder lead time; those left out stay',
        body: bookingSettingsBodySchema,
        response: { 200: consoleHoursSchema, ...errors },
      },
    },
    async (request) => {
      await updateBookingSettings(app.db, ownerActor(requireUser(request)), request.body);
      return consoleHours(app.db, today());
    },
  );
};
