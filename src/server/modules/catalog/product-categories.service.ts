import { categoryListResponseSchema, type Category } from '@shared/contracts/categories';
import type { Locale } from '@shared/i18n/locales';
import type { Database, Executor } from '../../db/database';
import { jsonRepresentation, type Representation } from '../../lib/representation';
import { catalogueMemo } from '../shop/catalogue-version.service';
import { findCategoryIdsOfProducts, findCategorySlugsOfProducts, findProductCategories, type ProductCategoryRow } from './product-categories.repo';

/** The shop's categories, made once per catalogue version and language like the products (migration 0022's triggers move it). */
const { remember } = catalogueMemo();

const nameIn = (row: ProductCategoryRow, locale: Locale): string => (locale === 'fr-CA' ? row.nameFr : row.nameEn);

/** Every category as a reader of `locale` sees it, the pets first, then the kinds. */
export const categoriesIn = (db: Database, locale: Locale): Promise<Category[]> =>
  remember(db, `categories ${locale}`, async () =>
    (await findProductCategories(db)).map((row) => ({ slug: row.slug, group: row.group as Category['group'], name: nameIn(row, locale) })),
  );

/** GET /api/categories's body in `locale`, made once per version. */
export const categoryListBody = (db: Database, locale: Locale): Promise<Representation> =>
  remember(db, `categories body ${locale}`, async () => jsonRepresentation(categoryListResponseSchema, { categories: await categoriesIn(db, locale) }));

/** The category slugs of each of these products, by product id (none for a product in no category). */
export const categorySlugsOfProducts = (db: Executor, productIds: readonly number[]): Promise<Map<number, string[]>> =>
  findCategorySlugsOfProducts(db, productIds);

/** The category ids of each of these products, by product id (a discount code's scope, issue 32). */
export const categoryIdsOfProducts = (db: Executor, productIds: readonly number[]): Promise<Map<number, number[]>> =>
  findCategoryIdsOfProducts(db, productIds);
