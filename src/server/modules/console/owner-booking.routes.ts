import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityResponseSchema } from '@shared/contracts/booking';
import { seriesPreviewSchema } from '@shared/contracts/booking-series';
import { apiErrorSchema } from '@shared/contracts/errors';
import { ownerBookingBodySchema, ownerBookingSchema, ownerFreeTimesQuerySchema, ownerSeriesPreviewBodySchema } from '@shared/contracts/owner-booking';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import type { BookingDeps } from '../booking/booking.service';
import { bookForCustomer, ownerBookingFreeTimes, previewOwnerSeries } from '../booking/owner-booking.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/**
 * The owner books a visit, or a repeat of visits, for a customer's pet from the appointment
 * book (issue 29, item 1; ADR 0052), through booking's service and rules.
 */
export const ownerBookingRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const deps: BookingDeps = { db: app.db, jobs: app.jobs, now };
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/console/bookings/free-times',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: "The free times on a date for a customer's pet and a service, with a provider or whoever is free, at the pet's length",
        querystring: ownerFreeTimesQuerySchema,
        response: { 200: availabilityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ownerBookingFreeTimes(deps, request.query);
    },
  );

  app.post(
    '/api/console/bookings/preview',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Every visit of a repeat with its availability, and the nearest free times for a taken one; writes nothing',
        body: ownerSeriesPreviewBodySchema,
        response: { 200: seriesPreviewSchema, ...errors },
      },
    },
    async (request) => previewOwnerSeries(deps, request.body),
  );

  app.post(
    '/api/console/bookings',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: "Book a visit, or every visit of a previewed repeat, for a customer's pet, all or none; confirmed without a deposit, audited, the customer emailed",
        body: ownerBookingBodySchema,
        response: { 201: ownerBookingSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await bookForCustomer(deps, ownerActor(requireUser(request)), request.body)),
  );
};
