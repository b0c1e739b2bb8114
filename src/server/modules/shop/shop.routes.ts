import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { bookingRulesSchema } from '@shared/contracts/booking-rules';
import {
  bookingSettingsBodySchema,
  closureBodySchema,
  closureParamsSchema,
  closureSchema,
  consoleHoursSchema,
  shopHoursSchema,
  weeklyHoursBodySchema,
} from '@shared/contracts/hours';
import { todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import { requireRole, requireUser } from '../../plugins/guards';
import { sendFromMemory } from '../../lib/representation';
import { bookingRulesBody, shopHoursBody } from './public-calendar.service';
import { ownerActor } from '../audit/audit.service';
import { addClosure, consoleHours, removeClosure, updateBookingSettings, updateOpeningHours, type AfterHoursChange } from './shop.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** The shop's hours: read by everyone (contact page, footer), changed by the owner in the console. */
export const shopRoutes: FastifyPluginAsyncZod<{ now: () => Date; afterHoursChange?: AfterHoursChange }> = async (app, { now, afterHoursChange }) => {
  const today = () => todayInZone(now(), siteConfig.timeZone);

  app.get(
    '/api/shop/hours',
    { schema: { tags: ['shop'], summary: 'The opening hours and the closures to come', response: { 200: shopHoursSchema } } },
    (request, reply) => {
      // Asked again on every page load, so an owner's change shows at once (the app caches it for the visit);
      // answered from memory with an ETag (issue 15).
      reply.header('cache-control', 'no-cache');
      const from = today();
      sendFromMemory(request, reply, shopHoursBody(app.db, from));
    },
  );

  app.get(
    '/api/booking-rules',
    {
      schema: {
        tags: ['shop'],
        summary: "The minimum notice and the cancellation window, so the booking screens can say what the server would refuse",
        response: { 200: bookingRulesSchema },
      },
    },
    (request, reply) => {
      reply.header('cache-control', 'no-cache');
      sendFromMemory(request, reply, bookingRulesBody(app.db));
    },
  );

  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/admin/hours',
    { ...owner, schema: { tags: ['admin'], summary: 'Opening hours, closures and the booking grid', response: { 200: consoleHoursSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return consoleHours(app.db, today());
    },
  );

  app.put(
    '/api/admin/hours/opening',
    {
      ...owner,
      schema: { tags: ['admin'], summary: "Replace the shop's week of opening hours", body: weeklyHoursBodySchema, response: { 200: consoleHoursSchema, ...errors } },
    },
    async (request) => {
      await updateOpeningHours(app.db, ownerActor(requireUser(request)), request.body.intervals, afterHoursChange);
      app.jobs.kick();
      return consoleHours(app.db, today());
    },
  );

  app.post(
    '/api/admin/closures',
    { ...owner, schema: { tags: ['admin'], summary: 'Close the shop on a date', body: closureBodySchema, response: { 201: closureSchema, ...errors } } },
    async (request, reply) => {
      reply.code(201);
      return addClosure(app.db, ownerActor(requireUser(request)), request.body);
    },
  );

  app.delete(
    '/api/admin/closures/:date',
    { ...owner, schema: { tags: ['admin'], summary: 'Open again on a closed date', params: closureParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeClosure(app.db, ownerActor(requireUser(request)), request.params.date, afterHoursChange);
      app.jobs.kick();
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/admin/booking-settings',
    {
      ...owner,
      schema: {
        tags: ['admin'],
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
