import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE, cartMessages, cartSchema } from '@shared/contracts/cart';
import { products } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { cartOf, fillCart, insertTestProducts, setPrice } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { english } from '@shared/test/english';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(user = newUser()): Promise<ApiClient> {
  const client = new ApiClient(t.app);
  await client.signUp(user);
  return client;
}

const add = (client: ApiClient, productId: number) => client.post('/api/cart/items', { productId });
const setQuantity = (client: ApiClient, productId: number, quantity: unknown) =>
  client.request('PUT', `/api/cart/items/${productId}`, { quantity });

describe('the cart', () => {
  it('starts empty with zero amounts', async () => {
    expect(await cartOf(await signedIn())).toEqual({
      items: [],
      itemCount: 0,
      subtotalCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });

  it('adds a new product with quantity 1 and an existing one +1, with HST on the subtotal', async () => {
    const client = await signedIn();
    await add(client, 1);
    await add(client, 3);
    const response = await add(client, 1);
    expect(response.statusCode).toBe(200);
    const cart = cartSchema.parse(response.json());
    expect(cart.items.map((item) => [item.productId, item.name, item.priceCents, item.quantity, item.lineTotalCents])).toEqual([
      [1, 'Small Dog Food', 780, 2, 1560],
      [3, 'Giraffe Plush Toy', 700, 1, 700],
    ]);
    expect(cart.items[0]!.image).toMatchObject({ src: '/images/products/small-dog-food.svg', width: 400, height: 400 });
    // 2260 × 13% = 293.8, rounded half-up once for the whole cart.
    expect(cart).toMatchObject({ itemCount: 3, subtotalCents: 2260, taxCents: 294, totalCents: 2554 });
  });

  it('sets a quantity of at least 1 and at most the line limit', async () => {
    const client = await signedIn();
    await add(client, 2);
    const set = await setQuantity(client, 2, 5);
    expect(set.statusCode).toBe(200);
    expect(cartSchema.parse(set.json()).items[0]?.quantity).toBe(5);

    for (const [quantity, message] of [
      [0, english(cartMessages.quantityTooLow)],
      [-3, english(cartMessages.quantityTooLow)],
      [1.5, english(cartMessages.quantityTooLow)],
      ['2', english(cartMessages.quantityTooLow)],
      [MAX_QUANTITY_PER_LINE + 1, english(cartMessages.quantityTooHigh)],
    ] as const) {
      const refused = await setQuantity(client, 2, quantity);
      expect(refused.statusCode, String(quantity)).toBe(422);
      expect(refused.json().error.fields.quantity).toBe(message);
    }
    expect((await cartOf(client)).items[0]?.quantity).toBe(5);
  });

  it('says so when the quantity of a product not in the cart is set', async () => {
    const client = await signedIn();
    const response = await setQuantity(client, 4, 2);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(cartMessages.notInCart));
    expect((await cartOf(client)).items).toEqual([]);
  });

  it(`stops adding at ${MAX_QUANTITY_PER_LINE} of one product with a clear message`, async () => {
    const client = await signedIn();
    await add(client, 5);
    await setQuantity(client, 5, MAX_QUANTITY_PER_LINE);
    const response = await add(client, 5);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CART_QUANTITY_LIMIT', message: english(cartMessages.quantityTooHigh) });
    expect((await cartOf(client)).items[0]?.quantity).toBe(MAX_QUANTITY_PER_LINE);
  });

  it(`holds at most ${MAX_CART_LINES} different products, and still adds to one already there`, async () => {
    const client = await signedIn();
    const extra = await insertTestProducts(t.database.db, MAX_CART_LINES + 1);
    for (const product of extra.slice(0, MAX_CART_LINES)) expect((await add(client, product.id)).statusCode).toBe(200);
    const refused = await add(client, extra[MAX_CART_LINES]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CART_LINE_LIMIT', message: english(cartMessages.tooManyLines) });
    expect((await add(client, extra[0]!.id)).statusCode).toBe(200);
    const cart = await cartOf(client);
    expect(cart.items).toHaveLength(MAX_CART_LINES);
    expect(cart.itemCount).toBe(MAX_CART_LINES + 1);
  });

  it('removes a line (twice is harmless) and clears the whole cart', async () => {
    const client = await signedIn();
    await fillCart(client, { 1: 1, 2: 2, 3: 1 });
    const removed = await client.request('DELETE', '/api/cart/items/2');
    expect(removed.statusCode).toBe(200);
    expect(cartSchema.parse(removed.json()).items.map((item) => item.productId)).toEqual([1, 3]);
    expect((await client.request('DELETE', '/api/cart/items/2')).statusCode).toBe(200);

    const cleared = await client.request('DELETE', '/api/cart');
    expect(cleared.statusCode).toBe(200);
    expect(cartSchema.parse(cleared.json())).toMatchObject({ items: [], itemCount: 0, totalCents: 0 });
  });

  it('refuses an unknown or inactive product with a clear 404', async () => {
    const client = await signedIn();
    const [inactive] = await insertTestProducts(t.database.db, 1, { active: false });
    for (const productId of [999, inactive!.id]) {
      const response = await add(client, productId);
      expect(response.statusCode, String(productId)).toBe(404);
      expect(response.json().error.message).toBe(english(cartMessages.productUnavailable));
    }
    for (const body of [{}, { productId: 'one' }, { productId: 1.5 }, { productId: -1 }]) {
      expect((await client.post('/api/cart/items', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await cartOf(client)).items).toEqual([]);
  });

  it('leaves out a product the shop deactivates, and prices every line at the current database price', async () => {
    const client = await signedIn();
    const [kept, dropped] = await insertTestProducts(t.database.db, 2, { priceCents: 1_000 });
    await fillCart(client, { [kept!.id]: 2, [dropped!.id]: 1 });
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, dropped!.id));
    await setPrice(t.database.db, kept!.id, 1_550);
    const cart = await cartOf(client);
    expect(cart.items.map((item) => [item.productId, item.priceCents, item.quantity])).toEqual([[kept!.id, 1_550, 2]]);
    expect(cart).toMatchObject({ subtotalCents: 3_100, taxCents: 403, totalCents: 3_503 });
  });

  it('counts every one of many quick adds exactly once', async () => {
    const client = await signedIn();
    const results = await Promise.all([
      ...Array.from({ length: 12 }, () => add(client, 6)),
      ...Array.from({ length: 5 }, () => add(client, 7)),
      ...[1, 2, 3, 4].map((productId) => add(client, productId)),
    ]);
    expect(results.map((response) => response.statusCode).every((status) => status === 200)).toBe(true);
    const quantities = Object.fromEntries((await cartOf(client)).items.map((item) => [item.productId, item.quantity]));
    expect(quantities).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 6: 12, 7: 5 });
  });

  it('never passes the line limit, however many adds race', async () => {
    const client = await signedIn();
    const results = await Promise.all(Array.from({ length: MAX_QUANTITY_PER_LINE + 6 }, () => add(client, 8)));
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(MAX_QUANTITY_PER_LINE);
    expect(results.filter((response) => response.statusCode === 409)).toHaveLength(6);
    expect((await cartOf(client)).items[0]?.quantity).toBe(MAX_QUANTITY_PER_LINE);
  });

  it('survives signing out and is there when signing in again in another browser', async () => {
    const user = newUser();
    const first = await signedIn(user);
    await fillCart(first, { 4: 3, 9: 1 });
    expect((await first.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await first.get('/api/cart')).statusCode).toBe(401);

    const second = new ApiClient(t.app);
    expect((await second.signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await cartOf(second)).items.map((item) => [item.productId, item.quantity])).toEqual([
      [4, 3],
      [9, 1],
    ]);
  });

  it('asks a signed-out visitor to sign in on every cart call', async () => {
    const guest = new ApiClient(t.app);
    for (const response of [
      await guest.get('/api/cart'),
      await add(guest, 1),
      await setQuantity(guest, 1, 2),
      await guest.request('DELETE', '/api/cart/items/1'),
      await guest.request('DELETE', '/api/cart'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it("never reads or changes another user's cart", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await fillCart(bob, { 1: 2, 7: 1 });
    const bobsCart = await cartOf(bob);

    expect((await cartOf(alice)).items).toEqual([]);
    expect((await setQuantity(alice, 1, 9)).statusCode).toBe(404);
    await alice.request('DELETE', '/api/cart/items/7');
    await alice.request('DELETE', '/api/cart');
    await add(alice, 1);
    expect(await cartOf(bob)).toEqual(bobsCart);
    expect((await cartOf(alice)).items.map((item) => [item.productId, item.quantity])).toEqual([[1, 1]]);
  });
});
