import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orderLines, orders, refundLines, refunds } from './checkout.schema';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundLineRow = typeof refundLines.$inferSelect;
export interface RefundWithLines {
  refund: RefundRow;
  lines: RefundLineRow[];
}

/** The refund a request with this key made on this order, if any. */
export async function findRefundByKey(db: Executor, orderId: string, idempotencyKey: string): Promise<RefundWithLines | undefined> {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, idempotencyKey)));
  if (!refund) return undefined;
  return { refund, lines: await db.select().from(refundLines).where(eq(refundLines.refundId, refund.id)).orderBy(asc(refundLines.variantId)) };
}

/** An order's refunds, oldest first, each with its lines. */
export async function findRefundsOf(db: Executor, orderId: string): Promise<RefundWithLines[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(refundLines)
    .where(
      inArray(
        refundLines.refundId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(refundLines.variantId));
  return rows.map((refund) => ({ refund, lines: lines.filter((line) => line.refundId === refund.id) }));
}

/**
 * Records a refund and what it gave back: the refund and its lines, the order's refunded
 * amount and each line's refunded quantity. The unique key per order and the checks that
 * nothing is refunded beyond what was paid or bought are the database's guarantee.
 */
export async function insertRefund(
  db: Executor,
  refund: Omit<typeof refunds.$inferInsert, 'id' | 'createdAt'>,
  lines: ReadonlyArray<{ productId: number; variantId: number; quantity: number; amountCents: number }>,
): Promise<RefundWithLines> {
  const [row] = await db.insert(refunds).values(refund).returning();
  if (!row) throw new Error('Inserting a refund returned no row');
  await db
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${refund.amountCents}`, updatedAt: sql`now()` })
    .where(eq(orders.id, refund.orderId));
  // A deposit's refund (issue 29) gives back money, no goods.
  if (lines.length === 0) return { refund: row, lines: [] };
  const lineRows = await db
    .insert(refundLines)
    .values(lines.map((line) => ({ ...line, refundId: row.id })))
    .returning();
  const given = sql.join(
    lines.map((line) => sql`(${line.variantId}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${orderLines} set refunded_quantity = ${orderLines.refundedQuantity} + given.quantity
    from (values ${given}) as given (variant_id, quantity)
    where ${orderLines.orderId} = ${refund.orderId} and ${orderLines.variantId} = given.variant_id`);
  return { refund: row, lines: lineRows.sort((a, b) => a.variantId - b.variantId) };
}

/** When each of these orders was last refunded; orders never refunded are left out. */
export async function findLastRefundDates(db: Executor, orderIds: readonly string[]): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: refunds.orderId, at: sql<Date>`max(${refunds.createdAt})`.mapWith(refunds.createdAt) })
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .groupBy(refunds.orderId);
  return new Map(rows.map((row) => [row.orderId, row.at]));
}
