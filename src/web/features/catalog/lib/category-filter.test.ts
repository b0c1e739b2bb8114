import { describe, expect, it } from 'vitest';
import type { Category } from '@shared/contracts/categories';
import { pickCategory, shopHrefFor } from './category-filter';
import { categoriesInAddress } from './listing-address';

const all: Category[] = [
  { slug: 'dog', group: 'pet', name: 'Dog' },
  { slug: 'cat', group: 'pet', name: 'Cat' },
  { slug: 'food', group: 'kind', name: 'Food' },
  { slug: 'toys', group: 'kind', name: 'Toys' },
];
const [dog, cat, food, toys] = all as [Category, Category, Category, Category];

describe('the shop’s category filter', () => {
  it('reads well-formed categories from the address, once each, five at most', () => {
    const search = new URLSearchParams('category=dog&category=Dog!&category=dog&category=toys&category=a&category=b&category=c&category=d');
    expect(categoriesInAddress(search)).toEqual(['dog', 'toys', 'a', 'b', 'c']);
    expect(categoriesInAddress(new URLSearchParams('product=3'))).toEqual([]);
  });

  it('keeps one pet and one kind: a pet then a kind narrows, another pet replaces, the same one clears', () => {
    expect(pickCategory([], dog, all)).toEqual(['dog']);
    expect(pickCategory(['dog'], toys, all)).toEqual(['dog', 'toys']);
    expect(pickCategory(['dog', 'toys'], cat, all)).toEqual(['toys', 'cat']);
    expect(pickCategory(['dog', 'toys'], food, all)).toEqual(['dog', 'food']);
    expect(pickCategory(['dog', 'toys'], toys, all)).toEqual(['dog']);
  });

  it('writes the address pets first, and the bare shop for none', () => {
    expect(shopHrefFor(['toys', 'dog'], all)).toBe('/shop?category=dog&category=toys');
    expect(shopHrefFor([], all)).toBe('/shop');
  });
});
