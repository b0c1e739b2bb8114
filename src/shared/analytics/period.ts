import { addDaysToDate, isValidIsoDate, type IsoDate } from '../scheduling/zoned-time';

/**
 * A period of the owner's figures: whole calendar days in the shop's time zone, the first
 * and the last both included. A day is a local calendar day, so a daylight-saving day
 * is 23 or 25 hours long and still one day.
 */
export interface Period {
  from: IsoDate;
  to: IsoDate;
}

/** The longest period the figures are computed for: a year, leap day included. */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days the period holds (1 for a single day). Dates are calendar dates, so no zone can shift the count. */
export function daysIn({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Why a period is refused, or undefined for one the figures can be computed for. */
export function periodProblem(period: Period): 'invalid-date' | 'reversed' | 'too-long' | undefined {
  if (!isValidIsoDate(period.from) || !isValidIsoDate(period.to)) return 'invalid-date';
  if (period.from > period.to) return 'reversed';
  if (daysIn(period) > MAX_PERIOD_DAYS) return 'too-long';
  return undefined;
}

/** The period of equal length that ends the day before this one starts: what "change" is measured against. */
export function previousPeriod(period: Period): Period {
  return { from: addDaysToDate(period.from, -daysIn(period)), to: addDaysToDate(period.from, -1) };
}

/** Every date of the period, in order. */
export function datesOf(period: Period): IsoDate[] {
  return Array.from({ length: daysIn(period) }, (_, index) => addDaysToDate(period.from, index));
}

/** The last `days` days up to and including `today` (the dashboard's "Last 7 days"). */
export function lastDays(today: IsoDate, days: number): Period {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`Not a number of days: ${days}`);
  return { from: addDaysToDate(today, -(days - 1)), to: today };
}
