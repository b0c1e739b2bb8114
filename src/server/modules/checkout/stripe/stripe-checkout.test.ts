import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { cartMessages } from '@shared/contracts/cart';
import { siteConfig } from '@shared/site-config/site-config';
import { orders, productVariants, stockReservations } from '../../../db/schema';
import { ApiClient, newUser } from '../../../test/api-client';
import { mailTo, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher';
import { cartOf, checkOut, fillCart, orderOf, paymentSnapshot, receiptsQueuedFor } from '../../../test/shop';
import { captureLogLines, LOG_LEVEL, type LogLine } from '../../../test/log-lines';
import { startStripeApi, type StripeApiStandIn } from '../../../test/stripe-api';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../../test/test-app';
import { createPaymentProvider } from '../checkout.routes';
import { stockReleaseJob } from '../stock-release.job';
import { english } from '@shared/test/english';
import { giftCardDetailsSchema, issuedGiftCardSchema } from '@shared/contracts/gift-cards';
import { signUpOwner } from '../../../test/console';

const WEBHOOK_SECRET = 'whsec_pet_haven_test_webhook_secret';

let t: TestApp;
let stripeApi: StripeApiStandIn;
let mail: MailCatcher;
let logs: LogLine[];
beforeAll(async () => {
  stripeApi = await startStripeApi();
  mail = await startMailCatcher();
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_pet_haven', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, SMTP_URL: mail.url, LOG_LEVEL: 'info' },
    stripeApi: stripeApi.endpoint,
  });
  logs = captureLogLines(t.app);
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
  await mail.close();
});

/** A signed-in customer who has just been sent to Stripe Checkout for these quantities. */
async function customerAtStripe(quantities: Record<number, number>) {
  const user = newUser('Stripe Shopper');
  const client = new ApiClient(t.app);
  await client.signUp(user);
  const userId = ((await client.get('/api/profile')).json() as { uid: string }).uid;
  await fillCart(client, quantities);
  const url = await checkOut(client, { cartItems: [{ id: 1, price: '$0.01' }], userId: 'not-me' });
  const session = stripeApi.sessions.at(-1)!;
  const orderId = session.params.get('metadata[orderId]')!;
  const productIds = Object.keys(quantities).map(Number);
  return { user, client, userId, url, session, orderId, snapshot: () => paymentSnapshot(t.database.db, orderId, productIds, userId) };
}

function sessionEvent(
  type: string,
  session: { id: string; orderId: string },
  options: { eventId?: string; paymentStatus?: 'paid' | 'unpaid' } = {},
): string {
  return JSON.stringify({
    id: options.eventId ?? `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.orderId,
        metadata: { orderId: session.orderId },
        payment_status: options.paymentStatus ?? (type === 'checkout.session.expired' ? 'unpaid' : 'paid'),
      },
    },
  });
}

function deliver(
  payload: string,
  signing: { secret?: string; timestamp?: number; header?: string | null; body?: string } = {},
) {
  const header =
    signing.header === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: signing.secret ?? WEBHOOK_SECRET, timestamp: signing.timestamp })
      : signing.header;
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header === null ? {} : { 'stripe-signature': header }) },
    payload: signing.body ?? payload,
  });
}

const receiptsTo = (email: string) => receiptsQueuedFor(t.database.db, email);

describe('Stripe Checkout', () => {
  it('opens a session that charges exactly the order, from database prices, and leaves the order pending', async () => {
    const { client, url, session, orderId, user } = await customerAtStripe({ 1: 2, 9: 1 });
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);

    const order = await orderOf(client, orderId);
    // 2 × $7.80 + $40 = $55.60; HST $7.23 (722.8); total $62.83.
    expect(order).toMatchObject({ status: 'pending', subtotalCents: 5560, taxCents: 723, totalCents: 6283 });
    const p = Object.fromEntries(session.params);
    expect(p).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][product_data][name]': 'Small Dog Food',
      'line_items[0][price_data][unit_amount]': '780',
      'line_items[0][quantity]': '2',
      'line_items[1][price_data][product_data][name]': 'Ball Launcher',
      'line_items[1][price_data][unit_amount]': '4000',
      'line_items[1][quantity]': '1',
      'line_items[2][price_data][product_data][name]': 'HST (13%)',
      'line_items[2][price_data][unit_amount]': '723',
      'line_items[2][quantity]': '1',
      client_reference_id: orderId,
      'metadata[orderId]': orderId,
      customer_email: user.email,
      success_url: `${TEST_BASE_URL}/orders/${orderId}`,
      cancel_url: `${TEST_BASE_URL}/cart`,
    });
    expect(session.amountTotal).toBe(order.totalCents);
    expect(session.idempotencyKey).toBe(`checkout-session-${orderId}`);
    const expiresIn = Number(p.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThan(32 * 60);

    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(stored).toMatchObject({ paymentProvider: 'stripe', paymentSessionId: session.id, currency: siteConfig.currency });
  });

  it('describes checkout and the webhook in the OpenAPI document', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/create-checkout', '/api/webhooks/stripe', '/api/cart', '/api/orders/{orderId}']));
  });

  it('serves no test checkout page, so a Stripe order cannot be paid for free', async () => {
    const { client, orderId } = await customerAtStripe({ 2: 1 });
    expect((await client.get(`/checkout/test/${orderId}`)).statusCode).toBe(404);
    expect((await client.request('POST', `/checkout/test/${orderId}/pay`)).statusCode).toBe(404);
    expect((await orderOf(client, orderId)).status).toBe('pending');
  });

  it("shows the spec's checkout failure when Stripe refuses, and leaves no order waiting", async () => {
    const user = newUser();
    const client = new ApiClient(t.app);
    await client.signUp(user);
    const userId = ((await client.get('/api/profile')).json() as { uid: string }).uid;
    await fillCart(client, { 3: 1 });
    stripeApi.failNext();
    const response = await client.post('/create-checkout', {});
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatchObject({ code: 'CHECKOUT_UNAVAILABLE', message: english(cartMessages.checkoutFailed) });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
    expect(order?.status).toBe('cancelled');
    expect((await cartOf(client)).items).toHaveLength(1);
  });
});

describe('the Stripe webhook', () => {
  it('refuses a bad, missing or stale signature, or a changed body, and changes nothing', async () => {
    const { session, orderId, snapshot } = await customerAtStripe({ 4: 2 });
    const payload = sessionEvent('checkout.session.completed', { id: session.id, orderId });
    const before = await snapshot();

    const attempts = {
      'signed with another secret': await deliver(payload, { secret: 'whsec_someone_else' }),
      'no signature header': await deliver(payload, { header: null }),
      'a malformed signature header': await deliver(payload, { header: 't=123,v1=deadbeef' }),
      'a stale timestamp (over 300 s)': await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      'a body changed after signing': await deliver(payload, { body: payload.replace('"paid"', '"paid" ') }),
      'no body': await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'stripe-signature': 't=1,v1=00' } }),
    };
    for (const [label, response] of Object.entries(attempts)) {
      expect(response.statusCode, label).toBe(400);
      expect(response.json().error.code, label).toBe('INVALID_SIGNATURE');
    }
    expect(await snapshot()).toEqual(before);
    expect(before.order?.status).toBe('pending');
  });

  it('fulfils once when one event is delivered five times, two of them at once', async () => {
    const { user, session, orderId, snapshot, client } = await customerAtStripe({ 6: 3, 8: 1 });
    const before = await snapshot();
    const payload = sessionEvent('checkout.session.completed', { id: session.id, orderId });

    const concurrent = await Promise.all([deliver(payload), deliver(payload)]);
    const later = [await deliver(payload), await deliver(payload), await deliver(payload)];
    for (const response of [...concurrent, ...later]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }

    const after = await snapshot();
    expect(after.order?.status).toBe('paid');
    expect(after.stock).toEqual(before.stock.map((row) => ({ ...row, stock: row.stock - (row.id === 6 ? 3 : 1) })));
    expect(after.cart).toEqual([]);
    expect(after.events).toBe(1);
    expect(await receiptsTo(user.email)).toHaveLength(1);
    const receipt = await mail.waitFor((m) => mailTo(user.email)(m) && /receipt/i.test(m.subject ?? ''));
    expect(receipt.text).toContain(siteConfig.tax.registrationNumber);
    expect((await orderOf(client, orderId)).paidAt).not.toBeNull();

    // An expiry arriving after the payment changes nothing either.
    expect((await deliver(sessionEvent('checkout.session.expired', { id: session.id, orderId }))).statusCode).toBe(200);
    expect((await snapshot()).order?.status).toBe('paid');
  });

  it('fulfils once when two different payment events for one order arrive at once', async () => {
    const { user, session, orderId, snapshot } = await customerAtStripe({ 3: 2 });
    const before = await snapshot();
    const responses = await Promise.all([
      deliver(sessionEvent('checkout.session.completed', { id: session.id, orderId })),
      deliver(sessionEvent('checkout.session.async_payment_succeeded', { id: session.id, orderId })),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const after = await snapshot();
    expect(after.order?.status).toBe('paid');
    expect(after.stock).toEqual(before.stock.map((row) => ({ ...row, stock: row.stock - 2 })));
    expect(after.events).toBe(2);
    expect(await receiptsTo(user.email)).toHaveLength(1);
  });

  it('waits for a delayed payment to succeed before fulfilling', async () => {
    const { session, orderId, client } = await customerAtStripe({ 2: 1 });
    const completed = await deliver(sessionEvent('checkout.session.completed', { id: session.id, orderId }, { paymentStatus: 'unpaid' }));
    expect(completed.statusCode).toBe(200);
    expect((await orderOf(client, orderId)).status).toBe('pending');

    expect((await deliver(sessionEvent('checkout.session.async_payment_succeeded', { id: session.id, orderId }))).statusCode).toBe(200);
    expect((await orderOf(client, orderId)).status).toBe('paid');
  });

  it('cancels the order when a delayed payment fails', async () => {
    const { session, orderId, client } = await customerAtStripe({ 2: 1 });
    await deliver(sessionEvent('checkout.session.async_payment_failed', { id: session.id, orderId }, { paymentStatus: 'unpaid' }));
    expect((await orderOf(client, orderId)).status).toBe('cancelled');
    expect((await cartOf(client)).items).toHaveLength(1);
  });

  it('expires a pending order, and a later payment event does not bring it back', async () => {
    const { user, session, orderId, snapshot } = await customerAtStripe({ 5: 2 });
    expect((await deliver(sessionEvent('checkout.session.expired', { id: session.id, orderId }))).statusCode).toBe(200);
    const expired = await snapshot();
    expect(expired.order?.status).toBe('expired');

    const late = await deliver(sessionEvent('checkout.session.completed', { id: session.id, orderId }));
    expect(late.statusCode).toBe(200);
    const after = await snapshot();
    expect(after.order).toEqual(expired.order);
    expect(after.stock).toEqual(expired.stock);
    expect(after.cart).toEqual(expired.cart);
    expect(await receiptsTo(user.email)).toEqual([]);
  });

  it("acknowledges events it does not act on, and events for sessions that are not ours, changing nothing", async () => {
    const { session, orderId, snapshot } = await customerAtStripe({ 7: 1 });
    const before = await snapshot();
    for (const payload of [
      sessionEvent('payment_intent.created', { id: session.id, orderId }),
      sessionEvent('checkout.session.completed', { id: 'cs_test_not_ours', orderId }),
    ]) {
      const response = await deliver(payload);
      expect(response.statusCode).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
    const [stored] = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.paymentSessionId, session.id)));
    expect(stored?.status).toBe('pending');
  });
});

describe('one open Stripe checkout per cart', () => {
  const ordersOf = (userId: string) => t.database.db.select({ id: orders.id, status: orders.status, sessionId: orders.paymentSessionId }).from(orders).where(eq(orders.userId, userId));
  const warningsAbout = (orderId: string) => logs.filter((line) => line.orderId === orderId && line.level >= LOG_LEVEL.warn).map((line) => line.msg);

  it('five checkouts started at once open one Stripe session and one order', async () => {
    const user = newUser('Stripe Doubleclick');
    const client = new ApiClient(t.app);
    await client.signUp(user);
    const userId = ((await client.get('/api/profile')).json() as { uid: string }).uid;
    await fillCart(client, { 2: 1 });
    const sessionsBefore = stripeApi.sessions.length;

    const responses = await Promise.all(Array.from({ length: 5 }, () => client.post('/create-checkout', {})));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => (response.json() as { url: string }).url)).size).toBe(1);
    expect(stripeApi.sessions.length - sessionsBefore).toBe(1);
    const open = (await ordersOf(userId)).filter((order) => order.status === 'pending');
    expect(open).toHaveLength(1);
    expect(open[0]!.sessionId).toBe(stripeApi.sessions.at(-1)!.id);
  });

  it('a checkout of a changed cart expires the old Stripe session, and a payment on it is not fulfilled but flagged for a refund', async () => {
    const { user, client, userId, session, orderId } = await customerAtStripe({ 5: 1 });
    await fillCart(client, { 6: 1 });
    await checkOut(client);
    const newer = stripeApi.sessions.at(-1)!;
    expect(newer.id).not.toBe(session.id);
    expect(stripeApi.expired).toContain(session.id);
    expect((await ordersOf(userId)).map((order) => [order.sessionId, order.status]).sort()).toEqual(
      [
        [session.id, 'cancelled'],
        [newer.id, 'pending'],
      ].sort(),
    );

    // Paid on the old page before Stripe closed it: the old order stays cancelled.
    expect((await deliver(sessionEvent('checkout.session.completed', { id: session.id, orderId }))).statusCode).toBe(200);
    expect((await orderOf(client, orderId)).status).toBe('cancelled');
    expect(await receiptsTo(user.email)).toEqual([]);
    expect(warningsAbout(orderId)).toContain('payment received for an order that is no longer open: refund it by hand');
  });

  it('a payment for an order whose cart changed since checkout is not fulfilled, and is flagged for a refund', async () => {
    const { user, client, session, orderId, snapshot } = await customerAtStripe({ 7: 2 });
    await client.request('PUT', '/api/cart/items/7', { quantity: 1 });
    const before = await snapshot();

    expect((await deliver(sessionEvent('checkout.session.completed', { id: session.id, orderId }))).statusCode).toBe(200);
    const after = await snapshot();
    expect(after.order?.status).toBe('cancelled');
    expect(after.stock).toEqual(before.stock);
    expect(after.cart).toEqual(before.cart);
    expect(await receiptsTo(user.email)).toEqual([]);
    expect(warningsAbout(orderId)).toEqual([
      'payment received for an order whose cart changed since checkout: the order was cancelled, not fulfilled; refund it by hand',
    ]);
  });
});

describe('the Stripe webhook under load and attack', () => {
  it('fulfils once when one signed event arrives five times at once: one paid order, one receipt, stock taken once', async () => {
    const { user, session, orderId, snapshot, client } = await customerAtStripe({ 8: 2 });
    const before = await snapshot();
    const payload = sessionEvent('checkout.session.completed', { id: session.id, orderId });

    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);

    const after = await snapshot();
    expect(after.order?.status).toBe('paid');
    expect(after.stock).toEqual(before.stock.map((row) => ({ ...row, stock: row.stock - 2 })));
    expect(after.events).toBe(1);
    expect(await receiptsTo(user.email)).toHaveLength(1);
    await mail.waitFor((m) => mailTo(user.email)(m) && /receipt/i.test(m.subject ?? ''));
    expect(mail.messages.filter((m) => mailTo(user.email)(m) && /receipt/i.test(m.subject ?? ''))).toHaveLength(1);
    expect((await orderOf(client, orderId)).status).toBe('paid');
  });

  it('changes nothing for five badly signed copies of a real event: 400 each, the order pending, no mail', async () => {
    const { user, session, orderId, snapshot } = await customerAtStripe({ 9: 1 });
    const before = await snapshot();
    const payload = sessionEvent('checkout.session.completed', { id: session.id, orderId });

    const responses = await Promise.all([
      deliver(payload, { secret: 'whsec_an_attacker' }),
      deliver(payload, { secret: 'whsec_an_attacker' }),
      deliver(payload, { header: 't=1,v1=00' }),
      deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 3_600 }),
      deliver(payload, { body: payload.replace(orderId, '00000000-0000-4000-8000-000000000000') }),
    ]);
    expect(responses.map((response) => [response.statusCode, response.json().error.code])).toEqual(Array.from({ length: 5 }, () => [400, 'INVALID_SIGNATURE']));
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(after.order?.status).toBe('pending');
    expect(await receiptsTo(user.email)).toEqual([]);
    expect(mail.messages.filter((m) => mailTo(user.email)(m) && /receipt/i.test(m.subject ?? ''))).toEqual([]);
  });
});

describe('stock held for a Stripe checkout (D26)', () => {
  const holdsOf = (orderId: string) => t.database.db.select().from(stockReservations).where(eq(stockReservations.orderId, orderId));

  it('is held until the Stripe session lapses, and released with the order when the webhook says it expired', async () => {
    const { session, orderId, snapshot } = await customerAtStripe({ 7: 1 });
    const [hold] = await holdsOf(orderId);
    const [rope] = await t.database.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, 7));
    expect(hold).toMatchObject({ variantId: rope!.id, quantity: 1 });
    expect(Math.floor(hold!.expiresAt.getTime() / 1000)).toBe(Number(session.params.get('expires_at')));

    expect((await deliver(sessionEvent('checkout.session.expired', { id: session.id, orderId }))).statusCode).toBe(200);
    expect((await snapshot()).order?.status).toBe('expired');
    expect(await holdsOf(orderId)).toEqual([]);
  });

  it('becomes stock taken once when the paid event is delivered twice', async () => {
    const { session, orderId, snapshot } = await customerAtStripe({ 9: 2 });
    const before = await snapshot();
    const payload = sessionEvent('checkout.session.completed', { id: session.id, orderId });
    await Promise.all([deliver(payload), deliver(payload)]);
    const after = await snapshot();
    expect(after.order?.status).toBe('paid');
    expect(after.stock).toEqual(before.stock.map((row) => ({ ...row, stock: row.stock - 2 })));
    expect(await holdsOf(orderId)).toEqual([]);
  });

  it('is released by the release job, which first expires the Stripe session so it cannot be paid', async () => {
    const { session, orderId, snapshot } = await customerAtStripe({ 3: 1 });
    const release = stockReleaseJob({ db: t.database.db, log: t.app.log }, createPaymentProvider(t.app.env, stripeApi.endpoint));
    const job = { id: 0, kind: 'release-stock-reservation', attempt: 1 };
    await release({ orderId }, job);
    expect(stripeApi.expired).toContain(session.id);
    expect((await snapshot()).order?.status).toBe('expired');
    expect(await holdsOf(orderId)).toEqual([]);

    // Run again (a retry, a second worker): nothing more happens.
    const expiredBefore = stripeApi.expired.length;
    await release({ orderId }, job);
    expect(stripeApi.expired).toHaveLength(expiredBefore);
    expect((await snapshot()).order?.status).toBe('expired');
  });
});

describe('Stripe Checkout with a gift card (issue 32)', () => {
  it('charges only what the card leaves, as one line, and gives the card back once when the expiry is delivered twice', async () => {
    const owner = (await signUpOwner(t)).client;
    const issued = await owner.post('/api/console/gift-cards', {
      amountCents: 2_000,
      recipientName: 'Jamie Rivers',
      recipientEmail: 'jamie.stripe@example.com',
      senderName: 'Aunt Pat',
      deliverOn: new Date().toISOString().slice(0, 10),
      locale: 'en-CA',
    });
    const card = issuedGiftCardSchema.parse(issued.json());
    const balance = async () => giftCardDetailsSchema.parse((await owner.get(`/api/console/gift-cards/${card.id}`)).json()).balanceCents;

    const client = new ApiClient(t.app);
    await client.signUp(newUser('Card Shopper'));
    await fillCart(client, { 1: 2, 9: 1 });
    expect((await client.post('/create-checkout', { giftCardCode: card.code })).statusCode).toBe(201);
    const session = stripeApi.sessions.at(-1)!;
    const orderId = session.params.get('metadata[orderId]')!;
    // $62.83 less the card's $20.00.
    const p = Object.fromEntries(session.params);
    expect(p).toMatchObject({
      'line_items[0][price_data][product_data][name]': `Order ${orderId.slice(0, 8)}, after gift card and store credit`,
      'line_items[0][price_data][unit_amount]': '4283',
      'line_items[0][quantity]': '1',
    });
    expect(p['line_items[1][quantity]']).toBeUndefined();
    expect(session.amountTotal).toBe(4_283);
    expect(await balance()).toBe(0);

    const expiry = sessionEvent('checkout.session.expired', { id: session.id, orderId });
    const deliveries = [...(await Promise.all([deliver(expiry), deliver(expiry)])), await deliver(sessionEvent('checkout.session.expired', { id: session.id, orderId }))];
    expect(deliveries.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect((await orderOf(client, orderId)).status).toBe('expired');
    expect(await balance()).toBe(2_000);
  });
});
