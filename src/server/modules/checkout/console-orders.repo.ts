import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orderEvents, orderLines, orders } from './checkout.schema';
import { olderThan, positionOf, type OrderRow } from './orders.repo';
import type { NewestFirstCursor } from '@shared/contracts/paging';

/** The console's reading of orders (issue 13): lists across customers, and the fulfilment steps. */

export interface OrderListFilter {
  /** Orders of these customers, or whose number starts with `numberPrefix` (either matches). */
  userIds?: readonly string[];
  numberPrefix?: string;
  status?: OrderRow['status'];
  from?: Date;
  to?: Date;
  /** Older than this (createdAt in whole microseconds, id) position. */
  before?: NewestFirstCursor;
  limit: number;
}

export async function findOrderPage(db: Executor, filter: OrderListFilter) {
  const { userIds, numberPrefix, status, from, to, before, limit } = filter;
  const searches = [
    userIds && userIds.length > 0 ? inArray(orders.userId, [...userIds]) : undefined,
    // The number is the id's first 8 hex digits; only hex reaches the pattern, so it needs no escaping.
    numberPrefix ? ilike(sql<string>`${orders.id}::text`, `${numberPrefix}%`) : undefined,
  ].filter((condition) => condition !== undefined);
  const searching = userIds !== undefined || numberPrefix !== undefined;
  return db
    .select({
      order: orders,
      itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
      position: positionOf(orders.createdAt),
    })
    .from(orders)
    .where(
      and(
        searching ? (searches.length > 0 ? or(...searches) : sql`false`) : undefined,
        status ? eq(orders.status, status) : undefined,
        from ? gte(orders.createdAt, from) : undefined,
        to ? lt(orders.createdAt, to) : undefined,
        before ? olderThan(orders.createdAt, before) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function findOrderById(db: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export function findOrderEvents(db: Executor, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/**
 * One fulfilment step, only from the step before it and only for a paid order not refunded
 * in full; returns nothing when the order is not there (already moved on, not paid, or
 * nothing left to hand over), so a double click moves it once.
 */
export async function advanceFulfilment(
  db: Executor,
  orderId: string,
  step: 'ready_for_pickup' | 'picked_up',
): Promise<OrderRow | undefined> {
  const from = step === 'ready_for_pickup' ? 'unfulfilled' : 'ready_for_pickup';
  const [row] = await db
    .update(orders)
    .set(step === 'ready_for_pickup' ? { fulfilment: step, readyAt: sql`now()`, updatedAt: sql`now()` } : { fulfilment: step, pickedUpAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid'), eq(orders.fulfilment, from), or(eq(orders.refundedCents, 0), lt(orders.refundedCents, orders.totalCents))))
    .returning();
  return row;
}

export async function insertOrderEvent(db: Executor, event: { orderId: string; kind: string; actor: string; details?: Record<string, unknown> }): Promise<void> {
  await db.insert(orderEvents).values({ ...event, details: event.details ?? {} });
}
