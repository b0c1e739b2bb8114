import { formatCatalogPrice } from '@shared/i18n/format';
import { defaultLocale } from '@shared/i18n/locales';
import { productImageSize, type Product } from '@shared/contracts/products';
import type { Database, Executor } from '../../db/database';
import { findActiveProducts, findActiveProductsByIds, takeFromShelf, type ProductRow } from './catalog.repo';

/** What a cart or an order needs to know of a product on sale today. */
export type ProductForSale = Pick<ProductRow, 'id' | 'name' | 'priceCents' | 'imagePath' | 'imageAlt' | 'stock'>;

export async function listProducts(db: Database): Promise<Product[]> {
  return (await findActiveProducts(db)).map(toProduct);
}

/** The products among `ids` that are on sale (active), by id, in one query; the others are left out. */
export async function productsForSale(db: Executor, ids: Iterable<number>): Promise<Map<number, ProductForSale>> {
  const rows = await findActiveProductsByIds(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, priceCents: row.priceCents, imagePath: row.imagePath, imageAlt: row.imageAlt, stock: row.stock },
    ]),
  );
}

/**
 * Takes a paid order's quantities off the shelf exactly as given, never below zero
 * (D5). Run it in the transaction that marks the order paid. Returns the lines the
 * shelf could not fully cover (stock sold twice between checkout and payment).
 */
export const takeStock = (db: Executor, lines: ReadonlyArray<{ productId: number; quantity: number }>) =>
  takeFromShelf(db, lines);

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    carouselName: row.carouselName,
    description: row.description,
    priceCents: row.priceCents,
    price: formatCatalogPrice(row.priceCents, defaultLocale),
    image: { src: row.imagePath, alt: row.imageAlt, ...productImageSize },
  };
}
