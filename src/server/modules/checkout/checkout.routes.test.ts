import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '@shared/contracts/cart';
import { createCheckoutResponseSchema, orderListResponseSchema } from '@shared/contracts/orders';
import { siteConfig } from '@shared/site-config/site-config';
import { orders } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { mailTo, startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { describeOwnershipMatrix } from '../../test/ownership-matrix';
import { cartOf, checkOut, fillCart, insertTestProducts, orderIdOfTestCheckout, orderOf, receiptsQueuedFor, setStock, stockOfProducts } from '../../test/shop';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app';
import { translatorFor } from '../../lib/i18n';
import { english } from '@shared/test/english';

let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

async function signedIn(user = newUser()): Promise<ApiClient> {
  const client = new ApiClient(t.app);
  await client.signUp(user);
  return client;
}

const stockOf = async (ids: number[]) =>
  Object.fromEntries(
    (await stockOfProducts(t.database.db, ids)).map((row) => [row.id, row.stock]),
  );
const ordersCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;
const receiptsTo = (email: string) => receiptsQueuedFor(t.database.db, email);
const pagePath = (url: string) => new URL(url).pathname;

describe('POST /create-checkout', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const response = await new ApiClient(t.app).post('/create-checkout', { cartItems: [], userId: 'x' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an empty cart and creates no order', async () => {
    const before = await ordersCount();
    const response = await (await signedIn()).post('/create-checkout', {});
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CART_EMPTY', message: english(cartMessages.cartEmpty) });
    expect(await ordersCount()).toBe(before);
  });

  it('refuses lines beyond stock, naming the product and how many are left', async () => {
    const client = await signedIn();
    const [few, none] = await insertTestProducts(t.database.db, 2, { stock: 3 });
    await fillCart(client, { [few!.id]: 5 });
    const before = await ordersCount();

    const short = await client.post('/create-checkout', {});
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toMatchObject({ code: 'OUT_OF_STOCK', message: english(cartMessages.notEnoughStock(few!.name, 3)) });
    expect(short.json().error.message).toBe(`Sorry, only 3 of ${few!.name} are left in stock. Please lower the quantity.`);

    await client.request('PUT', `/api/cart/items/${few!.id}`, { quantity: 3 });
    await setStock(t.database.db, none!.id, 0);
    await fillCart(client, { [none!.id]: 1 });
    const out = await client.post('/create-checkout', {});
    expect(out.statusCode).toBe(409);
    expect(out.json().error.message).toBe(english(cartMessages.outOfStock(none!.name)));
    expect(await ordersCount()).toBe(before);

    await client.request('DELETE', `/api/cart/items/${none!.id}`);
    expect((await client.post('/create-checkout', {})).statusCode).toBe(201);
  });

  it('answers with the url of the built-in test checkout, which accepts a body without fields', async () => {
    const client = await signedIn();
    await fillCart(client, { 1: 1 });
    const response = await client.request('POST', '/create-checkout');
    expect(response.statusCode).toBe(201);
    const { url } = createCheckoutResponseSchema.parse(response.json());
    expect(url).toMatch(new RegExp(`^${TEST_BASE_URL}/checkout/test/[0-9a-f-]{36}$`));
    const order = await orderOf(client, orderIdOfTestCheckout(url));
    expect(order).toMatchObject({ status: 'pending', paidAt: null, itemCount: 1, totalCents: 881, taxRateBasisPoints: 1300 });
  });
});

describe('a purchase through the built-in test checkout', () => {
  it('shows the order, takes payment once, takes stock once, empties the cart and mails a receipt with the HST number', async () => {
    const user = newUser('Robin Buyer');
    const client = await signedIn(user);
    await fillCart(client, { 1: 2, 7: 1 });
    const stockBefore = await stockOf([1, 7]);
    const url = await checkOut(client, { cartItems: [{ id: 1, price: '$0.01', quantity: 2 }], userId: 'someone-else' });
    const orderId = orderIdOfTestCheckout(url);

    const page = await client.get(pagePath(url));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");
    // Its forms must carry our Origin, or the origin check refuses Pay.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const html = page.body;
    expect(html).toMatch(/<html lang="en-CA">/);
    expect(html).toContain(`<title>Checkout | ${siteConfig.brand}</title>`);
    expect(html).toContain('<h1>Checkout</h1>');
    expect(html).toContain('<caption>Your order</caption>');
    expect(html).toContain('<th scope="col">Product</th>');
    expect(html).toContain(translatorFor('en-CA')('screens.testCheckout.notice'));
    expect(html).toContain('Small Dog Food');
    expect(html).toContain('Flapping Fish for Cats');
    // 2 × $7.80 + $30 = $45.60; HST $5.93 (592.8 rounded half-up); total $51.53.
    expect(html).toMatch(/Subtotal<\/th><td>\$45\.60</);
    expect(html).toMatch(/HST \(13%\)<\/th><td>\$5\.93</);
    expect(html).toMatch(/Total<\/th><td>\$51\.53</);
    expect(html).toContain(`<form method="post" action="/checkout/test/${orderId}/pay"><button type="submit" class="pay">Pay $51.53</button></form>`);
    expect(html).toContain(`action="/checkout/test/${orderId}/cancel"`);
    expect(html).not.toMatch(/style=|<script/);

    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
    const css = await client.get(stylesheet!);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.headers['cache-control']).toContain('immutable');

    const paid = await client.request('POST', `/checkout/test/${orderId}/pay`, undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/orders/${orderId}`);

    const order = await orderOf(client, orderId);
    expect(order).toMatchObject({ status: 'paid', subtotalCents: 4560, taxCents: 593, totalCents: 5153, itemCount: 3 });
    expect(order.paidAt).not.toBeNull();
    expect(order.lines.map((line) => [line.productId, line.name, line.unitPriceCents, line.quantity, line.lineTotalCents])).toEqual([
      [1, 'Small Dog Food', 780, 2, 1560],
      [7, 'Flapping Fish for Cats', 3000, 1, 3000],
    ]);
    expect(await stockOf([1, 7])).toEqual({ 1: stockBefore[1]! - 2, 7: stockBefore[7]! - 1 });
    expect((await cartOf(client)).items).toEqual([]);

    const receipt = await mail.waitFor((m) => mailTo(user.email)(m) && /receipt/i.test(m.subject ?? ''));
    expect(receipt.text).toContain(`HST registration number: ${siteConfig.tax.registrationNumber}`);
    expect(receipt.text).toContain('2 × Small Dog Food at $7.80: $15.60');
    expect(receipt.text).toContain('HST (13%): $5.93');
    expect(receipt.text).toContain('Total: $51.53');
    expect(receipt.text).toContain(siteConfig.address.street);
    expect(receipt.text).toContain(`${TEST_BASE_URL}/orders/${orderId}`);
    expect(receipt.html).toContain(siteConfig.tax.registrationNumber);

    // Paid: the page now goes to the confirmation, and the profile lists the order.
    const again = await client.get(pagePath(url));
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/orders/${orderId}`);
    const past = orderListResponseSchema.parse((await client.get('/api/orders')).json());
    expect(past.orders.map((o) => [o.id, o.status, o.totalCents, o.itemCount])).toEqual([[orderId, 'paid', 5153, 3]]);
  });

  it('pays once when Pay is pressed twice, even at the same moment', async () => {
    const user = newUser();
    const client = await signedIn(user);
    await fillCart(client, { 4: 3 });
    const stockBefore = await stockOf([4]);
    const orderId = orderIdOfTestCheckout(await checkOut(client));

    const responses = await Promise.all([1, 2, 3].map(() => client.request('POST', `/checkout/test/${orderId}/pay`)));
    responses.push(await client.request('POST', `/checkout/test/${orderId}/pay`));
    expect(responses.map((response) => [response.statusCode, response.headers.location])).toEqual(
      Array.from({ length: 4 }, () => [303, `/orders/${orderId}`]),
    );
    expect(await stockOf([4])).toEqual({ 4: stockBefore[4]! - 3 });
    expect(await receiptsTo(user.email)).toHaveLength(1);
    expect((await orderOf(client, orderId)).status).toBe('paid');
  });

  it('settles Pay and Cancel pressed at the same moment one way or the other, never both', async () => {
    const client = await signedIn();
    await fillCart(client, { 6: 2 });
    const stockBefore = await stockOf([6]);
    const orderId = orderIdOfTestCheckout(await checkOut(client));
    const [pay, cancel] = await Promise.all([
      client.request('POST', `/checkout/test/${orderId}/pay`),
      client.request('POST', `/checkout/test/${orderId}/cancel`),
    ]);
    const { status } = await orderOf(client, orderId);
    if (status === 'paid') {
      expect([pay.statusCode, cancel.statusCode, cancel.headers.location]).toEqual([303, 303, `/orders/${orderId}`]);
      expect(await stockOf([6])).toEqual({ 6: stockBefore[6]! - 2 });
    } else {
      expect(status).toBe('cancelled');
      expect([pay.statusCode, cancel.statusCode, cancel.headers.location]).toEqual([409, 303, '/cart']);
      expect(await stockOf([6])).toEqual(stockBefore);
    }
  });

  it('takes only what was bought out of the cart: items added while paying stay', async () => {
    const client = await signedIn();
    await fillCart(client, { 2: 2 });
    const orderId = orderIdOfTestCheckout(await checkOut(client));
    await fillCart(client, { 2: 1, 3: 1 });
    await client.request('POST', `/checkout/test/${orderId}/pay`);
    expect((await cartOf(client)).items.map((item) => [item.productId, item.quantity])).toEqual([
      [2, 1],
      [3, 1],
    ]);
  });

  it('never takes stock below zero when two paid orders share the last units', async () => {
    // Checkout holds stock (D26), so this needs the shelf to shrink after both checkouts
    // (the owner corrects a count): payment still takes what is there, never below zero.
    const [scarce] = await insertTestProducts(t.database.db, 1, { stock: 4 });
    const first = await signedIn();
    const second = await signedIn();
    await fillCart(first, { [scarce!.id]: 2 });
    await fillCart(second, { [scarce!.id]: 2 });
    const firstOrder = orderIdOfTestCheckout(await checkOut(first));
    const secondOrder = orderIdOfTestCheckout(await checkOut(second));
    await setStock(t.database.db, scarce!.id, 2);
    await Promise.all([
      first.request('POST', `/checkout/test/${firstOrder}/pay`),
      second.request('POST', `/checkout/test/${secondOrder}/pay`),
    ]);
    expect(await stockOf([scarce!.id])).toEqual({ [scarce!.id]: 0 });
    expect((await orderOf(second, secondOrder)).status).toBe('paid');
  });

  it('cancels a pending order back to the cart, after which it can no longer be paid', async () => {
    const client = await signedIn();
    await fillCart(client, { 5: 2 });
    const stockBefore = await stockOf([5]);
    const orderId = orderIdOfTestCheckout(await checkOut(client));

    const cancelled = await client.request('POST', `/checkout/test/${orderId}/cancel`);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('/cart');
    expect((await orderOf(client, orderId)).status).toBe('cancelled');
    expect((await cartOf(client)).items.map((item) => [item.productId, item.quantity])).toEqual([[5, 2]]);

    const paid = await client.request('POST', `/checkout/test/${orderId}/pay`);
    expect(paid.statusCode).toBe(409);
    expect(paid.headers['content-type']).toContain('text/html');
    expect(paid.body).toContain('This order was cancelled, so it can no longer be paid.');
    expect((await orderOf(client, orderId)).status).toBe('cancelled');
    expect(await stockOf([5])).toEqual(stockBefore);
    expect((await client.get(`/checkout/test/${orderId}`)).headers.location).toBe(`/orders/${orderId}`);
    expect(orderListResponseSchema.parse((await client.get('/api/orders')).json()).orders).toEqual([]);
  });

  it('answers a page for someone else or for nobody in HTML, not JSON', async () => {
    const owner = await signedIn();
    await fillCart(owner, { 1: 1 });
    const orderId = orderIdOfTestCheckout(await checkOut(owner));
    const guest = await new ApiClient(t.app).get(`/checkout/test/${orderId}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['content-type']).toContain('text/html');
    expect(guest.body).toContain('href="/login"');
    for (const path of [`/checkout/test/${orderId}`, '/checkout/test/not-an-order']) {
      const stranger = await (await signedIn()).get(path);
      expect(stranger.statusCode, path).toBe(404);
      expect(stranger.body).toContain('That order was not found.');
    }
  });
});

describe('GET /api/orders', () => {
  it('lists only paid orders, newest first, and finds a malformed or unknown order id nowhere', async () => {
    const client = await signedIn();
    const ids: string[] = [];
    for (const productId of [8, 9]) {
      await fillCart(client, { [productId]: 1 });
      const orderId = orderIdOfTestCheckout(await checkOut(client));
      await client.request('POST', `/checkout/test/${orderId}/pay`);
      ids.push(orderId);
    }
    await fillCart(client, { 1: 1 });
    await checkOut(client); // left pending
    const { orders: listed } = orderListResponseSchema.parse((await client.get('/api/orders')).json());
    expect(listed.map((order) => order.id)).toEqual([...ids].reverse());

    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await client.get(`/api/orders/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('That order was not found.');
    }
    expect((await new ApiClient(t.app).get('/api/orders')).statusCode).toBe(401);
  });
});

describeOwnershipMatrix<{ orderId: string }>({
  subject: 'an order',
  app: () => t,
  create: async (owner) => {
    await fillCart(owner, { 3: 2 });
    return { orderId: orderIdOfTestCheckout(await checkOut(owner)) };
  },
  snapshot: async (owner, { orderId }) => ({ order: (await owner.get(`/api/orders/${orderId}`)).json(), cart: await cartOf(owner) }),
  routes: [
    { method: 'GET', url: ({ orderId }) => `/api/orders/${orderId}`, ownerStatus: 200 },
    { method: 'GET', url: ({ orderId }) => `/checkout/test/${orderId}`, ownerStatus: 200 },
    { method: 'POST', url: ({ orderId }) => `/checkout/test/${orderId}/pay`, ownerStatus: 303 },
    { method: 'POST', url: ({ orderId }) => `/checkout/test/${orderId}/cancel`, ownerStatus: 303 },
  ],
});
