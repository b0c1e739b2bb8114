import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { products } from './catalog.schema';

export type ProductRow = typeof products.$inferSelect;

export function findActiveProducts(db: Database): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.sortOrder), asc(products.id));
}

/** The first `limit` products on sale in the owner's featured (shop) order. */
export function findFeaturedProducts(db: Executor, limit: number): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.sortOrder), asc(products.id)).limit(limit);
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
    update ${products} set stock = greatest(${products.stock} - taken.quantity, 0), updated_at = now()
    from (values ${taken}) as taken (product_id, quantity)
    where ${products.id} = taken.product_id`);
  const quantities = new Map(lines.map((line) => [line.productId, line.quantity]));
  return before
    .map((row) => ({ ...row, quantity: quantities.get(row.productId) ?? 0 }))
    .filter((line) => line.stock < line.quantity);
}

/** Puts quantities back on the shelf (a refund restocks what it gave back), in id order like takeFromShelf. */
export async function returnToShelf(db: Executor, lines: ReadonlyArray<{ productId: number; quantity: number }>): Promise<void> {
  if (lines.length === 0) return;
  const returned = sql.join(
    [...lines].sort((a, b) => a.productId - b.productId).map((line) => sql`(${line.productId}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  await lockShelfStock(db, lines.map((line) => line.productId));
  await db.execute(sql`
    update ${products} set stock = ${products.stock} + returned.quantity, updated_at = now()
    from (values ${returned}) as returned (product_id, quantity)
    where ${products.id} = returned.product_id`);
}

/**
 * The shelf stock of these products, locked until the transaction ends, in id order
 * (like takeFromShelf, so two checkouts or a checkout and a payment sharing products
 * queue up instead of deadlocking). NO KEY UPDATE conflicts with itself and with
 * takeFromShelf, so checkouts of one product serialise, while carts and orders that
 * merely reference a product are not held up.
 */
export function lockShelfStock(db: Executor, ids: readonly number[]): Promise<Array<{ id: number; name: string; stock: number }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('no key update');
}

export type NewProductRow = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** What an edit may change: everything but the slug, which a product keeps for ever. */
export type ProductEdit = Omit<NewProductRow, 'slug'>;

/** Every product, on sale or not, in shop order: the owner console's list. */
export function findAllProducts(db: Executor): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
}

/** One product; `lock` holds it until the transaction ends, so two edits cannot both read the same "before". */
export async function findProduct(db: Executor, id: number, { lock = false } = {}): Promise<ProductRow | undefined> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The new product, or none when its slug is taken (the caller tries the next one). */
export async function insertProductUnlessSlugTaken(db: Executor, values: NewProductRow): Promise<ProductRow | undefined> {
  const [row] = await db.insert(products).values(values).onConflictDoNothing({ target: products.slug }).returning();
  return row;
}

export async function updateProductRow(db: Executor, id: number, values: Partial<ProductEdit>): Promise<ProductRow> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  return row!;
}

/** The products these slugs name; `lock` holds them until the transaction ends (an import's updates). */
export function findProductsBySlugs(db: Executor, slugs: readonly string[], { lock = false } = {}): Promise<ProductRow[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  const query = db.select().from(products).where(inArray(products.slug, [...slugs])).orderBy(asc(products.id));
  return lock ? query.for('update') : query;
}

/** The last place in shop order: new products from an import go after it. */
export async function lastSortOrder(db: Executor): Promise<number> {
  const [row] = await db.select({ last: sql<number | null>`max(${products.sortOrder})` }).from(products);
  return Number(row?.last ?? 0);
}

/** New products with the slugs they bring; fewer rows back than given means a slug was taken meanwhile. */
export async function insertProductsUnlessSlugTaken(db: Executor, values: readonly NewProductRow[]): Promise<ProductRow[]> {
  const inserted: ProductRow[] = [];
  // A statement's parameters are capped (65,535); 500 rows of 12 columns stay well under.
  for (let start = 0; start < values.length; start += 500) {
    inserted.push(...(await db.insert(products).values(values.slice(start, start + 500)).onConflictDoNothing({ target: products.slug }).returning()));
  }
  return inserted;
}
