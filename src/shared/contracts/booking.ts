import * as z from 'zod';
import { isValidIsoDate, parseSlotLabel, type BookableDateRefusal } from '../scheduling/slots';

export const petTypes = ['Dog', 'Cat', 'Bird', 'Fish', 'Small Pet'] as const;
export const petTypeSchema = z.enum(petTypes, { error: 'Please select a pet type.' });

export const serviceCategoryIds = ['grooming', 'veterinary', 'training', 'specialty'] as const;
export const serviceCategoryIdSchema = z.enum(serviceCategoryIds);

export const appointmentStatuses = ['Confirmed', 'Cancelled', 'Completed'] as const;
export const appointmentStatusSchema = z.enum(appointmentStatuses);

const invalidDate = 'Please select a valid date.';
const unlistedTime = 'Please select one of the listed times.';

/** A calendar date, strictly yyyy-mm-dd and real ("2027-02-30" is refused). */
function calendarDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .refine(isValidIsoDate, invalidDate);
}

/** One of the booking grid's labels, exactly as shown: "9:00 AM" … "4:30 PM". */
function slotTime(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .refine((label) => parseSlotLabel(label) !== undefined, unlistedTime);
}

export const isoDateSchema = calendarDate('Please select a date.');
export const slotTimeSchema = slotTime('Please select a time.');

export const serviceSchema = z.object({
  id: z.string(),
  categoryId: serviceCategoryIdSchema,
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int().positive(),
  /** As the catalogue writes it: "30 minutes". */
  duration: z.string(),
  petTypes: z.array(petTypeSchema),
  priceCents: z.number().int().nonnegative(),
  /** As the catalogue writes it: "$25". */
  price: z.string(),
});

export const serviceCategorySchema = z.object({
  id: serviceCategoryIdSchema,
  name: z.string(),
  description: z.string(),
  /** Empty for a category that is "coming soon". */
  services: z.array(serviceSchema),
});

export const serviceCatalogResponseSchema = z.object({
  categories: z.array(serviceCategorySchema),
});

export const availabilityQuerySchema = z.object({
  serviceId: z.string({ error: 'Please select a service.' }).min(1, 'Please select a service.'),
  date: isoDateSchema,
});

export const availabilityResponseSchema = z.object({
  date: isoDateSchema,
  /** The business time zone the slot labels are in. */
  timeZone: z.string(),
  slots: z.array(
    z.object({
      time: z.string(),
      startsAt: z.iso.datetime(),
      available: z.boolean(),
    }),
  ),
});

const petNameSchema = z
  .string({ error: "Please enter your pet's name." })
  .trim()
  .min(1, "Please enter your pet's name.")
  .max(60, "Your pet's name can be at most 60 characters.");

const petAgeSchema = z
  .string({ error: "Please enter your pet's age." })
  .trim()
  .min(1, "Please enter your pet's age.")
  .max(40, "Your pet's age can be at most 40 characters.");

export const bookAppointmentBodySchema = z.object({
  serviceId: z.string({ error: 'Please select a service.' }).min(1, 'Please select a service.'),
  petType: petTypeSchema,
  petName: petNameSchema,
  /** Free text, as on the pet profile: "2 years". */
  petAge: petAgeSchema,
  petBreed: z.string().trim().max(60, 'The breed can be at most 60 characters.').optional(),
  date: isoDateSchema,
  time: slotTimeSchema,
  specialInstructions: z.string().trim().max(500, 'Special instructions can be at most 500 characters.').optional(),
  /** Chosen by the browser once per booking attempt, so a retried request books only once. */
  idempotencyKey: z.uuid(),
});

export const appointmentSchema = z.object({
  id: z.uuid(),
  /** The service as it was when booked. */
  service: serviceSchema.pick({ id: true, name: true, description: true, duration: true, petTypes: true, price: true }),
  petName: z.string(),
  petType: petTypeSchema,
  petAge: z.string(),
  /** "Not specified" when the owner gave no breed. */
  petBreed: z.string(),
  date: isoDateSchema,
  /** The slot label in the business time zone, e.g. "9:30 AM". */
  time: z.string(),
  price: z.string(),
  priceCents: z.number().int().nonnegative(),
  specialInstructions: z.string().nullable(),
  status: appointmentStatusSchema,
  /** Null until a provider is assigned. */
  providerName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime().nullable(),
  startsAt: z.iso.datetime(),
});

const bothDateAndTime = 'Please select both a date and time.';

/**
 * A missing date or time gets the spec's one message. Whether the date is past
 * depends on the clock, so the service checks that, not the schema.
 */
export const rescheduleBodySchema = z.object({
  date: calendarDate(bothDateAndTime),
  time: slotTime(bothDateAndTime),
});

export const appointmentListResponseSchema = z.object({ appointments: z.array(appointmentSchema) });
export const appointmentIdParamsSchema = z.object({ appointmentId: z.uuid({ error: 'Unknown appointment.' }) });

/** The spec's words (§5, §8) and ours for the cases it leaves open. */
export const bookingMessages = {
  bookingFailed: 'Failed to book appointment. Try again.',
  rescheduleFailed: 'There was an error rescheduling your appointment. Please try again.',
  selectDateAndTime: bothDateAndTime,
  invalidDate,
  unlistedTime,
  confirmCancel: 'Are you sure you want to cancel this appointment?',
  confirmDelete: 'Are you sure you want to permanently delete this appointment?',
  slotTaken: 'Sorry, that time was just booked by someone else. Please choose another time.',
  pastDate: 'Please choose today or a later date.',
  pastTime: 'That time has already passed. Please choose a later time.',
  serviceUnavailable: 'That service is not available.',
  serviceNotForPetType: (petType: string) => `The selected service is not available for ${petType}.`,
  beyondHorizon: (days: number) => `Appointments can be booked up to ${days} days ahead.`,
  onlyConfirmedChange: 'Only confirmed appointments can be rescheduled or cancelled.',
  onlyCancelledDelete: 'Only cancelled appointments can be deleted.',
  appointmentNotFound: 'That appointment was not found.',
} as const;

/** Why a date cannot be booked (checkBookableDate's refusal), in the same words on the server and in the browser. */
export function dateRefusalMessage(refusal: BookableDateRefusal, horizonDays: number): string {
  switch (refusal.reason) {
    case 'past':
      return bookingMessages.pastDate;
    case 'beyond-horizon':
      return bookingMessages.beyondHorizon(horizonDays);
    case 'invalid':
      return bookingMessages.invalidDate;
  }
}

export type PetType = z.infer<typeof petTypeSchema>;
export type ServiceCategoryId = z.infer<typeof serviceCategoryIdSchema>;
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;
export type ServiceCatalogResponse = z.infer<typeof serviceCatalogResponseSchema>;
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
export type BookAppointmentBody = z.infer<typeof bookAppointmentBodySchema>;
export type Appointment = z.infer<typeof appointmentSchema>;
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;
export type AppointmentListResponse = z.infer<typeof appointmentListResponseSchema>;
