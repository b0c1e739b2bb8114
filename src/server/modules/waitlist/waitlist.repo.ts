import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { waitlistEntries, waitlistOffers } from './waitlist.schema';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;

export async function insertWaitlistEntry(tx: Executor, values: typeof waitlistEntries.$inferInsert): Promise<WaitlistEntryRow> {
  const [row] = await tx.insert(waitlistEntries).values(values).returning();
  if (!row) throw new Error('Inserting a waitlist entry returned no row');
  return row;
}

/** The customer's entries still waiting for a date from `fromDate` on, soonest first. */
export function findWaitingEntriesOf(db: Executor, userId: string, fromDate: string): Promise<WaitlistEntryRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.status, 'waiting'), gte(waitlistEntries.date, fromDate)))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.createdAt));
}

/** Everyone waiting on a date, first come first. */
export function findWaitingEntriesOn(db: Executor, date: string): Promise<WaitlistEntryRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** Those of these dates someone waits for: only a change there concerns the waitlist. */
export async function findWaitingDatesAmong(db: Executor, dates: readonly string[]): Promise<string[]> {
  if (dates.length === 0) return [];
  const rows = await db
    .selectDistinct({ date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.date, [...dates]), eq(waitlistEntries.status, 'waiting')));
  return rows.map((row) => row.date);
}

/** Whether any entry waits, whatever its date. */
export async function anyoneWaiting(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: waitlistEntries.id }).from(waitlistEntries).where(eq(waitlistEntries.status, 'waiting')).limit(1);
  return row !== undefined;
}

/** The dates someone waits for, from `fromDate` on. */
export async function findWaitingDates(db: Executor, fromDate: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'waiting'), gte(waitlistEntries.date, fromDate)))
    .orderBy(asc(waitlistEntries.date));
  return rows.map((row) => row.date);
}

/** Entries for a day gone by are closed: nobody can be offered a time there any more. */
export async function expireEntriesBefore(db: Executor, date: string): Promise<void> {
  await db
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(waitlistEntries.status, 'waiting'), lt(waitlistEntries.date, date)));
}

/** waiting → left (the customer's own entry); nothing when it is not theirs or not waiting. */
export async function leaveWaitingEntry(tx: Executor, userId: string, entryId: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: 'left', updatedAt: sql`now()` })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.userId, userId), eq(waitlistEntries.status, 'waiting')))
    .returning();
  return row;
}

/** waiting → booked; nothing when it no longer waits. */
export async function markEntryBooked(tx: Executor, entryId: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: 'booked', updatedAt: sql`now()` })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'waiting')))
    .returning();
  return row;
}

// ---- Offers ----

/** The open offers of these entries whose time is still to come. */
export function findOpenOffersOfEntries(db: Executor, entryIds: readonly string[], now: Date): Promise<WaitlistOfferRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(waitlistOffers)
    .where(and(inArray(waitlistOffers.entryId, [...entryIds]), eq(waitlistOffers.status, 'open'), gt(waitlistOffers.startsAt, now)))
    .orderBy(asc(waitlistOffers.startsAt));
}

/** An offer by its link's token, with its entry. */
export async function findOfferByToken(db: Executor, token: string): Promise<{ offer: WaitlistOfferRow; entry: WaitlistEntryRow } | undefined> {
  const [row] = await db
    .select({ offer: waitlistOffers, entry: waitlistEntries })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(eq(waitlistOffers.token, token));
  return row;
}

/** The open offers of waiting entries on a date whose time is still to come, except one, with their entries. */
export function findOpenOffersOn(
  db: Executor,
  date: string,
  now: Date,
  exceptOfferId?: string,
): Promise<Array<{ offer: WaitlistOfferRow; entry: WaitlistEntryRow }>> {
  return db
    .select({ offer: waitlistOffers, entry: waitlistEntries })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(
      and(
        eq(waitlistEntries.date, date),
        eq(waitlistEntries.status, 'waiting'),
        eq(waitlistOffers.status, 'open'),
        gt(waitlistOffers.startsAt, now),
        exceptOfferId ? ne(waitlistOffers.id, exceptOfferId) : undefined,
      ),
    )
    .orderBy(asc(waitlistOffers.createdAt));
}

/**
 * A new offer of a time to an entry, or the same time offered again after it had gone
 * (taken, then freed once more) under a new token. Nothing when that time is already
 * open or taken for the entry: an offer is made once.
 */
export async function offerTime(
  tx: Executor,
  offer: { entryId: string; token: string; providerId: number; startsAt: Date },
): Promise<WaitlistOfferRow | undefined> {
  const [row] = await tx
    .insert(waitlistOffers)
    .values(offer)
    .onConflictDoUpdate({
      target: [waitlistOffers.entryId, waitlistOffers.providerId, waitlistOffers.startsAt],
      set: { token: offer.token, status: 'open', createdAt: sql`now()`, respondedAt: null },
      setWhere: sql`${waitlistOffers.status} = 'gone'`,
    })
    .returning();
  return row;
}

/** open → taken; nothing when it is no longer open (taken already, or gone). */
export async function takeOpenOffer(tx: Executor, offerId: string): Promise<WaitlistOfferRow | undefined> {
  const [row] = await tx
    .update(waitlistOffers)
    .set({ status: 'taken', respondedAt: sql`now()` })
    .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, 'open')))
    .returning();
  return row;
}

/** open → gone; nothing when it was not open, so whoever closes it tells its customer, once. */
export async function closeOpenOffer(tx: Executor, offerId: string): Promise<WaitlistOfferRow | undefined> {
  const [row] = await tx
    .update(waitlistOffers)
    .set({ status: 'gone', respondedAt: sql`now()` })
    .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, 'open')))
    .returning();
  return row;
}

/** Every open offer of an entry → gone (the customer left the waitlist). */
export async function closeOpenOffersOfEntry(tx: Executor, entryId: string): Promise<void> {
  await tx
    .update(waitlistOffers)
    .set({ status: 'gone', respondedAt: sql`now()` })
    .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, 'open')));
}

/** Serialises the offer rounds of one date, so two workers do not offer one entry two times at once. */
export async function lockWaitlistDay(tx: Transaction, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WAITLIST_LOCK_NAMESPACE}, hashtext(${date}))`);
}
const WAITLIST_LOCK_NAMESPACE = 7_412;

/** Deletes every waitlist entry of a customer, their offers with them (the account is closing). */
export async function deleteEntriesOf(db: Executor, userId: string): Promise<void> {
  await db.delete(waitlistEntries).where(eq(waitlistEntries.userId, userId));
}
