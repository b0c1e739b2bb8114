import { productImageSize, type ImageRendition, type Product } from '@shared/contracts/products';
import type { Database, Executor } from '../../db/database';
import { categorySlugsOfProducts } from './product-categories.service';
import { productImageSrcsets } from './uploaded-images.service';
import { findActiveProducts, findActiveProductsByIds, lockShelfStock, returnToShelf, takeFromShelf, type ProductRow } from './catalog.repo';

/** What a cart or an order needs to know of a product on sale today. */
export type ProductForSale = Pick<ProductRow, 'id' | 'name' | 'priceCents' | 'imagePath' | 'imageAlt' | 'stock'>;

/** The products on sale, in shop order, each with whether its shelf has any (its page says so) and when it was added (the listing's newest). */
export async function listProducts(db: Database): Promise<Array<{ product: Product; inStock: boolean; addedAt: number }>> {
  const rows = await findActiveProducts(db);
  const [categories, srcsets] = await Promise.all([
    categorySlugsOfProducts(db, rows.map((row) => row.id)),
    productImageSrcsets(db, rows.map((row) => row.imagePath)),
  ]);
  return rows.map((row) => ({
    product: toProduct(row, categories.get(row.id), srcsets.get(row.imagePath)),
    inStock: row.stock > 0,
    addedAt: row.createdAt.getTime(),
  }));
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

/** Puts refunded quantities back on the shelf (D26), in the transaction that records the refund. */
export const returnStock = (db: Executor, lines: ReadonlyArray<{ productId: number; quantity: number }>) => returnToShelf(db, lines);

/**
 * Stock that open checkouts hold, per product (D26), less one customer's own when
 * `exceptUserId` names them. Checkout owns the holds; the composition root (app.ts) hands
 * its answer to the catalogue's console and to the cart, which cannot depend on checkout.
 */
export type HeldStock = (db: Executor, productIds: readonly number[], options?: { exceptUserId?: string }) => Promise<Map<number, number>>;

/**
 * The shelf stock of these products, locked until the transaction ends so that no other
 * checkout or payment changes what is available meanwhile (D26). Products in id order.
 */
export const lockStock = (db: Executor, productIds: Iterable<number>) => lockShelfStock(db, [...new Set(productIds)]);

/** A product as the shop shows it, with its picture's srcset if it has one; the console's view adds what only the owner sees. */
export function toProduct(row: ProductRow, categories: readonly string[] = [], srcset?: ImageRendition[]): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    carouselName: row.carouselName,
    description: row.description,
    priceCents: row.priceCents,
    image: { src: row.imagePath, alt: row.imageAlt, ...productImageSize, ...(srcset && { srcset }) },
    categories: [...categories],
  };
}
