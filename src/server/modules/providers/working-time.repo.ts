import { sql } from 'drizzle-orm';
import type { Period } from '@shared/analytics/period';
import type { Executor } from '../../db/database';
import { localMoment, periodDays } from '../../db/local-days';
import { selectRows } from '../../db/raw-rows';
import { providerTimeOff, providerWorkingHours } from './providers.schema';

/**
 * Per provider, the minutes their weekly hours give them in the period: each working
 * interval on each date of its weekday, less dates of their time off and the shop's
 * closed dates (`closedDates`, yyyy-mm-dd). An interval is measured from its local start
 * to its local end through the time zone, so one that spans a daylight-saving change
 * counts the minutes that really passed. Providers who work none are left out.
 */
export function sumWorkingMinutes(db: Executor, period: Period, closedDates: readonly string[]): Promise<Array<{ providerId: number; workingMinutes: number }>> {
  const hours = providerWorkingHours;
  const day = sql`days.day`;
  const closed = `{${closedDates.join(',')}}`;
  return selectRows(
    db,
    sql`select ${hours.providerId} as "providerId",
          round(sum(extract(epoch from ${localMoment(day, hours.endMinute)} - ${localMoment(day, hours.startMinute)})) / 60)::float8 as "workingMinutes"
        from ${periodDays(period)}
        join ${hours} on ${hours.weekday} = extract(dow from days.day)
        where not (days.day = any(${closed}::date[]))
          and not exists (
            select 1 from ${providerTimeOff}
            where ${providerTimeOff.providerId} = ${hours.providerId}
              and days.day between ${providerTimeOff.startsOn} and ${providerTimeOff.endsOn})
        group by ${hours.providerId}`,
  );
}
