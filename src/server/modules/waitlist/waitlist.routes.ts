import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentSchema } from '@shared/contracts/booking';
import { apiErrorSchema } from '@shared/contracts/errors';
import {
  joinWaitlistBodySchema,
  waitlistEntryParamsSchema,
  waitlistEntrySchema,
  waitlistOfferParamsSchema,
  waitlistOfferSchema,
  waitlistResponseSchema,
} from '@shared/contracts/waitlist';
import { localeOf } from '../../lib/i18n';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { bookingAnswerInLanguage } from '../appointment-notices/appointment-language.service';
import { acceptOffer, joinWaitlist, leaveWaitlist, listWaitlist, waitlistOffer, type WaitlistDeps } from './waitlist.service';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/**
 * The booking waitlist (issue 14), for any signed-in account, as booking is: join it for a
 * full date, list and leave one's entries, and read and book a time offered by mail.
 */
export const waitlistRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const deps: WaitlistDeps = { db: app.db, jobs: app.jobs, now };
  app.addHook('onRequest', requireUserHook);
  // The booked appointment with its service in the reader's language, as booking answers it.
  app.addHook('preSerialization', async (request, _reply, payload) => bookingAnswerInLanguage(app.db, payload, localeOf(request.headers)));

  app.post(
    '/api/waitlist',
    {
      schema: {
        tags: ['booking'],
        summary: 'Wait for a time of a service on a date with no free time, for a saved pet, optionally between two times',
        body: joinWaitlistBodySchema,
        response: { 201: waitlistEntrySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await joinWaitlist(deps, requireUser(request), request.body, localeOf(request.headers))),
  );

  app.get(
    '/api/waitlist',
    { schema: { tags: ['booking'], summary: "The signed-in customer's waitlist entries still waiting", response: { 200: waitlistResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { entries: await listWaitlist(deps, requireUser(request).id, localeOf(request.headers)) };
    },
  );

  app.delete(
    '/api/waitlist/:entryId',
    { schema: { tags: ['booking'], summary: 'Leave the waitlist', params: waitlistEntryParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await leaveWaitlist(deps, requireUser(request).id, request.params.entryId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/waitlist/offers/:token',
    {
      schema: {
        tags: ['booking'],
        summary: "A time offered by mail to the signed-in customer's waitlist entry, and whether it is still open",
        params: waitlistOfferParamsSchema,
        response: { 200: waitlistOfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return waitlistOffer(deps, requireUser(request).id, request.params.token, localeOf(request.headers));
    },
  );

  app.post(
    '/api/waitlist/offers/:token/accept',
    {
      schema: {
        tags: ['booking'],
        summary: 'Book the time offered; the first to accept gets it, the others are told it has gone (409)',
        params: waitlistOfferParamsSchema,
        response: { 201: appointmentSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await acceptOffer(deps, requireUser(request), request.params.token)),
  );
};
