import type { Category } from '@shared/contracts/categories';
import { shopHref, type ShopListing } from '@web/features/catalog/lib/listing-address';

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

/**
 * The shop's address for these categories, in the order the groups come (pets first),
 * keeping the listing's other choices (price, stock, sort) and going back to its first page.
 */
export function shopHrefFor(categories: readonly string[], all: readonly Category[], listing?: Omit<ShopListing, 'categories' | 'product' | 'pageNamed'>): string {
  const order = new Map(all.map((category, index) => [category.slug, index]));
  const sorted = [...categories].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return shopHref({ inStock: false, sort: 'featured', ...listing, categories: sorted, page: 1 });
}
