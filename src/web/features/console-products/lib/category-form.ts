import type { CategoryGroup, ConsoleProductCategory, ProductCategoryCreateBody, ProductCategoryUpdateBody } from '@shared/contracts/categories';

/** The add form's fields in screen order: after a refused save, focus goes to the first one marked. */
export const categoryCreateFields = ['group', 'nameEn', 'nameFr', 'slug', 'sortOrder'] as const;
export type CategoryCreateField = (typeof categoryCreateFields)[number];
/** A category's own form: its names and place; its slug and group stay. */
export const categoryEditFields = ['nameEn', 'nameFr', 'sortOrder'] as const;
export type CategoryEditField = (typeof categoryEditFields)[number];

/** What the owner has typed, kept as typed. */
export interface CategoryCreateValues {
  group: CategoryGroup | '';
  nameEn: string;
  nameFr: string;
  /** Empty: made from the English name. */
  slug: string;
  /** Empty: last in its group. */
  sortOrder: string;
}
export type CategoryEditValues = Pick<CategoryCreateValues, CategoryEditField>;

export const emptyCategoryForm: CategoryCreateValues = { group: '', nameEn: '', nameFr: '', slug: '', sortOrder: '' };

/** An unreadable number goes as NaN, which the contract refuses in its own words. */
const wholeNumberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** The body POST /api/console/categories gets: an empty slug or position is left to the server. */
export const categoryCreateBodyOf = (values: CategoryCreateValues): ProductCategoryCreateBody => ({
  group: values.group as CategoryGroup,
  nameEn: values.nameEn,
  nameFr: values.nameFr,
  ...(values.slug.trim() === '' ? {} : { slug: values.slug.trim() }),
  ...(values.sortOrder.trim() === '' ? {} : { sortOrder: wholeNumberOf(values.sortOrder) }),
});

export const categoryEditValuesOf = (category: ConsoleProductCategory): CategoryEditValues => ({
  nameEn: category.nameEn,
  nameFr: category.nameFr,
  sortOrder: String(category.sortOrder),
});

/** The body PATCH /api/console/categories/:slug gets: every field, the position required. */
export const categoryUpdateBodyOf = (values: CategoryEditValues): ProductCategoryUpdateBody => ({
  nameEn: values.nameEn,
  nameFr: values.nameFr,
  sortOrder: wholeNumberOf(values.sortOrder),
});

export const categorySaveWords = { failed: 'screens.console.categories.saveFailed', fixFields: 'screens.console.categories.fixFields' };

/** Each group's name, as a heading on the categories screen and a legend in the product form's picker. */
export const categoryGroupNames: Record<CategoryGroup, string> = {
  pet: 'screens.console.categories.groupPet',
  kind: 'screens.console.categories.groupKind',
};
