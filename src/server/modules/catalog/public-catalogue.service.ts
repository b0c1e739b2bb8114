import { serviceCatalogResponseSchema, type ServiceCatalogResponse } from '@shared/contracts/booking';
import { productListResponseSchema, type Product } from '@shared/contracts/products';
import type { Locale } from '@shared/i18n/locales';
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

/** The products on sale as a reader of `locale` sees them (the shop, the home page's carousel). */
export const productsIn = (db: Database, locale: Locale): Promise<Product[]> =>
  remember(db, `products ${locale}`, async () => localizedProducts(db, await listProducts(db), locale));

/** The service categories and their services in `locale` (booking's step 1). */
export const serviceCatalogIn = (db: Database, locale: Locale): Promise<ServiceCatalogResponse> =>
  remember(db, `services ${locale}`, async () => localizedServiceCatalog(db, await listServiceCatalog(db), locale));

/** GET /api/products's body in `locale`, made once per version. */
export const productListBody = (db: Database, locale: Locale): Promise<Representation> =>
  remember(db, `products body ${locale}`, async () => jsonRepresentation(productListResponseSchema, { products: await productsIn(db, locale) }));

/** GET /api/services's body in `locale`, likewise. */
export const serviceCatalogBody = (db: Database, locale: Locale): Promise<Representation> =>
  remember(db, `services body ${locale}`, async () => jsonRepresentation(serviceCatalogResponseSchema, await serviceCatalogIn(db, locale)));
