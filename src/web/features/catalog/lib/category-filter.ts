import { categorySlugPattern, type Category } from '@shared/contracts/categories';

/** At most this many categories in the address: the server accepts no more (productListQuerySchema). */
const MAX_CATEGORIES = 5;

/** The categories the shop's address names (`?category=dog&category=toys`), well-formed and once each. */
export function categoriesInAddress(search: URLSearchParams): string[] {
  const slugs = search.getAll('category').filter((slug) => categorySlugPattern.test(slug));
  return [...new Set(slugs)].slice(0, MAX_CATEGORIES);
}

/**
 * The categories after a visitor picks `picked`: picking the one already chosen clears it;
 * otherwise it takes the place of its group's (one pet and one kind at a time: "Dog",
 * then "Toys", is dog toys).
 */
export function pickCategory(chosen: readonly string[], picked: Category, all: readonly Category[]): string[] {
  if (chosen.includes(picked.slug)) return chosen.filter((slug) => slug !== picked.slug);
  const groupOf = new Map(all.map((category) => [category.slug, category.group]));
  return [...chosen.filter((slug) => groupOf.get(slug) !== picked.group), picked.slug];
}

/** The shop's address for these categories, in the order the groups come (pets first). */
export function shopHrefFor(categories: readonly string[], all: readonly Category[]): string {
  const order = new Map(all.map((category, index) => [category.slug, index]));
  const sorted = [...categories].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const search = new URLSearchParams(sorted.map((slug) => ['category', slug]));
  return sorted.length === 0 ? '/shop' : `/shop?${search.toString()}`;
}
