import type { OrderStatus } from '@shared/contracts/orders';
import type { Executor } from '../../db/database';
import { countOrdersOf, findCustomerOrders, findLastPaidAt } from './customer-orders.repo';

/** How many of a customer's orders the console's customer page lists. */
export const CUSTOMER_ORDERS_LIMIT = 100;

export interface CustomerOrderRow {
  id: string;
  createdAt: Date;
  status: OrderStatus;
  totalCents: number;
}

/** A customer's orders in every status (unpaid checkouts too), newest first. */
export function ordersOfUser(db: Executor, userId: string): Promise<CustomerOrderRow[]> {
  return findCustomerOrders(db, userId, CUSTOMER_ORDERS_LIMIT);
}

export interface OrderTally {
  paid: number;
  lastOrderAt: Date | null;
}

/** Per customer: how many orders they paid for, and when they last started a checkout. */
export async function orderTalliesOf(db: Executor, userIds: readonly string[]): Promise<Map<string, OrderTally>> {
  const rows = await countOrdersOf(db, userIds);
  return new Map(rows.map(({ userId, paid, lastOrderAt }) => [userId, { paid, lastOrderAt }]));
}

/** Every customer (or the one asked) who paid for an order, with when they last did (issue 30: a purchase implies consent to news for 2 years). */
export async function lastPurchases(db: Executor, userId?: string): Promise<Map<string, Date>> {
  return new Map((await findLastPaidAt(db, userId)).map((row) => [row.userId, row.at]));
}
