import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discountCodeSchema, discountMessages, discountPreviewSchema, type DiscountCodeBody } from '@shared/contracts/discounts';
import { english } from '@shared/test/english';
import { discountRedemptions, orderLines, orders, productCategories, productCategoryMembers } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { checkOut, fillCart, insertTestProducts, orderIdOfTestCheckout, orderOf, receiptsQueuedFor } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_HOLD_MS } from './stock-holds.service';
import { DISCOUNT_TRIES } from './discount-preview.routes';

/**
 * Discount codes at checkout (issue 32, ADR 0051): subtotal → discount → HST on the
 * discounted price → total, decided on the server; one code per order; each refusal in
 * the customer's words, moving no money and writing no order; limits that hold when
 * checkouts race; a use released when its order closes unpaid; guessing rate-limited.
 */

let t: TestApp;
let owner: ApiClient;
let clockAheadMs = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + clockAheadMs) });
  owner = (await signUpOwner(t)).client;
});
afterAll(async () => t.close());

const db = () => t.database.db;
let serial = 0;

async function code(fields: Partial<DiscountCodeBody> = {}) {
  const response = await owner.post('/api/console/discounts', { code: `CODE${++serial}X`, kind: 'percent', percentBasisPoints: 1_000, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return discountCodeSchema.parse(response.json());
}

async function shopper(name = 'Robin Saver') {
  const client = new ApiClient(t.app);
  const user = newUser(name);
  await client.signUp(user);
  return { client, email: user.email };
}

/** A product at `priceCents` (stock 100), in a new shopper's cart `quantity` times. */
async function cartWith(priceCents: number, quantity = 1) {
  const [product] = await insertTestProducts(db(), 1, { priceCents });
  const customer = await shopper();
  await fillCart(customer.client, { [product!.id]: quantity });
  return { ...customer, product: product! };
}

const preview = (client: ApiClient, typed: string) => client.post('/api/checkout/discount', { code: typed });
const pay = async (client: ApiClient, orderId: string) => expect((await client.request('POST', `/checkout/test/${orderId}/pay`)).statusCode).toBe(303);
const ordersCount = async () => (await db().select({ id: orders.id }).from(orders)).length;
const refusedWith = (response: { statusCode: number; json: () => unknown }, message: string) => {
  expect(response.statusCode).toBe(422);
  expect((response.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({ discountCode: english(message) });
};

describe('WELCOME10: 10% off a first order', () => {
  it('takes 10% off the first order before HST, shows it before payment, on the order and the receipt, and refuses the second order', async () => {
    const welcome = await code({ code: `WELCOME${++serial}`, percentBasisPoints: 1_000, firstOrderOnly: true });
    const { client, email, product } = await cartWith(1_234, 2); // subtotal $24.68

    // 10% of $24.68 is $2.468 → $2.47; HST 13% of $22.21 is $2.8873 → $2.89; total $25.10.
    const shown = await preview(client, welcome.code.toLowerCase());
    expect(shown.statusCode, shown.body).toBe(200);
    expect(discountPreviewSchema.parse(shown.json())).toEqual({ code: welcome.code, subtotalCents: 2_468, discountCents: 247, taxCents: 289, totalCents: 2_510 });

    const orderId = orderIdOfTestCheckout(await checkOut(client, { discountCode: ` ${welcome.code.toLowerCase()} `, expectedTotalCents: 2_510 }));
    const page = await client.get(`/checkout/test/${orderId}`);
    expect(page.body).toContain(`Discount (${welcome.code})`);
    await pay(client, orderId);
    expect(await orderOf(client, orderId)).toMatchObject({ status: 'paid', subtotalCents: 2_468, discountCents: 247, discountCode: welcome.code, taxCents: 289, totalCents: 2_510 });
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(line!.discountCents).toBe(247);
    const [receipt] = await receiptsQueuedFor(db(), email);
    expect(receipt!.text).toContain(`Discount (${welcome.code}): -$2.47`);

    const usage = discountCodeSchema.parse((await owner.get(`/api/console/discounts/${welcome.id}`)).json());
    expect(usage).toMatchObject({ timesUsed: 1, discountGivenCents: 247, heldUses: 0 });
    const consoleOrder = (await owner.get(`/api/console/orders/${orderId}`)).json();
    expect(consoleOrder).toMatchObject({ discountCents: 247, discountCode: welcome.code });

    // The second order: refused with the clear message, and no order is written.
    await fillCart(client, { [product.id]: 1 });
    refusedWith(await preview(client, welcome.code), discountMessages.firstOrderOnly);
    const before = await ordersCount();
    const second = await client.post('/create-checkout', { discountCode: welcome.code });
    refusedWith(second, discountMessages.firstOrderOnly);
    expect(second.json()).toMatchObject({ error: { fields: { discountCode: 'That discount code is for a first order only.' } } });
    expect(await ordersCount()).toBe(before);
  });

  it('answers the same refusal in French to a French reader', async () => {
    const { client } = await cartWith(1_000);
    const unknown = await client.post('/api/checkout/discount', { code: 'NOSUCHCODE' }, { 'accept-language': 'fr-CA' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.discountCode).toBe('Nous ne connaissons pas ce code de réduction. Veuillez le vérifier et réessayer.');
  });
});

describe('what a code covers and when', () => {
  it('refuses an unknown or archived code, one not started and one expired', async () => {
    const { client } = await cartWith(2_000);
    refusedWith(await preview(client, 'NOSUCHCODE'), discountMessages.unknown);
    const archived = await code();
    await owner.post(`/api/console/discounts/${archived.id}/archive`);
    refusedWith(await preview(client, archived.code), discountMessages.unknown);
    const later = await code({ startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    refusedWith(await preview(client, later.code), discountMessages.notStarted);
    const over = await code({ startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString(), endsAt: new Date(Date.now() - 86_400_000).toISOString() });
    refusedWith(await preview(client, over.code), discountMessages.ended);
    const now = await code({ startsAt: new Date(Date.now() - 86_400_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await preview(client, now.code)).statusCode).toBe(200);
  });

  it('asks for its minimum subtotal, and gives an amount off once it is reached, never more than the lines cost', async () => {
    const minimum = await code({ kind: 'amount', amountCents: 500, minSubtotalCents: 3_000 });
    const { client, product } = await cartWith(2_000);
    refusedWith(await preview(client, minimum.code), discountMessages.belowMinimum);
    await fillCart(client, { [product.id]: 1 }); // $40.00
    // $40.00 − $5.00 = $35.00; HST $4.55.
    expect(discountPreviewSchema.parse((await preview(client, minimum.code)).json())).toMatchObject({ discountCents: 500, taxCents: 455, totalCents: 3_955 });
    const big = await code({ kind: 'amount', amountCents: 10_000 });
    expect(discountPreviewSchema.parse((await preview(client, big.code)).json())).toMatchObject({ discountCents: 4_000, taxCents: 0, totalCents: 0 });
  });

  it('takes a product code off that product only, and refuses it on a cart without it', async () => {
    const [covered, other] = await insertTestProducts(db(), 2, { priceCents: 1_000 });
    const scoped = await code({ percentBasisPoints: 2_000, productIds: [covered!.id] });
    const { client } = await shopper();
    await fillCart(client, { [other!.id]: 1 });
    refusedWith(await preview(client, scoped.code), discountMessages.nothingCovered);
    await fillCart(client, { [covered!.id]: 1 });
    // 20% of the covered $10.00 only; HST on $20.00 − $2.00.
    expect(discountPreviewSchema.parse((await preview(client, scoped.code)).json())).toMatchObject({ subtotalCents: 2_000, discountCents: 200, taxCents: 234 });
    const orderId = orderIdOfTestCheckout(await checkOut(client, { discountCode: scoped.code }));
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(Object.fromEntries(lines.map((line) => [line.productId, line.discountCents]))).toEqual({ [covered!.id]: 200, [other!.id]: 0 });
  });

  it('takes a category code off the products in that category', async () => {
    const [inside, outside] = await insertTestProducts(db(), 2, { priceCents: 3_000 });
    const [category] = await db()
      .insert(productCategories)
      .values({ slug: `discounted-${++serial}`, group: 'kind', nameEn: 'Discounted', nameFr: 'En rabais', sortOrder: 99 })
      .returning();
    await db().insert(productCategoryMembers).values({ categoryId: category!.id, productId: inside!.id });
    const scoped = await code({ percentBasisPoints: 5_000, categoryIds: [category!.id] });
    const { client } = await shopper();
    await fillCart(client, { [outside!.id]: 1 });
    refusedWith(await preview(client, scoped.code), discountMessages.nothingCovered);
    await fillCart(client, { [inside!.id]: 1 });
    expect(discountPreviewSchema.parse((await preview(client, scoped.code)).json())).toMatchObject({ subtotalCents: 6_000, discountCents: 1_500, taxCents: 585, totalCents: 5_085 });
  });

  it('refuses a checkout whose total is not the one the cart showed with its code', async () => {
    const tenOff = await code();
    const { client } = await cartWith(1_000);
    const stale = await client.post('/create-checkout', { discountCode: tenOff.code, expectedTotalCents: 1_130 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('PRICES_CHANGED');
  });
});

describe('refunds of a discounted order', () => {
  it('give back what the units cost after the discount, and all of them add up to what was paid', async () => {
    const tenOff = await code();
    const { client, product } = await cartWith(1_000, 3); // $30.00 − $3.00 = $27.00 + $3.51 = $30.51
    const orderId = orderIdOfTestCheckout(await checkOut(client, { discountCode: tenOff.code }));
    await pay(client, orderId);
    const refund = (quantity: number) =>
      owner.post(`/api/console/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), lines: [{ productId: product.id, quantity }] });
    const one = await refund(1);
    expect(one.statusCode, one.body).toBe(201);
    expect((await orderOf(client, orderId)).refundedCents).toBe(1_017); // $9.00 + $1.17
    await refund(2);
    expect(await orderOf(client, orderId)).toMatchObject({ totalCents: 3_051, refundedCents: 3_051 });
  });
});

describe('limits', () => {
  it('counts a use per customer: a second order with the same code is refused', async () => {
    const once = await code({ maxUsesPerCustomer: 1 });
    const { client, product } = await cartWith(1_000);
    await pay(client, orderIdOfTestCheckout(await checkOut(client, { discountCode: once.code })));
    await fillCart(client, { [product.id]: 1 });
    refusedWith(await client.post('/create-checkout', { discountCode: once.code }), discountMessages.usedByYou);
  });

  it('lets a customer start checkout again with the same code: their open checkout is reused, not counted twice', async () => {
    const once = await code({ maxUses: 1, maxUsesPerCustomer: 1 });
    const { client } = await cartWith(1_000);
    const first = await checkOut(client, { discountCode: once.code });
    expect(await checkOut(client, { discountCode: once.code })).toBe(first);
    const withoutCode = orderIdOfTestCheckout(await checkOut(client));
    expect(withoutCode).not.toBe(orderIdOfTestCheckout(first));
    expect((await orderOf(client, withoutCode)).discountCents).toBe(0);
    // The replaced order released its use.
    expect(discountCodeSchema.parse((await owner.get(`/api/console/discounts/${once.id}`)).json()).heldUses).toBe(0);
  });

  it('gives the last use to exactly one of two customers checking out at once; the other is told it is used up', async () => {
    const last = await code({ maxUses: 1 });
    const [a, b] = [await cartWith(1_500), await cartWith(1_500)];
    const answers = await Promise.all([a, b].map(({ client }) => client.post('/create-checkout', { discountCode: last.code })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    refusedWith(answers.find((answer) => answer.statusCode === 422)!, discountMessages.usedUp);
    const uses = await db().select().from(discountRedemptions).where(eq(discountRedemptions.discountCodeId, last.id));
    expect(uses).toHaveLength(1);
  });

  it('releases a use when its payment is cancelled or its checkout expires unpaid, so another customer may have it', async () => {
    const last = await code({ maxUses: 1 });
    const first = await cartWith(1_000);
    const second = await cartWith(1_000);
    const cancelled = orderIdOfTestCheckout(await checkOut(first.client, { discountCode: last.code }));
    refusedWith(await preview(second.client, last.code), discountMessages.usedUp);
    await first.client.request('POST', `/checkout/test/${cancelled}/cancel`);
    expect((await preview(second.client, last.code)).statusCode).toBe(200);

    const lapsing = orderIdOfTestCheckout(await checkOut(second.client, { discountCode: last.code }));
    refusedWith(await preview(first.client, last.code), discountMessages.usedUp);
    clockAheadMs = DEFAULT_HOLD_MS + 60_000;
    try {
      await t.app.jobs.runDue();
    } finally {
      clockAheadMs = 0;
    }
    expect((await orderOf(second.client, lapsing)).status).toBe('expired');
    expect((await preview(first.client, last.code)).statusCode).toBe(200);
  });
});

describe('who may use the discount routes', () => {
  it('asks a signed-out visitor to sign in, and lets a customer, a provider and the owner try a code on their own cart', async () => {
    const tenOff = await code();
    expect((await new ApiClient(t.app).post('/api/checkout/discount', { code: tenOff.code })).statusCode).toBe(401);
    expect((await new ApiClient(t.app).post('/create-checkout', { discountCode: tenOff.code })).statusCode).toBe(401);
    const [product] = await insertTestProducts(db(), 1, { priceCents: 1_000 });
    for (const client of [await signUpProvider(t), owner, (await shopper()).client]) {
      expect((await preview(client, tenOff.code)).statusCode).toBe(409); // nothing in the cart yet
      await fillCart(client, { [product!.id]: 1 });
      expect(discountPreviewSchema.parse((await preview(client, tenOff.code)).json()).discountCents).toBe(100);
    }
  });
});

describe('guessing codes', () => {
  it('is limited per account and per address: past the limit a 429 says how long to wait', async () => {
    const { client } = await cartWith(1_000);
    for (let attempt = 0; attempt < DISCOUNT_TRIES.max; attempt++) refusedWith(await preview(client, `GUESS${attempt}X`), discountMessages.unknown);
    const limited = await preview(client, 'GUESSMORE');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await client.post('/create-checkout', { discountCode: 'GUESSMORE' })).statusCode).toBe(429);

    // The same account from another address is still counted.
    const elsewhere = new ApiClient(t.app);
    for (const [name, value] of client.cookies) elsewhere.cookies.set(name, value);
    expect((await preview(elsewhere, 'GUESSAGAIN')).statusCode).toBe(429);
  });
});
