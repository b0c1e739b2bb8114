/**
 * Weeks of the appointment book (issue 13 item 3): a week runs Monday to Sunday in the
 * shop's calendar, and a range of local dates becomes the instants it covers through the
 * IANA zone, so a week holding a daylight-saving change is 167 or 169 hours long.
 */
import { addDaysToDate, weekdayOfDate, zonedDateTimeToInstant, type IsoDate } from './zoned-time';

/** The Monday of the week `date` falls in. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDaysToDate(date, -((weekdayOfDate(date) + 6) % 7));
}

/** The `count` dates from `first` on, `first` included. */
export function datesFrom(first: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: count }, (_, index) => addDaysToDate(first, index));
}

/** How many calendar days `from` to `to` holds, both included (0 or less when `to` is before `from`). */
export function daysIncluded(from: IsoDate, to: IsoDate): number {
  const dayMs = 24 * 60 * 60 * 1000;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

/** The instants [start, end) of the local days `from` to `to`, both included, in `timeZone`. */
export function localDaysToInstants(from: IsoDate, to: IsoDate, timeZone: string): { start: Date; end: Date } {
  return { start: zonedDateTimeToInstant(from, 0, timeZone), end: zonedDateTimeToInstant(addDaysToDate(to, 1), 0, timeZone) };
}
