import { asc, count, desc, isNotNull, sql } from 'drizzle-orm';
import type { Period } from '@shared/analytics/period';
import type { Executor } from '../../db/database';
import { localDate, localDateText, periodDays, startOfLocalDay, withinPeriod } from '../../db/local-days';
import { selectRows } from '../../db/raw-rows';
import { orderLines, orders } from './checkout.schema';

/**
 * The shop's sales for the owner's figures, in SQL (D27). A sale is an order paid in the
 * period, counted on the local day it was paid; what it brought in is its total (HST
 * included) less what was refunded of it, whenever that was. A gift card sold is not a
 * sale (issue 32): it is owed until spent, and counted with the order it pays for.
 */

const netCents = sql`${orders.totalCents} - ${orders.refundedCents}`;

/**
 * What the units not refunded brought in: their price less their share of a discount code
 * (issue 32), counted as refunds count it (planRefund), so a line's figures and its refunds agree.
 */
const keptRevenue = sql<number>`sum((${orderLines.quantity} - ${orderLines.refundedQuantity}) * ${orderLines.unitPriceCents} - (${orderLines.discountCents} - ${orderLines.discountCents} * ${orderLines.refundedQuantity} / ${orderLines.quantity}))::float8`.mapWith(Number);

/** Every day of the period with the sales paid on it: days without any come back as zeros. */
export function findDailySales(db: Executor, period: Period): Promise<Array<{ date: string; revenueCents: number; orders: number }>> {
  return selectRows(
    db,
    sql`select to_char(days.day, 'YYYY-MM-DD') as "date",
          coalesce(sum(${netCents}), 0)::float8 as "revenueCents",
          count(${orders.id})::int as "orders"
        from ${periodDays(period)}
        left join ${orders} on ${withinPeriod(orders.paidAt, period)} and ${localDate(orders.paidAt)} = days.day and ${orders.kind} <> 'gift_card'
        group by days.day
        order by days.day`,
  );
}

/** The best sellers of the period: units bought less units refunded, and their sales before HST. */
export function findTopProducts(db: Executor, period: Period, limit: number) {
  const units = sql<number>`sum(${orderLines.quantity} - ${orderLines.refundedQuantity})`.mapWith(Number);
  const revenue = keptRevenue;
  // The name as it was last sold (a product renamed since keeps one line).
  const name = sql<string>`(array_agg(${orderLines.productName} order by ${orders.paidAt} desc))[1]`;
  // The period's orders first (on orders_paid_at_idx), then their lines and each line's
  // order by key: as an array, so the planner never trades the lookups for a scan of
  // every line ever sold.
  const paidInPeriod = sql`any(array(select ${orders.id} from ${orders} where ${isNotNull(orders.paidAt)} and ${withinPeriod(orders.paidAt, period)}))`;
  return db
    .select({ productId: orderLines.productId, name, units, revenueCents: revenue })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
    .where(sql`${orderLines.orderId} = ${paidInPeriod}`)
    .groupBy(orderLines.productId)
    .having(sql`sum(${orderLines.quantity} - ${orderLines.refundedQuantity}) > 0`)
    .orderBy(desc(revenue), desc(units), asc(orderLines.productId))
    .limit(limit);
}

/**
 * Every product sold in orders paid since `since`: units bought less units refunded, and
 * their sales before HST (the home page's trending products). The window's orders first,
 * on orders_paid_at_idx, then their lines by key, as findTopProducts does.
 */
export function findProductSalesSince(db: Executor, since: Date) {
  const units = sql<number>`sum(${orderLines.quantity} - ${orderLines.refundedQuantity})::int`.mapWith(Number);
  const revenue = keptRevenue;
  const paidSince = sql`any(array(select ${orders.id} from ${orders} where ${orders.paidAt} >= ${since.toISOString()}::timestamptz))`;
  return db
    .select({ productId: orderLines.productId, units, revenueCents: revenue })
    .from(orderLines)
    .where(sql`${orderLines.orderId} = ${paidSince}`)
    .groupBy(orderLines.productId)
    .having(sql`sum(${orderLines.quantity} - ${orderLines.refundedQuantity}) > 0`);
}

/** The customers with an order paid in the period, and how many each paid in it. */
export function countPaidOrdersInPeriod(db: Executor, period: Period) {
  return db.select({ userId: orders.userId, visits: count() }).from(orders).where(withinPeriod(orders.paidAt, period)).groupBy(orders.userId);
}

/**
 * Which of these customers had paid for an order before the local day `firstDay`: one
 * probe each on orders_user_paid_idx, answered by the index alone from the customer's
 * first paid order, so it costs the same however long their history.
 */
export async function findPaidBefore(db: Executor, userIds: readonly string[], firstDay: string): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await selectRows<{ userId: string }>(
    db,
    sql`select customers.user_id as "userId"
        from (values ${sql.join(userIds.map((id) => sql`(${id}::text)`), sql`, `)}) as customers(user_id)
        where exists (
          select 1 from ${orders}
          where ${orders.userId} = customers.user_id and ${orders.paidAt} is not null and ${orders.paidAt} < ${startOfLocalDay(firstDay)})`,
  );
  return rows.map((row) => row.userId);
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
      // A gift card (issue 32) is one item without goods.
      itemCount: sql<number>`case when ${orders.kind} = 'gift_card' then 1 else (select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})::int end`.mapWith(Number),
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      discountCode: orders.discountCode,
      taxCents: orders.taxCents,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      paymentProvider: orders.paymentProvider,
      paymentReference: orders.paymentSessionId,
      kind: orders.kind,
    })
    .from(orders)
    .where(withinPeriod(orders.paidAt, period))
    .orderBy(asc(orders.paidAt), asc(orders.id));
}
