import * as z from 'zod';
import { categorySchema } from './categories';
import { productSchema } from './products';
import { isPrintableLine } from './text';
import { SEARCH_QUERY_MAX } from '../catalog/search-terms';

export const searchMessages = {
  /** Empty, too long or unprintable (values: max). */
  query: 'errors.search.query',
} as const;

/** The most products one answer holds: the results page's, and the suggestions' fewer. */
export const SEARCH_LIMIT_MAX = 48;
export const SEARCH_LIMIT_DEFAULT = 24;

/** GET /api/search?q=kible&limit=6: q is what the shopper typed, 1 to 100 characters once trimmed. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: searchMessages.query })
    .trim()
    .min(1, searchMessages.query)
    .max(SEARCH_QUERY_MAX, searchMessages.query)
    .refine(isPrintableLine, searchMessages.query),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});

/**
 * The products on sale that match, best first (the whole name or its start first, then
 * the closest words), in the reader's language; `total` counts every match, of which
 * `products` are the first `limit`. With no match, `suggestions` are the categories that
 * hold products, so the page can offer somewhere to go.
 */
export const searchResponseSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int().nonnegative(),
  suggestions: z.array(categorySchema),
});

export type SearchQuery = z.input<typeof searchQuerySchema>;
export type SearchResponse = z.infer<typeof searchResponseSchema>;
