import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { giftCardSales, orders } from './checkout.schema';

export type GiftCardSaleRow = typeof giftCardSales.$inferSelect;

export async function insertGiftCardSale(db: Executor, sale: Omit<GiftCardSaleRow, 'giftCardId'>): Promise<void> {
  await db.insert(giftCardSales).values(sale);
}

/** The sale this buyer's form already made (a double click, a second tab), with its order. */
export async function findSaleByRequestKey(db: Executor, requestKey: string) {
  const [row] = await db
    .select({ sale: giftCardSales, order: orders })
    .from(giftCardSales)
    .innerJoin(orders, eq(orders.id, giftCardSales.orderId))
    .where(eq(giftCardSales.requestKey, requestKey))
    .limit(1);
  return row;
}

export async function findGiftCardSale(db: Executor, orderId: string): Promise<GiftCardSaleRow | undefined> {
  const [row] = await db.select().from(giftCardSales).where(eq(giftCardSales.orderId, orderId)).limit(1);
  return row;
}

export async function setSaleGiftCard(db: Executor, orderId: string, giftCardId: string): Promise<void> {
  await db.update(giftCardSales).set({ giftCardId }).where(eq(giftCardSales.orderId, orderId));
}

/** Serialises purchases sent with one form key until the transaction ends: two at once make one order. */
export async function lockRequestKey(tx: Transaction, requestKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GIFT_CARD_SALE_LOCK_NAMESPACE}, hashtext(${requestKey}))`);
}
const GIFT_CARD_SALE_LOCK_NAMESPACE = 7_413;
