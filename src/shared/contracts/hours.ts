import * as z from 'zod';
import { isValidIsoDate } from '../scheduling/zoned-time';
import { parseClock } from '../scheduling/time-of-day';
import { bookingRuleSettingsSchema } from './booking-rules';
import { integerId, lineText } from './text';

/**
 * Opening hours, holiday closures, the booking grid, and providers' working hours and
 * time off (issue 12): one contract for the console's forms and the routes behind them.
 * Times travel as 24-hour clock strings ("09:30", what `<input type="time">` gives);
 * the server stores minutes after midnight in the business time zone.
 */

export const hoursMessages = {
  invalidTime: 'errors.hours.invalidTime',
  endBeforeStart: 'errors.hours.endBeforeStart',
  overlapping: 'errors.hours.overlapping',
  tooManyIntervals: 'errors.hours.tooManyIntervals',
  invalidDate: 'errors.hours.invalidDate',
  endsBeforeStarts: 'errors.hours.endsBeforeStarts',
  reasonTooLong: 'errors.hours.reasonTooLong',
  slotStep: 'errors.hours.slotStep',
  closureExists: 'errors.hours.closureExists',
  unknownClosure: 'errors.hours.unknownClosure',
  unknownProvider: 'errors.hours.unknownProvider',
  unknownTimeOff: 'errors.hours.unknownTimeOff',
  notReassignable: 'errors.hours.notReassignable',
  /** A booking refused because the shop is closed that day (a holiday closure). */
  shopClosed: 'errors.booking.shopClosed',
} as const;

/** The grids slot starts may sit on, in minutes. */
export const slotSteps = [15, 30] as const;
export type SlotStep = (typeof slotSteps)[number];
export const MAX_INTERVALS_PER_DAY = 4;
export const CLOSURE_REASON_MAX = 80;

const clockTime = z.string({ error: hoursMessages.invalidTime }).refine((value) => parseClock(value) !== undefined, hoursMessages.invalidTime);
const weekday = z.number({ error: hoursMessages.invalidTime }).int().min(0).max(6);
const calendarDate = z.string({ error: hoursMessages.invalidDate }).refine(isValidIsoDate, hoursMessages.invalidDate);

export const weeklyIntervalSchema = z
  .object({ weekday, start: clockTime, end: clockTime })
  .refine(({ start, end }) => (parseClock(start) ?? 0) < (parseClock(end) ?? 0), { message: hoursMessages.endBeforeStart, path: ['end'] });

/** A week of intervals: a day may have several (the gaps are breaks) and none is a closed day; they may not overlap. */
export const weeklyHoursSchema = z.array(weeklyIntervalSchema).superRefine((intervals, context) => {
  for (let day = 0; day <= 6; day++) {
    const ofDay = intervals
      .map((interval, index) => ({ index, start: parseClock(interval.start) ?? 0, end: parseClock(interval.end) ?? 0, weekday: interval.weekday }))
      .filter((interval) => interval.weekday === day)
      .sort((a, b) => a.start - b.start);
    if (ofDay.length > MAX_INTERVALS_PER_DAY) {
      context.addIssue({ code: 'custom', message: hoursMessages.tooManyIntervals, path: [ofDay[MAX_INTERVALS_PER_DAY]!.index, 'start'] });
    }
    for (let i = 1; i < ofDay.length; i++) {
      if (ofDay[i]!.start < ofDay[i - 1]!.end) {
        context.addIssue({ code: 'custom', message: hoursMessages.overlapping, path: [ofDay[i]!.index, 'start'] });
      }
    }
  }
});

export const weeklyHoursBodySchema = z.object({ intervals: weeklyHoursSchema });

export const closureBodySchema = z.object({
  date: calendarDate,
  reason: lineText().max(CLOSURE_REASON_MAX, hoursMessages.reasonTooLong).default(''),
});
export const closureSchema = z.object({ date: z.string(), reason: z.string() });
export const closureParamsSchema = z.object({ date: calendarDate });

/** The booking settings: the grid, and the notice, cancellation and reminder rules (issue 14). */
export const bookingSettingsSchema = z.object({
  slotStepMinutes: z.union([z.literal(15), z.literal(30)], { error: hoursMessages.slotStep }),
  ...bookingRuleSettingsSchema.shape,
});
/** PUT /api/console/booking-settings: any of them; those left out stay as they are. */
export const bookingSettingsBodySchema = bookingSettingsSchema.partial();

export const timeOffBodySchema = z
  .object({
    startsOn: calendarDate,
    endsOn: calendarDate,
    reason: lineText().max(CLOSURE_REASON_MAX, hoursMessages.reasonTooLong).default(''),
  })
  .refine(({ startsOn, endsOn }) => startsOn <= endsOn, { message: hoursMessages.endsBeforeStarts, path: ['endsOn'] });
export const timeOffSchema = z.object({ id: z.number().int(), startsOn: z.string(), endsOn: z.string(), reason: z.string() });

export const staffParamsSchema = z.object({
  providerId: z.coerce.number({ error: hoursMessages.unknownProvider }).pipe(integerId(hoursMessages.unknownProvider)),
});
export const timeOffParamsSchema = staffParamsSchema.extend({
  timeOffId: z.coerce.number({ error: hoursMessages.unknownTimeOff }).pipe(integerId(hoursMessages.unknownTimeOff)),
});

export const weeklyIntervalOutSchema = z.object({ weekday: z.number().int(), start: z.string(), end: z.string() });

/** The public hours (the contact page and the footer): the week, and closures from today on. */
export const shopHoursSchema = z.object({
  openingHours: z.array(weeklyIntervalOutSchema),
  closures: z.array(closureSchema),
});

/** The console's hours screen: the shop's week, its closures and the booking grid. */
export const consoleHoursSchema = shopHoursSchema.extend(bookingSettingsSchema.shape);

export const staffMemberSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  /** The account that works this schedule; null while unclaimed. */
  email: z.string().nullable(),
  workingHours: z.array(weeklyIntervalOutSchema),
  timeOff: z.array(timeOffSchema),
  serviceIds: z.array(z.string()),
});
export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });

/** Why a booked appointment no longer fits: its provider's new hours, their time off, or a shop closure. */
export const conflictReasons = ['outside-hours', 'time-off', 'closure'] as const;

export const affectedAppointmentSchema = z.object({
  id: z.string(),
  startsAt: z.iso.datetime(),
  date: z.string(),
  time: z.string(),
  serviceName: z.string(),
  petName: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  reason: z.enum(conflictReasons),
  /** Providers who offer the service and are free and working then: where it can be moved. */
  alternatives: z.array(z.object({ id: z.number().int(), displayName: z.string() })),
});
export const affectedAppointmentListSchema = z.object({ appointments: z.array(affectedAppointmentSchema) });
export const reassignBodySchema = z.object({ providerId: integerId(hoursMessages.unknownProvider) });

export type WeeklyInterval = z.infer<typeof weeklyIntervalSchema>;
export type Closure = z.infer<typeof closureSchema>;
export type ShopHours = z.infer<typeof shopHoursSchema>;
export type ConsoleHours = z.infer<typeof consoleHoursSchema>;
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
export type TimeOff = z.infer<typeof timeOffSchema>;
export type StaffMember = z.infer<typeof staffMemberSchema>;
export type AffectedAppointment = z.infer<typeof affectedAppointmentSchema>;
