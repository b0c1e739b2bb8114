import {
  LOW_STOCK_THRESHOLD,
  productBodySchema,
  type ConsoleProduct,
  type ProductBody,
} from '@shared/contracts/console-catalogue';
import { centsToDollarsInput } from '@shared/money/money';
import { isApiClientError } from '@web/lib/api-client';
import { validateWith, type FieldErrors, type Translate } from '@web/lib/form-errors';

/** The form's fields in screen order: after a refused save, focus goes to the first one marked. */
export const productFields = ['name', 'carouselName', 'description', 'price', 'stock', 'variants', 'sortOrder', 'imageSrc', 'imageAlt', 'categories', 'active'] as const;
export type ProductField = (typeof productFields)[number];
export type ProductFieldErrors = FieldErrors<ProductField>;

/** What the owner has typed, kept as typed, so a refused save loses nothing. */
export interface ProductFormValues {
  name: string;
  carouselName: string;
  description: string;
  /** Dollars and cents as typed: "12", "12.50", "$1,299.99". */
  price: string;
  /** Whole numbers as typed; "" while empty. */
  stock: string;
  sortOrder: string;
  /** Where the chosen image is served: an upload's /media address, or a demo image. */
  imageSrc: string;
  imageAlt: string;
  /** The slugs of the categories it sits in (issue 28). */
  categories: string[];
  active: boolean;
  /** The option names, " / " between them ("Size", "Size / Flavour"); used when there are variant rows. */
  optionNames: string;
  /** The variants as typed (issue 28); none for a product without options, whose price and stock are above. */
  variants: VariantFormRow[];
}

/** One variant as typed: its option values " / " between them ("15 lb / Chicken"), its codes, price, stock and low-stock mark. */
export interface VariantFormRow {
  /** A saved variant's id; none for a row added in the form. */
  id?: number | undefined;
  values: string;
  sku: string;
  barcode: string;
  price: string;
  stock: string;
  lowStockThreshold: string;
}

export const newVariantRow = (): VariantFormRow => ({ values: '', sku: '', barcode: '', price: '', stock: '0', lowStockThreshold: String(LOW_STOCK_THRESHOLD) });

const OPTION_SEPARATOR = ' / ';
const splitOptions = (typed: string) => typed.split('/').map((part) => part.trim()).filter((part) => part !== '');

export const emptyProductForm: ProductFormValues = {
  name: '',
  carouselName: '',
  description: '',
  price: '',
  stock: '0',
  sortOrder: '100',
  imageSrc: '',
  imageAlt: '',
  categories: [],
  active: true,
  optionNames: '',
  variants: [],
};

/** The edit form starts from the product as saved; a carousel name equal to the name shows as empty (it follows the name). */
export function productFormValuesOf(product: ConsoleProduct): ProductFormValues {
  return {
    name: product.name,
    carouselName: product.carouselName === product.name ? '' : product.carouselName,
    description: product.description,
    price: centsToDollarsInput(product.priceCents),
    stock: String(product.stock),
    sortOrder: String(product.sortOrder),
    imageSrc: product.image.src,
    imageAlt: product.image.alt,
    categories: product.categories,
    active: product.active,
    ...variantValuesOf(product),
  };
}

/** A product with options starts with its variants as rows; one without has none (its price and stock are the form's). */
function variantValuesOf(product: ConsoleProduct): Pick<ProductFormValues, 'optionNames' | 'variants'> {
  const [first, ...more] = product.variants;
  if (!first || (more.length === 0 && first.options.length === 0)) return { optionNames: '', variants: [] };
  return {
    optionNames: first.options.map((option) => option.name).join(OPTION_SEPARATOR),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      values: variant.options.map((option) => option.value).join(OPTION_SEPARATOR),
      sku: variant.sku,
      barcode: variant.barcode ?? '',
      price: centsToDollarsInput(variant.priceCents),
      stock: String(variant.stock),
      lowStockThreshold: String(variant.lowStockThreshold),
    })),
  };
}

/** An empty or unreadable number goes as NaN, which the contract refuses in its own words. */
const wholeNumberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** The values as the contract reads them, the body the server gets. */
export function productBodyOf({ optionNames, variants, ...values }: ProductFormValues): ProductBody {
  const body = { ...values, stock: wholeNumberOf(values.stock), sortOrder: wholeNumberOf(values.sortOrder) };
  if (variants.length === 0) return body;
  const names = splitOptions(optionNames);
  return {
    ...body,
    price: undefined,
    stock: undefined,
    variants: variants.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      // A value without a name (or a name without a value) is sent as typed: the contract says what is missing.
      options: splitOptions(row.values).map((value, index) => ({ name: names[index] ?? '', value })),
      sku: row.sku.trim(),
      barcode: row.barcode.trim(),
      price: row.price,
      stock: wholeNumberOf(row.stock),
      lowStockThreshold: wholeNumberOf(row.lowStockThreshold),
    })),
  };
}

/** The server's own check, before anything is sent: the body, or each field's problem in words. */
export function checkProductForm(values: ProductFormValues, translate: Translate): { body: ProductBody } | { errors: ProductFieldErrors } {
  const body = productBodyOf(values);
  const checked = validateWith<typeof productBodySchema, ProductField>(productBodySchema, body, translate);
  return checked.errors ? { errors: checked.errors } : { body };
}

/** What went wrong with a save: the message above the form, the fields to mark beside them. */
export interface ProductSaveProblem {
  message: string;
  fields: ProductFieldErrors;
}

/**
 * A refused save in words. A 422's field messages (already in the reader's language)
 * go beside their fields; another refusal with our error shape says its own words (a
 * product removed meanwhile, the session ended); a network or server failure says
 * saving failed.
 */
export function productSaveProblem(error: unknown, translate: Translate): ProductSaveProblem {
  if (!isApiClientError(error) || error.status >= 500 || error.status === 0) {
    return { message: translate('screens.console.products.saveFailed'), fields: {} };
  }
  const fields: ProductFieldErrors = {};
  for (const [path, text] of Object.entries(error.fields ?? {})) {
    const field = path.split('.')[0] as ProductField;
    if ((productFields as readonly string[]).includes(field)) fields[field] ??= text;
  }
  const message = Object.keys(fields).length > 0 ? translate('screens.console.products.fixFields') : error.message;
  return { message, fields };
}
