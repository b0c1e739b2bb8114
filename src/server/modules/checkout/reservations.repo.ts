import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders, stockReservations } from './checkout.schema';

/**
 * Stock held by open checkouts (D26), per variant: the holds of pending orders that
 * have not lapsed. A hold of a closed order, or one past its expiry, counts for nothing
 * even before the release job deletes it. `exceptUserId` leaves out that customer's own
 * holds (the order their new checkout reuses or replaces).
 */
export async function findHeldQuantities(
  db: Executor,
  variantIds: readonly number[],
  options: { exceptUserId?: string } = {},
): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: stockReservations.variantId, held: sql<number>`sum(${stockReservations.quantity})::int` })
    .from(stockReservations)
    .innerJoin(orders, eq(orders.id, stockReservations.orderId))
    .where(
      and(
        inArray(stockReservations.variantId, [...new Set(variantIds)]),
        eq(orders.status, 'pending'),
        gt(stockReservations.expiresAt, sql`now()`),
        options.exceptUserId === undefined ? undefined : ne(orders.userId, options.exceptUserId),
      ),
    )
    .groupBy(stockReservations.variantId);
  return new Map(rows.map((row) => [row.variantId, Number(row.held)]));
}

/** Holds an order's quantities until `expiresAt`. */
export async function insertReservations(
  db: Executor,
  orderId: string,
  lines: ReadonlyArray<{ variantId: number; quantity: number }>,
  expiresAt: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(stockReservations).values(lines.map((line) => ({ orderId, variantId: line.variantId, quantity: line.quantity, expiresAt })));
}

/** Lets an order's holds go (it was paid, cancelled, expired or replaced). */
export async function deleteReservationsOf(db: Executor, orderId: string): Promise<void> {
  await db.delete(stockReservations).where(eq(stockReservations.orderId, orderId));
}
