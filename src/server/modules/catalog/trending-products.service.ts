import { TRENDING_PRODUCTS, trendingProductsResponseSchema, type Product } from '@shared/contracts/products';
import type { Locale } from '@shared/i18n/locales';
import type { Database, Executor } from '../../db/database';
import { jsonRepresentation, type Representation } from '../../lib/representation';
import { catalogueMemo } from '../shop/catalogue-version.service';
import { productsWithVariants } from './catalog.service';
import { findActiveProductsByIds, findFeaturedProducts } from './catalog.repo';
import { localizedProducts } from './translations.service';
import { rankTrendingProducts, type ProductSales } from './trending-rank';

/** What each product sold in orders paid since `since` (checkout owns the orders; app.ts hands it over). */
export type ProductSalesSince = (db: Executor, since: Date) => Promise<ProductSales[]>;

export interface TrendingSources {
  productSales: ProductSalesSince;
  now: () => Date;
}

/** The best sellers are those of the orders paid in the last 30 days. */
const WINDOW_MS = 30 * 24 * 60 * 60_000;

/**
 * How long one count of the best sellers is served. A sale moves no catalogue version,
 * and counting 30 days of sales on every request would cost the home page a query over
 * the window each time; a trending list a few minutes old is still true to what sells.
 * Buckets sit on the clock, so every server counts again at the same moments.
 */
export const TRENDING_FRESH_MS = 5 * 60_000;

/** When the trending products counted at `now` are counted again: the end of its bucket. */
export const trendingFreshUntil = (now: Date): number => (Math.floor(now.getTime() / TRENDING_FRESH_MS) + 1) * TRENDING_FRESH_MS;

/**
 * Kept per catalogue version (an owner's price change, a product taken off sale, a new
 * translation shows in the very next answer) and, within it, for one bucket of time.
 */
const { remember } = catalogueMemo();

/** The trending products in English, in the carousel's order: load the window's sales and the candidates, then rank them. */
async function trendingProducts(db: Database, at: Date, productSales: ProductSalesSince): Promise<Product[]> {
  const [sales, featured] = await Promise.all([productSales(db, new Date(at.getTime() - WINDOW_MS)), findFeaturedProducts(db, TRENDING_PRODUCTS)]);
  const sold = await findActiveProductsByIds(db, sales.map((line) => line.productId));
  const onSale = new Map([...featured, ...sold].map((row) => [row.id, row]));
  const ranked = rankTrendingProducts(sales, [...onSale.values()], TRENDING_PRODUCTS);
  const shown = await productsWithVariants(db, ranked.map((id) => onSale.get(id)!));
  return ranked.flatMap((id) => shown.get(id) ?? []);
}

export interface TrendingAnswer {
  body: Representation;
  /** When the best sellers are counted again (ms since the epoch), unless the catalogue changes first. */
  freshUntil: number;
}

/** GET /api/products/trending's body in `locale`: made once per catalogue version, language and bucket of time. */
export function trendingProductsBody(db: Database, locale: Locale, { productSales, now }: TrendingSources): Promise<TrendingAnswer> {
  const at = now();
  const freshUntil = trendingFreshUntil(at);
  const holds = (made: { freshUntil: number }) => made.freshUntil === freshUntil;
  const inEnglish = () =>
    remember(db, 'trending', async () => ({ freshUntil, products: await trendingProducts(db, at, productSales) }), holds);
  return remember(
    db,
    `trending body ${locale}`,
    async () => {
      const { products } = await inEnglish();
      const localized = await localizedProducts(db, products, locale);
      return { freshUntil, body: jsonRepresentation(trendingProductsResponseSchema, { products: localized }) };
    },
    holds,
  );
}

/** The shop's best sellers for the listing's best-selling order, and until when they hold. */
export interface BestSellers {
  /** Product ids on sale that sold in the window, best first, ranked as the carousel ranks them. */
  ids: number[];
  freshUntil: number;
}

/**
 * The listing's best-selling order (issue 28): the same window and rank as the carousel
 * (units, then revenue, then featured order), over every product on sale that sold,
 * counted again with the carousel's buckets since a sale moves no catalogue version.
 */
export function bestSellers(db: Database, { productSales, now }: TrendingSources): Promise<BestSellers> {
  const at = now();
  const freshUntil = trendingFreshUntil(at);
  return remember(
    db,
    'best sellers',
    async () => {
      const sales = (await productSales(db, new Date(at.getTime() - WINDOW_MS))).filter((line) => line.units > 0);
      const sold = await findActiveProductsByIds(db, sales.map((line) => line.productId));
      return { freshUntil, ids: rankTrendingProducts(sales, sold, sold.length) };
    },
    (made) => made.freshUntil === freshUntil,
  );
}
