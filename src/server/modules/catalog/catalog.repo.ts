import { and, asc, count, eq, getTableColumns, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { likeContaining } from '../../db/like-pattern';
import { products, productVariants } from './catalog.schema';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

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
 * Takes quantities off the shelf, never below zero. Variants are locked in id order, so
 * two orders sharing variants cannot deadlock, and with NO KEY UPDATE, so carts and
 * new orders that merely reference them are not held up. Returns the lines the shelf
 * could not fully cover.
 */
export async function takeFromShelf(
  db: Executor,
  lines: ReadonlyArray<{ variantId: number; quantity: number }>,
): Promise<Array<{ variantId: number; sku: string; stock: number; quantity: number }>> {
  if (lines.length === 0) return [];
  const taken = sql.join(
    lines.map((line) => sql`(${line.variantId}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  const before = await db
    .select({ variantId: productVariants.id, sku: productVariants.sku, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, lines.map((line) => line.variantId)))
    .orderBy(asc(productVariants.id))
    .for('no key update');
  await db.execute(sql`
    update ${productVariants} set stock = greatest(${productVariants.stock} - taken.quantity, 0), updated_at = now()
    from (values ${taken}) as taken (variant_id, quantity)
    where ${productVariants.id} = taken.variant_id`);
  const quantities = new Map(lines.map((line) => [line.variantId, line.quantity]));
  return before
    .map((row) => ({ ...row, quantity: quantities.get(row.variantId) ?? 0 }))
    .filter((line) => line.stock < line.quantity);
}

/** Puts quantities back on the shelf (a refund restocks what it gave back), in id order like takeFromShelf. */
export async function returnToShelf(db: Executor, lines: ReadonlyArray<{ variantId: number; quantity: number }>): Promise<void> {
  if (lines.length === 0) return;
  const returned = sql.join(
    [...lines].sort((a, b) => a.variantId - b.variantId).map((line) => sql`(${line.variantId}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  await lockShelfStock(db, lines.map((line) => line.variantId));
  await db.execute(sql`
    update ${productVariants} set stock = ${productVariants.stock} + returned.quantity, updated_at = now()
    from (values ${returned}) as returned (variant_id, quantity)
    where ${productVariants.id} = returned.variant_id`);
}

/**
 * The shelf stock of these variants, locked until the transaction ends, in id order
 * (like takeFromShelf, so two checkouts or a checkout and a payment sharing variants
 * queue up instead of deadlocking). NO KEY UPDATE conflicts with itself and with
 * takeFromShelf, so checkouts of one variant serialise, while carts and orders that
 * merely reference a variant are not held up.
 */
export function lockShelfStock(db: Executor, variantIds: readonly number[]): Promise<Array<{ id: number; stock: number }>> {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, [...variantIds]))
    .orderBy(asc(productVariants.id))
    .for('no key update');
}

/**
 * A product's variants, locked until the transaction ends, in id order like a checkout's
 * stock locks (an owner's edit takes them before the product, so it never waits on a
 * checkout that waits on it).
 */
export function lockVariantsOf(db: Executor, productId: number): Promise<VariantRow[]> {
  return db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.id)).for('update');
}

/** The variants of these products, each product's in its own order. */
export function findVariantsOfProducts(db: Executor, productIds: readonly number[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder), asc(productVariants.id));
}

/** The variants of every product on sale (the shop's catalogue, built once per version). */
export function findVariantsOfActiveProducts(db: Executor): Promise<VariantRow[]> {
  return db
    .select(getTableColumns(productVariants))
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.active, true))
    .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder), asc(productVariants.id));
}

/** These variants with their product, where the product is on sale; the others are left out. */
export function findActiveVariantsByIds(db: Executor, variantIds: readonly number[]): Promise<Array<{ variant: VariantRow; product: ProductRow }>> {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.id, [...new Set(variantIds)]), eq(products.active, true)));
}

/** The variants at or below their low-stock threshold, of every product (the owner's list). */
export function findLowStockVariants(db: Executor, limit: number): Promise<Array<{ variant: VariantRow; product: ProductRow }>> {
  return db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(lte(productVariants.stock, productVariants.lowStockThreshold))
    .orderBy(asc(productVariants.stock), asc(products.sortOrder), asc(productVariants.productId), asc(productVariants.sortOrder), asc(productVariants.id))
    .limit(limit);
}

export type NewVariantRow = Omit<typeof productVariants.$inferInsert, 'createdAt' | 'updatedAt'>;

/**
 * Makes a product's variants these: rows with an id are updated, the others inserted, and
 * the product's variants not named are deleted (refused by the database when an order
 * names one). Run it in the transaction that holds the product.
 */
export async function replaceVariants(db: Executor, productId: number, variants: readonly NewVariantRow[]): Promise<VariantRow[]> {
  const kept = variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
  await db
    .delete(productVariants)
    .where(and(eq(productVariants.productId, productId), kept.length === 0 ? undefined : notInArray(productVariants.id, kept)));
  for (const variant of variants) {
    if (variant.id === undefined) continue;
    const { id, ...columns } = variant;
    await db
      .update(productVariants)
      .set({ ...columns, productId, updatedAt: sql`now()` })
      .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)));
  }
  const added = variants.filter((variant) => variant.id === undefined).map((variant) => ({ ...variant, productId }));
  if (added.length > 0) await db.insert(productVariants).values(added);
  return findVariantsOfProducts(db, [productId]);
}

/** New variants in one statement per 500 (an import's). */
export async function insertVariants(db: Executor, variants: readonly NewVariantRow[]): Promise<void> {
  for (let start = 0; start < variants.length; start += 500) {
    await db.insert(productVariants).values(variants.slice(start, start + 500));
  }
}

/** Which of these SKUs some variant already has, other than the ones `exceptIds` names. */
export async function findTakenSkus(db: Executor, skus: readonly string[], exceptIds: readonly number[] = []): Promise<string[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, [...skus]), exceptIds.length === 0 ? undefined : notInArray(productVariants.id, [...exceptIds])));
  return rows.map((row) => row.sku);
}

export type NewProductRow = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** What an edit may change: everything but the slug, which a product keeps for ever. */
export type ProductEdit = Omit<NewProductRow, 'slug'>;

/** Every product, on sale or not, in shop order: the catalogue's CSV export. */
export function findAllProducts(db: Executor): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
}

/**
 * One page of the owner console's list, in shop order, and how many products the list
 * holds: those whose name, address or a variant's SKU contains `query` (any case), or all.
 */
export async function findConsoleProductsPage(
  db: Executor,
  { query, offset, limit }: { query?: string; offset: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const pattern = query ? likeContaining(query) : undefined;
  const matching = pattern
    ? or(
        sql`${products.name} ilike ${pattern} escape '\\'`,
        sql`${products.slug} ilike ${pattern} escape '\\'`,
        sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.sku} ilike ${pattern} escape '\\')`,
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(products).where(matching).orderBy(asc(products.sortOrder), asc(products.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(products).where(matching),
  ]);
  return { rows, total: counted?.total ?? 0 };
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
  // A statement's parameters are capped (65,535); 500 rows of 11 columns stay well under.
  for (let start = 0; start < values.length; start += 500) {
    inserted.push(...(await db.insert(products).values(values.slice(start, start + 500)).onConflictDoNothing({ target: products.slug }).returning()));
  }
  return inserted;
}
