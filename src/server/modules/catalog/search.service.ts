import { searchTermsOf } from '@shared/catalog/search-terms';
import type { Category } from '@shared/contracts/categories';
import type { Product } from '@shared/contracts/products';
import { searchResponseSchema, type SearchResponse } from '@shared/contracts/search';
import type { Locale } from '@shared/i18n/locales';
import type { Database } from '../../db/database';
import { jsonRepresentation, type Representation } from '../../lib/representation';
import { catalogueMemo } from '../shop/catalogue-version.service';
import { categoriesIn } from './product-categories.service';
import { productsIn } from './public-catalogue.service';
import { findProductsMatching } from './search.repo';

/**
 * Answers by language, limit and words, made once per catalogue version (issue 28): a
 * shopper typing asks the same few searches as everyone else, and an owner's change shows
 * in the very next answer. Bounded, since every new search is a new key.
 */
const answers = catalogueMemo({ max: 2_000 });
/** What every search's answer is made from, once per catalogue version and language, not per search. */
const { remember } = catalogueMemo();

/** The products on sale by id, as a reader of `locale` sees them. */
const productsById = (db: Database, locale: Locale): Promise<Map<number, Product>> =>
  remember(db, `search products by id ${locale}`, async () => new Map((await productsIn(db, locale)).map((product) => [product.id, product])));

/** The categories that hold products on sale, in `locale`: where to go when nothing matches. */
const suggestionsIn = (db: Database, locale: Locale): Promise<Category[]> =>
  remember(db, `search suggestions ${locale}`, async () => {
    const stocked = new Set((await productsIn(db, locale)).flatMap((product) => product.categories));
    return (await categoriesIn(db, locale)).filter((category) => stocked.has(category.slug));
  });

/** What GET /api/search answers: the matches as the reader sees them on the shop, or, with none, categories to browse. */
export async function searchCatalogue(db: Database, locale: Locale, query: string, limit: number): Promise<SearchResponse> {
  const words = searchTermsOf(query);
  const { ids, total } = await findProductsMatching(db, words, limit);
  const onSale = await productsById(db, locale);
  const products = ids.flatMap((id) => onSale.get(id) ?? []);
  if (products.length > 0) return { products, total, suggestions: [] };
  return { products: [], total: 0, suggestions: await suggestionsIn(db, locale) };
}

/**
 * GET /api/search's body, from memory for a search already answered since the catalogue
 * last changed. Made on a shopper's request, so compressed as a rendered page is (brotli 5).
 */
export const searchBody = (db: Database, locale: Locale, query: string, limit: number): Promise<Representation> =>
  answers.remember(db, `${locale} ${limit} ${searchTermsOf(query).join(' ')}`, async () =>
    jsonRepresentation(searchResponseSchema, await searchCatalogue(db, locale, query, limit), { brotliQuality: 5 }),
  );
