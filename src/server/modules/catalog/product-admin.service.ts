import type * as z from 'zod';
import { variantLabelOf } from '@shared/catalogue/variants';
import {
  consoleMessages,
  CONSOLE_PRODUCTS_PAGE_SIZE,
  LOW_STOCK_LIST_MAX,
  LOW_STOCK_THRESHOLD,
  type ConsoleProduct,
  type ConsoleProductList,
  type ConsoleProductListQuery,
  type LowStockList,
  type productBodySchema,
} from '@shared/contracts/console-catalogue';
import { reservedProductSlugs } from '@shared/routes/paths';
import type { Database, Executor } from '../../db/database';
import { sqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { AppError, fieldRefusal, notFound } from '../../lib/app-error';
import { changedFields, recordChange, type AuditActor } from '../audit/audit.service';
import {
  findConsoleProductsPage,
  findLowStockVariants,
  findProduct,
  findTakenSkus,
  findVariantsOfProducts,
  insertProductUnlessSlugTaken,
  lockVariantsOf,
  replaceVariants,
  updateProductRow,
  type NewVariantRow,
  type ProductEdit,
  type ProductRow,
  type VariantRow,
} from './catalog.repo';
import { groupByProduct, toProduct, type HeldStock } from './catalog.service';
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

/** One page of the console's products (the owner's search applied), with the list's size. */
export async function listConsoleProducts(db: Executor, heldStock: HeldStock, { q, page = 1 }: ConsoleProductListQuery): Promise<ConsoleProductList> {
  const { rows, total } = await findConsoleProductsPage(db, { query: q, offset: (page - 1) * CONSOLE_PRODUCTS_PAGE_SIZE, limit: CONSOLE_PRODUCTS_PAGE_SIZE });
  return {
    products: await consoleProductsOf(db, heldStock, rows),
    page,
    total,
    pageCount: Math.max(1, Math.ceil(total / CONSOLE_PRODUCTS_PAGE_SIZE)),
  };
}

/** One product as the console shows it, for its edit form. */
export async function consoleProduct(db: Executor, heldStock: HeldStock, productId: number): Promise<ConsoleProduct> {
  const row = await findProduct(db, productId);
  const [product] = row ? await consoleProductsOf(db, heldStock, [row]) : [];
  if (!product) throw notFound(consoleMessages.unknownProduct);
  return product;
}

async function consoleProductsOf(db: Executor, heldStock: HeldStock, rows: readonly ProductRow[]): Promise<ConsoleProduct[]> {
  const ids = rows.map((row) => row.id);
  const variants = groupByProduct(await findVariantsOfProducts(db, ids));
  const [held, categories] = [await heldStock(db, [...variants.values()].flat().map((variant) => variant.id)), await categorySlugsOfProducts(db, ids)];
  return rows.flatMap((row) => {
    const own = variants.get(row.id);
    return own ? [toConsoleProduct(row, own, held, categories.get(row.id))] : [];
  });
}

/** The variants at or below their low-stock threshold, the emptiest first (owner only). */
export async function lowStockList(db: Executor): Promise<LowStockList> {
  // One more than shown says whether there are more (a big catalogue can have thousands).
  const rows = await findLowStockVariants(db, LOW_STOCK_LIST_MAX + 1);
  return {
    more: rows.length > LOW_STOCK_LIST_MAX,
    variants: rows.slice(0, LOW_STOCK_LIST_MAX).map(({ variant, product }) => ({
      productId: product.id,
      productName: product.name,
      active: product.active,
      variantId: variant.id,
      label: variantLabelOf(variant.options),
      sku: variant.sku,
      stock: variant.stock,
      lowStockThreshold: variant.lowStockThreshold,
    })),
  };
}

export async function createProduct(db: Database, heldStock: HeldStock, actor: AuditActor, input: ProductInput): Promise<ConsoleProduct> {
  await assertImageExists(db, input.imageSrc);
  const product = await writingVariants(() =>
    db.transaction(async (tx) => {
      // An unknown category is refused before anything is written.
      const categories = input.categories === undefined ? [] : await resolveCategorySlugs(tx, input.categories);
      const row = await insertWithFreeSlug(tx, columnsOf(input));
      await saveVariants(tx, row, variantsOf(input, [], row), { madeSku: input.variants === undefined });
      const { after } = await setProductCategories(tx, row.id, categories);
      await recordChange(tx, { actor, action: 'product.created', subject: subjectOf(row.id), details: after.length > 0 ? { name: row.name, categories: after } : { name: row.name } });
      return (await findProduct(tx, row.id))!;
    }),
  );
  return (await consoleProductsOf(db, heldStock, [product]))[0]!;
}

/** A full update; only the fields that changed are written to the log, each as [before, after]. */
export async function updateProduct(db: Database, heldStock: HeldStock, actor: AuditActor, id: number, input: ProductInput): Promise<ConsoleProduct> {
  const product = await writingVariants(() => db.transaction(async (tx) => {
    // Variants before their product, in id order: the order a checkout's stock locks take.
    const variantsBefore = await lockVariantsOf(tx, id);
    const before = await findProduct(tx, id, { lock: true });
    if (!before) throw notFound(consoleMessages.unknownProduct);
    if (input.expectedUpdatedAt !== undefined && lastChangeOf(before, variantsBefore) !== input.expectedUpdatedAt) {
      throw new AppError(409, 'PRODUCT_CHANGED', consoleMessages.productChanged);
    }
    await assertImageExists(tx, input.imageSrc);
    // Left out, the categories stay as they are; an unknown one is refused before anything is written.
    const categories = input.categories === undefined ? undefined : await resolveCategorySlugs(tx, input.categories);
    const columns = columnsOf(input);
    const changes = changedFields(before, columns);
    const variants = variantsOf(input, variantsBefore, before);
    const variantsChanged = variantChanges(variantsBefore, variants);
    if (Object.keys(variantsChanged).length > 0) {
      await saveVariants(tx, before, variants);
      Object.assign(changes, variantsChanged);
    }
    if (categories !== undefined) {
      const moved = await setProductCategories(tx, id, categories);
      if (JSON.stringify(moved.before) !== JSON.stringify(moved.after)) changes.categories = [moved.before, moved.after];
    }
    if (Object.keys(changes).length === 0) return before;

    const after = await updateProductRow(tx, id, columns);
    await recordChange(tx, { actor, action: 'product.updated', subject: subjectOf(id), details: { name: after.name, changes } });
    return after;
  }));
  return (await consoleProductsOf(db, heldStock, [product]))[0]!;
}

/**
 * The variants the form asks for. Without `variants`, a product keeps its variants and the
 * form's price and stock are its one variant's (a new product's is made, its SKU from its
 * slug); a product with options must be edited through its variants.
 */
function variantsOf(input: ProductInput, before: readonly VariantRow[], product: ProductRow): NewVariantRow[] {
  if (input.variants) {
    const own = new Set(before.map((variant) => variant.id));
    input.variants.forEach((variant, index) => {
      if (variant.id !== undefined && !own.has(variant.id)) throw fieldRefusal(`variants.${index}.id`, consoleMessages.unknownVariant);
    });
    return variantRowsOf(input.variants, product.id);
  }
  const [only, ...more] = before;
  if (more.length > 0 || (only && only.options.length > 0)) throw fieldRefusal('variants', consoleMessages.variantsRequired);
  const priceCents = input.price!;
  const stock = input.stock!;
  return [only ? { ...withoutTimes(only), priceCents, stock } : { productId: product.id, options: [], sku: product.slug, priceCents, stock, sortOrder: 0 }];
}

const withoutTimes = ({ createdAt: _created, updatedAt: _updated, ...variant }: VariantRow): NewVariantRow => variant;

/** The contract's variants as rows of `productId`, in the order given (the console's form and the CSV import). */
export function variantRowsOf(variants: NonNullable<ProductInput['variants']>, productId: number): NewVariantRow[] {
  return variants.map((variant, index) => ({
    ...(variant.id === undefined ? {} : { id: variant.id }),
    productId,
    options: variant.options,
    sku: variant.sku,
    barcode: variant.barcode || null,
    priceCents: variant.price,
    stock: variant.stock,
    lowStockThreshold: variant.lowStockThreshold,
    sortOrder: index,
  }));
}

/**
 * What changed in the variants, for the audit log: a product without options logs its
 * price and stock as it always did; one with options, its variants before and after.
 */
export function variantChanges(before: readonly VariantRow[], after: readonly NewVariantRow[]): Record<string, [unknown, unknown]> {
  const [was] = before;
  const [is] = after;
  const single = (variants: ReadonlyArray<NewVariantRow>) => variants.length === 1 && (variants[0]!.options ?? []).length === 0;
  if (was && is && single(before) && single(after) && was.sku === is.sku && was.id === is.id) {
    return changedFields({ priceCents: was.priceCents, stock: was.stock }, { priceCents: is.priceCents, stock: is.stock ?? 0 });
  }
  const shown = (variants: ReadonlyArray<NewVariantRow>) =>
    variants.map((variant) => ({
      sku: variant.sku,
      options: variantLabelOf(variant.options ?? []),
      priceCents: variant.priceCents,
      stock: variant.stock ?? 0,
      barcode: variant.barcode ?? null,
      lowStockThreshold: variant.lowStockThreshold ?? LOW_STOCK_THRESHOLD,
    }));
  const [then, now] = [shown(before), shown(after)];
  return JSON.stringify(then) === JSON.stringify(now) ? {} : { variants: [then, now] };
}

/**
 * Writes the variants; a SKU another product's variant has is refused first, with a clear
 * answer. A SKU the shop made from the slug (a new product without options) that is taken
 * gets the product's number instead.
 */
async function saveVariants(tx: Executor, product: ProductRow, variants: readonly NewVariantRow[], { madeSku = false } = {}): Promise<void> {
  const own = (await findVariantsOfProducts(tx, [product.id])).map((variant) => variant.id);
  const taken = await findTakenSkus(tx, variants.map((variant) => variant.sku), own);
  if (taken.length > 0 && !madeSku) throw skuTaken();
  await replaceVariants(tx, product.id, taken.length > 0 ? variants.map((variant) => ({ ...variant, sku: `${variant.sku}-${product.id}` })) : variants);
}

/** When the owner's form last saw the product: its own last change or its variants' (a sale changes a variant's stock). */
function lastChangeOf(product: ProductRow, variants: readonly VariantRow[]): string {
  return new Date(Math.max(product.updatedAt.getTime(), ...variants.map((variant) => variant.updatedAt.getTime()))).toISOString();
}

/** A SKU written meanwhile by another save is the database's refusal, as is removing a variant an order names; the answers are the same as when the check sees it first. */
export async function writingVariants<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION && String((error as { constraint?: string }).constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint).includes('sku')) {
      throw skuTaken();
    }
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new AppError(409, 'VARIANT_ORDERED', consoleMessages.variantOrdered);
    throw error;
  }
}

const FOREIGN_KEY_VIOLATION = '23503';
const skuTaken = () => new AppError(409, 'SKU_TAKEN', consoleMessages.skuTaken, { variants: consoleMessages.skuTaken });

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
    sortOrder: input.sortOrder,
    imagePath: input.imageSrc,
    imageAlt: input.imageAlt,
    active: input.active,
  };
}

/** An uploaded image must have been uploaded, under its own extension (a demo image under public/ is known by its path alone). */
async function assertImageExists(db: Executor, src: string): Promise<void> {
  if (src.startsWith('/media/') && !(await isUploadedImage(db, src))) throw fieldRefusal('imageSrc', consoleMessages.imageRequired);
}

/** `held`: what open checkouts hold, per variant (D26). */
function toConsoleProduct(row: ProductRow, variants: readonly VariantRow[], held: ReadonlyMap<number, number>, categories: readonly string[] = []): ConsoleProduct {
  const { image, variants: _shopVariants, ...shown } = toProduct(row, variants, categories);
  const consoleVariants = variants.map((variant) => {
    const available = Math.max(0, variant.stock - (held.get(variant.id) ?? 0));
    return {
      id: variant.id,
      options: variant.options,
      label: variantLabelOf(variant.options),
      sku: variant.sku,
      barcode: variant.barcode,
      priceCents: variant.priceCents,
      stock: variant.stock,
      available,
      lowStockThreshold: variant.lowStockThreshold,
      lowStock: available <= variant.lowStockThreshold,
    };
  });
  return {
    ...shown,
    image: { src: image.src, alt: image.alt },
    stock: consoleVariants.reduce((sum, variant) => sum + variant.stock, 0),
    available: consoleVariants.reduce((sum, variant) => sum + variant.available, 0),
    lowStock: consoleVariants.some((variant) => variant.lowStock),
    sortOrder: row.sortOrder,
    active: row.active,
    updatedAt: lastChangeOf(row, variants),
    variants: consoleVariants,
  };
}
