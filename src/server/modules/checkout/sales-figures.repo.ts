import { and, asc, count, desc, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Period } from '@shared/analytics/period';
import type { Executor } from '../../db/database';
import { endOfLocalDay, localDate, localDateText, periodDays, withinPeriod } from '../../db/local-days';
import { selectRows } from '../../db/raw-rows';
import { orderLines, orders } from './checkout.schema';

/**
 * The shop's sales for the owner's figures, in SQL (D27). A sale is an order paid in the
 * period, counted on the local day it was paid; what it brought in is its total (HST
 * included) less what was refunded of it, whenever that was.
 */

const netCents = sql`${orders.totalCents} - ${orders.refundedCents}`;

/** Every day of the period with the sales paid on it: days without any come back as zeros. */
export function findDailySales(db: Executor, period: Period): Promise<Array<{ date: string; revenueCents: number; orders: number }>> {
  return selectRows(
    db,
    sql`select to_char(days.day, 'YYYY-MM-DD') as "date",
          coalesce(sum(${netCents}), 0)::float8 as "revenueCents",
          count(${orders.id})::int as "orders"
        from ${periodDays(period)}
        left join ${orders} on ${withinPeriod(orders.paidAt, period)} and ${localDate(orders.paidAt)} = days.day
        group by days.day
        order by days.day`,
  );
}

/** The best sellers of the period: units bought less units refunded, and their sales before HST. */
export function findTopProducts(db: Executor, period: Period, limit: number) {
  const units = sql<number>`sum(${orderLines.quantity} - ${orderLines.refundedQuantity})`.mapWith(Number);
  const revenue = sql<number>`sum((${orderLines.quantity} - ${orderLines.refundedQuantity}) * ${orderLines.unitPriceCents})::float8`.mapWith(Number);
  // The name as it was last sold (a product renamed since keeps one line).
  const name = sql<string>`(array_agg(${orderLines.productName} order by ${orders.paidAt} desc))[1]`;
  return db
    .select({ productId: orderLines.productId, name, units, revenueCents: revenue })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
    .where(and(isNotNull(orders.paidAt), withinPeriod(orders.paidAt, period)))
    .groupBy(orderLines.productId)
    .having(sql`sum(${orderLines.quantity} - ${orderLines.refundedQuantity}) > 0`)
    .orderBy(desc(revenue), desc(units), asc(orderLines.productId))
    .limit(limit);
}

/** The customers with an order paid in the period. */
export async function findPayingCustomers(db: Executor, period: Period): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: orders.userId }).from(orders).where(withinPeriod(orders.paidAt, period));
  return rows.map((row) => row.userId);
}

/** How many orders each of these customers had paid by the end of `lastDay`. */
export async function countPaidOrdersOf(db: Executor, userIds: readonly string[], lastDay: string): Promise<Array<{ userId: string; orders: number }>> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: orders.userId, orders: count() })
    .from(orders)
    .where(and(inArray(orders.userId, [...userIds]), isNotNull(orders.paidAt), lt(orders.paidAt, endOfLocalDay(lastDay))))
    .groupBy(orders.userId);
}

/** The orders paid in the period, oldest first, with what each bought: the CSV export. */
export function findPaidOrders(db: Executor, period: Period) {
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      paidAt: orders.paidAt,
      paidOn: localDateText(orders.paidAt),
      fulfilment: orders.fulfilment,
      itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})::int`.mapWith(Number),
      subtotalCents: orders.subtotalCents,
      taxCents: orders.taxCents,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      paymentProvider: orders.paymentProvider,
      paymentReference: orders.paymentSessionId,
    })
    .from(orders)
    .where(withinPeriod(orders.paidAt, period))
    .orderBy(asc(orders.paidAt), asc(orders.id));
}
