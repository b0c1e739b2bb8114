import * as z from 'zod';

/** A category's group (issue 28): by pet (Dog, Cat…) or by kind (Food, Toys…). */
export const categoryGroups = ['pet', 'kind'] as const;
export type CategoryGroup = (typeof categoryGroups)[number];

/** A category's address in the shop (/shop?category=dog): lower-case ASCII words joined by hyphens. */
export const CATEGORY_SLUG_MAX = 48;
export const categorySlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const categorySlugSchema = z.string().max(CATEGORY_SLUG_MAX).regex(categorySlugPattern);

export const categorySchema = z.object({
  slug: z.string(),
  group: z.enum(categoryGroups),
  /** In the reader's language. */
  name: z.string(),
});

/** GET /api/categories: every category, the pets first, then the kinds, each group in the owner's order. */
export const categoryListResponseSchema = z.object({
  categories: z.array(categorySchema),
});

export type Category = z.infer<typeof categorySchema>;
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;
