import * as z from 'zod';
import { bookAppointmentBodySchema, isoDateSchema, slotTimeSchema, appointmentSchema } from './booking';
import { repeatSchema, SERIES_MAX_VISITS, seriesMessages } from './booking-series';
import { customerMessages } from './console-customers';
import { hoursMessages } from './hours';
import { integerId, textId } from './text';

/**
 * The owner books for a customer from the console's appointment book (issue 29, item 1;
 * ADR 0052): one of the customer's saved pets, a service, a provider or whoever is free,
 * a date and time from real availability, and optionally a repeat previewed as the
 * wizard's is. The visits are booked by booking's own rules, all or none.
 */

/** Who and what the visit is for: the customer, one of their saved pets, the service, and a provider (none: whoever is free). */
const ownerBookingSubject = {
  customerId: textId(customerMessages.unknownCustomer),
  petId: z.uuid({ error: customerMessages.unknownPet }),
  serviceId: bookAppointmentBodySchema.shape.serviceId,
  providerId: integerId(hoursMessages.unknownProvider).optional(),
};

/** GET /api/console/bookings/free-times: the free starts that date for that pet's length of the service. */
export const ownerFreeTimesQuerySchema = z.object({
  ...ownerBookingSubject,
  providerId: z.coerce.number({ error: hoursMessages.unknownProvider }).pipe(integerId(hoursMessages.unknownProvider)).optional(),
  date: isoDateSchema,
});

/** POST /api/console/bookings/preview: every visit of the repeat, as the wizard's preview. */
export const ownerSeriesPreviewBodySchema = z.object({
  ...ownerBookingSubject,
  date: isoDateSchema,
  time: slotTimeSchema,
  repeat: repeatSchema,
});

/** POST /api/console/bookings: one visit, or with `repeat` the time settled on for each visit of the preview. */
export const ownerBookingBodySchema = z
  .object({
    ...ownerBookingSubject,
    date: isoDateSchema,
    time: slotTimeSchema,
    specialInstructions: bookAppointmentBodySchema.shape.specialInstructions,
    repeat: repeatSchema.optional(),
    visits: z
      .array(z.object({ date: isoDateSchema, time: slotTimeSchema }))
      .min(1, seriesMessages.visitsChanged)
      .max(SERIES_MAX_VISITS, seriesMessages.visitsChanged)
      .optional(),
    /** Chosen by the browser once per attempt, so a retried request books only once. */
    idempotencyKey: z.uuid(),
  })
  .refine((body) => (body.repeat === undefined) === (body.visits === undefined), { path: ['visits'], message: seriesMessages.visitsChanged });

/** What was booked, earliest first; `seriesId` null for a single visit. */
export const ownerBookingSchema = z.object({
  seriesId: z.uuid().nullable(),
  appointments: z.array(appointmentSchema),
});

export type OwnerFreeTimesQuery = z.output<typeof ownerFreeTimesQuerySchema>;
export type OwnerSeriesPreviewBody = z.infer<typeof ownerSeriesPreviewBodySchema>;
export type OwnerBookingBody = z.infer<typeof ownerBookingBodySchema>;
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;
