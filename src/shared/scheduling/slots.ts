/**
 * The booking grid and real availability (D7). Slots are wall-clock times in
 * the business time zone; every rule that needs "now", the zone or the
 * horizon takes it as an argument.
 */
import { DEFAULT_WORKING_HOURS } from './default-hours';
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

export const SLOT_STEP_MINUTES = 30;
/** 9:00 AM, in minutes after local midnight: the grid spans the default working day. */
export const FIRST_SLOT_START_MINUTES = DEFAULT_WORKING_HOURS.startMinute;
/** 4:30 PM: the last start that a half-hour slot can take before the day ends. */
export const LAST_SLOT_START_MINUTES = DEFAULT_WORKING_HOURS.endMinute - SLOT_STEP_MINUTES;

/** The spec's 16 slot starts, in minutes after local midnight. */
export const slotStartMinutes: readonly number[] = Array.from(
  { length: (LAST_SLOT_START_MINUTES - FIRST_SLOT_START_MINUTES) / SLOT_STEP_MINUTES + 1 },
  (_, index) => FIRST_SLOT_START_MINUTES + index * SLOT_STEP_MINUTES,
);

const minutesBySlotLabel = new Map(slotStartMinutes.map((minutes) => [slotLabel(minutes), minutes]));

/** The minutes of one of the grid's labels, or undefined for anything else. */
export function parseSlotLabel(label: string): number | undefined {
  return minutesBySlotLabel.get(label);
}

/** Where `instant` falls in `timeZone`; `label` only when it is one of the grid's slot starts. */
export function instantToZoned(instant: Date, timeZone: string): { date: IsoDate; minutes: number; label?: string } {
  const { date, minutes } = zonedDateAndMinutes(instant, timeZone);
  const isSlotStart = instant.getTime() % 60_000 === 0 && slotStartMinutes.includes(minutes);
  return isSlotStart ? { date, minutes, label: slotLabel(minutes) } : { date, minutes };
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

export interface ProviderSchedule {
  id: number;
  workingHours: readonly WorkingHours[];
}

/** A confirmed appointment that keeps its provider busy over [startsAt, endsAt). */
export interface ProviderBooking {
  providerId: number;
  startsAt: Date;
  endsAt: Date;
}

export interface Slot {
  /** The grid label, e.g. "9:30 AM". */
  time: string;
  minutes: number;
  startsAt: Date;
  endsAt: Date;
  available: boolean;
  /** The providers who could take this slot; empty when it is not available. */
  providerIds: number[];
}

/**
 * The day's 16 slots for a service. A slot is available when it starts after
 * `now` and at least one provider works for the whole duration and has no
 * booking overlapping it. Only providers who offer the service are passed in.
 */
export function availableSlots(input: {
  date: IsoDate;
  now: Date;
  timeZone: string;
  serviceDurationMinutes: number;
  providers: readonly ProviderSchedule[];
  bookings: readonly ProviderBooking[];
}): Slot[] {
  const { date, now, timeZone, serviceDurationMinutes: duration, providers } = input;
  if (!Number.isInteger(duration) || duration <= 0) {
    throw new RangeError(`Not a service duration in minutes: ${duration}`);
  }
  const weekday = weekdayOfDate(date);
  const bookingsByProvider = groupByProvider(input.bookings);

  return slotStartMinutes.map((minutes) => {
    const startsAt = zonedDateTimeToInstant(date, minutes, timeZone);
    const endsAt = new Date(startsAt.getTime() + duration * 60_000);
    const providerIds =
      startsAt.getTime() > now.getTime()
        ? providers
            .filter((provider) => worksThrough(provider, weekday, minutes, minutes + duration))
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

function worksThrough(provider: ProviderSchedule, weekday: number, startMinute: number, endMinute: number): boolean {
  return provider.workingHours.some(
    (hours) => hours.weekday === weekday && hours.startMinute <= startMinute && endMinute <= hours.endMinute,
  );
}

function overlaps(booking: ProviderBooking, startsAt: Date, endsAt: Date): boolean {
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
