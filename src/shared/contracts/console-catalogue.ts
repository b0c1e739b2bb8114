import * as z from 'zod';
import { depositKindSchema } from './deposits';
import { parseDollars } from '../money/money';
import { petTypeSchema } from './booking';
import { petCoats, petSizes, vaccines, vaccineSchema } from './pet-care';
import { productCategorySlugsSchema } from './categories';
import { variantSetProblem } from '../catalogue/variants';
import { optionValueSchema, productPageNumberSchema, productSchema } from './products';
import { integerId, lineText, paragraphText, textId } from './text';

/**
 * The owner console's catalogue (issue 12): products and services as the owner edits
 * them. One contract for the form in the browser and the route on the server; prices go
 * in as dollars and cents ("12.50") and are stored as integer cents (D5).
 */

export const PRODUCT_NAME_MAX = 80;
export const CAROUSEL_NAME_MAX = 40;
export const DESCRIPTION_MAX = 1_000;
export const IMAGE_ALT_MAX = 200;
export const STOCK_MAX = 100_000;
export const SORT_ORDER_MAX = 100_000;
/** A product with this many or fewer available (stock minus open checkouts' holds) is flagged in the console (D26). */
export const LOW_STOCK_THRESHOLD = 5;
export const SERVICE_NAME_MAX = 80;
export const CATEGORY_NAME_MAX = 40;
export const CATEGORY_DESCRIPTION_MAX = 200;
export const SERVICE_DURATION_MIN = 5;
export const SERVICE_DURATION_MAX = 8 * 60;
/** Upload caps (D22). */
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** No SVG: it is a document that can run script, not just a picture. */
export const productImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const consoleMessages = {
  nameRequired: 'errors.console.nameRequired',
  nameTooLong: 'errors.console.nameTooLong',
  descriptionRequired: 'errors.console.descriptionRequired',
  descriptionTooLong: 'errors.console.descriptionTooLong',
  priceInvalid: 'errors.console.priceInvalid',
  stockInvalid: 'errors.console.stockInvalid',
  sortOrderInvalid: 'errors.console.sortOrderInvalid',
  imageRequired: 'errors.console.imageRequired',
  imageAltRequired: 'errors.console.imageAltRequired',
  imageAltTooLong: 'errors.console.imageAltTooLong',
  imageTooLarge: 'errors.console.imageTooLarge',
  imageType: 'errors.console.imageType',
  imageTooManyPixels: 'errors.console.imageTooManyPixels',
  durationInvalid: 'errors.console.durationInvalid',
  rebookWeeksInvalid: 'errors.console.rebookWeeksInvalid',
  petTypesRequired: 'errors.console.petTypesRequired',
  categoryRequired: 'errors.console.categoryRequired',
  unknownCategory: 'errors.console.unknownCategory',
  unknownProvider: 'errors.console.unknownProvider',
  unknownProduct: 'errors.console.unknownProduct',
  productChanged: 'errors.console.productChanged',
  unknownVariant: 'errors.console.unknownVariant',
  variantsRequired: 'errors.console.variantsRequired',
  tooManyVariants: 'errors.console.tooManyVariants',
  tooManyOptions: 'errors.console.tooManyOptions',
  optionNameRequired: 'errors.console.optionNameRequired',
  optionValueRequired: 'errors.console.optionValueRequired',
  optionTooLong: 'errors.console.optionTooLong',
  skuInvalid: 'errors.console.skuInvalid',
  barcodeInvalid: 'errors.console.barcodeInvalid',
  optionsDiffer: 'errors.console.optionsDiffer',
  duplicateOptions: 'errors.console.duplicateOptions',
  duplicateSku: 'errors.console.duplicateSku',
  skuTaken: 'errors.console.skuTaken',
  variantOrdered: 'errors.console.variantOrdered',
  unknownService: 'errors.console.unknownService',
  depositKindInvalid: 'errors.console.depositKindInvalid',
  depositAmountInvalid: 'errors.console.depositAmountInvalid',
  depositPercentInvalid: 'errors.console.depositPercentInvalid',
  categoryExists: 'errors.console.categoryExists',
  optionSizeRequired: 'errors.console.optionSizeRequired',
  optionCoatRequired: 'errors.console.optionCoatRequired',
  optionRepeated: 'errors.console.optionRepeated',
  vaccineUnknown: 'errors.console.vaccineUnknown',
} as const;

/** The most size and coat rows a service may have: every size with every coat, and the 'any' rows. */
export const SERVICE_OPTIONS_MAX = (petSizes.length + 1) * (petCoats.length + 1);

const requiredLine = (max: number, required: string, tooLong: string) =>
  lineText({ error: required }).min(1, required).max(max, tooLong);

/** Dollars and cents as typed ("12", "12.50", "$1,299.99") → integer cents. */
export const dollarsSchema = z
  .string({ error: consoleMessages.priceInvalid })
  .transform((value, context) => {
    const cents = parseDollars(value);
    if (cents === undefined) {
      context.addIssue({ code: 'custom', message: consoleMessages.priceInvalid });
      return z.NEVER;
    }
    return cents;
  });

const wholeNumber = (max: number, error: string) => z.number({ error }).int(error).min(0, error).max(max, error);

export const VARIANTS_MAX = 100;
export const OPTIONS_MAX = 3;
export const OPTION_TEXT_MAX = 40;
export const SKU_MAX = 64;
export const BARCODE_MAX = 64;
/** SKUs and barcodes: printable, no spaces (they are typed into scanners and spreadsheets). */
const codePattern = /^[A-Za-z0-9._\-/]+$/;

/** One variant of a product as the owner edits it (issue 28). */
export const variantBodySchema = z.object({
  /** An existing variant of this product; none adds one. */
  id: integerId(consoleMessages.unknownVariant).optional(),
  /** Its option values, in the product's option order (Size, then Flavour…); none for a product without options. */
  options: z
    .array(
      z.object({
        name: requiredLine(OPTION_TEXT_MAX, consoleMessages.optionNameRequired, consoleMessages.optionTooLong),
        value: requiredLine(OPTION_TEXT_MAX, consoleMessages.optionValueRequired, consoleMessages.optionTooLong),
      }),
    )
    .max(OPTIONS_MAX, consoleMessages.tooManyOptions)
    .default([]),
  sku: z.string({ error: consoleMessages.skuInvalid }).min(1, consoleMessages.skuInvalid).max(SKU_MAX, consoleMessages.skuInvalid).regex(codePattern, consoleMessages.skuInvalid),
  barcode: z.string({ error: consoleMessages.barcodeInvalid }).max(BARCODE_MAX, consoleMessages.barcodeInvalid).regex(/^[A-Za-z0-9._\-/]*$/, consoleMessages.barcodeInvalid).default(''),
  price: dollarsSchema,
  stock: wholeNumber(STOCK_MAX, consoleMessages.stockInvalid),
  lowStockThreshold: wholeNumber(STOCK_MAX, consoleMessages.stockInvalid).default(LOW_STOCK_THRESHOLD),
});

/** Where a product's image may live: an upload (D22) or one of the demo's files under public/. */
export const PRODUCT_IMAGE_SRC = /^(\/media\/[0-9a-f]{64}\.(png|jpg|webp)|\/images\/products\/[a-z0-9-]{1,80}\.svg)$/;

export const productBodySchema = z.object({
  name: requiredLine(PRODUCT_NAME_MAX, consoleMessages.nameRequired, consoleMessages.nameTooLong),
  /** The home page carousel's shorter name; the name when left empty. */
  carouselName: lineText().max(CAROUSEL_NAME_MAX, consoleMessages.nameTooLong).default(''),
  description: paragraphText({ error: consoleMessages.descriptionRequired })
    .min(1, consoleMessages.descriptionRequired)
    .max(DESCRIPTION_MAX, consoleMessages.descriptionTooLong),
  /** A product without options: its one variant's price and stock. Left out when `variants` is given. */
  price: dollarsSchema.optional(),
  stock: wholeNumber(STOCK_MAX, consoleMessages.stockInvalid).optional(),
  sortOrder: wholeNumber(SORT_ORDER_MAX, consoleMessages.sortOrderInvalid),
  imageSrc: z.string({ error: consoleMessages.imageRequired }).regex(PRODUCT_IMAGE_SRC, consoleMessages.imageRequired),
  imageAlt: requiredLine(IMAGE_ALT_MAX, consoleMessages.imageAltRequired, consoleMessages.imageAltTooLong),
  active: z.boolean().default(true),
  /**
   * On an edit, the updatedAt the form was opened with: a save over a newer change (a sale
   * took stock meanwhile, another owner saved) is refused rather than written over it.
   */
  expectedUpdatedAt: z.iso.datetime({ error: 'errors.invalidValue' }).optional(),
  /** The slugs of the categories it sits in (issue 28); left out, an edit keeps them as they are. */
  categories: productCategorySlugsSchema.optional(),
  /**
   * Its variants (issue 28), in the shop's order: a row with an id changes that variant, one
   * without adds one, and a variant left out is removed. Left out, a product without options
   * keeps its one variant, its price and stock set from `price` and `stock`.
   */
  variants: z
    .array(variantBodySchema)
    .min(1, consoleMessages.variantsRequired)
    .max(VARIANTS_MAX, consoleMessages.tooManyVariants)
    .superRefine((variants, context) => {
      const problem = variantSetProblem(variants);
      if (problem) context.addIssue({ code: 'custom', message: consoleMessages[problem] });
    })
    .optional(),
}).superRefine((body, context) => {
  if (body.variants !== undefined) return;
  if (body.price === undefined) context.addIssue({ code: 'custom', path: ['price'], message: consoleMessages.priceInvalid });
  if (body.stock === undefined) context.addIssue({ code: 'custom', path: ['stock'], message: consoleMessages.stockInvalid });
});

/** A variant as the owner sees it: its stock, what is still available, and its low-stock mark. */
export const consoleVariantSchema = z.object({
  id: z.number().int().positive(),
  options: z.array(optionValueSchema),
  label: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  priceCents: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
  available: z.number().int().nonnegative(),
  lowStockThreshold: z.number().int().nonnegative(),
  /** Its stock is at or below its threshold. */
  lowStock: z.boolean(),
});

/** A product as the shop shows it, plus what only the owner sees: stock, state and order. */
export const consoleProductSchema = productSchema.omit({ image: true, variants: true }).extend({
  /** Its variants' stock together. */
  stock: z.number().int().nonnegative(),
  /** Stock minus what open checkouts hold (D26): what the shop can still sell. */
  available: z.number().int().nonnegative(),
  /** available ≤ LOW_STOCK_THRESHOLD (sold out included). */
  lowStock: z.boolean(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  image: productSchema.shape.image.pick({ src: true, alt: true }),
  updatedAt: z.iso.datetime(),
  variants: z.array(consoleVariantSchema).min(1),
});

/** How many variants the low-stock list names at most: the emptiest first, the rest said to be there. */
export const LOW_STOCK_LIST_MAX = 200;

/** GET /api/console/products/low-stock: the variants at or below their low-stock threshold, the emptiest first (at most LOW_STOCK_LIST_MAX; `more` when others are too). */
export const lowStockListSchema = z.object({
  more: z.boolean(),
  variants: z.array(
    z.object({
      productId: z.number().int().positive(),
      productName: z.string(),
      active: z.boolean(),
      variantId: z.number().int().positive(),
      label: z.string(),
      sku: z.string(),
      stock: z.number().int().nonnegative(),
      lowStockThreshold: z.number().int().nonnegative(),
    }),
  ),
});
export type LowStockList = z.infer<typeof lowStockListSchema>;

/** How many products a page of the console's list holds: a catalogue of thousands is read a page at a time. */
export const CONSOLE_PRODUCTS_PAGE_SIZE = 50;

/**
 * GET /api/console/products: one page (CONSOLE_PRODUCTS_PAGE_SIZE) of every product, on sale
 * or not, in shop order; `q` keeps those whose name, address or a variant's SKU holds it.
 */
export const consoleProductListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: productPageNumberSchema.optional(),
});
export type ConsoleProductListQuery = z.output<typeof consoleProductListQuerySchema>;

export const consoleProductListSchema = z.object({
  products: z.array(consoleProductSchema),
  page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  pageCount: z.number().int().positive(),
});
export type ConsoleProductList = z.infer<typeof consoleProductListSchema>;
export const productIdParamsSchema = z.object({
  productId: z.coerce.number({ error: consoleMessages.unknownProduct }).pipe(integerId(consoleMessages.unknownProduct)),
});
export const uploadedImageSchema = z.object({ src: z.string(), contentType: z.enum(productImageTypes), byteSize: z.number().int() });

const serviceDuration = z
  .number({ error: consoleMessages.durationInvalid })
  .int(consoleMessages.durationInvalid)
  .min(SERVICE_DURATION_MIN, consoleMessages.durationInvalid)
  .max(SERVICE_DURATION_MAX, consoleMessages.durationInvalid)
  .multipleOf(5, consoleMessages.durationInvalid);

/** The most weeks a service's rebook reminder may wait (issue 29); the database checks 1–52 too. */
export const REBOOK_WEEKS_MAX = 52;

/** One size and coat row (issue 14): 'any' matches every size or coat; the most specific row wins. */
export const serviceOptionBodySchema = z.object({
  size: z.enum(['any', ...petSizes], { error: consoleMessages.optionSizeRequired }),
  coat: z.enum(['any', ...petCoats], { error: consoleMessages.optionCoatRequired }),
  durationMinutes: serviceDuration,
  price: dollarsSchema,
});

/**
 * The deposit booking asks (issue 29): none, a fixed amount (in dollars, as prices are
 * written) or a whole percent of the pet's price. The server works out the figure.
 */
export const serviceDepositBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('fixed'), amount: dollarsSchema.refine((cents) => cents > 0, consoleMessages.depositAmountInvalid) }),
    z.object({
      kind: z.literal('percent'),
      percent: z
        .number({ error: consoleMessages.depositPercentInvalid })
        .int(consoleMessages.depositPercentInvalid)
        .min(1, consoleMessages.depositPercentInvalid)
        .max(100, consoleMessages.depositPercentInvalid),
    }),
  ],
  { error: consoleMessages.depositKindInvalid },
);

export const serviceBodySchema = z.object({
  categoryId: textId(consoleMessages.categoryRequired),
  name: requiredLine(SERVICE_NAME_MAX, consoleMessages.nameRequired, consoleMessages.nameTooLong),
  description: paragraphText({ error: consoleMessages.descriptionRequired })
    .min(1, consoleMessages.descriptionRequired)
    .max(DESCRIPTION_MAX, consoleMessages.descriptionTooLong),
  durationMinutes: serviceDuration,
  price: dollarsSchema,
  petTypes: z
    .array(petTypeSchema, { error: consoleMessages.petTypesRequired })
    .min(1, consoleMessages.petTypesRequired)
    .transform((types) => [...new Set(types)]),
  /** The provider schedules that offer it; none leaves it listed but unbookable. */
  providerIds: z
    .array(integerId(consoleMessages.unknownProvider))
    .max(200)
    .transform((ids) => [...new Set(ids)]),
  active: z.boolean().default(true),
  /** Weeks after a completed visit the customer is reminded to rebook (issue 29); null: never. */
  rebookWeeks: z
    .number({ error: consoleMessages.rebookWeeksInvalid })
    .int(consoleMessages.rebookWeeksInvalid)
    .min(1, consoleMessages.rebookWeeksInvalid)
    .max(REBOOK_WEEKS_MAX, consoleMessages.rebookWeeksInvalid)
    .nullable()
    .default(null),
  deposit: serviceDepositBodySchema.default({ kind: 'none' }),
  /** Durations and prices by the pet's size and coat (issue 14); none: the service's own for every pet. */
  options: z
    .array(serviceOptionBodySchema)
    .max(SERVICE_OPTIONS_MAX)
    .default([])
    .superRefine((options, context) => {
      const seen = new Set<string>();
      options.forEach((option, index) => {
        const key = `${option.size}/${option.coat}`;
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'coat'], message: consoleMessages.optionRepeated });
        seen.add(key);
      });
    }),
  /** Vaccines a pet must have, valid on the appointment's date, to be booked (issue 14). */
  requiredVaccines: z
    .array(z.enum(vaccines, { error: consoleMessages.vaccineUnknown }))
    .max(vaccines.length)
    .default([])
    .transform((list) => vaccines.filter((vaccine) => list.includes(vaccine))),
});

export const consoleServiceOptionSchema = z.object({
  size: z.enum(['any', ...petSizes]),
  coat: z.enum(['any', ...petCoats]),
  durationMinutes: z.number().int(),
  priceCents: z.number().int().nonnegative(),
});

export const consoleServiceSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  priceCents: z.number().int().nonnegative(),
  petTypes: z.array(petTypeSchema),
  providerIds: z.array(z.number().int()),
  active: z.boolean(),
  rebookWeeks: z.number().int().nullable(),
  /** Issue 29: value is cents for 'fixed', a whole percent for 'percent', 0 for 'none'. */
  deposit: z.object({ kind: depositKindSchema, value: z.number().int().nonnegative() }),
  updatedAt: z.iso.datetime(),
  /** Most specific first: size and coat, size, coat, then 'any'. */
  options: z.array(consoleServiceOptionSchema),
  requiredVaccines: z.array(vaccineSchema),
});

export const categoryBodySchema = z.object({
  name: requiredLine(CATEGORY_NAME_MAX, consoleMessages.nameRequired, consoleMessages.nameTooLong),
  description: lineText().max(CATEGORY_DESCRIPTION_MAX, consoleMessages.descriptionTooLong).default(''),
});

export const consoleCategorySchema = z.object({ id: z.string(), name: z.string(), description: z.string(), sortOrder: z.number().int() });

/** Everything the services screen needs in one answer: categories, services, and the providers to offer them. */
export const consoleServiceListSchema = z.object({
  categories: z.array(consoleCategorySchema),
  services: z.array(consoleServiceSchema),
  providers: z.array(z.object({ id: z.number().int(), displayName: z.string() })),
});
export const serviceIdParamsSchema = z.object({ serviceId: textId(consoleMessages.unknownService) });

export type ProductBody = z.input<typeof productBodySchema>;
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;
export type ServiceBody = z.input<typeof serviceBodySchema>;
export type ConsoleService = z.infer<typeof consoleServiceSchema>;
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;
export type ConsoleServiceList = z.infer<typeof consoleServiceListSchema>;
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export type ServiceOptionBody = z.input<typeof serviceOptionBodySchema>;
export type ConsoleServiceOption = z.infer<typeof consoleServiceOptionSchema>;
