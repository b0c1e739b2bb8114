import * as z from 'zod';
import { message, type Message } from '../i18n/message';
import { PET_AGE_MAX, PET_BREED_MAX, PET_NAME_MAX, PET_WEIGHT_MAX_KG, petTypes, type PetType } from './pet-rules';
import { isValidIsoDate, parseSlotLabel, type BookableDateRefusal } from '../scheduling/slots';
import { lineText, paragraphText, textId } from './text';
import { petCoatSchema, petSizeSchema, vaccineSchema } from './pet-care';
import { appointmentCursorSchema, pageLimitSchema } from './paging';
import { waiverAcceptanceSchema, waiverToAcceptSchema } from './waivers';
import { appointmentDepositSchema } from './deposits';

export { petTypes, type PetType } from './pet-rules';
export const petTypeSchema = z.enum(petTypes, { error: 'errors.booking.petTypeRequired' });

/** The spec's four categories are the demo seed's; the owner may add more, so an id is any short text. */
export const serviceCategoryIdSchema = z.string().min(1).max(64);

/**
 * The spec's three, No-show (issue 13): the customer did not come, and Awaiting deposit
 * (issue 29): booked, its time held until the deposit is paid or the hold runs out.
 */
export const appointmentStatuses = ['Confirmed', 'Cancelled', 'Completed', 'No-show', 'Awaiting deposit'] as const;
export const appointmentStatusSchema = z.enum(appointmentStatuses);

/** The most a booking's special instructions may say. */
export const SPECIAL_INSTRUCTIONS_MAX = 500;
const serviceRequired = 'errors.booking.serviceRequired';
const invalidDate = 'errors.booking.invalidDate';
const unlistedTime = 'errors.booking.unlistedTime';

/** A calendar date, strictly yyyy-mm-dd and real ("2027-02-30" is refused). */
function calendarDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .refine(isValidIsoDate, invalidDate);
}

/** A time written as the slots write it ("9:00 AM", "4:15 PM"); whether the day offers it is the server's to say. */
function slotTime(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .refine((label) => parseSlotLabel(label) !== undefined, unlistedTime);
}

export const isoDateSchema = calendarDate('errors.booking.dateRequired');
export const slotTimeSchema = slotTime('errors.booking.timeRequired');

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
  /** Vaccines a pet must have, valid on the appointment's date (issue 14). */
  requiredVaccines: z.array(vaccineSchema),
  /** Whether the duration and price depend on the pet's size or coat (issue 14): step 2 asks for them. */
  variesBy: z.object({ size: z.boolean(), coat: z.boolean() }),
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

/** A service's id as a request names it. */
const serviceIdSchema = textId(serviceRequired);

/** The pet's size and coat, which may set a service's duration and price (issue 14). */
const petLooksQuery = {
  size: petSizeSchema.optional(),
  coat: petCoatSchema.optional(),
};

export const availabilityQuerySchema = z.object({
  serviceId: serviceIdSchema,
  date: isoDateSchema,
  ...petLooksQuery,
});

/** What a service takes and costs for one pet, as the server works it out (issue 14). */
export const serviceTermsSchema = z.object({
  durationMinutes: z.number().int().positive(),
  /** "120 minutes". */
  duration: z.string(),
  priceCents: z.number().int().nonnegative(),
});

export const availabilityResponseSchema = z.object({
  date: isoDateSchema,
  /** The business time zone the slot labels are in. */
  timeZone: z.string(),
  /** The duration the slots fit and the price, for the pet's size and coat (the customer's availability always says). */
  terms: serviceTermsSchema.optional(),
  slots: z.array(
    z.object({
      time: z.string(),
      startsAt: z.iso.datetime(),
      available: z.boolean(),
    }),
  ),
});

const petNameSchema = lineText({ error: 'errors.booking.petNameRequired' })
  .min(1, 'errors.booking.petNameRequired')
  .max(PET_NAME_MAX, 'errors.booking.petNameTooLong');

const petAgeSchema = lineText({ error: 'errors.booking.petAgeRequired' })
  .min(1, 'errors.booking.petAgeRequired')
  .max(PET_AGE_MAX, 'errors.booking.petAgeTooLong');

export const bookAppointmentBodySchema = z.object({
  serviceId: serviceIdSchema,
  petType: petTypeSchema,
  petName: petNameSchema,
  /** Free text, as on the pet profile: "2 years". */
  petAge: petAgeSchema,
  petBreed: lineText().max(PET_BREED_MAX, 'errors.booking.breedTooLong').optional(),
  date: isoDateSchema,
  time: slotTimeSchema,
  specialInstructions: paragraphText().max(SPECIAL_INSTRUCTIONS_MAX, 'errors.booking.instructionsTooLong').optional(),
  /** Chosen by the browser once per booking attempt, so a retried request books only once. */
  idempotencyKey: z.uuid(),
  /** One of the owner's saved pets: the appointment is linked to it, and its own details count (issue 14). */
  petId: z.uuid({ error: 'errors.pets.unknownPet' }).optional(),
  /** A pet typed in: its size and coat (or weight, for the size) set the duration and price. */
  petSize: petSizeSchema.optional(),
  petCoat: petCoatSchema.optional(),
  petWeightKg: z.number({ error: 'errors.pets.weightInvalid' }).positive('errors.pets.weightInvalid').max(PET_WEIGHT_MAX_KG, 'errors.pets.weightInvalid').optional(),
  /** Save the pet typed in to the owner's pets, linked to this appointment, in the same step. */
  savePet: z.boolean().optional(),
  /** The service's current waiver, read and accepted for this pet with the customer's typed name (issue 29). */
  waiver: waiverAcceptanceSchema.optional(),
});

/**
 * What booking a service for a pet would be (issue 14), before the slots: the duration
 * and price for its size and coat, and its required vaccines, each missing or expiring
 * before the date (today when no date is given) named.
 */
export const bookingQuoteQuerySchema = z.object({
  serviceId: serviceIdSchema,
  date: isoDateSchema.optional(),
  petId: z.uuid({ error: 'errors.pets.unknownPet' }).optional(),
  ...petLooksQuery,
});

export const vaccineProblemSchema = z.object({
  vaccine: vaccineSchema,
  /** 'missing': none on record; 'expires': the latest one runs out before the date. */
  problem: z.enum(['missing', 'expires']),
  expiresOn: z.string().nullable(),
});

export const bookingQuoteSchema = z.object({
  serviceId: z.string(),
  /** The size and coat the terms are for (the saved pet's, else the ones asked about). */
  size: petSizeSchema.nullable(),
  coat: petCoatSchema.nullable(),
  terms: serviceTermsSchema,
  /** Step 2 must still ask for these: the service depends on them and they are not known. */
  needs: z.object({ size: z.boolean(), coat: z.boolean() }),
  /** The date the vaccines were checked for. */
  onDate: isoDateSchema,
  requiredVaccines: z.array(vaccineSchema),
  vaccineProblems: z.array(vaccineProblemSchema),
  /** The service's waiver the pet has not accepted yet, in the reader's language; absent when none is asked (issue 29). */
  waiver: waiverToAcceptSchema.optional(),
  /**
   * The deposit the service asks for this pet's visit, with its HST, how long the time is
   * held for it, and the policy's window: stated before the hold is made (issue 29). Absent when none.
   */
  deposit: z
    .object({
      subtotalCents: z.number().int().positive(),
      taxCents: z.number().int().nonnegative(),
      totalCents: z.number().int().positive(),
      holdMinutes: z.number().int().positive(),
      cancelWindowMinutes: z.number().int().nonnegative(),
    })
    .optional(),
});

export const appointmentSchema = z.object({
  id: z.uuid(),
  /** The service as it was when booked. */
  service: serviceSchema.pick({ id: true, name: true, description: true, duration: true, petTypes: true }),
  /** The saved pet it is for; null for a pet typed in, or once that pet was deleted (the details stay). */
  petId: z.uuid().nullable(),
  petName: z.string(),
  petType: petTypeSchema,
  petAge: z.string(),
  /** "Not specified" when the owner gave no breed. */
  petBreed: z.string(),
  date: isoDateSchema,
  /** The slot label in the business time zone, e.g. "9:30 AM". */
  time: z.string(),
  priceCents: z.number().int().nonnegative(),
  specialInstructions: z.string().nullable(),
  status: appointmentStatusSchema,
  /** Null until a provider is assigned. */
  providerName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime().nullable(),
  startsAt: z.iso.datetime(),
  /** The recurring series it belongs to (issue 29); null for a single booking. */
  seriesId: z.uuid().nullable(),
  /** Issue 29: the deposit its service asked, and where it stands; absent when none was asked. */
  deposit: appointmentDepositSchema.optional(),
});

const bothDateAndTime = 'errors.booking.dateAndTimeRequired';

/**
 * A missing date or time gets the spec's one message. Whether the date is past
 * depends on the clock, so the service checks that, not the schema.
 */
export const rescheduleBodySchema = z.object({
  date: calendarDate(bothDateAndTime),
  time: slotTime(bothDateAndTime),
});

export const appointmentListResponseSchema = z.object({ appointments: z.array(appointmentSchema) });

/**
 * GET /api/appointments (issue 15): a page of the user's appointments, the upcoming ones
 * soonest first, then, on request, the older ones latest first; optionally one pet's.
 */
export const appointmentPageQuerySchema = z.object({
  limit: pageLimitSchema,
  cursor: appointmentCursorSchema.optional(),
  petId: z.uuid({ error: 'errors.invalidValue' }).optional(),
});

export const appointmentPageSchema = appointmentListResponseSchema.extend({
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /** The next page holds appointments that have started or passed ("Show older appointments"). */
  nextIsOlder: z.boolean(),
});

/** GET /api/appointments/last-booked: the profile's recent activity (spec §2: chosen by createdAt). */
export const lastBookedResponseSchema = z.object({ appointment: appointmentSchema.nullable() });
export const appointmentIdParamsSchema = z.object({ appointmentId: z.uuid({ error: 'errors.booking.unknownAppointment' }) });

/** What the booking rules say when they refuse (spec §5, §8, and ours where it is silent), by message id. */
export const bookingMessages = {
  selectDateAndTime: bothDateAndTime,
  invalidDate,
  unlistedTime,
  slotTaken: 'errors.booking.slotTaken',
  pastDate: 'errors.booking.pastDate',
  pastTime: 'errors.booking.pastTime',
  serviceUnavailable: 'errors.booking.serviceUnavailable',
  serviceNotForPetType: (petType: PetType): Message => message('errors.booking.serviceNotForPetType', { petType }),
  beyondHorizon: (days: number): Message => message('errors.booking.beyondHorizon', { days }),
  onlyConfirmedChange: 'errors.booking.onlyConfirmedChange',
  onlyCancelledDelete: 'errors.booking.onlyCancelledDelete',
  appointmentNotFound: 'errors.booking.appointmentNotFound',
  categoryRequired: 'errors.booking.categoryRequired',
  serviceRequired,
  petSizeNeeded: 'errors.booking.petSizeNeeded',
  petCoatNeeded: 'errors.booking.petCoatNeeded',
  vaccinationsNeeded: (pet: string, count: number): Message => message('errors.booking.vaccinationsNeeded', { pet, count }),
} as const;

/** Why a date cannot be booked (checkBookableDate's refusal), in the same words on the server and in the browser. */
export function dateRefusalMessage(refusal: BookableDateRefusal, horizonDays: number): Message {
  switch (refusal.reason) {
    case 'past':
      return bookingMessages.pastDate;
    case 'beyond-horizon':
      return bookingMessages.beyondHorizon(horizonDays);
    case 'invalid':
      return bookingMessages.invalidDate;
  }
}

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
export type AppointmentPageQuery = z.output<typeof appointmentPageQuerySchema>;
export type AppointmentPage = z.infer<typeof appointmentPageSchema>;
export type LastBookedResponse = z.infer<typeof lastBookedResponseSchema>;
export type ServiceTerms = z.infer<typeof serviceTermsSchema>;
export type BookingQuoteQuery = z.infer<typeof bookingQuoteQuerySchema>;
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;
export type VaccineProblem = z.infer<typeof vaccineProblemSchema>;
