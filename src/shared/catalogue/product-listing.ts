import { PRODUCT_PAGE_SIZE, type Product, type ProductSort } from '../contracts/products';

/**
 * The shop's listing (issue 28), pure: which products a shopper's filters keep, in the
 * order they chose, and which of them one page shows. The server runs it over the
 * catalogue it keeps in memory; everything it needs is passed in.
 */

/** A product on sale as the listing knows it: what the card shows, and what it filters and sorts by. */
export interface ListedProduct {
  product: Product;
  inStock: boolean;
  /** When the product was added (ms since the epoch): the newest first. */
  addedAt: number;
}

/** What a shopper narrows the listing by; prices in cents, both bounds included. */
export interface ListingFilters {
  categories: readonly string[];
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  inStock: boolean;
}

/** The products that pass every filter, in the order given (the owner's featured order). */
export function filterListing<T extends ListedProduct>(products: readonly T[], filters: ListingFilters): T[] {
  const { categories, minPriceCents, maxPriceCents, inStock } = filters;
  return products.filter(
    ({ product, inStock: onShelf }) =>
      categories.every((slug) => product.categories.includes(slug)) &&
      (minPriceCents === undefined || product.priceCents >= minPriceCents) &&
      (maxPriceCents === undefined || product.priceCents <= maxPriceCents) &&
      (!inStock || onShelf),
  );
}

/**
 * The products in the order `sort` names. `products` come in the owner's featured order,
 * which breaks every tie, so a listing never shuffles between two requests. Best selling
 * follows `bestSellers` (product ids, best first: the trending rank over the whole
 * shop); a product missing from it comes after, in featured order.
 */
export function sortListing<T extends ListedProduct>(products: readonly T[], sort: ProductSort, bestSellers: readonly number[] = []): T[] {
  const featured = products.map((entry, index) => ({ entry, index }));
  const byFeatured = (a: { index: number }, b: { index: number }) => a.index - b.index;
  type Ranked = (typeof featured)[number];
  let compare: (a: Ranked, b: Ranked) => number;
  switch (sort) {
    case 'featured':
      return [...products];
    case 'price-asc':
      compare = (a, b) => a.entry.product.priceCents - b.entry.product.priceCents || byFeatured(a, b);
      break;
    case 'price-desc':
      compare = (a, b) => b.entry.product.priceCents - a.entry.product.priceCents || byFeatured(a, b);
      break;
    case 'newest':
      compare = (a, b) => b.entry.addedAt - a.entry.addedAt || b.entry.product.id - a.entry.product.id;
      break;
    case 'best-selling': {
      const rank = new Map(bestSellers.map((id, place) => [id, place]));
      const placeOf = (ranked: Ranked) => rank.get(ranked.entry.product.id) ?? Number.MAX_SAFE_INTEGER;
      compare = (a, b) => placeOf(a) - placeOf(b) || byFeatured(a, b);
      break;
    }
  }
  return featured.sort(compare).map(({ entry }) => entry);
}

/** One page of a listing, and where it sits among the others. */
export interface ListingPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  /** At least 1: an empty listing still has its (empty) first page. */
  pageCount: number;
}

/**
 * Page `page` of `items`, `pageSize` each; a page past the last is empty, and still says
 * the listing's total, so a stale link shows where the listing ends.
 */
export function pageOfListing<T>(items: readonly T[], page: number, pageSize = PRODUCT_PAGE_SIZE): ListingPage<T> {
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page,
    pageSize,
    total: items.length,
    pageCount: Math.max(1, Math.ceil(items.length / pageSize)),
  };
}

/** The page of a listing that holds product `id` (the spec's /shop?product={id}); the first when it is not listed. */
export function pageHolding(items: readonly ListedProduct[], id: number, pageSize = PRODUCT_PAGE_SIZE): number {
  const index = items.findIndex((entry) => entry.product.id === id);
  return index < 0 ? 1 : Math.floor(index / pageSize) + 1;
}
