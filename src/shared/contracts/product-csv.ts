import * as z from 'zod';

/**
 * The catalogue as a CSV file (issue 28, item 7), in the column names Shopify's product
 * CSV uses, so a file moves between the two. A product is one variant today: one price,
 * one stock. Each row is checked by the console's product contract (productBodySchema).
 */

/** The columns we read and write, by what they hold; all are needed in an import. */
export const productCsvColumns = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  published: 'Published',
  price: 'Variant Price',
  stock: 'Variant Inventory Qty',
  imageSrc: 'Image Src',
  imageAlt: 'Image Alt Text',
} as const;
export const productCsvHeader = Object.values(productCsvColumns);

/** The largest file an import takes, in characters (D22's caps: refused before it is read). */
export const PRODUCT_CSV_MAX_CHARS = 5 * 1024 * 1024;

export const productCsvMessages = {
  tooLarge: 'errors.productCsv.tooLarge',
  unreadable: 'errors.productCsv.unreadable',
  empty: 'errors.productCsv.empty',
  columnMissing: 'errors.productCsv.columnMissing',
  handleRequired: 'errors.productCsv.handleRequired',
  handleInvalid: 'errors.productCsv.handleInvalid',
  handleRepeated: 'errors.productCsv.handleRepeated',
  publishedInvalid: 'errors.productCsv.publishedInvalid',
  imageElsewhere: 'errors.productCsv.imageElsewhere',
  /** A product with options is edited in the console for now: one row per product does not carry its variants. */
  hasOptions: 'errors.productCsv.hasOptions',
} as const;

export const productImportBodySchema = z.object({
  csv: z.string({ error: productCsvMessages.empty }).max(PRODUCT_CSV_MAX_CHARS, productCsvMessages.tooLarge),
  /** Check every row and write nothing. */
  dryRun: z.boolean().default(false),
});

/** One thing wrong with the file: the spreadsheet's row (the header is row 1) and column, in the reader's words. */
export const productImportProblemSchema = z.object({
  row: z.number().int().positive(),
  column: z.string().nullable(),
  message: z.string(),
});

export const productImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** True only when every row was written, in one transaction; any problem writes nothing. */
  written: z.boolean(),
  /** What the import does (or, in a dry run, would do). */
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  /** Columns of the file we do not keep (Shopify's Vendor, Tags…), read past. */
  ignoredColumns: z.array(z.string()),
  problems: z.array(productImportProblemSchema),
});

export type ProductImportBody = z.input<typeof productImportBodySchema>;
export type ProductImportProblem = z.infer<typeof productImportProblemSchema>;
export type ProductImportReport = z.infer<typeof productImportReportSchema>;
