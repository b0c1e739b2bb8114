import type { Executor } from '../../db/database';
import { analyticsEvents } from './analytics.schema';

export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvent(db: Executor, row: NewAnalyticsEventRow): Promise<void> {
  await db.insert(analyticsEvents).values(row);
}
