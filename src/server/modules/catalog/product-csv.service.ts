import { parse } from 'csv-parse/sync';
import { consoleMessages, productBodySchema, SORT_ORDER_MAX, type ProductBody } from '@shared/contracts/console-catalogue';
import { productCsvColumns, productCsvHeader, productCsvMessages, productCsvRequired, type ProductImportProblem, type ProductImportReport } from '@shared/contracts/product-csv';
import { issueValues, message, type Message } from '@shared/i18n/message';
import { reservedProductSlugs } from '@shared/routes/paths';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { csvAmount, toCsv, undefuse, type CsvCell } from '../../lib/csv';
import { escapeHtml, textOfHtml } from '../../lib/html';
import type { Translate } from '../../lib/i18n';
import { changedFields, recordChanges, type AuditActor, type AuditChange } from '../audit/audit.service';
import {
  findAllProducts,
  findProductsBySlugs,
  findTakenSkus,
  findVariantsOfProducts,
  insertProductsUnlessSlugTaken,
  insertVariants,
  lastSortOrder,
  replaceVariants,
  updateProductRow,
  type NewVariantRow,
  type ProductEdit,
  type ProductRow,
  type VariantRow,
} from './catalog.repo';
import { groupByProduct } from './catalog.service';
import { columnsOf, variantChanges, variantRowsOf, writingVariants } from './product-admin.service';
import { findProductCategories, insertCategoryMembers, replaceProductCategories } from './product-categories.repo';
import { categorySlugsOfProducts } from './product-categories.service';
import { isUploadedImage } from './uploaded-images.service';

/**
 * The catalogue as a CSV file in Shopify's column names (issue 28, item 7): every product
 * out, in shop order, one row per variant; and in, matched by Handle (the slug): a known
 * handle updates its product and its variants (matched by SKU, else by their options), a
 * new one creates a product with that slug. An import is load → decide → write: every
 * product is checked by the console form's contract first, and any problem writes
 * nothing; otherwise everything is written in one transaction.
 */

type Column = keyof typeof productCsvColumns;
const OPTION_COLUMNS = [
  ['option1Name', 'option1Value'],
  ['option2Name', 'option2Value'],
  ['option3Name', 'option3Value'],
] as const satisfies ReadonlyArray<readonly [Column, Column]>;

export async function productsCsv(db: Executor, baseUrl: string): Promise<string> {
  const rows = await findAllProducts(db);
  const ids = rows.map((row) => row.id);
  const [variants, categories] = await Promise.all([findVariantsOfProducts(db, ids).then(groupByProduct), categorySlugsOfProducts(db, ids)]);
  return toCsv(
    productCsvHeader,
    rows.flatMap((row) => (variants.get(row.id) ?? []).map((variant, index) => csvRow(row, variant, index === 0, categories.get(row.id) ?? [], baseUrl))),
  );
}

/** One variant's row; the product's own cells on its first row only, as Shopify writes them. */
function csvRow(product: ProductRow, variant: VariantRow, first: boolean, categories: readonly string[], baseUrl: string): CsvCell[] {
  const cells: Record<Column, CsvCell> = {
    handle: product.slug,
    title: first ? product.name : '',
    body: first ? escapeHtml(product.description) : '',
    published: first ? (product.active ? 'TRUE' : 'FALSE') : '',
    tags: first ? categories.join(', ') : '',
    option1Name: first ? (variant.options[0]?.name ?? '') : '',
    option1Value: variant.options[0]?.value ?? '',
    option2Name: first ? (variant.options[1]?.name ?? '') : '',
    option2Value: variant.options[1]?.value ?? '',
    option3Name: first ? (variant.options[2]?.name ?? '') : '',
    option3Value: variant.options[2]?.value ?? '',
    sku: variant.sku,
    barcode: variant.barcode ?? '',
    price: csvAmount(variant.priceCents),
    stock: variant.stock,
    imageSrc: first ? `${baseUrl}${product.imagePath}` : '',
    imageAlt: first ? product.imageAlt : '',
  };
  return (Object.keys(productCsvColumns) as Column[]).map((column) => cells[column]);
}

export interface ImportContext {
  actor: AuditActor;
  baseUrl: string;
  translate: Translate;
}

export async function importProductsCsv(db: Database, csv: string, dryRun: boolean, context: ImportContext): Promise<ProductImportReport> {
  const file = readFile(csv);
  if ('problem' in file) return report(dryRun, context, emptyPlan([], [file.problem]));
  if (dryRun) return report(true, context, await planImport(db, file, context.baseUrl));

  return writingVariants(() =>
    db.transaction(async (tx) => {
      const plan = await planImport(tx, file, context.baseUrl, { lock: true });
      if (plan.problems.length > 0) return report(false, context, plan);
      const created = await insertProductsUnlessSlugTaken(tx, plan.creates.map((create) => ({ ...create.columns, slug: create.slug })));
      // A product made with one of these handles since we looked: nothing is written, the owner tries again.
      if (created.length < plan.creates.length) throw new AppError(409, 'PRODUCT_CHANGED', consoleMessages.productChanged);
      const idOf = new Map(created.map((row) => [row.slug, row.id]));
      await insertVariants(tx, plan.creates.flatMap((create) => create.variants.map((variant) => ({ ...variant, productId: idOf.get(create.slug)! }))));
      await insertCategoryMembers(tx, plan.creates.flatMap((create) => (create.categoryIds ?? []).map((categoryId) => ({ categoryId, productId: idOf.get(create.slug)! }))));
      const changes: AuditChange[] = created.map((row) => ({
        actor: context.actor,
        action: 'product.created',
        subject: `product:${row.id}`,
        details: { name: row.name, via: 'csv' },
      }));
      for (const update of plan.updates) {
        await replaceVariants(tx, update.id, update.variants);
        if (update.categoryIds) await replaceProductCategories(tx, update.id, update.categoryIds);
        const after = await updateProductRow(tx, update.id, update.columns);
        changes.push({ actor: context.actor, action: 'product.updated', subject: `product:${update.id}`, details: { name: after.name, changes: update.changes, via: 'csv' } });
      }
      await recordChanges(tx, changes);
      return { ...report(false, context, plan), written: true };
    }),
  );
}

interface CsvFile {
  header: string[];
  records: string[][];
}

interface RawProblem {
  row: number;
  column: string | null;
  message: Message;
}

/** A product as the file has it: its columns, its variants (rows without a product id yet), and its categories when the file names them. */
interface PlannedProduct {
  slug: string;
  columns: ProductEdit;
  variants: NewVariantRow[];
  categoryIds?: number[];
}

interface ImportPlan {
  creates: PlannedProduct[];
  updates: Array<PlannedProduct & { id: number; changes: Record<string, [unknown, unknown]> }>;
  unchanged: number;
  ignoredColumns: string[];
  problems: RawProblem[];
}

const emptyPlan = (ignoredColumns: string[], problems: RawProblem[]): ImportPlan => ({ creates: [], updates: [], unchanged: 0, ignoredColumns, problems });

function report(dryRun: boolean, { translate }: ImportContext, plan: ImportPlan): ProductImportReport {
  const problems: ProductImportProblem[] = plan.problems.map((problem) => ({ row: problem.row, column: problem.column, message: translate(problem.message) }));
  return {
    dryRun,
    written: false,
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    ignoredColumns: plan.ignoredColumns,
    problems,
  };
}

/** The file's rows, or why it is not CSV (an unclosed quote, a row with a different number of cells…). */
function readFile(csv: string): CsvFile | { problem: RawProblem } {
  let rows: string[][];
  try {
    rows = parse(csv, { bom: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : 1;
    return { problem: { row: Math.max(1, line), column: null, message: message(productCsvMessages.unreadable, { line: Math.max(1, line) }) } };
  }
  const [header, ...records] = rows;
  if (!header) return { problem: { row: 1, column: null, message: productCsvMessages.empty } };
  return { header: header.map((name) => name.trim()), records };
}

/** One product's rows: the spreadsheet's row numbers and cells, the first row carrying the product's own cells. */
interface RowGroup {
  handle: string;
  rows: Array<{ row: number; record: string[] }>;
}

/** Load what the rows name, then decide each product. */
async function planImport(db: Executor, file: CsvFile, baseUrl: string, { lock = false } = {}): Promise<ImportPlan> {
  const ignoredColumns = file.header.filter((name) => !(productCsvHeader as readonly string[]).includes(name));
  const missing = productCsvRequired.map((column) => productCsvColumns[column]).filter((name) => !file.header.includes(name));
  if (missing.length > 0) return emptyPlan(ignoredColumns, missing.map((column) => ({ row: 1, column, message: productCsvMessages.columnMissing })));

  const at = Object.fromEntries(Object.entries(productCsvColumns).map(([key, name]) => [key, file.header.indexOf(name)])) as Record<Column, number>;
  const has = (column: Column) => at[column] >= 0;
  const cell = (record: string[], column: Column) => (has(column) ? undefuse(record[at[column]] ?? '') : '');
  const plan = emptyPlan(ignoredColumns, []);

  // A product's rows come one after the other; its handle again after another product's is a mistake.
  const groups: RowGroup[] = [];
  const seen = new Set<string>();
  file.records.forEach((record, index) => {
    const row = index + 2;
    const handle = cell(record, 'handle').trim();
    const last = groups.at(-1);
    if (!handle) plan.problems.push({ row, column: productCsvColumns.handle, message: productCsvMessages.handleRequired });
    else if (last?.handle === handle) last.rows.push({ row, record });
    else if (seen.has(handle)) plan.problems.push({ row, column: productCsvColumns.handle, message: productCsvMessages.handleRepeated });
    else {
      seen.add(handle);
      groups.push({ handle, rows: [{ row, record }] });
    }
  });

  const existing = new Map((await findProductsBySlugs(db, [...seen], { lock })).map((row) => [row.slug, row]));
  const existingIds = [...existing.values()].map((row) => row.id);
  const [variantsOf, categoriesOf, categories] = await Promise.all([
    findVariantsOfProducts(db, existingIds).then(groupByProduct),
    categorySlugsOfProducts(db, existingIds),
    findProductCategories(db),
  ]);
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));
  const uploads = [...new Set(groups.map((group) => imagePathOf(cell(group.rows[0]!.record, 'imageSrc'), baseUrl)).filter((path) => path?.startsWith('/media/')))];
  const missingUploads = new Set<string>();
  for (const path of uploads) if (!(await isUploadedImage(db, path!))) missingUploads.add(path!);
  // SKUs another product's variant has (the file's own products' variants may move between rows).
  const ownVariantIds = [...variantsOf.values()].flat().map((variant) => variant.id);
  const fileSkus = file.records.map((record) => cell(record, 'sku').trim()).filter(Boolean);
  const takenSkus = new Set(await findTakenSkus(db, [...new Set(fileSkus)], ownVariantIds));
  const skusInFile = new Set<string>();

  let nextSortOrder = (await lastSortOrder(db)) + 1;
  for (const group of groups) {
    const problems: RawProblem[] = [];
    const problem = (row: number, column: Column | null, text: Message) => problems.push({ row, column: column && productCsvColumns[column], message: text });
    const [first, ...rest] = group.rows;
    const top = first!.record;
    const before = existing.get(group.handle);
    const variantsBefore = before ? (variantsOf.get(before.id) ?? []) : [];
    if (!before && (group.handle.length > HANDLE_MAX || !HANDLE.test(group.handle) || reservedProductSlugs.includes(group.handle))) {
      problem(first!.row, 'handle', productCsvMessages.handleInvalid);
    }

    const published = PUBLISHED[cell(top, 'published').trim().toUpperCase()];
    if (published === undefined) problem(first!.row, 'published', productCsvMessages.publishedInvalid);
    const imageSrc = imagePathOf(cell(top, 'imageSrc'), baseUrl);
    if (imageSrc === undefined) problem(first!.row, 'imageSrc', productCsvMessages.imageElsewhere);
    else if (missingUploads.has(imageSrc)) problem(first!.row, 'imageSrc', consoleMessages.imageRequired);

    // Shopify writes a product without options as one option "Title" with the value "Default Title".
    const optionNames = OPTION_COLUMNS.map(([name]) => cell(top, name).trim());
    // Rows whose SKU we make from the handle: a bad handle is said once, on the Handle.
    const madeSkus = new Set<number>();
    const noOptions = optionNames.every((name) => name === '') || (optionNames[0] === 'Title' && cell(top, 'option1Value').trim() === 'Default Title' && rest.length === 0);
    const variants = group.rows.map(({ row, record }, index) => {
      const options = noOptions ? [] : OPTION_COLUMNS.flatMap(([, value], n) => (optionNames[n] ? [{ name: optionNames[n], value: cell(record, value).trim() }] : []));
      const sku = cell(record, 'sku').trim();
      const label = JSON.stringify(options);
      const matched =
        (sku && variantsBefore.find((variant) => variant.sku === sku)) ||
        variantsBefore.find((variant) => JSON.stringify(variant.options) === label) ||
        (variantsBefore.length === 1 && group.rows.length === 1 ? variantsBefore[0] : undefined);
      const madeSku = group.rows.length === 1 ? group.handle : `${group.handle}-${index + 1}`;
      const stockText = cell(record, 'stock').trim();
      if (sku && takenSkus.has(sku)) problem(row, 'sku', consoleMessages.skuTaken);
      else if (sku && skusInFile.has(sku)) problem(row, 'sku', consoleMessages.duplicateSku);
      if (sku) skusInFile.add(sku);
      else if (!matched) madeSkus.add(index);
      return {
        ...(matched ? { id: matched.id } : {}),
        options,
        sku: sku || matched?.sku || madeSku,
        barcode: has('barcode') ? cell(record, 'barcode').trim() : (matched?.barcode ?? ''),
        price: cell(record, 'price'),
        stock: /^\d{1,9}$/.test(stockText) ? Number(stockText) : Number.NaN,
        ...(matched ? { lowStockThreshold: matched.lowStockThreshold } : {}),
      };
    });

    const body: ProductBody = {
      name: cell(top, 'title'),
      // The file has no carousel name: one that was the name stays the name, a rename included.
      carouselName: before && before.carouselName !== before.name ? before.carouselName : '',
      description: textOfHtml(cell(top, 'body')),
      sortOrder: before?.sortOrder ?? Math.min(nextSortOrder, SORT_ORDER_MAX),
      imageSrc: imageSrc ?? '',
      imageAlt: cell(top, 'imageAlt'),
      active: published ?? true,
      variants,
    };
    const parsed = productBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index, variantField] = issue.path;
        const text = message(issue.message, issueValues(issue as never));
        if (field === 'variants' && typeof index === 'number') {
          if (variantField === 'sku' && madeSkus.has(index)) continue;
          problem(group.rows[index]?.row ?? first!.row, VARIANT_FIELD_COLUMNS[String(variantField)] ?? null, text);
        } else if (field === 'variants') problem(first!.row, null, text);
        else {
          const column = FIELD_COLUMNS[String(field)];
          if (column && !(column === 'imageSrc' && imageSrc === undefined)) problem(first!.row, column, text);
        }
      }
    }
    // Tags that name a category put the product in it; others (Shopify's own tags) are read past.
    const categoryIds = has('tags')
      ? [...new Set(cell(top, 'tags').split(',').map((tag) => tag.trim().toLowerCase()))].flatMap((slug) => {
          const category = categoryBySlug.get(slug);
          return category ? [category.id] : [];
        })
      : undefined;
    plan.problems.push(...problems);
    if (problems.length > 0 || !parsed.success) continue;

    const planned = {
      slug: group.handle,
      columns: columnsOf(parsed.data),
      variants: variantRowsOf(parsed.data.variants!, before?.id ?? 0),
      ...(categoryIds ? { categoryIds } : {}),
    };
    if (!before) {
      plan.creates.push(planned);
      nextSortOrder += 1;
      continue;
    }
    const changes = { ...changedFields(before, planned.columns), ...variantChanges(variantsBefore, planned.variants) };
    const categoriesBefore = categoriesOf.get(before.id) ?? [];
    const categoriesAfter = categoryIds && categories.filter((category) => categoryIds.includes(category.id)).map((category) => category.slug);
    if (categoriesAfter && JSON.stringify([...categoriesBefore].sort()) !== JSON.stringify([...categoriesAfter].sort())) {
      changes.categories = [categoriesBefore, categoriesAfter];
    }
    if (Object.keys(changes).length === 0) plan.unchanged += 1;
    else plan.updates.push({ ...planned, id: before.id, changes });
  }
  plan.problems.sort((a, b) => a.row - b.row);
  return plan;
}

/** A new product's handle becomes its slug (its page's address): lower-case letters, digits and single hyphens. */
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HANDLE_MAX = 64;
const PUBLISHED: Record<string, boolean> = { TRUE: true, FALSE: false };

/** The form's fields by the file's columns, for the contract's messages. */
const FIELD_COLUMNS: Record<string, Column> = {
  name: 'title',
  carouselName: 'title',
  description: 'body',
  imageSrc: 'imageSrc',
  imageAlt: 'imageAlt',
};

/** A variant's fields by the file's columns. */
const VARIANT_FIELD_COLUMNS: Record<string, Column> = {
  options: 'option1Value',
  sku: 'sku',
  barcode: 'barcode',
  price: 'price',
  stock: 'stock',
};

/** Our own path from an Image Src: a path, or an absolute URL of this shop; another site's image is undefined. */
function imagePathOf(src: string, baseUrl: string): string | undefined {
  const text = src.trim();
  if (text === '') return text;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  if (text.startsWith(`${baseUrl}/`)) return text.slice(baseUrl.length);
  return undefined;
}
