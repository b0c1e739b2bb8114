import { parse } from 'csv-parse/sync';
import { consoleMessages, productBodySchema, SORT_ORDER_MAX, type ProductBody } from '@shared/contracts/console-catalogue';
import { productCsvColumns, productCsvHeader, productCsvMessages, type ProductImportProblem, type ProductImportReport } from '@shared/contracts/product-csv';
import { issueValues, message, type Message } from '@shared/i18n/message';
import { reservedProductSlugs } from '@shared/routes/paths';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { csvAmount, toCsv, undefuse } from '../../lib/csv';
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
  type ProductEdit,
  type VariantRow,
} from './catalog.repo';
import { groupByProduct } from './catalog.service';
import { columnsOf } from './product-admin.service';
import { isUploadedImage } from './uploaded-images.service';

/**
 * The catalogue as a CSV file in Shopify's column names (issue 28, item 7): every product
 * out, in shop order; and in, matched by Handle (the slug): a known handle updates its
 * product, a new one creates a product with that slug. An import is load → decide →
 * write: every row is checked by the console form's contract first, and any problem
 * writes nothing; otherwise every row is written in one transaction.
 */

type Column = keyof typeof productCsvColumns;

export async function productsCsv(db: Executor, baseUrl: string): Promise<string> {
  const rows = await findAllProducts(db);
  const variants = groupByProduct(await findVariantsOfProducts(db, rows.map((row) => row.id)));
  return toCsv(
    productCsvHeader,
    rows.map((row) => [
      row.slug,
      row.name,
      escapeHtml(row.description),
      row.active ? 'TRUE' : 'FALSE',
      csvAmount(row.priceCents),
      (variants.get(row.id) ?? []).reduce((sum, variant) => sum + variant.stock, 0),
      `${baseUrl}${row.imagePath}`,
      row.imageAlt,
    ]),
  );
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

  return db.transaction(async (tx) => {
    const plan = await planImport(tx, file, context.baseUrl, { lock: true });
    if (plan.problems.length > 0) return report(false, context, plan);
    const created = await insertProductsUnlessSlugTaken(tx, plan.creates.map(({ priceCents: _price, stock: _stock, ...columns }) => columns));
    // A product made with one of these handles since we looked: nothing is written, the owner tries again.
    if (created.length < plan.creates.length) throw new AppError(409, 'PRODUCT_CHANGED', consoleMessages.productChanged);
    // Each new product is one variant, its SKU its handle (numbered when some variant has it already).
    const wanted = new Map(plan.creates.map((create) => [create.slug, create]));
    const taken = new Set(await findTakenSkus(tx, created.map((row) => row.slug)));
    await insertVariants(
      tx,
      created.map((row) => ({
        productId: row.id,
        options: [],
        sku: taken.has(row.slug) ? `${row.slug}-${row.id}` : row.slug,
        priceCents: wanted.get(row.slug)!.priceCents,
        stock: wanted.get(row.slug)!.stock,
      })),
    );
    const changes: AuditChange[] = created.map((row) => ({
      actor: context.actor,
      action: 'product.created',
      subject: `product:${row.id}`,
      details: { name: row.name, via: 'csv' },
    }));
    for (const update of plan.updates) {
      await replaceVariants(tx, update.id, [{ ...withoutTimes(update.variant), priceCents: update.priceCents, stock: update.stock }]);
      const after = await updateProductRow(tx, update.id, update.columns);
      changes.push({ actor: context.actor, action: 'product.updated', subject: `product:${update.id}`, details: { name: after.name, changes: update.changes, via: 'csv' } });
    }
    await recordChanges(tx, changes);
    return { ...report(false, context, plan), written: true };
  });
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

/** A product without options as one row: its one variant's price and stock. */
interface VariantColumns {
  priceCents: number;
  stock: number;
}

const withoutTimes = ({ createdAt: _created, updatedAt: _updated, ...variant }: VariantRow) => variant;

interface ImportPlan {
  creates: Array<ProductEdit & VariantColumns & { slug: string }>;
  updates: Array<{ id: number; columns: ProductEdit; variant: VariantRow; changes: Record<string, [unknown, unknown]> } & VariantColumns>;
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

/** Load what the rows name, then decide each row. */
async function planImport(db: Executor, file: CsvFile, baseUrl: string, { lock = false } = {}): Promise<ImportPlan> {
  const ignoredColumns = file.header.filter((name) => !(productCsvHeader as readonly string[]).includes(name));
  const missing = productCsvHeader.filter((name) => !file.header.includes(name));
  if (missing.length > 0) return emptyPlan(ignoredColumns, missing.map((column) => ({ row: 1, column, message: productCsvMessages.columnMissing })));

  const at = Object.fromEntries(Object.entries(productCsvColumns).map(([key, name]) => [key, file.header.indexOf(name)])) as Record<Column, number>;
  const handles = file.records.map((record) => (record[at.handle] ?? '').trim());
  const existing = new Map((await findProductsBySlugs(db, [...new Set(handles)].filter(Boolean), { lock })).map((row) => [row.slug, row]));
  const variantsOf = groupByProduct(await findVariantsOfProducts(db, [...existing.values()].map((row) => row.id)));
  const uploads = [...new Set(file.records.map((record) => imagePathOf(record[at.imageSrc] ?? '', baseUrl)).filter((path) => path?.startsWith('/media/')))];
  const missingUploads = new Set<string>();
  for (const path of uploads) if (!(await isUploadedImage(db, path!))) missingUploads.add(path!);

  const plan = emptyPlan(ignoredColumns, []);
  let nextSortOrder = (await lastSortOrder(db)) + 1;
  const seen = new Set<string>();
  file.records.forEach((record, index) => {
    const row = index + 2;
    const cell = (column: Column) => undefuse(record[at[column]] ?? '');
    const problems: RawProblem[] = [];
    const problem = (column: Column, text: Message) => problems.push({ row, column: productCsvColumns[column], message: text });

    const handle = handles[index]!;
    const before = existing.get(handle);
    const [variant, ...more] = before ? (variantsOf.get(before.id) ?? []) : [];
    if (!handle) problem('handle', productCsvMessages.handleRequired);
    else if (before && (!variant || more.length > 0 || variant.options.length > 0)) problem('handle', productCsvMessages.hasOptions);
    else if (seen.has(handle)) problem('handle', productCsvMessages.handleRepeated);
    else if (!before && (handle.length > HANDLE_MAX || !HANDLE.test(handle) || reservedProductSlugs.includes(handle))) problem('handle', productCsvMessages.handleInvalid);
    seen.add(handle);

    const published = PUBLISHED[cell('published').trim().toUpperCase()];
    if (published === undefined) problem('published', productCsvMessages.publishedInvalid);
    const imageSrc = imagePathOf(cell('imageSrc'), baseUrl);
    if (imageSrc === undefined) problem('imageSrc', productCsvMessages.imageElsewhere);
    else if (missingUploads.has(imageSrc)) problem('imageSrc', consoleMessages.imageRequired);
    const stockText = cell('stock').trim();

    const body: ProductBody = {
      name: cell('title'),
      // The file has no carousel name: one that was the name stays the name, a rename included.
      carouselName: before && before.carouselName !== before.name ? before.carouselName : '',
      description: textOfHtml(cell('body')),
      price: cell('price'),
      stock: /^\d{1,9}$/.test(stockText) ? Number(stockText) : Number.NaN,
      sortOrder: before?.sortOrder ?? Math.min(nextSortOrder, SORT_ORDER_MAX),
      imageSrc: imageSrc ?? '',
      imageAlt: cell('imageAlt'),
      active: published ?? true,
    };
    const parsed = productBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = FIELD_COLUMNS[String(issue.path[0])];
        if (column && !(column === 'imageSrc' && imageSrc === undefined)) problem(column, message(issue.message, issueValues(issue as never)));
      }
    }
    plan.problems.push(...problems);
    if (problems.length > 0 || !parsed.success) return;

    const columns = columnsOf(parsed.data);
    const sold = { priceCents: parsed.data.price!, stock: parsed.data.stock! };
    if (!before || !variant) {
      plan.creates.push({ ...columns, ...sold, slug: handle });
      nextSortOrder += 1;
      return;
    }
    const changes = { ...changedFields(before, columns), ...changedFields(variant, sold) };
    if (Object.keys(changes).length === 0) plan.unchanged += 1;
    else plan.updates.push({ id: before.id, columns, variant, changes, ...sold });
  });
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
  price: 'price',
  stock: 'stock',
  imageSrc: 'imageSrc',
  imageAlt: 'imageAlt',
};

/** Our own path from an Image Src: a path, or an absolute URL of this shop; another site's image is undefined. */
function imagePathOf(src: string, baseUrl: string): string | undefined {
  const text = src.trim();
  if (text === '') return text;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  if (text.startsWith(`${baseUrl}/`)) return text.slice(baseUrl.length);
  return undefined;
}
