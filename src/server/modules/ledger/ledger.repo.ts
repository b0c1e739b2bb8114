import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Period } from '@shared/analytics/period';
import type { Executor, Transaction } from '../../db/database';
import { endOfLocalDay, withinPeriod } from '../../db/local-days';
import { creditAccounts, creditEntries, giftCards } from './ledger.schema';

export type CreditAccountRow = typeof creditAccounts.$inferSelect;
export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type NewCreditEntry = Pick<CreditEntryRow, 'reason'> & Partial<Pick<CreditEntryRow, 'note' | 'orderId' | 'appointmentId' | 'actorUserId'>>;

export async function selectStoreCreditAccount(db: Executor, userId: string): Promise<CreditAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(creditAccounts)
    .where(and(eq(creditAccounts.holderUserId, userId), eq(creditAccounts.kind, 'store_credit')))
    .limit(1);
  return row;
}

/** The customer's store credit account, made on first use; a second maker meanwhile finds the first's. */
export async function ensureStoreCreditAccount(tx: Transaction, userId: string): Promise<CreditAccountRow> {
  await tx
    .insert(creditAccounts)
    .values({ kind: 'store_credit', unit: 'cents', holderUserId: userId })
    .onConflictDoNothing({ target: creditAccounts.holderUserId, where: sql`${creditAccounts.kind} = 'store_credit'` });
  return (await selectStoreCreditAccount(tx, userId))!;
}

/** Takes the account's row lock: whoever writes its next entry waits for the one writing now. */
export async function lockCreditAccount(tx: Transaction, accountId: string): Promise<void> {
  await tx.select({ id: creditAccounts.id }).from(creditAccounts).where(eq(creditAccounts.id, accountId)).for('update');
}

export async function selectLastEntry(db: Executor, accountId: string): Promise<CreditEntryRow | undefined> {
  const [row] = await db.select().from(creditEntries).where(eq(creditEntries.accountId, accountId)).orderBy(desc(creditEntries.sequence)).limit(1);
  return row;
}

export async function insertEntry(tx: Transaction, row: typeof creditEntries.$inferInsert): Promise<CreditEntryRow> {
  const [entry] = await tx.insert(creditEntries).values(row).returning();
  return entry!;
}

/** The latest entries of an account, newest first. */
export function selectEntries(db: Executor, accountId: string, limit: number): Promise<CreditEntryRow[]> {
  return db.select().from(creditEntries).where(eq(creditEntries.accountId, accountId)).orderBy(desc(creditEntries.sequence)).limit(limit);
}

export type GiftCardRow = typeof giftCards.$inferSelect;

export async function insertCreditAccount(tx: Transaction, row: typeof creditAccounts.$inferInsert): Promise<CreditAccountRow> {
  const [account] = await tx.insert(creditAccounts).values(row).returning();
  return account!;
}

export async function insertGiftCard(tx: Transaction, row: typeof giftCards.$inferInsert): Promise<GiftCardRow> {
  const [card] = await tx.insert(giftCards).values(row).returning();
  return card!;
}

export async function selectGiftCard(db: Executor, id: string): Promise<GiftCardRow | undefined> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, id)).limit(1);
  return card;
}

export async function selectGiftCardByCodeHash(db: Executor, codeHash: string): Promise<GiftCardRow | undefined> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.codeHash, codeHash)).limit(1);
  return card;
}

/** The latest cards, newest first; with `email`, only those mailed to it. */
export function selectGiftCards(db: Executor, limit: number, email?: string): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(email ? eq(sql`lower(${giftCards.recipientEmail})`, email.toLowerCase()) : undefined)
    .orderBy(desc(giftCards.createdAt))
    .limit(limit);
}

/** The balance of each holding: its last entry's. */
export async function selectBalances(db: Executor, accountIds: string[]): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([creditEntries.accountId], { accountId: creditEntries.accountId, balance: creditEntries.balanceAfter })
    .from(creditEntries)
    .where(inArray(creditEntries.accountId, accountIds))
    .orderBy(creditEntries.accountId, desc(creditEntries.sequence));
  return new Map(rows.map((row) => [row.accountId, row.balance]));
}

export async function markGiftCardVoided(tx: Transaction, id: string, reason: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(giftCards)
    .set({ voidedAt: at, voidReason: reason })
    .where(and(eq(giftCards.id, id), isNull(giftCards.voidedAt)))
    .returning({ id: giftCards.id });
  return rows.length > 0;
}

export async function markGiftCardDelivered(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(giftCards).set({ deliveredAt: at }).where(and(eq(giftCards.id, id), isNull(giftCards.deliveredAt)));
}

/**
 * Gift cards in a period, in cents: sold (cards a shop order paid for), spent (what
 * checkouts took off cards, less what lapsed checkouts gave back) and owed at the end (the
 * sum of every card's entries up to then).
 */
export async function selectGiftCardFigures(db: Executor, period: Period): Promise<{ soldCents: number; spentCents: number; owedAtEndCents: number }> {
  const onCards = sql`${creditEntries.accountId} in (select ${creditAccounts.id} from ${creditAccounts} where ${creditAccounts.kind} = 'gift_card')`;
  const [row] = await db
    .select({
      soldCents: sql<number>`coalesce((select sum(${giftCards.initialCents}) from ${giftCards} where ${giftCards.orderId} is not null and ${withinPeriod(giftCards.createdAt, period)}), 0)::float8`.mapWith(Number),
      spentCents: sql<number>`coalesce((select -sum(${creditEntries.amount}) from ${creditEntries} where ${onCards} and ${creditEntries.reason} in ('spent', 'spendReversed', 'refund') and ${withinPeriod(creditEntries.createdAt, period)}), 0)::float8`.mapWith(Number),
      owedAtEndCents: sql<number>`coalesce((select sum(${creditEntries.amount}) from ${creditEntries} where ${onCards} and ${creditEntries.createdAt} < ${endOfLocalDay(period.to)}), 0)::float8`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** Every entry written for an order, with its holding's kind and, for a gift card, its code's last four symbols; oldest first. */
export function selectOrderEntries(db: Executor, orderId: string) {
  return db
    .select({
      accountId: creditEntries.accountId,
      kind: creditAccounts.kind,
      codeEnding: giftCards.codeEnding,
      reason: creditEntries.reason,
      amount: creditEntries.amount,
    })
    .from(creditEntries)
    .innerJoin(creditAccounts, eq(creditAccounts.id, creditEntries.accountId))
    .leftJoin(giftCards, eq(giftCards.accountId, creditEntries.accountId))
    .where(eq(creditEntries.orderId, orderId))
    .orderBy(creditEntries.createdAt, creditEntries.sequence);
}

/** The sum of one holding's entries for one order with these reasons. */
export async function sumOrderEntries(db: Executor, accountId: string, orderId: string, reasons: string[]): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${creditEntries.amount}), 0)::int` })
    .from(creditEntries)
    .where(and(eq(creditEntries.accountId, accountId), eq(creditEntries.orderId, orderId), inArray(creditEntries.reason, reasons)));
  return row?.sum ?? 0;
}
