import {
  PRODUCT_IMAGE_MAX_BYTES,
  consoleMessages,
  productBodySchema,
  productImageTypes,
  type ConsoleProduct,
  type ProductBody,
} from '@shared/contracts/console-catalogue';
import { centsToDollarsInput } from '@shared/money/money';
import { isApiClientError } from '@web/lib/api-client';
import { validateWith, type FieldErrors, type Translate } from '@web/lib/form-errors';

/** The form's fields in screen order: after a refused save, focus goes to the first one marked. */
export const productFields = ['name', 'carouselName', 'description', 'price', 'stock', 'sortOrder', 'imageSrc', 'imageAlt', 'categories', 'active'] as const;
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
}

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
  };
}

/** An empty or unreadable number goes as NaN, which the contract refuses in its own words. */
const wholeNumberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** The values as the contract reads them, the body the server gets. */
export const productBodyOf = (values: ProductFormValues): ProductBody => ({
  ...values,
  stock: wholeNumberOf(values.stock),
  sortOrder: wholeNumberOf(values.sortOrder),
});

/** The server's own check, before anything is sent: the body, or each field's problem in words. */
export function checkProductForm(values: ProductFormValues, translate: Translate): { body: ProductBody } | { errors: ProductFieldErrors } {
  const body = productBodyOf(values);
  const checked = validateWith<typeof productBodySchema, ProductField>(productBodySchema, body, translate);
  return checked.errors ? { errors: checked.errors } : { body };
}

/** A chosen file the server would refuse anyway, said at once: the wrong type or too large. */
export function fileProblemOf(file: File, translate: Translate): string | undefined {
  if (!(productImageTypes as readonly string[]).includes(file.type)) return translate(consoleMessages.imageType);
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return translate(consoleMessages.imageTooLarge);
  return undefined;
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
