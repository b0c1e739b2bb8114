import { describe, expect, it } from 'vitest';
import { productListQuerySchema, type Product } from '../contracts/products';
import { filterListing, pageHolding, pageOfListing, sortListing, type ListedProduct } from './product-listing';

/** A product on sale in featured order `id`, added `addedAt` ms after the epoch. */
const listed = (id: number, priceCents: number, categories: string[], { inStock = true, addedAt = id } = {}): ListedProduct => ({
  product: {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    carouselName: `Product ${id}`,
    description: '',
    priceCents,
    image: { src: '/x.svg', alt: '', width: 400, height: 400 },
    categories,
    options: [],
    variants: [],
  } satisfies Product,
  inStock,
  addedAt,
});

// Featured order is the array's: 1, 2, 3, 4, 5.
const shop = [
  listed(1, 780, ['dog', 'food'], { addedAt: 30 }),
  listed(2, 1000, ['dog', 'toys'], { inStock: false, addedAt: 10 }),
  listed(3, 700, ['dog', 'toys'], { addedAt: 50 }),
  listed(4, 1000, ['cat', 'toys'], { addedAt: 50 }),
  listed(5, 4000, ['cat', 'food'], { addedAt: 20 }),
];
const ids = (entries: readonly ListedProduct[]) => entries.map((entry) => entry.product.id);
const none = { categories: [], inStock: false };

describe('filterListing', () => {
  it('keeps everything, in featured order, with no filter', () => {
    expect(ids(filterListing(shop, none))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the products in every category named (a pet and a kind)', () => {
    expect(ids(filterListing(shop, { ...none, categories: ['dog'] }))).toEqual([1, 2, 3]);
    expect(ids(filterListing(shop, { ...none, categories: ['dog', 'toys'] }))).toEqual([2, 3]);
    expect(ids(filterListing(shop, { ...none, categories: ['bird'] }))).toEqual([]);
  });

  it('keeps prices within the range, both bounds included', () => {
    expect(ids(filterListing(shop, { ...none, minPriceCents: 780 }))).toEqual([1, 2, 4, 5]);
    expect(ids(filterListing(shop, { ...none, maxPriceCents: 1000 }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterListing(shop, { ...none, minPriceCents: 1000, maxPriceCents: 1000 }))).toEqual([2, 4]);
  });

  it('keeps only what the shelf has when asked', () => {
    expect(ids(filterListing(shop, { ...none, inStock: true }))).toEqual([1, 3, 4, 5]);
  });

  it('combines every filter', () => {
    expect(ids(filterListing(shop, { categories: ['toys'], maxPriceCents: 1000, inStock: true }))).toEqual([3, 4]);
  });
});

describe('sortListing', () => {
  it('keeps the featured order as given', () => {
    expect(ids(sortListing(shop, 'featured'))).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts by price either way, ties in featured order', () => {
    expect(ids(sortListing(shop, 'price-asc'))).toEqual([3, 1, 2, 4, 5]);
    expect(ids(sortListing(shop, 'price-desc'))).toEqual([5, 2, 4, 1, 3]);
  });

  it('puts the newest first, the later-added of two at the same moment first', () => {
    expect(ids(sortListing(shop, 'newest'))).toEqual([4, 3, 1, 5, 2]);
  });

  it('puts the best sellers first in their rank, then the rest in featured order', () => {
    expect(ids(sortListing(shop, 'best-selling', [4, 2]))).toEqual([4, 2, 1, 3, 5]);
    // A best seller the filters left out is simply not there.
    expect(ids(sortListing(filterListing(shop, { ...none, categories: ['dog'] }), 'best-selling', [4, 2]))).toEqual([2, 1, 3]);
    expect(ids(sortListing(shop, 'best-selling'))).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves its input alone', () => {
    const before = ids(shop);
    sortListing(shop, 'price-desc');
    expect(ids(shop)).toEqual(before);
  });
});

describe('pageOfListing', () => {
  const items = Array.from({ length: 50 }, (_, index) => index + 1);

  it('slices fixed-size pages and counts them', () => {
    expect(pageOfListing(items, 1, 24)).toEqual({ items: items.slice(0, 24), page: 1, pageSize: 24, total: 50, pageCount: 3 });
    expect(pageOfListing(items, 3, 24)).toMatchObject({ items: [49, 50], page: 3, pageCount: 3 });
  });

  it('answers a page past the last with nothing, and the total', () => {
    expect(pageOfListing(items, 4, 24)).toEqual({ items: [], page: 4, pageSize: 24, total: 50, pageCount: 3 });
  });

  it('gives an empty listing its one empty page', () => {
    expect(pageOfListing([], 1, 24)).toEqual({ items: [], page: 1, pageSize: 24, total: 0, pageCount: 1 });
  });
});

describe('pageHolding', () => {
  it('finds the page a product is on, or the first', () => {
    expect(pageHolding(shop, 1, 2)).toBe(1);
    expect(pageHolding(shop, 4, 2)).toBe(2);
    expect(pageHolding(shop, 5, 2)).toBe(3);
    expect(pageHolding(shop, 42, 2)).toBe(1);
  });
});

describe('productListQuerySchema', () => {
  const parse = (query: Record<string, string | string[]>) => productListQuerySchema.safeParse(query);

  it('defaults to the first page in featured order, everything', () => {
    expect(parse({}).data).toEqual({ category: [], sort: 'featured', inStock: false });
  });

  it('reads prices in dollars into cents', () => {
    expect(parse({ minPrice: '7.8', maxPrice: '10' }).data).toMatchObject({ minPrice: 780, maxPrice: 1000 });
    expect(parse({ minPrice: '7.80', maxPrice: '7.80' }).success).toBe(true);
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '2.5' }, 'page'],
    [{ page: '10001' }, 'page'],
    [{ page: ['1', '2'] }, 'page'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ minPrice: '-1' }, 'minPrice'],
    [{ minPrice: '7.805' }, 'minPrice'],
    [{ maxPrice: 'ten' }, 'maxPrice'],
    [{ maxPrice: '99999999' }, 'maxPrice'],
    [{ minPrice: '20', maxPrice: '10' }, 'maxPrice'],
    [{ inStock: 'yes' }, 'inStock'],
    [{ product: 'abc' }, 'product'],
  ])('refuses %j at %s', (query, field) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path[0])).toContain(field);
  });
});
