import { serviceCatalogResponseSchema, type ServiceCatalogResponse } from '@shared/contracts/booking';
import { productListResponseSchema, productPageResponseSchema, type Product, type ProductPage } from '@shared/contracts/products';
import { defaultLocale, type Locale } from '@shared/i18n/locales';
import type { Database } from '../../db/database';
import { jsonRepresentation, type Representation } from '../../lib/representation';
import { catalogueMemo } from '../shop/catalogue-version.service';
import { listProducts } from './catalog.service';
import { listServiceCatalog } from './service-catalog.service';
import { localizedProducts, localizedServiceCatalog } from './translations.service';

/**
 * The shop's public catalogue per language, from memory (issue 15): built from the
 * database once per catalogue version and language, and serialised once too, so a
 * request costs the version check and nothing else.
 */
const { remember } = catalogueMemo();
/** One product page's body per language and slug: as many as the catalogue has, kept apart from the lists above. */
const pageBodies = catalogueMemo({ max: 5_000 });

/** Every product on sale as a reader of `locale` sees it, with its stock state, in shop order. */
const productPagesIn = (db: Database, locale: Locale): Promise<ProductPage[]> =>
  remember(db, `product pages ${locale}`, async () => {
    const onSale = await listProducts(db);
    const localized = await localizedProducts(db, onSale.map((each) => each.product), locale);
    return localized.map((product, index) => ({ product, inStock: onSale[index]!.inStock }));
  });

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

/** GET /api/products's body in `locale`, made once per version. */
export const productListBody = (db: Database, locale: Locale): Promise<Representation> =>
  remember(db, `products body ${locale}`, async () => jsonRepresentation(productListResponseSchema, { products: await productsIn(db, locale) }));

/** Filtered listings' bodies: one per language and set of categories, as many as shoppers ask for, within bounds. */
const filteredBodies = catalogueMemo({ max: 1_000 });

/** GET /api/products?category=…'s body in `locale`: the products in every one of `categories`, made once per version. */
export function productListBodyIn(db: Database, locale: Locale, categories: readonly string[]): Promise<Representation> {
  if (categories.length === 0) return productListBody(db, locale);
  const wanted = [...new Set(categories)].sort();
  return filteredBodies.remember(db, `${locale} ${wanted.join(' ')}`, async () =>
    jsonRepresentation(productListResponseSchema, {
      products: (await productsIn(db, locale)).filter((product) => wanted.every((slug) => product.categories.includes(slug))),
    }),
  );
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
