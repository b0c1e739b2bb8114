/**
 * Which products the home page's Trending Products carousel shows (issue 28), pure:
 * the best sellers of the window first, then the owner's featured order fills the rest.
 */

/** What a product sold in the window: units bought less units refunded, and their sales before HST. */
export interface ProductSales {
  productId: number;
  units: number;
  revenueCents: number;
}

/** A product on sale and its place in the owner's featured (shop) order. */
export interface FeaturedPlace {
  id: number;
  sortOrder: number;
}

const byFeaturedOrder = (a: FeaturedPlace, b: FeaturedPlace) => a.sortOrder - b.sortOrder || a.id - b.id;

/**
 * The ids of the `count` trending products, in the carousel's order: products on sale
 * that sold in the window, most units first, then most revenue, then the owner's order;
 * then the other products on sale in the owner's order. A product not in `onSale`
 * (taken off sale, deleted) is never shown, whatever it sold; fewer than `count` only
 * when fewer are on sale.
 */
export function rankTrendingProducts(sales: readonly ProductSales[], onSale: readonly FeaturedPlace[], count: number): number[] {
  const places = new Map(onSale.map((product) => [product.id, product]));
  const sold = sales
    .filter((line) => line.units > 0 && places.has(line.productId))
    .map((line) => ({ ...line, place: places.get(line.productId)! }))
    .sort((a, b) => b.units - a.units || b.revenueCents - a.revenueCents || byFeaturedOrder(a.place, b.place));
  const bestSellers = sold.map((line) => line.productId);
  const chosen = new Set(bestSellers);
  const fill = [...places.values()].filter((product) => !chosen.has(product.id)).sort(byFeaturedOrder);
  return [...bestSellers, ...fill.map((product) => product.id)].slice(0, Math.max(count, 0));
}
