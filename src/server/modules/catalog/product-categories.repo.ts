import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { productCategories, productCategoryMembers } from './catalog.schema';

export type ProductCategoryRow = typeof productCategories.$inferSelect;

/** The pets first, then the kinds; each group in the owner's order. */
const shopOrder = [sql`case when ${productCategories.group} = 'pet' then 0 else 1 end`, asc(productCategories.sortOrder), asc(productCategories.id)];

export function findProductCategories(db: Executor): Promise<ProductCategoryRow[]> {
  return db.select().from(productCategories).orderBy(...shopOrder);
}

/** The slugs of the categories each of these products sits in, in shop order, in one query. */
export async function findCategorySlugsOfProducts(db: Executor, productIds: readonly number[]): Promise<Map<number, string[]>> {
  const slugs = new Map<number, string[]>();
  if (productIds.length === 0) return slugs;
  const rows = await db
    .select({ productId: productCategoryMembers.productId, slug: productCategories.slug })
    .from(productCategoryMembers)
    .innerJoin(productCategories, sql`${productCategories.id} = ${productCategoryMembers.categoryId}`)
    .where(inArray(productCategoryMembers.productId, [...productIds]))
    .orderBy(...shopOrder);
  for (const row of rows) slugs.set(row.productId, [...(slugs.get(row.productId) ?? []), row.slug]);
  return slugs;
}

/** Every category with how many products sit in it, in shop order (the owner console's list). */
export function findCategoriesWithCounts(db: Executor): Promise<Array<ProductCategoryRow & { productCount: number }>> {
  return db
    .select({
      id: productCategories.id,
      slug: productCategories.slug,
      group: productCategories.group,
      nameEn: productCategories.nameEn,
      nameFr: productCategories.nameFr,
      sortOrder: productCategories.sortOrder,
      createdAt: productCategories.createdAt,
      updatedAt: productCategories.updatedAt,
      productCount: count(productCategoryMembers.productId),
    })
    .from(productCategories)
    .leftJoin(productCategoryMembers, eq(productCategoryMembers.categoryId, productCategories.id))
    .groupBy(productCategories.id)
    .orderBy(...shopOrder);
}

export async function countProductsInCategory(db: Executor, categoryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productCategoryMembers).where(eq(productCategoryMembers.categoryId, categoryId));
  return row?.n ?? 0;
}

/** One category by slug; `lock` holds it until the transaction ends. */
export async function findCategoryBySlug(db: Executor, slug: string, { lock = false } = {}): Promise<ProductCategoryRow | undefined> {
  const query = db.select().from(productCategories).where(eq(productCategories.slug, slug));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findCategoriesBySlugs(db: Executor, slugs: readonly string[]): Promise<ProductCategoryRow[]> {
  if (slugs.length === 0) return [];
  return db.select().from(productCategories).where(inArray(productCategories.slug, [...slugs]));
}

/** The next place at the end of a group. */
export async function nextSortOrder(db: Executor, group: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${productCategories.sortOrder}), 0)`.mapWith(Number) })
    .from(productCategories)
    .where(eq(productCategories.group, group));
  return (row?.last ?? 0) + 1;
}

export type NewProductCategory = Pick<ProductCategoryRow, 'slug' | 'group' | 'nameEn' | 'nameFr' | 'sortOrder'>;

/** Inserts a category, or nothing when its slug is taken (the unique index decides, so two owners cannot both win). */
export async function insertCategoryUnlessSlugTaken(db: Executor, row: NewProductCategory): Promise<ProductCategoryRow | undefined> {
  const [inserted] = await db.insert(productCategories).values(row).onConflictDoNothing({ target: productCategories.slug }).returning();
  return inserted;
}

export async function updateCategoryRow(db: Executor, id: number, edit: Partial<Pick<ProductCategoryRow, 'nameEn' | 'nameFr' | 'sortOrder'>>): Promise<ProductCategoryRow> {
  const [row] = await db
    .update(productCategories)
    .set({ ...edit, updatedAt: sql`now()` })
    .where(eq(productCategories.id, id))
    .returning();
  return row!;
}

/** Deletes a category; its links go with it (the foreign key cascades), its products stay. */
export async function deleteCategoryRow(db: Executor, id: number): Promise<void> {
  await db.delete(productCategories).where(eq(productCategories.id, id));
}

/** Puts a product in exactly these categories: links to others are removed, new ones added. */
export async function replaceProductCategories(db: Executor, productId: number, categoryIds: readonly number[]): Promise<void> {
  await db.delete(productCategoryMembers).where(
    categoryIds.length === 0
      ? eq(productCategoryMembers.productId, productId)
      : and(eq(productCategoryMembers.productId, productId), sql`${productCategoryMembers.categoryId} not in (${sql.join(categoryIds.map((id) => sql`${id}`), sql`, `)})`),
  );
  if (categoryIds.length > 0) {
    await db
      .insert(productCategoryMembers)
      .values(categoryIds.map((categoryId) => ({ categoryId, productId })))
      .onConflictDoNothing();
  }
}

/** New products' categories in one statement per 1,000 links (an import's). */
export async function insertCategoryMembers(db: Executor, links: ReadonlyArray<{ categoryId: number; productId: number }>): Promise<void> {
  for (let start = 0; start < links.length; start += 1_000) {
    await db.insert(productCategoryMembers).values(links.slice(start, start + 1_000)).onConflictDoNothing();
  }
}

/** The category ids of each of these products, by product id (a discount code's scope, issue 32). */
export async function findCategoryIdsOfProducts(db: Executor, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const ids = new Map<number, number[]>();
  if (productIds.length === 0) return ids;
  const rows = await db
    .select({ productId: productCategoryMembers.productId, categoryId: productCategoryMembers.categoryId })
    .from(productCategoryMembers)
    .where(inArray(productCategoryMembers.productId, [...productIds]));
  for (const row of rows) ids.set(row.productId, [...(ids.get(row.productId) ?? []), row.categoryId]);
  return ids;
}
