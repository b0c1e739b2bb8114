import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { mailTo, startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { cartOf, checkOut, fillCart, insertTestProducts, orderIdOfTestCheckout, orderOf, receiptsQueuedFor, stockOfProducts } from '../../test/shop';
import { captureLogLines, LOG_LEVEL, type LogLine } from '../../test/log-lines';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * One cart, one open checkout: however many checkouts a shopper starts (a double click,
 * two tabs), at most one order can be paid, and only while it still matches the cart.
 */
let t: TestApp;
let mail: MailCatcher;
let logs: LogLine[];
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url, LOG_LEVEL: 'info' } });
  logs = captureLogLines(t.app);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

async function shopper() {
  const user = newUser('Tabby Twotabs');
  const client = new ApiClient(t.app);
  await client.signUp(user);
  const userId = ((await client.get('/api/profile')).json() as { uid: string }).uid;
  return { user, client, userId };
}

const stockOf = async (id: number) => (await stockOfProducts(t.database.db, [id]))[0]!.stock;
const ordersOf = (userId: string) => t.database.db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.userId, userId));
const pay = (client: ApiClient, orderId: string) => client.request('POST', `/checkout/test/${orderId}/pay`);

describe('checkouts started at the same moment for one cart', () => {
  it('leave one order to pay: paying every page pays once, mails one receipt and takes stock once', async () => {
    const { user, client, userId } = await shopper();
    const [product] = await insertTestProducts(t.database.db, 1, { stock: 50 });
    await fillCart(client, { [product!.id]: 2 });

    const responses = await Promise.all(Array.from({ length: 5 }, () => client.post('/create-checkout', {})));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const orderIds = [...new Set(responses.map((response) => orderIdOfTestCheckout((response.json() as { url: string }).url)))];
    // Two tabs on one cart are one checkout: every answer names the same order.
    expect(orderIds).toHaveLength(1);
    expect((await ordersOf(userId)).filter((order) => order.status === 'pending')).toHaveLength(1);

    const paid = await Promise.all(orderIds.flatMap((orderId) => [pay(client, orderId), pay(client, orderId)]));
    expect(paid.map((response) => response.statusCode)).toEqual(paid.map(() => 303));

    expect((await ordersOf(userId)).filter((order) => order.status === 'paid')).toHaveLength(1);
    expect(await stockOf(product!.id)).toBe(48);
    expect(await receiptsQueuedFor(t.database.db, user.email)).toHaveLength(1);
    await mail.waitFor((m) => mailTo(user.email)(m) && /receipt/i.test(m.subject ?? ''));
    expect((await cartOf(client)).items).toEqual([]);
  });

  it('leave one order to pay even in 20 rounds of racing checkouts', async () => {
    const { userId, client } = await shopper();
    for (let round = 0; round < 20; round++) {
      await fillCart(client, { 2: 1 });
      await Promise.all(Array.from({ length: 3 }, () => client.post('/create-checkout', {})));
    }
    expect((await ordersOf(userId)).filter((order) => order.status === 'pending')).toHaveLength(1);
  });
});

describe('an order whose cart changed or was bought', () => {
  it('cannot be paid once a newer checkout of the changed cart was paid', async () => {
    const { user, client, userId } = await shopper();
    const [product, extra] = await insertTestProducts(t.database.db, 2, { stock: 50 });
    await fillCart(client, { [product!.id]: 1 });
    const older = orderIdOfTestCheckout(await checkOut(client));

    await fillCart(client, { [extra!.id]: 1 });
    const newer = orderIdOfTestCheckout(await checkOut(client));
    expect(newer).not.toBe(older);
    expect((await pay(client, newer)).statusCode).toBe(303);
    expect((await orderOf(client, newer)).status).toBe('paid');

    const late = await pay(client, older);
    expect(late.statusCode).toBe(409);
    expect(late.headers['content-type']).toContain('text/html');
    expect(late.body).toContain('This order was cancelled, so it can no longer be paid.');
    expect((await orderOf(client, older)).status).not.toBe('paid');
    expect(await stockOf(product!.id)).toBe(49);
    expect(await stockOf(extra!.id)).toBe(49);
    expect(await receiptsQueuedFor(t.database.db, user.email)).toHaveLength(1);
    expect((await ordersOf(userId)).filter((order) => order.status === 'paid').map((order) => order.id)).toEqual([newer]);
  });

  it('cannot be paid when the cart no longer holds what it buys, and says so', async () => {
    const { user, client } = await shopper();
    const [product] = await insertTestProducts(t.database.db, 1, { stock: 50 });
    await fillCart(client, { [product!.id]: 3 });
    const orderId = orderIdOfTestCheckout(await checkOut(client));
    await client.request('PUT', `/api/cart/items/${product!.id}`, { quantity: 1 });

    const refused = await pay(client, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('Your cart has changed since this checkout began');
    expect((await orderOf(client, orderId)).status).toBe('cancelled');
    expect(await stockOf(product!.id)).toBe(50);
    expect(await receiptsQueuedFor(t.database.db, user.email)).toEqual([]);
    expect((await cartOf(client)).items.map((item) => [item.productId, item.quantity])).toEqual([[product!.id, 1]]);

    // Checking out again buys what the cart now holds.
    const fresh = orderIdOfTestCheckout(await checkOut(client));
    expect((await pay(client, fresh)).statusCode).toBe(303);
    expect(await stockOf(product!.id)).toBe(49);
  });

  it('a second checkout of a changed cart replaces the first, which can then no longer be paid', async () => {
    const { client, userId } = await shopper();
    const [product] = await insertTestProducts(t.database.db, 1, { stock: 50 });
    await fillCart(client, { [product!.id]: 1 });
    const first = orderIdOfTestCheckout(await checkOut(client));
    // The same cart again (another tab): the same checkout.
    expect(orderIdOfTestCheckout(await checkOut(client))).toBe(first);

    await fillCart(client, { [product!.id]: 1 });
    const second = orderIdOfTestCheckout(await checkOut(client));
    expect(second).not.toBe(first);
    expect((await orderOf(client, first)).status).toBe('cancelled');
    expect((await client.get(`/checkout/test/${first}`)).headers.location).toBe(`/orders/${first}`);
    expect((await pay(client, first)).statusCode).toBe(409);
    expect(
      (await t.database.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, [first, second]))).map((o) => o.status).sort(),
    ).toEqual(['cancelled', 'pending']);
    expect((await ordersOf(userId)).filter((order) => order.status === 'pending').map((order) => order.id)).toEqual([second]);
  });
});

describe('what the log says about a test payment that paid nothing', () => {
  const aboutOrder = (orderId: string) => logs.filter((line) => line.orderId === orderId && line.level >= LOG_LEVEL.info);

  it('says that nothing was charged when a cancel beat the pay, and asks no one for a refund', async () => {
    const { client } = await shopper();
    await fillCart(client, { 3: 1 });
    const orderId = orderIdOfTestCheckout(await checkOut(client));
    expect((await client.request('POST', `/checkout/test/${orderId}/cancel`)).statusCode).toBe(303);
    expect((await pay(client, orderId)).statusCode).toBe(409);

    const lines = aboutOrder(orderId);
    expect(lines.map((line) => line.msg).join('\n')).not.toMatch(/refund it by hand/);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: LOG_LEVEL.info, provider: 'test', status: 'cancelled', msg: expect.stringMatching(/nothing was charged, so there is nothing to refund/) }),
    );
  });

  it('says so too when the cart changed before the pay', async () => {
    const { client } = await shopper();
    await fillCart(client, { 3: 2 });
    const orderId = orderIdOfTestCheckout(await checkOut(client));
    await client.request('DELETE', '/api/cart/items/3');
    expect((await pay(client, orderId)).statusCode).toBe(409);

    const lines = aboutOrder(orderId);
    expect(lines.map((line) => line.msg).join('\n')).not.toMatch(/refund it by hand/);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: LOG_LEVEL.info, provider: 'test', msg: expect.stringMatching(/cart changed since checkout.*nothing was charged/) }),
    );
  });
});
