import { serviceCatalogResponseSchema, type ServiceCatalogResponse } from '@shared/contracts/booking';
import { filterListing, pageHolding, pageOfListing, sortListing, type ListedProduct } from '@shared/catalogue/product-listing';
import { productListResponseSchema, productPageResponseSchema, type Product, type ProductListQuery, type ProductPage } from '@shared/contracts/products';
import { defaultLocale, type Locale } from '@shared/i18n/locales';
import type { Database } from '../../db/database';
import { jsonRepresentation, type Representation } from '../../lib/representation';
import { catalogueMemo } from '../shop/catalogue-version.service';
import { listProducts } from './catalog.service';
import { listServiceCatalog } from './service-catalog.service';
import { localizedProducts, localizedServiceCatalog } from './translations.service';
import { bestSellers, trendingFreshUntil, type TrendingSources } from './trending-products.service';

/**
 * The shop's public catalogue per language, from memory (issue 15): built from the
 * database once per catalogue version and language, and serialised once too, so a
 * request costs the version check and nothing else.
 */
const { remember } = catalogueMemo();
/** One product page's body per language and slug: as many as the catalogue has, kept apart from the lists above. */
const pageBodies = catalogueMemo({ max: 5_000 });

/** Every product on sale as a reader of `locale` sees it, with its stock state and when it was added, in shop order. */
const listedProductsIn = (db: Database, locale: Locale): Promise<ListedProduct[]> =>
  remember(db, `listed products ${locale}`, async () => {
    const onSale = await listProducts(db);
    const localized = await localizedProducts(db, onSale.map((each) => each.product), locale);
    return localized.map((product, index) => ({ product, inStock: onSale[index]!.inStock, addedAt: onSale[index]!.addedAt }));
  });

/** Every product on sale as a reader of `locale` sees it, with its stock state, in shop order. */
const productPagesIn = (db: Database, locale: Locale): Promise<ProductPage[]> =>
  remember(db, `product pages ${locale}`, async () => (await listedProductsIn(db, locale)).map(({ product, inStock }) => ({ product, inStock })));

/** The products on sale as a reader of `locale` sees them (the shop, the home page's carousel). */
export const productsIn = (db: Database, locale: Locale): Promise<Product[]> =>
  remember(db, `products ${locale}`, async () => (await productPagesIn(db, locale)).map((page) => page.product));

const productPagesBySlug = (db: Database, locale: Locale): Promise<Map<string, ProductPage>> =>
  remember(db, `product pages by slug ${locale}`, async () => new Map((await productPagesIn(db, locale)).map((page) => [page.product.slug, page])));

/** The slugs of the products on sale, in shop order: the sitemap's product pages. */
export const productSlugsOnSale = async (db: Database): Promise<string[]> => (await productsIn(db, defaultLocale)).map((product) => product.slug);

/** The service categories and their services in `locale` (booking's step 1). */
export const serviceCatalogIn = (db: Database, locale: Locale): Promise<ServiceCatalogResponse> =>
  remember(db, `services ${locale}`, async () => localizedServiceCatalog(db, await listServiceCatalog(db), locale));

/** A listing's products in their order: as many as shoppers ask for (filters × sorts), within bounds. */
const listings = catalogueMemo({ max: 500 });
/** Its pages' bodies, likewise. */
const listingBodies = catalogueMemo({ max: 2_000 });

/** A listing's answer, and until when it holds when it is in best-selling order (which moves without a catalogue version). */
export interface ProductListAnswer {
  body: Representation;
  freshUntil?: number | undefined;
}

/** The products `query` lists, in its order: filtered and sorted once per version (and, best selling, per count of the sales). */
function listing(db: Database, locale: Locale, query: ProductListQuery, sales: TrendingSources) {
  const filters = {
    categories: [...new Set(query.category)].sort(),
    minPriceCents: query.minPrice,
    maxPriceCents: query.maxPrice,
    inStock: query.inStock,
  };
  const key = `${locale} ${query.sort} ${filters.categories.join(',')} ${filters.minPriceCents ?? ''}-${filters.maxPriceCents ?? ''} ${filters.inStock}`;
  const build = async () => {
    const [listed, best] = await Promise.all([listedProductsIn(db, locale), query.sort === 'best-selling' ? bestSellers(db, sales) : undefined]);
    return { key, freshUntil: best?.freshUntil, items: sortListing(filterListing(listed, filters), query.sort, best?.ids) };
  };
  if (query.sort !== 'best-selling') return listings.remember(db, key, build);
  const freshUntil = trendingFreshUntil(sales.now());
  return listings.remember(db, key, build, (made) => made.freshUntil === freshUntil);
}

/**
 * GET /api/products's body (issue 28): one page of the listing `query` names, made once
 * per version, language, listing and page. Asked for a product rather than a page, the
 * page that holds it.
 */
export async function productListBodyIn(db: Database, locale: Locale, query: ProductListQuery, sales: TrendingSources): Promise<ProductListAnswer> {
  const { key, items, freshUntil } = await listing(db, locale, query, sales);
  const page = query.page ?? (query.product === undefined ? 1 : pageHolding(items, query.product));
  const build = async (): Promise<ProductListAnswer> => {
    const { items: shown, ...place } = pageOfListing(items, page);
    return { freshUntil, body: jsonRepresentation(productListResponseSchema, { products: shown.map((entry) => entry.product), ...place }) };
  };
  return listingBodies.remember(db, `${key} ${page}`, build, (made) => made.freshUntil === freshUntil);
}

/** GET /api/products/by-slug/{slug}'s body in `locale`, made once per version; null for no product on sale by that slug. */
export async function productPageBody(db: Database, locale: Locale, slug: string): Promise<Representation | null> {
  const page = (await productPagesBySlug(db, locale)).get(slug);
  if (!page) return null;
  return pageBodies.remember(db, `${locale} ${slug}`, async () => jsonRepresentation(productPageResponseSchema, page));
}

/** GET /api/services's body in `locale`, likewise. */
export const serviceCatalogBody = (db: Database, locale: Locale): Promise<Representation> =>
  remember(db, `services body ${locale}`, async () => jsonRepresentation(serviceCatalogResponseSchema, await serviceCatalogIn(db, locale)));
