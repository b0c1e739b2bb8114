import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cartItems, products } from '../../db/schema';

export interface CartLineRow {
  productId: number;
  name: string;
  priceCents: number;
  imagePath: string;
  imageAlt: string;
  stock: number;
  quantity: number;
}

export type AddOneResult = 'added' | 'line-full' | 'cart-full';

const cartLineColumns = {
  productId: cartItems.productId,
  name: products.name,
  priceCents: products.priceCents,
  imagePath: products.imagePath,
  imageAlt: products.imageAlt,
  stock: products.stock,
  quantity: cartItems.quantity,
};

/**
 * The user's cart lines with today's product details. Lines of products the shop
 * has since deactivated are left out: they cannot be bought.
 */
export function findCartLines(db: Database, userId: string): Promise<CartLineRow[]> {
  return db
    .select(cartLineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(products.active, true)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

export async function isProductForSale(db: Database, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  return row !== undefined;
}

/**
 * One more of a product: a new line with quantity 1, or the existing line + 1, in one
 * upsert that never passes `maxQuantity`. A per-cart advisory lock serialises the
 * line count with the insert, so quick adds of different products cannot slip past
 * `maxLines`, and every add that was sent is counted.
 */
export async function addOneToCart(
  db: Database,
  userId: string,
  productId: number,
  limits: { maxQuantity: number; maxLines: number },
): Promise<AddOneResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cart:' || ${userId}))`);
    const [lines = { count: 0, hasProduct: false }] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        hasProduct: sql<boolean>`coalesce(bool_or(${cartItems.productId} = ${productId}), false)`,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, userId), eq(products.active, true)));
    if (!lines.hasProduct && lines.count >= limits.maxLines) return 'cart-full';

    const upserted = await tx
      .insert(cartItems)
      .values({ userId, productId, quantity: 1 })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + 1` },
        setWhere: sql`${cartItems.quantity} < ${limits.maxQuantity}`,
      })
      .returning({ quantity: cartItems.quantity });
    return upserted.length > 0 ? 'added' : 'line-full';
  });
}

/** False when the product is not in this user's cart. */
export async function setCartQuantity(db: Database, userId: string, productId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  return rows.length > 0;
}

export async function deleteCartLine(db: Database, userId: string, productId: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

export async function deleteCart(db: Database, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
