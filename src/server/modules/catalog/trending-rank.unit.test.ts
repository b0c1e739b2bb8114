import { describe, expect, it } from 'vitest';
import { rankTrendingProducts, type FeaturedPlace, type ProductSales } from './trending-rank';

/** Products 1…n on sale, in the owner's order 10, 20, 30… */
const shelf = (n: number): FeaturedPlace[] => Array.from({ length: n }, (_, index) => ({ id: index + 1, sortOrder: (index + 1) * 10 }));
const sold = (productId: number, units: number, revenueCents = units * 1000): ProductSales => ({ productId, units, revenueCents });

describe('rankTrendingProducts', () => {
  it('is the owner’s featured order when nothing sold', () => {
    expect(rankTrendingProducts([], shelf(15), 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('puts the best sellers first by units, then fills up to the count in featured order without repeating one', () => {
    expect(rankTrendingProducts([sold(12, 3), sold(4, 7), sold(15, 1)], shelf(15), 9)).toEqual([4, 12, 15, 1, 2, 3, 5, 6, 7]);
  });

  it('breaks a tie in units by revenue, and a tie in both by the owner’s order', () => {
    const onSale = [...shelf(6), { id: 50, sortOrder: 5 }];
    const sales = [sold(3, 2, 900), sold(6, 2, 4000), sold(5, 2, 900), sold(50, 2, 900)];
    expect(rankTrendingProducts(sales, onSale, 9)).toEqual([6, 50, 3, 5, 1, 2, 4]);
  });

  it('orders by units before revenue: many cheap units beat a few dear ones', () => {
    expect(rankTrendingProducts([sold(2, 1, 50_000), sold(3, 5, 500)], shelf(3), 2)).toEqual([3, 2]);
  });

  it('never shows a product that is not on sale, whatever it sold', () => {
    const ranked = rankTrendingProducts([sold(99, 500), sold(2, 1)], shelf(10), 9);
    expect(ranked).not.toContain(99);
    expect(ranked).toEqual([2, 1, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('ignores a product whose every unit was refunded', () => {
    expect(rankTrendingProducts([sold(5, 0, 0)], shelf(6), 3)).toEqual([1, 2, 3]);
  });

  it('takes at most the count of the best sellers, and fewer only when fewer are on sale', () => {
    const sales = shelf(12).map((product) => sold(product.id, product.id));
    expect(rankTrendingProducts(sales, shelf(12), 9)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(rankTrendingProducts([sold(2, 4)], shelf(4), 9)).toEqual([2, 1, 3, 4]);
    expect(rankTrendingProducts([], [], 9)).toEqual([]);
  });

  it('takes the owner’s order from the sort order, not the id', () => {
    const onSale = [{ id: 1, sortOrder: 30 }, { id: 2, sortOrder: 10 }, { id: 3, sortOrder: 20 }];
    expect(rankTrendingProducts([], onSale, 9)).toEqual([2, 3, 1]);
  });
});
