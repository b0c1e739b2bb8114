import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { consentRecords, newsSubscribers } from './consents.schema';

export type ConsentRecordRow = typeof consentRecords.$inferSelect;
export type NewConsentRecord = typeof consentRecords.$inferInsert;
export type NewsSubscriberRow = typeof newsSubscribers.$inferSelect;

/** Appends choices; records are never changed here, only removed with the account they belong to. */
export async function insertConsentRecords(db: Executor, records: NewConsentRecord[]): Promise<void> {
  if (records.length > 0) await db.insert(consentRecords).values(records);
}

/** One customer's choices, oldest first. */
export function findConsentRecordsOf(db: Executor, userId: string): Promise<ConsentRecordRow[]> {
  return db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id));
}

/** Every choice about one topic, oldest first (the news audience reads them all at once). */
export function findConsentRecordsAbout(db: Executor, topic: string): Promise<ConsentRecordRow[]> {
  return db.select().from(consentRecords).where(eq(consentRecords.topic, topic)).orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id));
}

/** Every choice about text reminders that named this number (E.164), oldest first, with the other choices of those customers about texts. */
export function findTextChoicesOfNumber(db: Executor, phone: string): Promise<ConsentRecordRow[]> {
  const holders = db.select({ userId: consentRecords.userId }).from(consentRecords).where(and(eq(consentRecords.topic, 'reminder-texts'), eq(consentRecords.phone, phone)));
  return db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.topic, 'reminder-texts'), inArray(consentRecords.userId, holders)))
    .orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id));
}

/** Whether the customer already said no through this campaign's link. */
export async function hasUnsubscribedThrough(db: Executor, userId: string, campaignId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: consentRecords.id })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.campaignId, campaignId), eq(consentRecords.source, 'unsubscribe-link')))
    .limit(1);
  return row !== undefined;
}

/** How many customers said no through each campaign's link. */
export async function countUnsubscribesByCampaign(db: Executor, campaignIds: readonly string[]): Promise<Map<string, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({ campaignId: consentRecords.campaignId, count: sql<number>`count(distinct ${consentRecords.userId})::int` })
    .from(consentRecords)
    .where(and(inArray(consentRecords.campaignId, [...campaignIds]), eq(consentRecords.source, 'unsubscribe-link')))
    .groupBy(consentRecords.campaignId);
  return new Map(rows.map((row) => [row.campaignId!, row.count]));
}

/** Serialises two choices of one customer (a double-clicked link): the second reads the first. */
export async function lockConsentsOf(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`consents:${userId}`}))`);
}

/** Removes every choice of a customer whose account is closing (issue 30 item 4). */
export async function deleteConsentRecordsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(consentRecords).where(eq(consentRecords.userId, userId));
}

/**
 * An email without an account given in the newsletter box: a new subscriber, or the same
 * one inquiring again (its consent runs 6 months from the latest inquiry, in the language
 * and under the words of the latest).
 */
export async function upsertNewsSubscriber(db: Executor, subscriber: Omit<NewsSubscriberRow, 'id'>): Promise<void> {
  await db
    .insert(newsSubscribers)
    .values(subscriber)
    .onConflictDoUpdate({
      target: newsSubscribers.email,
      set: {
        inquiredAt: sql`greatest(${newsSubscribers.inquiredAt}, excluded.inquired_at)`,
        locale: sql`excluded.locale`,
        wordingVersion: sql`excluded.wording_version`,
      },
    });
}

/** Every subscriber without an account (the news audience reads them all; the retention job removes those whose consent ended). */
export const findNewsSubscribers = (db: Executor): Promise<NewsSubscriberRow[]> => db.select().from(newsSubscribers).orderBy(asc(newsSubscribers.inquiredAt));

export async function findNewsSubscriber(db: Executor, id: string): Promise<NewsSubscriberRow | undefined> {
  const [row] = await db.select().from(newsSubscribers).where(eq(newsSubscribers.id, id));
  return row;
}

/** Forgets a subscriber (their unsubscribe); false when there was none (a used link). */
export async function deleteNewsSubscriber(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(newsSubscribers).where(eq(newsSubscribers.id, id)).returning({ id: newsSubscribers.id });
  return deleted.length > 0;
}

/** Forgets the newsletter box's record of an email (its account is closing). */
export async function deleteNewsSubscriberByEmail(db: Executor, email: string): Promise<void> {
  await db.delete(newsSubscribers).where(eq(newsSubscribers.email, email.toLowerCase()));
}

/** Forgets the subscribers whose latest inquiry was at or before `inquiredBy` (their consent has ended); answers how many. */
export async function deleteNewsSubscribersInquiredBy(db: Executor, inquiredBy: Date): Promise<number> {
  const deleted = await db.delete(newsSubscribers).where(lte(newsSubscribers.inquiredAt, inquiredBy)).returning({ id: newsSubscribers.id });
  return deleted.length;
}
