import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartMessages } from '@shared/contracts/cart';
import { consoleProductListSchema } from '@shared/contracts/console-catalogue';
import { english } from '@shared/test/english';
import { jobs, orders, stockReservations } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { cartOf, checkOut, fillCart, insertTestProducts, orderIdOfTestCheckout, setStock, stockOfProducts } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_HOLD_MS, RELEASE_STOCK_JOB } from './stock-holds.service';

/**
 * No overselling (D26): starting checkout holds the cart's quantities, so a second
 * customer is refused before paying; the hold goes when the order is paid (stock taken
 * instead), cancelled, replaced or expired (by the release job).
 */
let t: TestApp;
/** The app's clock runs this far ahead of real time: the release job comes due when it passes the hold's expiry. */
let clockAheadMs = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + clockAheadMs) });
});
afterAll(async () => {
  await t.close();
});

async function shopper(): Promise<ApiClient> {
  const client = new ApiClient(t.app);
  await client.signUp(newUser('Rex Racer'));
  return client;
}

const db = () => t.database.db;
const stockOf = async (id: number) => (await stockOfProducts(db(), [id]))[0]!.stock;
const holdsOf = (orderId: string) => db().select().from(stockReservations).where(eq(stockReservations.orderId, orderId));
const statusOf = async (orderId: string) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const startCheckout = (client: ApiClient) => client.post('/create-checkout', {});
const pay = (client: ApiClient, orderId: string) => client.request('POST', `/checkout/test/${orderId}/pay`);
const cartLines = async (client: ApiClient) => (await cartOf(client)).items.map((item) => [item.productId, item.quantity]);

/**
 * A product with `stock` units; one customer has started checkout for `held` of them, so
 * another, who wants `wanted`, is refused.
 */
async function heldAgainstAnother(stock: number, held: number, wanted: number) {
  const [product] = await insertTestProducts(db(), 1, { stock });
  const [holder, other] = [await shopper(), await shopper()];
  await fillCart(holder, { [product!.id]: held });
  await fillCart(other, { [product!.id]: wanted });
  const orderId = orderIdOfTestCheckout(await checkOut(holder));
  expect((await startCheckout(other)).statusCode).toBe(409);
  return { product: product!, holder, other, orderId };
}

/** Runs due jobs with the app's clock moved past every hold (the built-in test checkout holds DEFAULT_HOLD_MS). */
async function runJobsAfterHoldsLapse(): Promise<void> {
  clockAheadMs = DEFAULT_HOLD_MS + 60_000;
  try {
    await t.app.jobs.runDue();
  } finally {
    clockAheadMs = 0;
  }
}

describe('two customers and the last unit', () => {
  it('lets exactly one check out; the other is told before paying, and the winner pays', async () => {
    const [last] = await insertTestProducts(db(), 1, { stock: 1 });
    const [first, second] = [await shopper(), await shopper()];
    await fillCart(first, { [last!.id]: 1 });
    await fillCart(second, { [last!.id]: 1 });

    const responses = await Promise.all([startCheckout(first), startCheckout(second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const winnerIndex = responses.findIndex((response) => response.statusCode === 201);
    const [winner, loser] = winnerIndex === 0 ? [first, second] : [second, first];
    const refused = responses[1 - winnerIndex]!.json();
    expect(refused.error).toEqual({ code: 'OUT_OF_STOCK', message: english(cartMessages.outOfStock(last!.name)), productId: last!.id });
    expect(refused.error.message).toBe(`Sorry, ${last!.name} is out of stock. Please remove it from your cart.`);

    const orderId = orderIdOfTestCheckout((responses[winnerIndex]!.json() as { url: string }).url);
    expect((await pay(winner, orderId)).statusCode).toBe(303);
    expect(await statusOf(orderId)).toBe('paid');
    expect(await stockOf(last!.id)).toBe(0);
    expect(await holdsOf(orderId)).toEqual([]);
    expect(await cartLines(loser)).toEqual([[last!.id, 1]]);
    // Still out of stock for the loser, now for good.
    expect((await startCheckout(loser)).json().error.code).toBe('OUT_OF_STOCK');
  });

  it('lets as many check out as there are units when many race for them', async () => {
    const [two] = await insertTestProducts(db(), 1, { stock: 2 });
    const racers = await Promise.all(Array.from({ length: 5 }, () => shopper()));
    for (const racer of racers) await fillCart(racer, { [two!.id]: 1 });
    const responses = await Promise.all(racers.map((racer) => startCheckout(racer)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const held = await db().select().from(stockReservations).where(eq(stockReservations.variantId, two!.variantId));
    expect(held.map((hold) => hold.quantity)).toEqual([1, 1]);
  });

  it('tells the second customer how many are left when some are', async () => {
    const [few] = await insertTestProducts(db(), 1, { stock: 3 });
    const [first, second] = [await shopper(), await shopper()];
    await fillCart(first, { [few!.id]: 2 });
    await fillCart(second, { [few!.id]: 2 });
    await checkOut(first);
    const refused = await startCheckout(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'OUT_OF_STOCK', message: english(cartMessages.notEnoughStock(few!.name, 1)), productId: few!.id });
    // Stock is only held, not taken, until payment.
    expect(await stockOf(few!.id)).toBe(3);
  });
});

describe('a hold lasts while the checkout is open', () => {
  it('is released when the order expires: the release job closes it, and another customer can buy', async () => {
    const { product: last, holder, other, orderId } = await heldAgainstAnother(1, 1, 1);
    const [hold] = await holdsOf(orderId);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(hold).toMatchObject({ variantId: last.variantId, quantity: 1 });
    expect(hold!.expiresAt.getTime()).toBe(order!.createdAt.getTime() + DEFAULT_HOLD_MS);
    const [job] = await db().select().from(jobs).where(eq(jobs.uniqueKey, `${RELEASE_STOCK_JOB}:${orderId}`));
    expect(job).toMatchObject({ kind: RELEASE_STOCK_JOB, payload: { orderId } });
    expect(job!.runAt.getTime()).toBe(hold!.expiresAt.getTime());

    await t.app.jobs.runDue(); // not yet due: nothing happens
    expect(await statusOf(orderId)).toBe('pending');

    await runJobsAfterHoldsLapse();
    expect(await statusOf(orderId)).toBe('expired');
    expect(await holdsOf(orderId)).toEqual([]);
    expect(await stockOf(last.id)).toBe(1);
    expect(await cartLines(holder)).toEqual([[last.id, 1]]);

    const url = await checkOut(other);
    expect((await pay(other, orderIdOfTestCheckout(url))).statusCode).toBe(303);
    expect(await stockOf(last.id)).toBe(0);
    // The expired order cannot be paid any more.
    expect((await pay(holder, orderId)).statusCode).toBe(409);
    expect(await stockOf(last.id)).toBe(0);
  });

  it('is released when the customer cancels on the test checkout page', async () => {
    const { holder, other, orderId } = await heldAgainstAnother(1, 1, 1);
    expect((await holder.request('POST', `/checkout/test/${orderId}/cancel`)).statusCode).toBe(303);
    expect(await holdsOf(orderId)).toEqual([]);
    expect((await startCheckout(other)).statusCode).toBe(201);

    // Its release job, when it comes, finds nothing to do: the order stays cancelled.
    await runJobsAfterHoldsLapse();
    expect(await statusOf(orderId)).toBe('cancelled');
  });

  it('is replaced when the customer changes the cart and starts checkout again', async () => {
    const { product: scarce, holder, other, orderId: firstOrder } = await heldAgainstAnother(2, 2, 1);

    await holder.request('PUT', `/api/cart/items/${scarce.id}`, { quantity: 1 });
    const secondOrder = orderIdOfTestCheckout(await checkOut(holder));
    expect(secondOrder).not.toBe(firstOrder);
    expect(await statusOf(firstOrder)).toBe('cancelled');
    expect(await holdsOf(firstOrder)).toEqual([]);
    expect((await holdsOf(secondOrder)).map((hold) => hold.quantity)).toEqual([1]);

    const otherUrl = await checkOut(other);
    expect((await pay(other, orderIdOfTestCheckout(otherUrl))).statusCode).toBe(303);
    expect((await pay(holder, secondOrder)).statusCode).toBe(303);
    expect(await stockOf(scarce.id)).toBe(0);
  });

  it("does not count a customer's own hold against them (a double click, a second tab)", async () => {
    const [last] = await insertTestProducts(db(), 1, { stock: 1 });
    const client = await shopper();
    await fillCart(client, { [last!.id]: 1 });
    const first = await checkOut(client);
    const again = await Promise.all([startCheckout(client), startCheckout(client)]);
    expect(again.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(again.map((response) => (response.json() as { url: string }).url)).toEqual([first, first]);
    expect((await holdsOf(orderIdOfTestCheckout(first))).map((hold) => hold.quantity)).toEqual([1]);
  });
});

describe('paying', () => {
  it('takes the stock once and removes the holds, even when the payment arrives twice', async () => {
    const [product] = await insertTestProducts(db(), 1, { stock: 5 });
    const client = await shopper();
    await fillCart(client, { [product!.id]: 2 });
    const orderId = orderIdOfTestCheckout(await checkOut(client));
    expect(await holdsOf(orderId)).toHaveLength(1);

    const paid = await Promise.all([pay(client, orderId), pay(client, orderId)]);
    expect(paid.map((response) => response.statusCode)).toEqual([303, 303]);
    expect((await pay(client, orderId)).statusCode).toBe(303);
    expect(await stockOf(product!.id)).toBe(3);
    expect(await holdsOf(orderId)).toEqual([]);

    // The release job of a paid order changes nothing.
    await runJobsAfterHoldsLapse();
    expect(await statusOf(orderId)).toBe('paid');
    expect(await stockOf(product!.id)).toBe(3);
  });
});

describe('GET /api/console/products', () => {
  it('shows what is available (stock minus open holds) and flags low stock', async () => {
    const { client: owner } = await signUpOwner(t);
    const [held, plenty, empty] = await insertTestProducts(db(), 3, { stock: 8 });
    await setStock(db(), empty!.id, 0);
    const client = await shopper();
    await fillCart(client, { [held!.id]: 3 });
    await checkOut(client);

    const response = await owner.get('/api/console/products');
    expect(response.statusCode).toBe(200);
    const byId = new Map(consoleProductListSchema.parse(response.json()).products.map((product) => [product.id, product]));
    expect(byId.get(held!.id)).toMatchObject({ stock: 8, available: 5, lowStock: true });
    expect(byId.get(plenty!.id)).toMatchObject({ stock: 8, available: 8, lowStock: false });
    expect(byId.get(empty!.id)).toMatchObject({ stock: 0, available: 0, lowStock: true });
  });
});
