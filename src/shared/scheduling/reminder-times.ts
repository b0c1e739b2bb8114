/**
 * When the reminders go out (issue 14), pure: the customer's reminder a lead time before
 * the appointment, and a provider's agenda at the start of their working day.
 */
import { isOnTimeOff, type ProviderSchedule } from './slots';
import { weekdayOfDate, zonedDateTimeToInstant, type IsoDate } from './zoned-time';

/** What a fresh install uses (the migration's default): the day before. */
export const DEFAULT_REMINDER_LEAD_MINUTES = 1440;

/**
 * When the customer's reminder is due: `leadMinutes` of elapsed time before the start.
 * Undefined when that moment has already passed at `now`: a booking or a new time made
 * inside the lead time has just been confirmed by mail with the same details.
 */
export function reminderDueAt(startsAt: Date, leadMinutes: number, now: Date): Date | undefined {
  const due = new Date(startsAt.getTime() - leadMinutes * 60_000);
  return due.getTime() > now.getTime() ? due : undefined;
}

/**
 * The start of a provider's working day: their first working interval that date, as an
 * instant in `timeZone`. Undefined on a day they do not work (no hours, or time off).
 */
export function workdayStart(schedule: ProviderSchedule, date: IsoDate, timeZone: string): Date | undefined {
  if (isOnTimeOff(schedule, date)) return undefined;
  const weekday = weekdayOfDate(date);
  const starts = schedule.workingHours.filter((hours) => hours.weekday === weekday).map((hours) => hours.startMinute);
  if (starts.length === 0) return undefined;
  return zonedDateTimeToInstant(date, Math.min(...starts), timeZone);
}

/**
 * When a provider's agenda for `date` is due: the start of their working day, unless that
 * has passed at `now` (the day has begun: they are told of each booking as it comes).
 */
export function agendaDueAt(schedule: ProviderSchedule, date: IsoDate, timeZone: string, now: Date): Date | undefined {
  const start = workdayStart(schedule, date, timeZone);
  return start && start.getTime() > now.getTime() ? start : undefined;
}
