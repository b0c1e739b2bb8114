import { searchTermsOf } from '@shared/catalog/search-terms';
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

/** What GET /api/search answers: the matches as the reader sees them on the shop, or, with none, categories to browse. */
export async function searchCatalogue(db: Database, locale: Locale, query: string, limit: number): Promise<SearchResponse> {
  const words = searchTermsOf(query);
  const { ids, total } = await findProductsMatching(db, words, limit);
  const onSale = new Map((await productsIn(db, locale)).map((product) => [product.id, product]));
  const products = ids.flatMap((id) => onSale.get(id) ?? []);
  if (products.length > 0) return { products, total, suggestions: [] };
  const stocked = new Set([...onSale.values()].flatMap((product) => product.categories));
  const suggestions = (await categoriesIn(db, locale)).filter((category) => stocked.has(category.slug));
  return { products: [], total: 0, suggestions };
}

/** GET /api/search's body, from memory for a search already answered since the catalogue last changed. */
export const searchBody = (db: Database, locale: Locale, query: string, limit: number): Promise<Representation> =>
  answers.remember(db, `${locale} ${limit} ${searchTermsOf(query).join(' ')}`, async () =>
    jsonRepresentation(searchResponseSchema, await searchCatalogue(db, locale, query, limit)),
  );
