import type * as z from 'zod';
import {
  productCategoryMessages,
  type ConsoleProductCategory,
  type productCategoryCreateBodySchema,
  type productCategoryUpdateBodySchema,
} from '@shared/contracts/categories';
import { message } from '@shared/i18n/message';
import type { Database, Executor } from '../../db/database';
import { AppError, fieldRefusal, notFound } from '../../lib/app-error';
import { changedFields, recordChange, type AuditActor } from '../audit/audit.service';
import {
  countProductsInCategory,
  deleteCategoryRow,
  findCategoriesBySlugs,
  findCategoriesWithCounts,
  findCategoryBySlug,
  insertCategoryUnlessSlugTaken,
  nextSortOrder,
  replaceProductCategories,
  updateCategoryRow,
  type ProductCategoryRow,
} from './product-categories.repo';
import { categorySlugsOfProducts } from './product-categories.service';
import { slugOf } from './slug';

/**
 * The owner console's product categories (issue 28): add, rename, reorder, delete, and
 * which categories a product sits in. Each change is audited in its own transaction; the
 * tables' triggers move the catalogue's version, so the shop's next answer shows it.
 */
export type ProductCategoryCreate = z.output<typeof productCategoryCreateBodySchema>;
export type ProductCategoryUpdate = z.output<typeof productCategoryUpdateBodySchema>;

const subjectOf = (slug: string) => `productCategory:${slug}`;
const toConsole = (row: ProductCategoryRow, productCount: number): ConsoleProductCategory => ({
  slug: row.slug,
  group: row.group as ConsoleProductCategory['group'],
  nameEn: row.nameEn,
  nameFr: row.nameFr,
  sortOrder: row.sortOrder,
  productCount,
});

const slugTaken = (slug: string) =>
  new AppError(409, 'CATEGORY_EXISTS', message(productCategoryMessages.slugTaken, { slug }), { slug: message(productCategoryMessages.slugTaken, { slug }) });
const noSuchCategory = (slug: string) => notFound(message(productCategoryMessages.noSuchCategory, { slug }));

export async function listConsoleCategories(db: Executor): Promise<ConsoleProductCategory[]> {
  return (await findCategoriesWithCounts(db)).map((row) => toConsole(row, row.productCount));
}

/** A new category; its slug is the one given or its English name made readable ("Small Pet" → "small-pet"), never another's. */
export async function createCategory(db: Database, actor: AuditActor, input: ProductCategoryCreate): Promise<ConsoleProductCategory> {
  const slug = input.slug ?? slugOf(input.nameEn, 'category');
  return db.transaction(async (tx) => {
    const sortOrder = input.sortOrder ?? (await nextSortOrder(tx, input.group));
    const row = await insertCategoryUnlessSlugTaken(tx, { slug, group: input.group, nameEn: input.nameEn, nameFr: input.nameFr, sortOrder });
    if (!row) throw slugTaken(slug);
    await recordChange(tx, {
      actor,
      action: 'productCategory.created',
      subject: subjectOf(slug),
      details: { name: row.nameEn, nameFr: row.nameFr, group: row.group },
    });
    return toConsole(row, 0);
  });
}

/** A rename in either language or a move in the order; only what changed is logged, each as [before, after]. */
export async function updateCategory(db: Database, actor: AuditActor, slug: string, input: ProductCategoryUpdate): Promise<ConsoleProductCategory> {
  return db.transaction(async (tx) => {
    const before = await findCategoryBySlug(tx, slug, { lock: true });
    if (!before) throw noSuchCategory(slug);
    const edit = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as ProductCategoryUpdate;
    const changes = changedFields(before, edit);
    const productCount = await countProductsInCategory(tx, before.id);
    if (Object.keys(changes).length === 0) return toConsole(before, productCount);
    const after = await updateCategoryRow(tx, before.id, edit);
    await recordChange(tx, { actor, action: 'productCategory.updated', subject: subjectOf(slug), details: { name: after.nameEn, changes } });
    return toConsole(after, productCount);
  });
}

/** Deletes a category and its links; the products stay, in their other categories. */
export async function deleteCategory(db: Database, actor: AuditActor, slug: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findCategoryBySlug(tx, slug, { lock: true });
    if (!row) throw noSuchCategory(slug);
    const productCount = await countProductsInCategory(tx, row.id);
    await deleteCategoryRow(tx, row.id);
    await recordChange(tx, { actor, action: 'productCategory.deleted', subject: subjectOf(slug), details: { name: row.nameEn, nameFr: row.nameFr, productCount } });
  });
}

/**
 * The categories these slugs name, in the order given; a slug no category has is a 422
 * naming it, before anything is written.
 */
export async function resolveCategorySlugs(db: Executor, slugs: readonly string[]): Promise<ProductCategoryRow[]> {
  const rows = await findCategoriesBySlugs(db, slugs);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const unknown = slugs.find((slug) => !bySlug.has(slug));
  if (unknown !== undefined) {
    throw fieldRefusal('categories', message(productCategoryMessages.noSuchCategory, { slug: unknown }));
  }
  return slugs.map((slug) => bySlug.get(slug)!);
}

/** Puts a product in exactly these categories; answers its slugs before and after, in shop order. */
export async function setProductCategories(db: Executor, productId: number, categories: readonly ProductCategoryRow[]): Promise<{ before: string[]; after: string[] }> {
  const before = (await categorySlugsOfProducts(db, [productId])).get(productId) ?? [];
  await replaceProductCategories(db, productId, categories.map((row) => row.id));
  const after = (await categorySlugsOfProducts(db, [productId])).get(productId) ?? [];
  return { before, after };
}
