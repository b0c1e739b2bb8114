import { asc, inArray, sql } from 'drizzle-orm';
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
