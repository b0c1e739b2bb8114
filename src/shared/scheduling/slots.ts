/**
 * Real availability (D7, issue 12). Slot starts come from the providers' working
 * intervals on a grid the owner sets (15 or 30 minutes, counted from midnight), and a
 * start is offered only when the service fits inside the interval. Slots are wall-clock
 * times in the business time zone; every rule that needs "now", the zone or the
 * horizon takes it as an argument.
 */
import { startRefusal } from './booking-windows';
import { slotLabel } from './time-of-day';
import {
  addDaysToDate,
  isValidIsoDate,
  todayInZone,
  weekdayOfDate,
  zonedDateAndMinutes,
  zonedDateTimeToInstant,
  type IsoDate,
} from './zoned-time';

// The calendar helpers live in zoned-time.ts; callers that book need only this module.
export { addDaysToDate, isValidIsoDate, todayInZone, zonedDateTimeToInstant } from './zoned-time';
export type { IsoDate } from './zoned-time';
export { slotLabel } from './time-of-day';

/** The grid when the owner has chosen none: the spec's half hours. */
export const DEFAULT_SLOT_STEP_MINUTES = 30;

const SLOT_LABEL = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/** "9:15 AM" → 555: the minutes of a label written the way slotLabel writes it, or undefined. */
export function parseSlotLabel(label: string): number | undefined {
  const match = SLOT_LABEL.exec(label);
  if (!match) return undefined;
  const hour12 = Number(match[1]) % 12;
  return (match[3] === 'PM' ? hour12 + 12 : hour12) * 60 + Number(match[2]);
}

/** Where `instant` falls in `timeZone`, as a date and minutes after local midnight. */
export function instantToZoned(instant: Date, timeZone: string): { date: IsoDate; minutes: number } {
  return zonedDateAndMinutes(instant, timeZone);
}

export type BookableDateRefusal = { ok: false; reason: 'invalid' | 'past' | 'beyond-horizon' };
export type BookableDateCheck = { ok: true } | BookableDateRefusal;

/** A date can be booked from today (in the business zone) to today + horizonDays, both included. */
export function checkBookableDate(input: { date: string; now: Date; timeZone: string; horizonDays: number }): BookableDateCheck {
  const { date, now, timeZone, horizonDays } = input;
  if (!isValidIsoDate(date)) return { ok: false, reason: 'invalid' };
  const today = todayInZone(now, timeZone);
  // yyyy-mm-dd strings compare in calendar order.
  if (date < today) return { ok: false, reason: 'past' };
  if (date > addDaysToDate(today, horizonDays)) return { ok: false, reason: 'beyond-horizon' };
  return { ok: true };
}

export interface WorkingHours {
  /** Local day of the week, 0 = Sunday. */
  weekday: number;
  /** Minutes after local midnight. */
  startMinute: number;
  endMinute: number;
}

/** A provider's days off, both dates included (yyyy-mm-dd in the business time zone). */
export interface TimeOffRange {
  startsOn: IsoDate;
  endsOn: IsoDate;
}

export interface ProviderSchedule {
  id: number;
  /** Several intervals a day are allowed; the gaps between them are breaks. */
  workingHours: readonly WorkingHours[];
  timeOff?: readonly TimeOffRange[];
}

/** A confirmed appointment that keeps its provider busy over [startsAt, endsAt). */
export interface ProviderBooking {
  providerId: number;
  startsAt: Date;
  endsAt: Date;
}

export interface Slot {
  /** The label, e.g. "9:30 AM". */
  time: string;
  minutes: number;
  startsAt: Date;
  endsAt: Date;
  available: boolean;
  /** The providers who could take this slot; empty when it is not available. */
  providerIds: number[];
}

/** True when the schedule has the date off. */
export function isOnTimeOff(schedule: ProviderSchedule, date: IsoDate): boolean {
  // yyyy-mm-dd strings compare in calendar order.
  return (schedule.timeOff ?? []).some((range) => range.startsOn <= date && date <= range.endsOn);
}

/** True when the provider works, that weekday and that date, through the whole of [start, end) in local minutes. */
export function worksThrough(schedule: ProviderSchedule, date: IsoDate, startMinute: number, endMinute: number): boolean {
  if (isOnTimeOff(schedule, date)) return false;
  const weekday = weekdayOfDate(date);
  return schedule.workingHours.some((hours) => hours.weekday === weekday && hours.startMinute <= startMinute && endMinute <= hours.endMinute);
}

/**
 * The starts a service of `duration` minutes may take on a day: every grid point inside
 * a working interval of a provider who works that date, where the service ends by the
 * interval's end. A 45-minute service on a 15-minute grid in 9:00-17:00 gives 9:00,
 * 9:15, … 16:15.
 */
export function candidateStarts(input: { date: IsoDate; duration: number; step: number; providers: readonly ProviderSchedule[] }): number[] {
  const { date, duration, step } = input;
  const weekday = weekdayOfDate(date);
  const starts = new Set<number>();
  for (const provider of input.providers) {
    if (isOnTimeOff(provider, date)) continue;
    for (const hours of provider.workingHours) {
      if (hours.weekday !== weekday) continue;
      for (let start = Math.ceil(hours.startMinute / step) * step; start + duration <= hours.endMinute; start += step) starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * A day's slots for a service. A slot is available when it starts after `now` and the
 * minimum notice, and at least one provider works for the whole duration that date and
 * has no booking overlapping it. Only providers who offer the service are passed in.
 */
export function availableSlots(input: {
  date: IsoDate;
  now: Date;
  timeZone: string;
  serviceDurationMinutes: number;
  slotStepMinutes?: number;
  /** The owner's minimum notice (issue 14): a start sooner than this after `now` is not offered. */
  minNoticeMinutes?: number;
  providers: readonly ProviderSchedule[];
  bookings: readonly ProviderBooking[];
}): Slot[] {
  const { date, now, timeZone, serviceDurationMinutes: duration, providers } = input;
  const step = input.slotStepMinutes ?? DEFAULT_SLOT_STEP_MINUTES;
  if (!Number.isInteger(duration) || duration <= 0) {
    throw new RangeError(`Not a service duration in minutes: ${duration}`);
  }
  if (!Number.isInteger(step) || step <= 0 || step > 24 * 60) throw new RangeError(`Not a slot step in minutes: ${step}`);
  const bookingsByProvider = groupByProvider(input.bookings);

  return candidateStarts({ date, duration, step, providers }).map((minutes) => {
    const startsAt = zonedDateTimeToInstant(date, minutes, timeZone);
    const endsAt = new Date(startsAt.getTime() + duration * 60_000);
    const providerIds =
      startRefusal(startsAt, now, input.minNoticeMinutes ?? 0) === undefined
        ? providers
            .filter((provider) => worksThrough(provider, date, minutes, minutes + duration))
            .filter((provider) => !(bookingsByProvider.get(provider.id) ?? []).some((booking) => overlaps(booking, startsAt, endsAt)))
            .map((provider) => provider.id)
        : [];
    return { time: slotLabel(minutes), minutes, startsAt, endsAt, available: providerIds.length > 0, providerIds };
  });
}

/**
 * D8's assignment rule: the candidate with the fewest bookings that day, then
 * the longest-serving (earliest createdAt), then the lowest id.
 */
export function chooseProvider(input: {
  candidates: ReadonlyArray<{ id: number; createdAt: Date }>;
  bookingsThatDay: ReadonlyMap<number, number> | Readonly<Record<number, number>>;
}): number | undefined {
  const { candidates, bookingsThatDay } = input;
  const countFor = (id: number): number => (isMap(bookingsThatDay) ? bookingsThatDay.get(id) : bookingsThatDay[id]) ?? 0;
  const ranked = [...candidates].sort(
    (a, b) => countFor(a.id) - countFor(b.id) || a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  );
  return ranked[0]?.id;
}

function isMap(counts: ReadonlyMap<number, number> | Readonly<Record<number, number>>): counts is ReadonlyMap<number, number> {
  return counts instanceof Map;
}

export function overlaps(booking: ProviderBooking, startsAt: Date, endsAt: Date): boolean {
  return booking.startsAt.getTime() < endsAt.getTime() && startsAt.getTime() < booking.endsAt.getTime();
}

function groupByProvider(bookings: readonly ProviderBooking[]): Map<number, ProviderBooking[]> {
  const byProvider = new Map<number, ProviderBooking[]>();
  for (const booking of bookings) {
    const list = byProvider.get(booking.providerId);
    if (list) list.push(booking);
    else byProvider.set(booking.providerId, [booking]);
  }
  return byProvider;
}
