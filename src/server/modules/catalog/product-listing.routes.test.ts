import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_SIZE, productListResponseSchema, type ProductListResponse } from '@shared/contracts/products';
import { apiErrorSchema } from '@shared/contracts/errors';
import { users } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { insertOrder, insertTestProducts } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TRENDING_FRESH_MS } from './trending-products.service';

/**
 * The shop's listing (issue 28 item 5): one page of PRODUCT_PAGE_SIZE at a time, filtered
 * by category, price and stock, in the order the shopper picks. The shop has the demo's
 * nine products (featured order 1…9) and forty more after them, five of those out of stock
 * and one added tomorrow; the app's clock is the test's.
 */

const DAY = 24 * 60 * 60_000;
let clock = Date.now();
let t: TestApp;
let extra: number[];
let outOfStock: number[];
let newest: number;
const buyer = { id: 'listing-buyer', name: 'List Shopper', email: 'listing-buyer@example.com' };

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  extra = (await insertTestProducts(t.database.db, 34)).map((row) => row.id);
  outOfStock = (await insertTestProducts(t.database.db, 5, { stock: 0, priceCents: 2_500 })).map((row) => row.id);
  [newest] = (await insertTestProducts(t.database.db, 1, { priceCents: 999, createdAt: new Date(clock + DAY) })).map((row) => row.id) as [number];
  await t.database.db.insert(users).values({ ...buyer, emailVerified: true });
});
afterAll(() => t?.close());

const TOTAL = 9 + 34 + 5 + 1;

async function list(query = '', headers: Record<string, string> = {}): Promise<ProductListResponse> {
  const response = await t.app.inject({ url: `/api/products${query ? `?${query}` : ''}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return productListResponseSchema.parse(response.json());
}
const ids = async (query = '') => (await list(query)).products.map((product) => product.id);
/** Every page of a listing, in order. */
async function everyPage(query: string): Promise<ProductListResponse['products']> {
  const first = await list(query);
  const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, index) => list(`${query}&page=${index + 2}`)));
  return [first, ...rest].flatMap((page) => page.products);
}

describe('GET /api/products, a page at a time', () => {
  it('answers the first page of the whole shop in featured order, with the totals', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageSize: PRODUCT_PAGE_SIZE, total: TOTAL, pageCount: 3 });
    expect(page.products).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(page.products.slice(0, 9).map((product) => product.name)).toEqual([
      'Small Dog Food',
      'Rope for Dogs',
      'Giraffe Plush Toy',
      'Canned Cat Food',
      'Cat Pouches',
      'Laser Tease Toy',
      'Flapping Fish for Cats',
      'Rubber Frisbee',
      'Ball Launcher',
    ]);
  });

  it('shows each product on exactly one page; a page past the last is empty and keeps the total', async () => {
    const all = await everyPage('sort=featured');
    expect(all.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, ...extra, ...outOfStock, newest]);
    expect((await list('page=3')).products).toHaveLength(TOTAL - 2 * PRODUCT_PAGE_SIZE);
    expect(await list('page=4')).toEqual({ products: [], page: 4, pageSize: PRODUCT_PAGE_SIZE, total: TOTAL, pageCount: 3 });
  });

  it('answers the page that holds an asked-for product (the spec’s /shop?product={id}), or the first', async () => {
    expect(await list(`product=${extra[30]}`)).toMatchObject({ page: 2 });
    expect((await ids(`product=${newest}`)).includes(newest)).toBe(true);
    expect(await list('product=999999')).toMatchObject({ page: 1 });
    expect(await list(`product=${newest}&page=1`)).toMatchObject({ page: 1 });
  });

  it('sends an unchanged page again as a 304 to a client that has it', async () => {
    const first = await t.app.inject({ url: '/api/products?page=2' });
    const again = await t.app.inject({ url: '/api/products?page=2', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(first.headers.expires).toBeUndefined();
  });
});

describe('GET /api/products, filtered', () => {
  it('by categories, every one named', async () => {
    expect(await list('category=dog')).toMatchObject({ total: 5, pageCount: 1 });
    expect(await ids('category=dog&category=toys')).toEqual([2, 3, 8, 9]);
  });

  it('by price in dollars, both bounds included', async () => {
    const page = await list('minPrice=10&maxPrice=12.34');
    expect(page.total).toBe(3 + 34);
    expect((await everyPage('minPrice=10&maxPrice=12.34')).every((product) => product.priceCents >= 1000 && product.priceCents <= 1234)).toBe(true);
    expect(await ids('maxPrice=7')).toEqual([3, 5]);
    expect(await ids('minPrice=30')).toEqual([7, 9]);
    expect(await ids('minPrice=7.80&maxPrice=7.8')).toEqual([1, 4]);
  });

  it('to what is in stock', async () => {
    const inStock = await everyPage('inStock=true');
    expect(inStock).toHaveLength(TOTAL - outOfStock.length);
    expect(inStock.some((product) => outOfStock.includes(product.id))).toBe(false);
    expect((await list('inStock=false')).total).toBe(TOTAL);
  });

  it('by everything at once, in any order', async () => {
    expect(await ids('category=toys&category=dog&maxPrice=10&inStock=true&sort=price-desc')).toEqual([2, 8, 3]);
  });
});

describe('GET /api/products, sorted', () => {
  it('by price, low to high and high to low, over every page', async () => {
    const ascending = (await everyPage('sort=price-asc')).map((product) => product.priceCents);
    expect(ascending).toHaveLength(TOTAL);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await everyPage('sort=price-desc')).map((product) => product.priceCents);
    expect(descending).toEqual([...ascending].reverse());
    expect((await ids('sort=price-asc')).slice(0, 2)).toEqual([5, 3]);
  });

  it('newest first', async () => {
    expect((await ids('sort=newest'))[0]).toBe(newest);
  });

  it('best selling: the paid units of the last 30 days, counted again with the trending products', async () => {
    clock += TRENDING_FRESH_MS;
    expect((await ids('sort=best-selling')).slice(0, 3)).toEqual([1, 2, 3]);
    await insertOrder(t.database.db, { userId: buyer.id, productId: 9, quantity: 5, at: new Date(clock - DAY) });
    await insertOrder(t.database.db, { userId: buyer.id, productId: extra[0]!, quantity: 3, at: new Date(clock - 2 * DAY) });
    await insertOrder(t.database.db, { userId: buyer.id, productId: 4, quantity: 9, at: new Date(clock - 40 * DAY) });
    await insertOrder(t.database.db, { userId: buyer.id, productId: 5, quantity: 9, at: new Date(clock - DAY), status: 'pending' });
    // A sale moves no catalogue version: the count holds until its time is up, which Expires says.
    const response = await t.app.inject({ url: '/api/products?sort=best-selling' });
    expect(Date.parse(String(response.headers.expires))).toBeGreaterThan(clock);
    clock += TRENDING_FRESH_MS;
    expect((await ids('sort=best-selling')).slice(0, 4)).toEqual([9, extra[0], 1, 2]);
    expect(await ids('sort=best-selling&category=dog&category=toys')).toEqual([9, 2, 3, 8]);
  });
});

describe('GET /api/products, refused', () => {
  it.each([
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['page=1&page=2', 'page'],
    ['page=10001', 'page'],
    ['sort=cheapest', 'sort'],
    ['minPrice=-5', 'minPrice'],
    ['maxPrice=1e3', 'maxPrice'],
    ['minPrice=20&maxPrice=10', 'maxPrice'],
    ['inStock=yes', 'inStock'],
    ['product=0', 'product'],
    ['category=Not%20A%20Slug', 'category'],
  ])('%s: 422 naming %s, in the error shape', async (query, field) => {
    const response = await t.app.inject({ url: `/api/products?${query}` });
    expect(response.statusCode).toBe(422);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.fields ?? {})).toContain(field);
  });

  it('says why in the reader’s language', async () => {
    const response = await t.app.inject({ url: '/api/products?minPrice=20&maxPrice=10', headers: { 'accept-language': 'fr-CA' } });
    expect(apiErrorSchema.parse(response.json()).error.fields?.maxPrice).toBe('Le prix maximum ne peut pas être inférieur au prix minimum.');
  });
});

describe('GET /api/products, whoever asks', () => {
  it('is the same listing for a signed-in customer as for a guest', async () => {
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser('Listing Customer'));
    const response = await customer.get('/api/products?sort=price-desc&page=2');
    expect(response.statusCode).toBe(200);
    expect(productListResponseSchema.parse(response.json())).toEqual(await list('sort=price-desc&page=2'));
  });
});
