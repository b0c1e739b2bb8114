import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendingProductsResponseSchema } from '@shared/contracts/products';
import { users } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { changeProduct, signUpOwner } from '../../test/console';
import { checkOut, fillCart, insertOrder, insertTestProducts, orderIdOfTestCheckout } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TRENDING_FRESH_MS } from './trending-products.service';

/**
 * The home page's Trending Products (issue 28 item 6): nine products whatever the catalogue's
 * size, the best sellers of the last 30 days' paid orders first, then the owner's featured
 * order. The shop here has the demo's nine products (featured order 1…9) and six more after
 * them; the app's clock is the test's, so the test moves time on to the next count.
 */

const DAY = 24 * 60 * 60_000;
let clock = Date.now();
let t: TestApp;
let owner: ApiClient;
let customer: ApiClient;
/** The six products added after the demo's, in featured order: a…f. */
let extra: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', number>;
const buyer = { id: 'trending-buyer', name: 'Trend Setter', email: 'trending-buyer@example.com' };

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  owner = (await signUpOwner(t)).client;
  customer = new ApiClient(t.app);
  await customer.signUp(newUser('Paying Customer'));
  const rows = await insertTestProducts(t.database.db, 6);
  const [a, b, c, d, e, f] = rows.map((row) => row.id) as [number, number, number, number, number, number];
  extra = { a, b, c, d, e, f };
  await t.database.db.insert(users).values({ ...buyer, emailVerified: true });
});
afterAll(() => t?.close());

const trending = async (headers: Record<string, string> = {}, url = '/api/products/trending') => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { response, products: trendingProductsResponseSchema.parse(response.json()).products };
};
const idsOf = async () => (await trending()).products.map((product) => product.id);
/** The clock moved on past the current count of the best sellers. */
const nextCount = () => {
  clock += TRENDING_FRESH_MS;
};

/** An order of `quantity` of a product at `unitPriceCents`, paid `daysAgo` days before the clock (or in another state). */
const order = (productId: number, quantity: number, daysAgo: number, options: { unitPriceCents?: number; status?: 'paid' | 'pending' | 'cancelled'; refunded?: number } = {}) =>
  insertOrder(t.database.db, { userId: buyer.id, productId, quantity, at: new Date(clock - daysAgo * DAY), ...options });

describe('GET /api/products/trending', () => {
  it('is the owner’s first nine products in featured order while nothing has sold, with their carousel names', async () => {
    const { products, response } = await trending();
    expect(products.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(products[2]).toMatchObject({ carouselName: 'Giraffe Plush', name: 'Giraffe Plush Toy', image: { src: '/images/products/giraffe-plush.svg', width: 400, height: 400 } });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toContain('Accept-Language');
  });

  it('puts the last 30 days’ paid best sellers first (units, then revenue), fills up to nine, and counts again a few minutes later', async () => {
    const { a, b, c, d, e, f } = extra;
    await order(a, 5, 2);
    await order(9, 4, 29);
    // Three units each: c brought in more.
    await order(b, 3, 10, { unitPriceCents: 500 });
    await order(c, 3, 12, { unitPriceCents: 900 });
    // Not counted: paid 35 days ago; never paid; cancelled; every unit refunded.
    await order(d, 50, 35);
    await order(e, 40, 1, { status: 'pending' });
    await order(e, 30, 1, { status: 'cancelled' });
    await order(8, 20, 3, { refunded: 20 });
    // Bought through the shop's own checkout and paid just now: two of product 7.
    await fillCart(customer, { 7: 2 });
    const paid = await customer.request('POST', `/checkout/test/${orderIdOfTestCheckout(await checkOut(customer))}/pay`);
    expect(paid.statusCode, paid.body).toBe(303);
    // A best seller the owner has taken off sale.
    await order(f, 100, 1);
    await t.database.db.execute(sql`UPDATE products SET active = false WHERE id = ${f}`);

    // Deactivating f moved the catalogue's version: counted at once.
    const expected = [a, 9, c, b, 7, 1, 2, 3, 4];
    expect(await idsOf()).toEqual(expected);

    // A sale alone waits for the next count.
    await order(6, 10, 0);
    expect(await idsOf()).toEqual(expected);
    nextCount();
    expect(await idsOf()).toEqual([6, a, 9, c, b, 7, 1, 2, 3]);
  });

  it('says when it counts again (Expires, on the clock’s five-minute marks), and answers 304 while nothing changed', async () => {
    const { response } = await trending();
    const expires = Date.parse(String(response.headers.expires));
    expect(expires).toBeGreaterThan(clock - 1_000);
    expect(expires).toBeLessThanOrEqual(clock + TRENDING_FRESH_MS);
    expect(expires % TRENDING_FRESH_MS).toBe(0);
    const repeat = await t.app.inject({ url: '/api/products/trending', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(repeat.statusCode).toBe(304);
  });

  it('shows an owner’s price change and a product taken off sale in the very next answer', async () => {
    const before = (await trending()).products.find((product) => product.id === extra.a)!;
    await changeProduct(owner, extra.a, { price: '23.45' });
    expect((await trending()).products.find((product) => product.id === extra.a)).toEqual({ ...before, priceCents: 2_345, variants: [{ ...before.variants[0]!, priceCents: 2_345 }] });

    await changeProduct(owner, 9, { active: false });
    const ids = await idsOf();
    expect(ids).toHaveLength(9);
    expect(ids).not.toContain(9);
    expect(ids).toEqual([6, extra.a, extra.c, extra.b, 7, 1, 2, 3, 4]);
  });

  it('answers in the reader’s language', async () => {
    const saved = await owner.request('PUT', '/api/console/translations/product/1', { locale: 'fr-CA', name: 'Nourriture pour petits chiens' });
    expect(saved.statusCode, saved.body).toBe(200);
    const french = (await trending({ cookie: 'pet-haven-locale=fr-CA' })).products.find((product) => product.id === 1);
    expect(french).toMatchObject({ name: 'Nourriture pour petits chiens', carouselName: 'Nourriture pour petits chiens' });
    expect((await trending()).products.find((product) => product.id === 1)).toMatchObject({ name: 'Small Dog Food' });
  });

  it('is in the OpenAPI document, answering with the product contract', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json() as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    expect(document.paths['/api/products/trending']?.get?.responses).toHaveProperty('200');
  });

  it('cannot be asked for more than nine', async () => {
    const { products } = await trending({}, '/api/products/trending?limit=1000&count=500');
    expect(products).toHaveLength(9);
  });

  it('is fewer than nine only when fewer products are on sale', async () => {
    await t.database.db.execute(sql`UPDATE products SET active = false WHERE id NOT IN (1, 2, ${extra.d})`);
    // d sold long ago only: it is there to fill, last in featured order.
    expect(await idsOf()).toEqual([1, 2, extra.d]);
  });
});
