import * as z from 'zod';

/**
 * The catalogue as a CSV file (issue 28, item 7), in the column names Shopify's product
 * CSV uses, so a file moves between the two: one row per variant, a product's rows one
 * after the other under its Handle, the product's own cells (Title, Body, Published, Tags,
 * the option names, the image) on its first row. Each product is checked by the console's
 * product contract (productBodySchema).
 */

/** The columns we read and write, by what they hold, in the order an export writes them. */
export const productCsvColumns = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  published: 'Published',
  /** The product's categories by slug ("dog, toys"); a tag that names no category is read past. */
  tags: 'Tags',
  option1Name: 'Option1 Name',
  option1Value: 'Option1 Value',
  option2Name: 'Option2 Name',
  option2Value: 'Option2 Value',
  option3Name: 'Option3 Name',
  option3Value: 'Option3 Value',
  sku: 'Variant SKU',
  barcode: 'Variant Barcode',
  price: 'Variant Price',
  stock: 'Variant Inventory Qty',
  imageSrc: 'Image Src',
  imageAlt: 'Image Alt Text',
} as const;
export const productCsvHeader = Object.values(productCsvColumns);

/**
 * The columns an import needs. Without the option columns each product is one row and
 * one variant; without Variant SKU a product keeps its SKUs (a new one's are made from its
 * handle); without Tags a product keeps its categories.
 */
export const productCsvRequired: ReadonlyArray<keyof typeof productCsvColumns> = ['handle', 'title', 'body', 'published', 'price', 'stock', 'imageSrc', 'imageAlt'];

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
  /** Columns of the file we do not keep (Shopify's Vendor, Type…), read past. */
  ignoredColumns: z.array(z.string()),
  problems: z.array(productImportProblemSchema),
});

export type ProductImportBody = z.input<typeof productImportBodySchema>;
export type ProductImportProblem = z.infer<typeof productImportProblemSchema>;
export type ProductImportReport = z.infer<typeof productImportReportSchema>;
