/**
 * Calendar dates ("2027-03-14") and wall-clock minutes in a named time zone.
 * Dates are plain strings so they never drift with the machine's own zone;
 * instants are `Date`s. Every conversion goes through the IANA zone, which is
 * what makes daylight-saving days come out right.
 */
import { tzOffset } from '@date-fns/tz';

/** A calendar date written yyyy-mm-dd. */
export type IsoDate = string;

const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60_000;
const DAY_MS = MINUTES_PER_DAY * MINUTE_MS;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True only for a real calendar date written strictly as yyyy-mm-dd. */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** The date `days` calendar days after (or before, when negative) `date`. */
export function addDaysToDate(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const { year, month, day } = parseIsoDate(date);
  const shifted = new Date(0);
  shifted.setUTCFullYear(year, month - 1, day + days);
  return formatIsoDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Day of the week of a calendar date, 0 = Sunday. The same everywhere on Earth. */
export function weekdayOfDate(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc.getUTCDay();
}

/**
 * The instant at which clocks in `timeZone` show `minutesAfterMidnight` on
 * `date`. A wall time skipped by a spring-forward moves on by the gap (2:30 AM
 * becomes 3:30 AM); one repeated by a fall-back means its first occurrence.
 * Offsets come from the IANA zone alone, never from the machine's own zone.
 */
export function zonedDateTimeToInstant(date: IsoDate, minutesAfterMidnight: number, timeZone: string): Date {
  // A day's slots ask the same instants on every request for that day (issue 15).
  const key = `${timeZone} ${date} ${minutesAfterMidnight}`;
  let epochMs = knownInstants.get(key);
  if (epochMs === undefined) {
    epochMs = instantOf(date, minutesAfterMidnight, timeZone);
    if (knownInstants.size >= MAX_KNOWN) knownInstants.clear();
    knownInstants.set(key, epochMs);
  }
  return new Date(epochMs);
}

function instantOf(date: IsoDate, minutesAfterMidnight: number, timeZone: string): number {
  const { year, month, day } = parseIsoDate(date);
  if (!Number.isInteger(minutesAfterMidnight) || minutesAfterMidnight < 0 || minutesAfterMidnight >= MINUTES_PER_DAY) {
    throw new RangeError(`Not a time of day in minutes: ${minutesAfterMidnight}`);
  }
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(year, month - 1, day);
  const wallClockMs = wallClock.getTime() + minutesAfterMidnight * MINUTE_MS;

  // Offset changes are far rarer than daily, so the offsets a day either side are the only candidates.
  const offsetBefore = offsetAt(timeZone, wallClockMs - DAY_MS);
  const offsetAfter = offsetAt(timeZone, wallClockMs + DAY_MS);
  const matching = [wallClockMs - offsetBefore * MINUTE_MS, wallClockMs - offsetAfter * MINUTE_MS].filter(
    (candidate) => candidate + offsetAt(timeZone, candidate) * MINUTE_MS === wallClockMs,
  );
  // No match means the wall time fell in a gap: reading it with the earlier offset moves it past the gap.
  return matching.length > 0 ? Math.min(...matching) : wallClockMs - offsetBefore * MINUTE_MS;
}

/** Today's date in `timeZone` at the instant `now`. */
export function todayInZone(now: Date, timeZone: string): IsoDate {
  return zonedDateAndMinutes(now, timeZone).date;
}

/** The calendar date and wall-clock minutes after midnight that `instant` shows in `timeZone`. */
export function zonedDateAndMinutes(instant: Date, timeZone: string): { date: IsoDate; minutes: number } {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid instant');
  const wallClock = new Date(instant.getTime() + offsetAt(timeZone, instant.getTime()) * MINUTE_MS);
  return {
    date: formatIsoDate(wallClock.getUTCFullYear(), wallClock.getUTCMonth() + 1, wallClock.getUTCDate()),
    minutes: wallClock.getUTCHours() * 60 + wallClock.getUTCMinutes(),
  };
}

/**
 * Offsets, instants and dates worked out already. Asking the zone costs microseconds (Intl
 * formatting), and a day's slots ask the same few dozen instants on every request for
 * that day (issue 15); a zone's rules do not change while the program runs. Bounded: `now`
 * is a new instant each time.
 */
const knownOffsets = new Map<string, number>();
const knownInstants = new Map<string, number>();
const knownDates = new Map<string, Readonly<{ year: number; month: number; day: number }>>();
const MAX_KNOWN = 10_000;

/** Minutes east of UTC, rounded to whole minutes: only pre-1900 local mean times have seconds. */
function offsetAt(timeZone: string, epochMs: number): number {
  const key = `${timeZone} ${epochMs}`;
  const known = knownOffsets.get(key);
  if (known !== undefined) return known;
  const offset = tzOffset(timeZone, new Date(epochMs));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  if (knownOffsets.size >= MAX_KNOWN) knownOffsets.clear();
  knownOffsets.set(key, Math.round(offset));
  return Math.round(offset);
}

function parseIsoDate(date: IsoDate): Readonly<{ year: number; month: number; day: number }> {
  const known = knownDates.get(date);
  if (known) return known;
  if (!isValidIsoDate(date)) throw new RangeError(`Not a yyyy-mm-dd calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (knownDates.size >= MAX_KNOWN) knownDates.clear();
  const parsed = Object.freeze({ year, month, day });
  knownDates.set(date, parsed);
  return parsed;
}

function formatIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return lastDay.getUTCDate();
}
