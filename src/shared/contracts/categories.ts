import * as z from 'zod';
import { lineText } from './text';

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

/** The owner console's categories (issue 28): both names, each required, and the slug kept when renamed. */
export const PRODUCT_CATEGORY_NAME_MAX = 40;
export const CATEGORY_SORT_ORDER_MAX = 100_000;

export const productCategoryMessages = {
  nameEnRequired: 'errors.console.categoryNameEnRequired',
  nameFrRequired: 'errors.console.categoryNameFrRequired',
  nameTooLong: 'errors.console.nameTooLong',
  groupInvalid: 'errors.console.categoryGroupInvalid',
  slugInvalid: 'errors.console.categorySlugInvalid',
  sortOrderInvalid: 'errors.console.sortOrderInvalid',
  /** A category already has this slug (values: slug). */
  slugTaken: 'errors.console.categorySlugTaken',
  /** No category has this slug (values: slug). */
  noSuchCategory: 'errors.console.noSuchCategory',
  /** The same slug twice in a product's list. */
  categoryRepeated: 'errors.console.categoryRepeated',
} as const;

const categoryName = (required: string) =>
  lineText({ error: required }).min(1, required).max(PRODUCT_CATEGORY_NAME_MAX, productCategoryMessages.nameTooLong);
const categorySortOrder = z
  .number({ error: productCategoryMessages.sortOrderInvalid })
  .int(productCategoryMessages.sortOrderInvalid)
  .min(0, productCategoryMessages.sortOrderInvalid)
  .max(CATEGORY_SORT_ORDER_MAX, productCategoryMessages.sortOrderInvalid);
/** A slug the owner types or a product's form sends: the shop's address rules, with the console's words. */
export const consoleCategorySlugSchema = z
  .string({ error: productCategoryMessages.slugInvalid })
  .max(CATEGORY_SLUG_MAX, productCategoryMessages.slugInvalid)
  .regex(categorySlugPattern, productCategoryMessages.slugInvalid);

/** POST /api/console/categories: the slug is made from the English name unless given; last in its group unless placed. */
export const productCategoryCreateBodySchema = z.object({
  slug: consoleCategorySlugSchema.optional(),
  group: z.enum(categoryGroups, { error: productCategoryMessages.groupInvalid }),
  nameEn: categoryName(productCategoryMessages.nameEnRequired),
  nameFr: categoryName(productCategoryMessages.nameFrRequired),
  sortOrder: categorySortOrder.optional(),
});

/** PATCH /api/console/categories/{slug}: a rename in either language, a move in the order; the slug and group stay. */
export const productCategoryUpdateBodySchema = z.object({
  nameEn: categoryName(productCategoryMessages.nameEnRequired).optional(),
  nameFr: categoryName(productCategoryMessages.nameFrRequired).optional(),
  sortOrder: categorySortOrder.optional(),
});

export const categorySlugParamsSchema = z.object({ slug: consoleCategorySlugSchema });

/** A category as the owner sees it: both names, its place and how many products sit in it. */
export const consoleProductCategorySchema = z.object({
  slug: z.string(),
  group: z.enum(categoryGroups),
  nameEn: z.string(),
  nameFr: z.string(),
  sortOrder: z.number().int(),
  productCount: z.number().int().nonnegative(),
});
export const consoleProductCategoryListSchema = z.object({ categories: z.array(consoleProductCategorySchema) });

/** The most categories one product sits in. */
export const PRODUCT_CATEGORIES_MAX = 20;
/** A product's categories in the console's product body: slugs, each once. */
export const productCategorySlugsSchema = z
  .array(consoleCategorySlugSchema, { error: productCategoryMessages.slugInvalid })
  .max(PRODUCT_CATEGORIES_MAX, productCategoryMessages.slugInvalid)
  .refine((slugs) => new Set(slugs).size === slugs.length, productCategoryMessages.categoryRepeated);

export type ConsoleProductCategory = z.infer<typeof consoleProductCategorySchema>;
export type ProductCategoryCreateBody = z.input<typeof productCategoryCreateBodySchema>;
export type ProductCategoryUpdateBody = z.input<typeof productCategoryUpdateBodySchema>;
