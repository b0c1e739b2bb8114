import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders } from './checkout.schema';

/** Whether the customer has paid a shop order already (a visit's deposit is not an order of the shop's goods). */
export async function hasPaidShopOrder(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'shop'), isNotNull(orders.paidAt)))
    .limit(1);
  return row !== undefined;
}
