import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { calendarFeeds } from './calendar-feed.schema';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function findFeedOfUser(db: Executor, userId: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function findFeedByTokenHash(db: Executor, tokenHash: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** The account's one address: a new token replaces the old one in the same row. */
export async function upsertFeedToken(db: Executor, userId: string, tokenHash: string, at: Date): Promise<CalendarFeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } })
    .returning();
  if (!row) throw new Error('Saving a calendar feed returned no row');
  return row;
}

/** Ends the account's feed address: its calendar app gets nothing more (the account is closing). */
export async function deleteFeedOf(db: Executor, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
