/**
 * Recurring visits (issue 29): a booking repeated every N weeks, M times or until a date,
 * expanded into the visits' dates, and the nearest free times offered for a visit whose
 * time is taken. Pure: the clock, the zone and the horizon are arguments.
 */
import { addDaysToDate, zonedDateTimeToInstant, type IsoDate } from './zoned-time';

/** Every 1 to 12 weeks. */
export const REPEAT_WEEKS_MAX = 12;
/** A series is the first visit and at least one more… */
export const SERIES_MIN_VISITS = 2;
/** …and at most 12 (a quarter of weekly visits), none beyond the year a series may reach (siteConfig.booking.seriesHorizonDays). */
export const SERIES_MAX_VISITS = 12;
/** How many other times a taken visit offers. */
export const NEAREST_TIMES_OFFERED = 3;

export type RepeatRule = { everyWeeks: number } & ({ count: number; until?: undefined } | { until: IsoDate; count?: undefined });

export type RepeatRefusal = 'until-past' | 'until-before-first' | 'too-many' | 'too-few' | 'beyond-horizon';

/**
 * The visits' dates, the first one's included: the same weekday every `everyWeeks` weeks,
 * `count` of them or every one up to `until` (included). Calendar dates, so a series keeps
 * its wall-clock time across a daylight-saving change (see visitStart). Refused when the
 * last date is past or before the first, when the rule gives fewer than 2 or more than
 * `maxVisits` visits, or when a visit falls after `lastBookable` (the booking horizon).
 */
export function repeatDates(
  firstDate: IsoDate,
  rule: RepeatRule,
  limits: { today: IsoDate; lastBookable: IsoDate; maxVisits?: number },
): { ok: true; dates: IsoDate[] } | { ok: false; reason: RepeatRefusal } {
  const maxVisits = limits.maxVisits ?? SERIES_MAX_VISITS;
  const stepDays = rule.everyWeeks * 7;
  const dates: IsoDate[] = [];
  if (rule.until !== undefined) {
    // yyyy-mm-dd strings compare in calendar order.
    if (rule.until < limits.today) return { ok: false, reason: 'until-past' };
    if (rule.until < firstDate) return { ok: false, reason: 'until-before-first' };
    if (rule.until > limits.lastBookable) return { ok: false, reason: 'beyond-horizon' };
    for (let date = firstDate; date <= rule.until; date = addDaysToDate(date, stepDays)) {
      if (dates.length === maxVisits) return { ok: false, reason: 'too-many' };
      dates.push(date);
    }
  } else {
    if (rule.count > maxVisits) return { ok: false, reason: 'too-many' };
    for (let i = 0; i < rule.count; i += 1) dates.push(addDaysToDate(firstDate, i * stepDays));
    if (dates.some((date) => date > limits.lastBookable)) return { ok: false, reason: 'beyond-horizon' };
  }
  if (dates.length < SERIES_MIN_VISITS) return { ok: false, reason: 'too-few' };
  return { ok: true, dates };
}

/** A visit's start: its date at the series' wall-clock time in the shop's zone, whatever the offset that day. */
export function visitStart(date: IsoDate, minutes: number, timeZone: string): Date {
  return zonedDateTimeToInstant(date, minutes, timeZone);
}

/** A day's time as the availability computation gives it. */
export interface DayTime {
  time: string;
  minutes: number;
  available: boolean;
}

/**
 * The free times nearest to the one wanted, for a visit whose time is taken: that day's
 * first, closest first (the earlier on a tie), then the next day's, closest to the same
 * time of day. At most `limit`.
 */
export function nearestFreeTimes<T extends DayTime>(input: {
  wantedMinutes: number;
  sameDay: { date: IsoDate; times: readonly T[] };
  nextDay?: { date: IsoDate; times: readonly T[] };
  limit?: number;
}): Array<T & { date: IsoDate }> {
  const limit = input.limit ?? NEAREST_TIMES_OFFERED;
  const closest = (day: { date: IsoDate; times: readonly T[] }) =>
    day.times
      .filter((slot) => slot.available)
      .map((slot) => ({ ...slot, date: day.date }))
      .sort((a, b) => Math.abs(a.minutes - input.wantedMinutes) - Math.abs(b.minutes - input.wantedMinutes) || a.minutes - b.minutes);
  const sameDay = closest(input.sameDay).filter((slot) => slot.minutes !== input.wantedMinutes);
  const nextDay = input.nextDay ? closest(input.nextDay) : [];
  return [...sameDay, ...nextDay].slice(0, limit);
}

/**
 * "This and following" moved (issue 29): the visits' dates, the first of which moves from
 * `from` to `to`, each shifted by the same number of calendar days, so the series keeps
 * its rhythm; with the new time, each keeps it on its own date whatever the UTC offset.
 */
export function shiftedDates(dates: readonly IsoDate[], from: IsoDate, to: IsoDate): IsoDate[] {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  return dates.map((date) => addDaysToDate(date, days));
}
