import { productOptionsOf, variantLabelOf } from '@shared/catalogue/variants';
import { productImageSize, type ImageRendition, type Product, type ProductVariant } from '@shared/contracts/products';
import type { Database, Executor } from '../../db/database';
import { categorySlugsOfProducts } from './product-categories.service';
import { productImageSrcsets } from './uploaded-images.service';
import {
  findActiveProducts,
  findActiveVariantsByIds,
  findVariantsOfActiveProducts,
  findVariantsOfProducts,
  lockShelfStock,
  returnToShelf,
  takeFromShelf,
  type ProductRow,
  type VariantRow,
} from './catalog.repo';

/** What a cart or an order needs to know of a variant on sale today, and of its product. */
export interface VariantForSale {
  variantId: number;
  productId: number;
  /** The product's name. */
  name: string;
  /** Its option values ("15 lb"); empty for a product without options. */
  label: string;
  sku: string;
  priceCents: number;
  /** Its own picture, or the product's. */
  imagePath: string;
  imageAlt: string;
  stock: number;
}

/**
 * The products on sale, in shop order, each with whether any of its variants is on the
 * shelf (its page says so) and when it was added (the listing's newest).
 */
export async function listProducts(db: Database): Promise<Array<{ product: Product; inStock: boolean; addedAt: number }>> {
  const rows = await findActiveProducts(db);
  const [categories, srcsets, variantRows] = await Promise.all([
    categorySlugsOfProducts(db, rows.map((row) => row.id)),
    productImageSrcsets(db, rows.map((row) => row.imagePath)),
    findVariantsOfActiveProducts(db),
  ]);
  const variants = groupByProduct(variantRows);
  return rows.flatMap((row) => {
    const own = variants.get(row.id) ?? [];
    // Every product has a variant (migration 0025 and every writer); one without is not for sale.
    if (own.length === 0) return [];
    return [
      {
        product: toProduct(row, own, categories.get(row.id), srcsets.get(row.imagePath)),
        inStock: own.some((variant) => variant.stock > 0),
        addedAt: row.createdAt.getTime(),
      },
    ];
  });
}

/** These products as the shop shows them, with their variants (the trending list's). */
export async function productsWithVariants(db: Executor, rows: readonly ProductRow[]): Promise<Map<number, Product>> {
  const ids = rows.map((row) => row.id);
  const [variantRows, categories, srcsets] = await Promise.all([
    findVariantsOfProducts(db, ids),
    categorySlugsOfProducts(db, ids),
    productImageSrcsets(db, rows.map((row) => row.imagePath)),
  ]);
  const variants = groupByProduct(variantRows);
  return new Map(
    rows.flatMap((row) =>
      variants.has(row.id) ? [[row.id, toProduct(row, variants.get(row.id)!, categories.get(row.id), srcsets.get(row.imagePath))] as const] : [],
    ),
  );
}

/** The variants among `ids` whose product is on sale (active), by variant id, in one query; the others are left out. */
export async function variantsForSale(db: Executor, ids: Iterable<number>): Promise<Map<number, VariantForSale>> {
  const rows = await findActiveVariantsByIds(db, [...new Set(ids)]);
  return new Map(rows.map(({ variant, product }) => [variant.id, toVariantForSale(variant, product)]));
}

/** Each product's variants on sale, in its order (a cart line that names only its product takes its one variant). */
export async function variantsOfProductsForSale(db: Executor, productIds: readonly number[]): Promise<Map<number, VariantForSale[]>> {
  const rows = await findVariantsOfProducts(db, productIds);
  const onSale = await variantsForSale(db, rows.map((row) => row.id));
  const byProduct = new Map<number, VariantForSale[]>();
  for (const row of rows) {
    const variant = onSale.get(row.id);
    if (variant) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), variant]);
  }
  return byProduct;
}

/**
 * Takes a paid order's quantities off the shelf exactly as given, never below zero
 * (D5). Run it in the transaction that marks the order paid. Returns the lines the
 * shelf could not fully cover (stock sold twice between checkout and payment).
 */
export const takeStock = (db: Executor, lines: ReadonlyArray<{ variantId: number; quantity: number }>) => takeFromShelf(db, lines);

/** Puts refunded quantities back on the shelf (D26), in the transaction that records the refund. */
export const returnStock = (db: Executor, lines: ReadonlyArray<{ variantId: number; quantity: number }>) => returnToShelf(db, lines);

/**
 * Stock that open checkouts hold, per variant (D26), less one customer's own when
 * `exceptUserId` names them. Checkout owns the holds; the composition root (app.ts) hands
 * its answer to the catalogue's console and to the cart, which cannot depend on checkout.
 */
export type HeldStock = (db: Executor, variantIds: readonly number[], options?: { exceptUserId?: string }) => Promise<Map<number, number>>;

/**
 * The shelf stock of these variants, locked until the transaction ends so that no other
 * checkout or payment changes what is available meanwhile (D26). Variants in id order.
 */
export const lockStock = (db: Executor, variantIds: Iterable<number>) => lockShelfStock(db, [...new Set(variantIds)]);

/**
 * A product as the shop shows it, with its variants and its picture's srcset if it has
 * one; the console's view adds what only the owner sees.
 */
export function toProduct(row: ProductRow, variants: readonly VariantRow[], categories: readonly string[] = [], srcset?: ImageRendition[]): Product {
  const image = { src: row.imagePath, alt: row.imageAlt, ...productImageSize, ...(srcset && { srcset }) };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    carouselName: row.carouselName,
    description: row.description,
    priceCents: Math.min(...variants.map((variant) => variant.priceCents)),
    image,
    categories: [...categories],
    options: productOptionsOf(variants),
    variants: variants.map((variant) => toShopVariant(variant, image)),
  };
}

function toShopVariant(variant: VariantRow, productImage: Product['image']): ProductVariant {
  return {
    id: variant.id,
    options: variant.options,
    label: variantLabelOf(variant.options),
    sku: variant.sku,
    priceCents: variant.priceCents,
    inStock: variant.stock > 0,
    // A variant's own picture has no copies listed: the product's srcset is of another image.
    image: variant.imagePath ? { src: variant.imagePath, alt: variant.imageAlt ?? productImage.alt, ...productImageSize } : productImage,
  };
}

function toVariantForSale(variant: VariantRow, product: ProductRow): VariantForSale {
  return {
    variantId: variant.id,
    productId: product.id,
    name: product.name,
    label: variantLabelOf(variant.options),
    sku: variant.sku,
    priceCents: variant.priceCents,
    imagePath: variant.imagePath ?? product.imagePath,
    imageAlt: variant.imagePath ? (variant.imageAlt ?? product.imageAlt) : product.imageAlt,
    stock: variant.stock,
  };
}

export function groupByProduct(variants: readonly VariantRow[]): Map<number, VariantRow[]> {
  const byProduct = new Map<number, VariantRow[]>();
  for (const variant of variants) byProduct.set(variant.productId, [...(byProduct.get(variant.productId) ?? []), variant]);
  return byProduct;
}
