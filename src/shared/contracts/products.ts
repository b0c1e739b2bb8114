import * as z from 'zod';

/** Every product image is drawn square at this size, so pages reserve its space before it loads. */
export const productImageSize = { width: 400, height: 400 } as const;

export const productSchema = z.object({
  id: z.number().int().positive(),
  /** The name the shop grid uses. */
  name: z.string(),
  /** The shorter name the home page carousel uses ("Giraffe Plush"). */
  carouselName: z.string(),
  description: z.string(),
  /** The reader's screen writes it as the catalogue does: "$7.80", "$10". */
  priceCents: z.number().int().nonnegative(),
  image: z.object({
    src: z.string(),
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
});

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
});

export type Product = z.infer<typeof productSchema>;
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
