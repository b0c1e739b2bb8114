import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentIdParamsSchema,
  appointmentPageQuerySchema,
  appointmentPageSchema,
  appointmentSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookAppointmentBodySchema,
  lastBookedResponseSchema,
  rescheduleBodySchema,
  type Appointment,
} from '@shared/contracts/booking';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireUser, requireUserHook } from '../../plugins/guards';
import {
  bookAppointment,
  bookingQuote,
  cancelAppointment,
  deleteAppointment,
  getAvailability,
  rescheduleAppointment,
  withDeposits,
  type BookingDeps,
} from './booking.service';
import { appointmentPageBodyOf, lastBookedAppointment } from '../appointment-book/customer-appointments.service';
import { appointmentsInLanguage, bookingAnswerInLanguage } from '../appointment-notices/appointment-language.service';
import { localeOf } from '../../lib/i18n';
import { sendRepresentation } from '../../lib/representation';
import { bookingQuoteQuerySchema, bookingQuoteSchema } from '@shared/contracts/booking';
import { bookSeriesBodySchema, changedVisitsSchema, seriesPreviewBodySchema, seriesPreviewSchema, seriesSchema } from '@shared/contracts/booking-series';
import { bookSeries, cancelFollowing, previewSeries, rescheduleFollowing } from './booking-series.service';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

export const bookingRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, options) => {
  const deps: BookingDeps = { db: app.db, jobs: app.jobs, now: options.now };

  app.get(
    '/api/availability',
    {
      schema: {
        tags: ['booking'],
        summary: "A day's 16 slots for a service, each available or not",
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendRepresentation(request, reply, await getAvailability(deps, request.query));
    },
  );

  // The signed-in user's own appointments (§7 call 9).
  const appointmentRoutes: FastifyPluginAsyncZod = async (signedIn) => {
    signedIn.addHook('onRequest', requireUserHook);
    // Services named in the reader's language (issue 16).
    signedIn.addHook('preSerialization', async (request, _reply, payload) => bookingAnswerInLanguage(app.db, payload, localeOf(request.headers)));

    signedIn.get(
      '/api/booking-quote',
      {
        schema: {
          tags: ['booking'],
          summary: "A service for a pet before the slots: its duration and price for the pet's size and coat, and its vaccines checked for a date",
          querystring: bookingQuoteQuerySchema,
          response: { 200: bookingQuoteSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return bookingQuote(app.db, requireUser(request).id, request.query, options.now(), localeOf(request.headers));
      },
    );

    signedIn.get(
      '/api/appointments',
      {
        schema: {
          tags: ['booking'],
          summary: "Your appointments a page at a time: upcoming soonest first, then older latest first (nextIsOlder); optionally one pet's",
          querystring: appointmentPageQuerySchema,
          response: { 200: appointmentPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const now = options.now();
        const locale = localeOf(request.headers);
        // A body made ahead skips the preSerialization hook: the services' words in the reader's language and each visit's
        // deposit (issue 29) are added here, and a page that gains neither keeps its remembered body.
        const decorate = async (appointments: Appointment[]) => appointmentsInLanguage(app.db, await withDeposits(app.db, appointments, now), locale);
        return sendRepresentation(request, reply, await appointmentPageBodyOf(app.db, requireUser(request).id, request.query, now, decorate));
      },
    );

    signedIn.get(
      '/api/appointments/last-booked',
      { schema: { tags: ['booking'], summary: "The appointment you booked last (the profile's recent activity)", response: { 200: lastBookedResponseSchema, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { appointment: await lastBookedAppointment(app.db, requireUser(request).id) };
      },
    );

    signedIn.post(
      '/api/appointments',
      {
        schema: {
          tags: ['booking'],
          summary: 'Book an appointment; the same request sent again under its idempotency key gets the same answer',
          body: bookAppointmentBodySchema,
          response: { 201: appointmentSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await bookAppointment(deps, requireUser(request), request.body)),
    );

    signedIn.patch(
      '/api/appointments/:appointmentId',
      {
        schema: {
          tags: ['booking'],
          summary: 'Reschedule a Confirmed appointment',
          params: appointmentIdParamsSchema,
          body: rescheduleBodySchema,
          response: { 200: appointmentSchema, ...errors },
        },
      },
      async (request) => rescheduleAppointment(deps, requireUser(request), request.params.appointmentId, request.body),
    );

    signedIn.post(
      '/api/appointments/:appointmentId/cancel',
      { schema: { tags: ['booking'], params: appointmentIdParamsSchema, response: { 200: appointmentSchema, ...errors } } },
      async (request) => cancelAppointment(deps, requireUser(request), request.params.appointmentId),
    );

    // Recurring visits (issue 29, ADR 0040).
    signedIn.post(
      '/api/appointment-series/preview',
      {
        schema: {
          tags: ['booking'],
          summary: 'Preview a repeated booking: every visit with its availability, and the nearest free times for a taken one (writes nothing)',
          body: seriesPreviewBodySchema,
          response: { 200: seriesPreviewSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return previewSeries(deps, requireUser(request), request.body);
      },
    );

    signedIn.post(
      '/api/appointment-series',
      {
        schema: {
          tags: ['booking'],
          summary: 'Book every visit of a series at the times settled on, all or none (409 naming a visit taken meanwhile); idempotent like a single booking',
          body: bookSeriesBodySchema,
          response: { 201: seriesSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await bookSeries(deps, requireUser(request), request.body)),
    );

    signedIn.post(
      '/api/appointments/:appointmentId/cancel-following',
      {
        schema: {
          tags: ['booking'],
          summary: 'Cancel this visit and every later Confirmed visit of its series, in one go',
          params: appointmentIdParamsSchema,
          response: { 200: changedVisitsSchema, ...errors },
        },
      },
      async (request) => cancelFollowing(deps, { by: 'customer', user: requireUser(request) }, request.params.appointmentId),
    );

    signedIn.patch(
      '/api/appointments/:appointmentId/following',
      {
        schema: {
          tags: ['booking'],
          summary: 'Reschedule this visit and every later Confirmed visit of its series, each shifted by the same days to the new time, all or none',
          params: appointmentIdParamsSchema,
          body: rescheduleBodySchema,
          response: { 200: changedVisitsSchema, ...errors },
        },
      },
      async (request) => rescheduleFollowing(deps, { by: 'customer', user: requireUser(request) }, request.params.appointmentId, request.body),
    );

    signedIn.delete(
      '/api/appointments/:appointmentId',
      { schema: { tags: ['booking'], params: appointmentIdParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await deleteAppointment(app.db, requireUser(request).id, request.params.appointmentId);
        return reply.status(204).send(null);
      },
    );
  };
  await app.register(appointmentRoutes);
};
