import * as z from 'zod';
import { appointmentDepositSchema } from './deposits';
import { daysIncluded } from '../scheduling/calendar-week';
import { isValidIsoDate } from '../scheduling/zoned-time';
import { appointmentStatusSchema, isoDateSchema, petTypeSchema } from './booking';
import { waiverAcceptedSchema } from './waivers';
import { integerId, textId } from './text';

/**
 * The owner's appointment book (issue 13 item 3): every provider's appointments over a
 * few days, filtered by provider and service, and what the owner does with one: give it
 * to another provider, move it, cancel it, or mark a no-show.
 */

/** The most days one request of the book may cover: a week. */
export const APPOINTMENT_BOOK_MAX_DAYS = 7;

export const appointmentBookMessages = {
  invalidDate: 'errors.appointmentBook.invalidDate',
  endBeforeStart: 'errors.appointmentBook.endBeforeStart',
  tooManyDays: 'errors.appointmentBook.tooManyDays',
  unknownProvider: 'errors.appointmentBook.unknownProvider',
  unknownService: 'errors.appointmentBook.unknownService',
  /** Cancel, reschedule or reassign of an appointment that has started. */
  started: 'errors.appointmentBook.started',
  /** Cancel, reschedule or reassign of one that is no longer Confirmed. */
  notConfirmed: 'errors.appointmentBook.notConfirmed',
  /** A no-show for an appointment that has not started yet. */
  noShowNotStarted: 'errors.appointmentBook.noShowNotStarted',
  noShowNotConfirmed: 'errors.appointmentBook.noShowNotConfirmed',
} as const;

const localDate = z.string({ error: appointmentBookMessages.invalidDate }).refine(isValidIsoDate, appointmentBookMessages.invalidDate);
/** A query parameter left empty is no filter. */
const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const appointmentBookQuerySchema = z
  .object({
    /** First and last day shown, both included, in the shop's time zone. */
    from: localDate,
    to: localDate,
    providerId: z.preprocess(emptyIsAbsent, z.coerce.number({ error: appointmentBookMessages.unknownProvider }).pipe(integerId(appointmentBookMessages.unknownProvider)).optional()),
    serviceId: z.preprocess(emptyIsAbsent, textId(appointmentBookMessages.unknownService).optional()),
  })
  .superRefine(({ from, to }, context) => {
    if (!isValidIsoDate(from) || !isValidIsoDate(to)) return;
    const days = daysIncluded(from, to);
    if (days < 1) context.addIssue({ code: 'custom', message: appointmentBookMessages.endBeforeStart, path: ['to'] });
    else if (days > APPOINTMENT_BOOK_MAX_DAYS) context.addIssue({ code: 'custom', message: appointmentBookMessages.tooManyDays, path: ['to'] });
  });

const providerNameSchema = z.object({ id: z.number().int(), displayName: z.string() });

export const consoleAppointmentSchema = z.object({
  id: z.uuid(),
  /** Local date and times in the shop's time zone ("9:30 AM"). */
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: appointmentStatusSchema,
  provider: providerNameSchema,
  /** Set when the owner gave it to this provider, with the one it was taken from. */
  reassignedAt: z.iso.datetime().nullable(),
  previousProvider: providerNameSchema.nullable(),
  customer: z.object({ name: z.string(), email: z.string() }),
  pet: z.object({ name: z.string(), type: petTypeSchema }),
  service: z.object({ id: z.string(), name: z.string(), durationMinutes: z.number().int() }),
  specialInstructions: z.string().nullable(),
  /** Whether the owner may still cancel, reschedule or reassign it (Confirmed and not started), by the server's clock. */
  changeable: z.boolean(),
  /** Whether it may be marked a no-show (Confirmed and started). */
  noShowable: z.boolean(),
  /** The pet's acceptance of the service's waiver that covers this visit; absent for none (issue 29). */
  waiver: waiverAcceptedSchema.optional(),
  /** The series it was booked in (issue 29), whose later visits "this and following" changes with it; null for a single booking. */
  seriesId: z.uuid().nullable(),
  /** Set when its provider wrote the visit's report card (issue 29), which the book then shows. */
  reportCardWritten: z.literal(true).optional(),
  /** The visit's deposit and where it stands; absent when its service asked none (issue 29). */
  deposit: appointmentDepositSchema.optional(),
});

export const appointmentBookSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The shop's time zone, which the dates and times are in. */
  timeZone: z.string(),
  /** Earliest first. */
  appointments: z.array(consoleAppointmentSchema),
  /** The filters' choices: every provider schedule and every service, inactive ones too. */
  providers: z.array(providerNameSchema),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** Who could take the appointment at its time: offers the service, works then, and is free. */
export const eligibleProvidersSchema = z.object({ providers: z.array(providerNameSchema) });

/** A day to move the appointment to; the answer is booking's availability, for its own provider. */
export const freeTimesQuerySchema = z.object({ date: isoDateSchema });

export type AppointmentBookQuery = z.output<typeof appointmentBookQuerySchema>;
export type ConsoleAppointment = z.infer<typeof consoleAppointmentSchema>;
export type AppointmentBook = z.infer<typeof appointmentBookSchema>;
export type EligibleProviders = z.infer<typeof eligibleProvidersSchema>;
