import type * as z from 'zod';
import { consoleMessages, LOW_STOCK_THRESHOLD, type ConsoleProduct, type productBodySchema } from '@shared/contracts/console-catalogue';
import { reservedProductSlugs } from '@shared/routes/paths';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields, recordChange, type AuditActor } from '../audit/audit.service';
import { findAllProducts, findProduct, insertProductUnlessSlugTaken, updateProductRow, type ProductEdit, type ProductRow } from './catalog.repo';
import { toProduct, type HeldStock } from './catalog.service';
import { resolveCategorySlugs, setProductCategories } from './product-category-admin.service';
import { categorySlugsOfProducts } from './product-categories.service';
import { productSlugOf, slugCandidates } from './slug';
import { isUploadedImage } from './uploaded-images.service';

/**
 * The owner console's products (issue 12): every product with its stock and state,
 * and the one way to create or change one. Each change is recorded in the audit log
 * in its own transaction. Deactivating is an edit (`active: false`): a product is
 * never deleted, so past orders and carts keep pointing at it.
 */
export type ProductInput = z.output<typeof productBodySchema>;

export async function listConsoleProducts(db: Executor, heldStock: HeldStock): Promise<ConsoleProduct[]> {
  const rows = await findAllProducts(db);
  const ids = rows.map((row) => row.id);
  const [held, categories] = [await heldStock(db, ids), await categorySlugsOfProducts(db, ids)];
  return rows.map((row) => toConsoleProduct(row, held.get(row.id), categories.get(row.id)));
}

export async function createProduct(db: Database, actor: AuditActor, input: ProductInput): Promise<ConsoleProduct> {
  await assertImageExists(db, input.imageSrc);
  return db.transaction(async (tx) => {
    // An unknown category is refused before anything is written.
    const categories = input.categories === undefined ? [] : await resolveCategorySlugs(tx, input.categories);
    const row = await insertWithFreeSlug(tx, columnsOf(input));
    const { after } = await setProductCategories(tx, row.id, categories);
    await recordChange(tx, { actor, action: 'product.created', subject: subjectOf(row.id), details: after.length > 0 ? { name: row.name, categories: after } : { name: row.name } });
    return toConsoleProduct(row, 0, after);
  });
}

/** A full update; only the fields that changed are written to the log, each as [before, after]. */
export async function updateProduct(db: Database, heldStock: HeldStock, actor: AuditActor, id: number, input: ProductInput): Promise<ConsoleProduct> {
  const product = await db.transaction(async (tx) => {
    const before = await findProduct(tx, id, { lock: true });
    if (!before) throw notFound(consoleMessages.unknownProduct);
    if (input.expectedUpdatedAt !== undefined && before.updatedAt.toISOString() !== input.expectedUpdatedAt) {
      throw new AppError(409, 'PRODUCT_CHANGED', consoleMessages.productChanged);
    }
    await assertImageExists(tx, input.imageSrc);
    // Left out, the categories stay as they are; an unknown one is refused before anything is written.
    const categories = input.categories === undefined ? undefined : await resolveCategorySlugs(tx, input.categories);
    const columns = columnsOf(input);
    const changes = changedFields(before, columns);
    if (categories !== undefined) {
      const moved = await setProductCategories(tx, id, categories);
      if (JSON.stringify(moved.before) !== JSON.stringify(moved.after)) changes.categories = [moved.before, moved.after];
    }
    if (Object.keys(changes).length === 0) return before;

    const after = await updateProductRow(tx, id, columns);
    await recordChange(tx, { actor, action: 'product.updated', subject: subjectOf(id), details: { name: after.name, changes } });
    return after;
  });
  return toConsoleProduct(product, (await heldStock(db, [id])).get(id), (await categorySlugsOfProducts(db, [id])).get(id));
}

/**
 * A new product with a slug made from its name ("rope-for-dogs", "rope-for-dogs-2" when
 * taken). A rename later keeps it: the product's page keeps its address.
 */
async function insertWithFreeSlug(db: Executor, columns: ProductEdit): Promise<ProductRow> {
  for (const slug of slugCandidates(productSlugOf(columns.name), reservedProductSlugs)) {
    const row = await insertProductUnlessSlugTaken(db, { ...columns, slug });
    if (row) return row;
  }
  throw new Error('unreachable: slug candidates never end');
}

const subjectOf = (id: number) => `product:${id}`;

/** The form's fields as columns: an empty carousel name is the name (the contract's promise). */
export function columnsOf(input: ProductInput): ProductEdit {
  return {
    name: input.name,
    carouselName: input.carouselName || input.name,
    description: input.description,
    priceCents: input.price,
    stock: input.stock,
    sortOrder: input.sortOrder,
    imagePath: input.imageSrc,
    imageAlt: input.imageAlt,
    active: input.active,
  };
}

/** An uploaded image must have been uploaded, under its own extension (a demo image under public/ is known by its path alone). */
async function assertImageExists(db: Executor, src: string): Promise<void> {
  if (src.startsWith('/media/') && !(await isUploadedImage(db, src))) throw new AppError(422, 'VALIDATION_ERROR', 'errors.validation', { imageSrc: consoleMessages.imageRequired });
}

/** `held`: what open checkouts hold of it (D26); a new product has none. */
function toConsoleProduct(row: ProductRow, held = 0, categories: readonly string[] = []): ConsoleProduct {
  const { image, ...shown } = toProduct(row, categories);
  const available = Math.max(0, row.stock - held);
  return {
    ...shown,
    image: { src: image.src, alt: image.alt },
    stock: row.stock,
    available,
    lowStock: available <= LOW_STOCK_THRESHOLD,
    sortOrder: row.sortOrder,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}
