import { clock, parseClock } from './time-of-day';

/** A weekly interval as stored: weekday (0 = Sunday) and minutes after local midnight. */
export interface WeeklyMinutes {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** A weekly interval as forms and the API write it: "09:00" to "17:30". */
export interface WeeklyClock {
  weekday: number;
  start: string;
  end: string;
}

/** Form to storage, sorted by weekday then start. The contract (contracts/hours.ts) has checked each clock. */
export function toWeeklyMinutes(intervals: readonly WeeklyClock[]): WeeklyMinutes[] {
  return intervals
    .map(({ weekday, start, end }) => ({ weekday, startMinute: parseClock(start) ?? 0, endMinute: parseClock(end) ?? 0 }))
    .sort(byWeekdayThenStart);
}

/** Storage to form, sorted by weekday then start. */
export function toWeeklyClock(intervals: readonly WeeklyMinutes[]): WeeklyClock[] {
  return [...intervals].sort(byWeekdayThenStart).map(({ weekday, startMinute, endMinute }) => ({ weekday, start: clock(startMinute), end: clock(endMinute) }));
}

function byWeekdayThenStart(a: WeeklyMinutes, b: WeeklyMinutes): number {
  return a.weekday - b.weekday || a.startMinute - b.startMinute;
}

/** Monday first, the way a Canadian week is read on a contact card and in the console. */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

export interface OpeningHoursLine {
  /** The first and last weekday of a run of days with the same hours (equal for one day). */
  from: number;
  to: number;
  /** True for a run that is exactly Saturday and Sunday. */
  weekend: boolean;
  /** Empty on closed days. */
  intervals: Array<{ startMinute: number; endMinute: number }>;
}

/**
 * The week as a contact card says it: consecutive days (Monday first) with the same
 * hours become one line, "Mon-Fri 9am-6pm", and Saturday with Sunday is "Weekend".
 */
export function openingHoursLines(intervals: readonly WeeklyMinutes[]): OpeningHoursLine[] {
  const hoursOf = (weekday: number) =>
    intervals
      .filter((interval) => interval.weekday === weekday)
      .sort(byWeekdayThenStart)
      .map(({ startMinute, endMinute }) => ({ startMinute, endMinute }));
  const lines: OpeningHoursLine[] = [];
  for (const weekday of WEEK_FROM_MONDAY) {
    const hours = hoursOf(weekday);
    const last = lines.at(-1);
    if (last && JSON.stringify(last.intervals) === JSON.stringify(hours)) last.to = weekday;
    else lines.push({ from: weekday, to: weekday, weekend: false, intervals: hours });
  }
  for (const line of lines) line.weekend = line.from === 6 && line.to === 0;
  return lines;
}
