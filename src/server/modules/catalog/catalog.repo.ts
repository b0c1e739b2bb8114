import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { products } from './catalog.schema';

export type ProductRow = typeof products.$inferSelect;

export function findActiveProducts(db: Database): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.sortOrder), asc(products.id));
}

export function findActiveProductsByIds(db: Executor, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.active, true)));
}

/**
 * Takes quantities off the shelf, never below zero. Products are locked in id order, so
 * two orders sharing products cannot deadlock, and with NO KEY UPDATE, so carts and
 * new orders that merely reference them are not held up. Returns the lines the shelf
 * could not fully cover.
 */
export async function takeFromShelf(
  db: Executor,
  lines: ReadonlyArray<{ productId: number; quantity: number }>,
): Promise<Array<{ productId: number; name: string; stock: number; quantity: number }>> {
  if (lines.length === 0) return [];
  const taken = sql.join(
    lines.map((line) => sql`(${line.productId}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  const before = await db
    .select({ productId: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(inArray(products.id, lines.map((line) => line.productId)))
    .orderBy(asc(products.id))
    .for('no key update');
  await db.execute(sql`
    update ${products} set stock = greatest(${products.stock} - taken.quantity, 0)
    from (values ${taken}) as taken (product_id, quantity)
    where ${products.id} = taken.product_id`);
  const quantities = new Map(lines.map((line) => [line.productId, line.quantity]));
  return before
    .map((row) => ({ ...row, quantity: quantities.get(row.productId) ?? 0 }))
    .filter((line) => line.stock < line.quantity);
}
