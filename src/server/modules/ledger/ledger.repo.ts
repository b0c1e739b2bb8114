import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { creditAccounts, creditEntries } from './ledger.schema';

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
