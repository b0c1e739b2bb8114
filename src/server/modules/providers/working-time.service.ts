import type { Period } from '@shared/analytics/period';
import type { Executor } from '../../db/database';
import { findAllSchedules } from './providers.repo';
import { sumWorkingMinutes } from './working-time.repo';

export interface WorkingTime {
  providerId: number;
  name: string;
  workingMinutes: number;
}

/**
 * Every provider schedule with the minutes it works in the period (the denominator of
 * utilisation): its weekly hours on each date, less its time off and the days the shop
 * is closed (`closedDates`, from the shop module).
 */
export async function workingTimeIn(db: Executor, period: Period, closedDates: readonly string[]): Promise<WorkingTime[]> {
  const [schedules, minutes] = await Promise.all([findAllSchedules(db), sumWorkingMinutes(db, period, closedDates)]);
  const byProvider = new Map(minutes.map((row) => [row.providerId, row.workingMinutes]));
  return schedules.map((schedule) => ({ providerId: schedule.id, name: schedule.displayName, workingMinutes: byProvider.get(schedule.id) ?? 0 }));
}
