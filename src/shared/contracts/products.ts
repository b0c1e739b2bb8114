import * as z from 'zod';
import { categorySlugSchema } from './categories';
import { PRODUCT_SLUG_MAX, productSlugPattern } from '../routes/paths';

/** Every product image is drawn square at this size, so pages reserve its space before it loads. */
export const productImageSize = { width: 400, height: 400 } as const;

/** A product page's address (/shop/{slug}, issue 28), as paths.ts describes it. */
export const productSlugSchema = z.string().max(PRODUCT_SLUG_MAX).regex(productSlugPattern);

/** One width of a product's picture: where it is served and how many pixels wide it is. */
export const imageRenditionSchema = z.object({ src: z.string(), width: z.number().int().positive() });
export type ImageRendition = z.infer<typeof imageRenditionSchema>;

const imageSchema = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /**
   * The same picture at smaller widths (WebP, never wider than the upload), for the
   * img's srcset; left out for a picture that has none (the demo's drawings scale).
   */
  srcset: z.array(imageRenditionSchema).optional(),
});

/** One of a variant's option values ({ name: 'Size', value: '15 lb' }). */
export const optionValueSchema = z.object({ name: z.string(), value: z.string() });

/** What a shopper picks and buys (issue 28): a product's size, flavour or colour. */
export const productVariantSchema = z.object({
  id: z.number().int().positive(),
  /** Its option values in the product's option order; none for a product without options. */
  options: z.array(optionValueSchema),
  /** Its values joined ("15 lb / Chicken"); empty for a product without options. */
  label: z.string(),
  sku: z.string(),
  priceCents: z.number().int().nonnegative(),
  /** Decided by the server from the variant's stock. */
  inStock: z.boolean(),
  /** Its own picture, or the product's. */
  image: imageSchema,
});

export const productSchema = z.object({
  id: z.number().int().positive(),
  /** Its page's address, kept when the product is renamed. */
  slug: z.string(),
  /** The name the shop grid uses. */
  name: z.string(),
  /** The shorter name the home page carousel uses ("Giraffe Plush"). */
  carouselName: z.string(),
  description: z.string(),
  /**
   * The lowest price among its variants (a card with several says "From $X"). The reader's
   * screen writes it as the catalogue does: "$7.80", "$10".
   */
  priceCents: z.number().int().nonnegative(),
  image: imageSchema,
  /** The slugs of the categories it sits in (GET /api/categories names them). */
  categories: z.array(z.string()),
  /** Its options for a picker (Size: 4 lb, 15 lb, 30 lb); none for a product without options. */
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  /** At least one; a product without options has exactly one. */
  variants: z.array(productVariantSchema).min(1),
});

/** The most categories one listing narrows by (a pet and a kind, and a little room). */
export const MAX_CATEGORY_FILTERS = 5;

/** How many products one page of the shop's listing holds (issue 28): fixed, so `?page=2` names the same products for everyone. */
export const PRODUCT_PAGE_SIZE = 24;
/** The furthest page an address may name; past the last page a listing is empty, not refused. */
export const MAX_PRODUCT_PAGE = 10_000;
/** The highest price a filter may name, in dollars: past every product the shop could sell. */
export const MAX_PRICE_FILTER_DOLLARS = 1_000_000;

/** The listing's orders: the owner's featured order first, as the shop has always shown. */
export const productSorts = ['featured', 'price-asc', 'price-desc', 'newest', 'best-selling'] as const;
export type ProductSort = (typeof productSorts)[number];

export const productListMessages = {
  page: 'errors.products.page',
  sort: 'errors.products.sort',
  price: 'errors.products.price',
  priceRange: 'errors.products.priceRange',
  inStock: 'errors.products.inStock',
  product: 'errors.products.product',
} as const;

/**
 * A price bound as the address writes it: dollars, whole or with cents ("10", "7.80"),
 * as a shopper types them; parsed into cents, as every price is counted (D5).
 */
export const priceFilterSchema = z
  .string({ error: productListMessages.price })
  .regex(/^\d{1,7}(\.\d{1,2})?$/, productListMessages.price)
  .transform((dollars) => Math.round(Number(dollars) * 100))
  .refine((cents) => cents <= MAX_PRICE_FILTER_DOLLARS * 100, productListMessages.price);

/** A page number as the address writes it (`?page=2`): 1 and up. */
export const productPageNumberSchema = z
  .string({ error: productListMessages.page })
  .regex(/^[1-9]\d{0,4}$/, productListMessages.page)
  .transform(Number)
  .refine((page) => page <= MAX_PRODUCT_PAGE, productListMessages.page);

/** `?inStock=true`: only products the shelf has; `false` (or leaving it out) lists them all. */
export const inStockFlagSchema = z.enum(['true', 'false'], { error: productListMessages.inStock }).transform((flag) => flag === 'true');

export const productSortSchema = z.enum(productSorts, { error: productListMessages.sort });

/**
 * GET /api/products: one page of the shop's listing (issue 28). `category` (repeatable):
 * the products in every category named (a pet AND a kind; a slug no category has lists
 * nothing); `minPrice`/`maxPrice`: in dollars, both bounds included; `inStock=true`: only
 * what the shelf has; `sort`; `page` (PRODUCT_PAGE_SIZE products each; a page past the
 * last is empty, with the listing's total). `product`, when no page is named: the page
 * that holds that product (the spec's /shop?product={id} finds it), else the first.
 */
export const productListQuerySchema = z
  .object({
    category: z
      .union([categorySlugSchema, z.array(categorySlugSchema).max(MAX_CATEGORY_FILTERS)])
      .optional()
      .transform((value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value)),
    page: productPageNumberSchema.optional(),
    sort: productSortSchema.default('featured'),
    minPrice: priceFilterSchema.optional(),
    maxPrice: priceFilterSchema.optional(),
    inStock: inStockFlagSchema.default(false),
    product: z
      .string({ error: productListMessages.product })
      .regex(/^[1-9]\d{0,9}$/, productListMessages.product)
      .transform(Number)
      .optional(),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: productListMessages.priceRange,
    path: ['maxPrice'],
  });

/** A listing's query once parsed: prices in cents. */
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  /** The page shown (the one that holds the asked-for product, when one was). */
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** How many products the whole listing holds, over every page. */
  total: z.number().int().nonnegative(),
  /** How many pages it takes; at least 1, an empty first page. */
  pageCount: z.number().int().positive(),
});

/** GET /api/products/by-slug/{slug}: one product on sale, and whether the shop has it on the shelf. */
export const productPageParamsSchema = z.object({ slug: productSlugSchema });

export const productPageResponseSchema = z.object({
  product: productSchema,
  /** Decided by the server from the shelf's stock; the page says In stock or Out of stock. */
  inStock: z.boolean(),
});

export type Product = z.infer<typeof productSchema>;
export type ProductVariant = z.infer<typeof productVariantSchema>;
export type ProductPage = z.infer<typeof productPageResponseSchema>;
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** How many products the home page's Trending Products carousel shows (spec: "carousel of 9 products"). */
export const TRENDING_PRODUCTS = 9;

/**
 * GET /api/products/trending: the best sellers of the last 30 days' paid orders, filled
 * up by the owner's featured order; fewer than nine only when fewer are on sale.
 */
export const trendingProductsResponseSchema = z.object({
  products: z.array(productSchema).max(TRENDING_PRODUCTS),
});

export type TrendingProductsResponse = z.infer<typeof trendingProductsResponseSchema>;
