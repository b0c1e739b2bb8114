import * as z from 'zod';
import { categorySlugSchema } from './categories';
import { PRODUCT_SLUG_MAX, productSlugPattern } from '../routes/paths';

/** Every product image is drawn square at this size, so pages reserve its space before it loads. */
export const productImageSize = { width: 400, height: 400 } as const;

/** A product page's address (/shop/{slug}, issue 28), as paths.ts describes it. */
export const productSlugSchema = z.string().max(PRODUCT_SLUG_MAX).regex(productSlugPattern);

const imageSchema = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
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

/**
 * GET /api/products?category=dog&category=toys: the products that sit in every category
 * named (a pet AND a kind); a slug no category has lists nothing.
 */
export const productListQuerySchema = z.object({
  category: z
    .union([categorySlugSchema, z.array(categorySlugSchema).max(MAX_CATEGORY_FILTERS)])
    .optional()
    .transform((value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value)),
});

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
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
