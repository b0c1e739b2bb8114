import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders, stockReservations } from './checkout.schema';

/**
 * Stock held by open checkouts (D26), per product: the holds of pending orders that
 * have not lapsed. A hold of a closed order, or one past its expiry, counts for nothing
 * even before the release job deletes it. `exceptUserId` leaves out that customer's own
 * holds (the order their new checkout reuses or replaces).
 */
export async function findHeldQuantities(
  db: Executor,
  productIds: readonly number[],
  options: { exceptUserId?: string } = {},
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: stockReservations.productId, held: sql<number>`sum(${stockReservations.quantity})::int` })
    .from(stockReservations)
    .innerJoin(orders, eq(orders.id, stockReservations.orderId))
    .where(
      and(
        inArray(stockReservations.productId, [...new Set(productIds)]),
        eq(orders.status, 'pending'),
        gt(stockReservations.expiresAt, sql`now()`),
        options.exceptUserId === undefined ? undefined : ne(orders.userId, options.exceptUserId),
      ),
    )
    .groupBy(stockReservations.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.held)]));
}

/** Holds an order's quantities until `expiresAt`. */
export async function insertReservations(
  db: Executor,
  orderId: string,
  lines: ReadonlyArray<{ productId: number; quantity: number }>,
  expiresAt: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(stockReservations).values(lines.map((line) => ({ orderId, productId: line.productId, quantity: line.quantity, expiresAt })));
}

/** Lets an order's holds go (it was paid, cancelled, expired or replaced). */
export async function deleteReservationsOf(db: Executor, orderId: string): Promise<void> {
  await db.delete(stockReservations).where(eq(stockReservations.orderId, orderId));
}
