import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentBookQuerySchema, appointmentBookSchema, eligibleProvidersSchema, freeTimesQuerySchema } from '@shared/contracts/appointment-book';
import { appointmentIdParamsSchema, availabilityResponseSchema, rescheduleBodySchema } from '@shared/contracts/booking';
import { apiErrorSchema } from '@shared/contracts/errors';
import { reassignBodySchema } from '@shared/contracts/hours';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { changedVisitsSchema } from '@shared/contracts/booking-series';
import { actOnDeposit, depositViews, visitDepositHooks } from '../checkout/deposits.service';
import type { PaymentProvider } from '../checkout/checkout.service';
import { appointmentDepositSchema, depositActionBodySchema } from '@shared/contracts/deposits';
import { ownerFreeTimes, rescheduleByOwner, type BookingDeps } from '../booking/booking.service';
import { cancelFollowing, rescheduleFollowing } from '../booking/booking-series.service';
import {
  appointmentBook,
  cancelByOwner,
  eligibleProviders,
  markNoShowByOwner,
  reassignByOwner,
  type AppointmentBookDeps,
} from '../appointment-book/appointment-book.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/**
 * The owner's appointment book and what the owner does with an appointment: the one
 * place appointments are cancelled, reassigned, rescheduled or marked a no-show from the
 * console (the hours screen's list of appointments to settle uses the same routes).
 */
export const appointmentBookRoutes: FastifyPluginAsyncZod<{ now: () => Date; payments: PaymentProvider }> = async (app, { now, payments }) => {
  const deps: AppointmentBookDeps & BookingDeps = { db: app.db, jobs: app.jobs, now, deposits: visitDepositHooks };
  const owner = { onRequest: requireRole('owner') };
  const byId = { tags: ['console'], params: appointmentIdParamsSchema };

  app.get(
    '/api/console/appointments',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: "Every provider's appointments on up to 7 days, with the providers and services to filter by",
        querystring: appointmentBookQuerySchema,
        response: { 200: appointmentBookSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const book = await appointmentBook(deps, request.query);
      // Each visit's deposit (issue 29), which checkout keeps.
      const deposits = await depositViews(app.db, book.appointments.map(({ id, startsAt }) => ({ id, startsAt: new Date(startsAt) })), now());
      return { ...book, appointments: book.appointments.map((visit) => ({ ...visit, ...(deposits.has(visit.id) && { deposit: deposits.get(visit.id) }) })) };
    },
  );

  app.get(
    '/api/console/appointments/:appointmentId/eligible-providers',
    { ...owner, schema: { ...byId, summary: 'Who could take it at its time: offers the service, works then, is free', response: { 200: eligibleProvidersSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return eligibleProviders(deps, request.params.appointmentId);
    },
  );

  app.get(
    '/api/console/appointments/:appointmentId/free-times',
    {
      ...owner,
      schema: { ...byId, summary: "Its own provider's free times on a date, for its length", querystring: freeTimesQuerySchema, response: { 200: availabilityResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ownerFreeTimes(deps, request.params.appointmentId, request.query.date);
    },
  );

  app.post(
    '/api/console/appointments/:appointmentId/cancel',
    { ...owner, schema: { ...byId, summary: 'Cancel and email the customer', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await cancelByOwner(deps, ownerActor(requireUser(request)), request.params.appointmentId);
      return reply.status(204).send(null);
    },
  );

  // A visit of a series (issue 29, ADR 0040): "this and following", by the customer's own path with the owner's authority.
  app.post(
    '/api/console/appointments/:appointmentId/cancel-following',
    {
      ...owner,
      schema: { ...byId, summary: 'Cancel this visit and every later Confirmed visit of its series, in one go; the customer is emailed for each', response: { 200: changedVisitsSchema, ...errors } },
    },
    async (request) => cancelFollowing(deps, { by: 'owner', actor: ownerActor(requireUser(request)) }, request.params.appointmentId),
  );

  app.post(
    '/api/console/appointments/:appointmentId/reschedule-following',
    {
      ...owner,
      schema: {
        ...byId,
        summary: "Move this visit to another free time of its provider and every later Confirmed visit of its series by the same days to that time, all or none",
        body: rescheduleBodySchema,
        response: { 200: changedVisitsSchema, ...errors },
      },
    },
    async (request) => rescheduleFollowing(deps, { by: 'owner', actor: ownerActor(requireUser(request)) }, request.params.appointmentId, request.body),
  );

  app.post(
    '/api/console/appointments/:appointmentId/reassign',
    {
      ...owner,
      schema: { ...byId, summary: 'Give it, same time, to another provider who is free; the customer is emailed', body: reassignBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await reassignByOwner(deps, ownerActor(requireUser(request)), request.params.appointmentId, request.body.providerId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/console/appointments/:appointmentId/reschedule',
    {
      ...owner,
      schema: { ...byId, summary: "Move it to another free time of its provider; the customer is emailed", body: rescheduleBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await rescheduleByOwner(deps, ownerActor(requireUser(request)), request.params.appointmentId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/console/appointments/:appointmentId/no-show',
    { ...owner, schema: { ...byId, summary: 'Mark a started appointment a no-show', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await markNoShowByOwner(deps, ownerActor(requireUser(request)), request.params.appointmentId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/console/appointments/:appointmentId/deposit',
    {
      ...owner,
      schema: {
        ...byId,
        summary: "Waive a visit's deposit (confirmed unpaid) or refund a paid or kept one; audited",
        body: depositActionBodySchema,
        response: { 200: appointmentDepositSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request) =>
      actOnDeposit({ db: app.db, log: request.log, kick: () => app.jobs.kick(), provider: payments }, ownerActor(requireUser(request)), request.params.appointmentId, request.body.action),
  );
};
