import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointmentDeposits } from './checkout.schema';

export type DepositRow = typeof appointmentDeposits.$inferSelect;
export type NewDeposit = Omit<typeof appointmentDeposits.$inferInsert, 'refundKey' | 'createdAt' | 'updatedAt' | 'state' | 'orderId'>;

export async function insertDeposit(db: Executor, deposit: NewDeposit): Promise<DepositRow> {
  const [row] = await db.insert(appointmentDeposits).values(deposit).returning();
  if (!row) throw new Error('Inserting a deposit returned no row');
  return row;
}

/** The visit's deposit, locked until the transaction ends: one change of it at a time. */
export async function lockDeposit(db: Executor, appointmentId: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(appointmentDeposits).where(eq(appointmentDeposits.appointmentId, appointmentId)).for('update');
  return row;
}

/** The deposit its order pays, locked like lockDeposit. */
export async function lockDepositOfOrder(db: Executor, orderId: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(appointmentDeposits).where(eq(appointmentDeposits.orderId, orderId)).for('update');
  return row;
}

export async function findDeposits(db: Executor, appointmentIds: readonly string[]): Promise<DepositRow[]> {
  if (appointmentIds.length === 0) return [];
  return db.select().from(appointmentDeposits).where(inArray(appointmentDeposits.appointmentId, [...appointmentIds]));
}

export async function updateDeposit(
  db: Executor,
  appointmentId: string,
  change: Partial<Pick<DepositRow, 'state' | 'orderId' | 'refundReason'>>,
): Promise<DepositRow> {
  const [row] = await db
    .update(appointmentDeposits)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(appointmentDeposits.appointmentId, appointmentId))
    .returning();
  if (!row) throw new Error(`Deposit of appointment ${appointmentId} disappeared`);
  return row;
}

export function findDepositsByOrder(db: Executor, orderId: string): Promise<DepositRow[]> {
  return db.select().from(appointmentDeposits).where(eq(appointmentDeposits.orderId, orderId));
}
