import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { cartItems } from './cart.schema';

export interface CartItemRow {
  variantId: number;
  quantity: number;
}

/** The user's cart lines in the order they were added. */
export function findCartItems(db: Executor, userId: string): Promise<CartItemRow[]> {
  return db
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.variantId));
}

/** Serialises changes to one cart until the transaction ends, so counting lines and adding one cannot interleave. */
export async function lockCart(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cart:' || ${userId}))`);
}

/**
 * One more of a variant: a new line with quantity 1, or the existing line + 1, in one
 * upsert that never passes `maxQuantity`. False when the line is already full.
 */
export async function addOneOf(db: Executor, userId: string, variantId: number, maxQuantity: number): Promise<boolean> {
  const upserted = await db
    .insert(cartItems)
    .values({ userId, variantId, quantity: 1 })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + 1` },
      setWhere: sql`${cartItems.quantity} < ${maxQuantity}`,
    })
    .returning({ quantity: cartItems.quantity });
  return upserted.length > 0;
}

/** False when the variant is not in this user's cart. */
export async function setCartQuantity(db: Executor, userId: string, variantId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)))
    .returning({ variantId: cartItems.variantId });
  return rows.length > 0;
}

export async function deleteCartLine(db: Executor, userId: string, variantId: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)));
}

export async function deleteCart(db: Executor, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Takes bought quantities out of a cart; a line that reaches zero goes. */
export async function subtractFromCart(db: Executor, userId: string, bought: readonly CartItemRow[]): Promise<void> {
  if (bought.length === 0) return;
  const lines = sql.join(
    bought.map((line) => sql`(${line.variantId}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  // Delete first: lowering first would make some lines look fully bought.
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        lte(cartItems.quantity, sql`(select bought.quantity from (values ${lines}) as bought (variant_id, quantity) where bought.variant_id = ${cartItems.variantId})`),
      ),
    );
  await db.execute(sql`
    update ${cartItems} set quantity = ${cartItems.quantity} - bought.quantity
    from (values ${lines}) as bought (variant_id, quantity)
    where ${cartItems.userId} = ${userId} and ${cartItems.variantId} = bought.variant_id`);
}

/** Empties the carts of closed accounts; answers how many lines went. */
export async function deleteCartItemsOf(db: Executor, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const deleted = await db.delete(cartItems).where(inArray(cartItems.userId, [...userIds])).returning({ variantId: cartItems.variantId });
  return deleted.length;
}
