import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Period } from '@shared/analytics/period';
import { siteConfig } from '@shared/site-config/site-config';

/**
 * Calendar days of the shop's time zone in SQL, the one way the figures cut time into
 * days. PostgreSQL's `AT TIME ZONE` reads the IANA zone, so a daylight-saving day is
 * the 23 or 25 hours its clocks show, and 23:30 in Toronto stays on its own date
 * although it is already the next day in UTC.
 */
const timeZone = siteConfig.timeZone;

/** The instant a local date begins (its midnight in the shop's zone). */
export const startOfLocalDay = (date: string): SQL => sql`((${date}::date)::timestamp at time zone ${timeZone})`;

/** The instant the day after a local date begins: the end of a period, excluded. */
export const endOfLocalDay = (date: string): SQL => sql`(((${date}::date) + 1)::timestamp at time zone ${timeZone})`;

/** `column` (a timestamptz) falls within the period's days. */
export const withinPeriod = (column: AnyColumn | SQL, period: Period): SQL =>
  sql`(${column} >= ${startOfLocalDay(period.from)} and ${column} < ${endOfLocalDay(period.to)})`;

/** The local date of a timestamptz, as a `date`. */
export const localDate = (column: AnyColumn | SQL): SQL => sql`((${column} at time zone ${timeZone})::date)`;

/** The local date of a timestamptz, as text yyyy-mm-dd (a `date` would come back as a machine-zone Date from pg). */
export const localDateText = (column: AnyColumn | SQL): SQL<string> => sql<string>`to_char(${localDate(column)}, 'YYYY-MM-DD')`;

/**
 * Every date of the period as rows of one `date` column named `day`: a FROM item, e.g.
 * `from ${periodDays(period)} left join …`. Counted in whole days from the first date,
 * so no time zone enters.
 */
export const periodDays = (period: Period): SQL =>
  sql`(select (${period.from}::date + offset_days) as day from generate_series(0, ${period.to}::date - ${period.from}::date) as offset_days) as days`;

/** The instant a local date and minute after midnight fall on (working hours are wall-clock minutes). */
export const localMoment = (date: AnyColumn | SQL, minutes: AnyColumn | SQL): SQL =>
  sql`((((${date})::timestamp) + make_interval(mins => (${minutes})::int)) at time zone ${timeZone})`;
