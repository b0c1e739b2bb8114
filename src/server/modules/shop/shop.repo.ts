import { asc, eq, gte } from 'drizzle-orm';
import type { WeeklyMinutes } from '@shared/scheduling/weekly-hours';
import type { Executor } from '../../db/database';
import { shopClosures, shopOpeningHours, shopSettings } from './shop.schema';

export type ClosureRow = typeof shopClosures.$inferSelect;
export type BookingSettingsRow = Pick<typeof shopSettings.$inferSelect, 'slotStepMinutes' | 'minNoticeMinutes' | 'cancelWindowMinutes' | 'reminderLeadMinutes' | 'depositHoldMinutes'>;

export function findOpeningHours(db: Executor): Promise<WeeklyMinutes[]> {
  return db
    .select({ weekday: shopOpeningHours.weekday, startMinute: shopOpeningHours.startMinute, endMinute: shopOpeningHours.endMinute })
    .from(shopOpeningHours)
    .orderBy(asc(shopOpeningHours.weekday), asc(shopOpeningHours.startMinute));
}

/** The whole week at once: what the owner saved is the week. */
export async function replaceOpeningHours(db: Executor, intervals: readonly WeeklyMinutes[]): Promise<void> {
  await db.delete(shopOpeningHours);
  if (intervals.length > 0) await db.insert(shopOpeningHours).values([...intervals]);
}

export function findClosuresFrom(db: Executor, fromDate: string): Promise<ClosureRow[]> {
  return db.select().from(shopClosures).where(gte(shopClosures.date, fromDate)).orderBy(asc(shopClosures.date));
}

export async function findClosure(db: Executor, date: string): Promise<ClosureRow | undefined> {
  const [row] = await db.select().from(shopClosures).where(eq(shopClosures.date, date));
  return row;
}

/** False when the date was closed already. */
export async function insertClosure(db: Executor, closure: { date: string; reason: string }): Promise<boolean> {
  const rows = await db.insert(shopClosures).values(closure).onConflictDoNothing().returning({ date: shopClosures.date });
  return rows.length > 0;
}

export async function deleteClosure(db: Executor, date: string): Promise<ClosureRow | undefined> {
  const [row] = await db.delete(shopClosures).where(eq(shopClosures.date, date)).returning();
  return row;
}

/** The owner's booking settings; undefined until the owner first saves them (the defaults apply). */
export async function findBookingSettings(db: Executor): Promise<BookingSettingsRow | undefined> {
  const [row] = await db
    .select({
      slotStepMinutes: shopSettings.slotStepMinutes,
      minNoticeMinutes: shopSettings.minNoticeMinutes,
      cancelWindowMinutes: shopSettings.cancelWindowMinutes,
      reminderLeadMinutes: shopSettings.reminderLeadMinutes,
      depositHoldMinutes: shopSettings.depositHoldMinutes,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row;
}

export async function saveBookingSettings(db: Executor, settings: BookingSettingsRow): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...settings, updatedAt: new Date() } });
}
