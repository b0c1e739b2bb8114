import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders } from './checkout.schema';

/** The customer's orders in every status, newest first. */
export function findCustomerOrders(db: Executor, userId: string, limit: number) {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt, status: orders.status, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Per customer: paid orders, and when they last started a checkout. */
export async function countOrdersOf(db: Executor, userIds: readonly string[]): Promise<Array<{ userId: string; paid: number; lastOrderAt: Date }>> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: orders.userId,
      paid: sql<number>`(count(*) filter (where ${orders.status} = 'paid'))::int`,
      lastOrderAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
    })
    .from(orders)
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.userId);
}

/** Per customer with a paid order: when they last paid (issue 30's implied consent and "seen"). */
export function findLastPaidAt(db: Executor, userId?: string): Promise<Array<{ userId: string; at: Date }>> {
  return db
    .select({ userId: orders.userId, at: sql<Date>`max(${orders.paidAt})`.mapWith(orders.paidAt) })
    .from(orders)
    .where(and(sql`${orders.paidAt} is not null`, userId === undefined ? undefined : eq(orders.userId, userId)))
    .groupBy(orders.userId);
}
