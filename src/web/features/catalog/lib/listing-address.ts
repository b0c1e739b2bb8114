import { categorySlugPattern } from '@shared/contracts/categories';
import {
  inStockFlagSchema,
  MAX_CATEGORY_FILTERS,
  priceFilterSchema,
  productPageNumberSchema,
  productSortSchema,
  type ProductSort,
} from '@shared/contracts/products';

/**
 * The shop's listing as its address says it (issue 28): every choice a shopper makes
 * (categories, price range, in stock, sort, page) lives in the search params, so a link,
 * a reload, the back button and a crawler all land on the same products.
 */
export interface ShopListing {
  categories: string[];
  /** In cents; the address writes dollars. */
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  inStock: boolean;
  sort: ProductSort;
  page: number;
  /** The spec's /shop?product={id}: the product the visitor came for (its page, when no page is named). */
  product?: number | undefined;
  /** Whether the address names a page (else the product's page, or the first). */
  pageNamed: boolean;
}

/** The categories the shop's address names (`?category=dog&category=toys`), well-formed and once each. */
/** At most MAX_CATEGORY_FILTERS: the server accepts no more. */
export function categoriesInAddress(search: URLSearchParams): string[] {
  const slugs = search.getAll('category').filter((slug) => categorySlugPattern.test(slug));
  return [...new Set(slugs)].slice(0, MAX_CATEGORY_FILTERS);
}

const valueOf = <T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: string | null): T | undefined => {
  if (value === null) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** The listing an address names; what is malformed is left out (a hand-edited address still shows a shop). */
export function listingInAddress(search: URLSearchParams): ShopListing {
  const minPriceCents = valueOf(priceFilterSchema, search.get('minPrice'));
  let maxPriceCents = valueOf(priceFilterSchema, search.get('maxPrice'));
  if (minPriceCents !== undefined && maxPriceCents !== undefined && maxPriceCents < minPriceCents) maxPriceCents = undefined;
  const page = valueOf(productPageNumberSchema, search.get('page'));
  const product = search.get('product');
  return {
    categories: categoriesInAddress(search),
    minPriceCents,
    maxPriceCents,
    inStock: valueOf(inStockFlagSchema, search.get('inStock')) ?? false,
    sort: valueOf(productSortSchema, search.get('sort')) ?? 'featured',
    page: page ?? 1,
    pageNamed: page !== undefined,
    product: product !== null && /^[1-9]\d{0,9}$/.test(product) ? Number(product) : undefined,
  };
}

/** Cents as the address writes dollars: "10", "7.80". */
export const dollarsOf = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The listing's search params, in one order, defaults left out (so one listing has one address). */
function listingParams(listing: Omit<ShopListing, 'product' | 'pageNamed'>): URLSearchParams {
  const search = new URLSearchParams(listing.categories.map((slug) => ['category', slug]));
  if (listing.minPriceCents !== undefined) search.set('minPrice', dollarsOf(listing.minPriceCents));
  if (listing.maxPriceCents !== undefined) search.set('maxPrice', dollarsOf(listing.maxPriceCents));
  if (listing.inStock) search.set('inStock', 'true');
  if (listing.sort !== 'featured') search.set('sort', listing.sort);
  if (listing.page > 1) search.set('page', String(listing.page));
  return search;
}

/** The shop's address for a listing; the product the visitor came for is not carried on. */
export function shopHref(listing: Omit<ShopListing, 'product' | 'pageNamed'>): string {
  const search = listingParams(listing).toString();
  return search === '' ? '/shop' : `/shop?${search}`;
}

/** GET /api/products's query for a listing: the address's, and the product to find when no page is named. */
export function productListSearch(listing: ShopListing): string {
  const search = listingParams(listing);
  if (!listing.pageNamed && listing.product !== undefined) search.set('product', String(listing.product));
  return search.toString();
}
