import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/raw-rows';
import { consoleOrderPageSchema, consoleOrderSchema, orderNumberOf } from '@shared/contracts/console-orders';
import type { AuditPage } from '@shared/contracts/owner';
import { ApiClient, newUser } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { mailTo, startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { checkOut, fillCart, orderIdOfTestCheckout, orderOf } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The console's orders (issue 13 item 1): every customer's, searchable, and handed over in two steps. */

let mail: MailCatcher;
let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  owner = (await signUpOwner(t)).client;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

/** A customer with a paid order of two Small Dog Food and one Rope, or an unpaid one. */
async function customerWithOrder(name: string, { pay }: { pay: boolean }) {
  const user = newUser(name);
  const client = new ApiClient(t.app);
  await client.signUp(user);
  await fillCart(client, { 1: 2, 2: 1 });
  const orderId = orderIdOfTestCheckout(await checkOut(client));
  if (pay) {
    const paid = await client.request('POST', `/checkout/test/${orderId}/pay`, undefined, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(paid.statusCode).toBe(303);
  }
  return { client, user, orderId };
}

const list = async (query = '') => {
  const response = await owner.get(`/api/console/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return consoleOrderPageSchema.parse(response.json());
};
const step = (orderId: string, value: string) => owner.post(`/api/console/orders/${orderId}/fulfilment`, { step: value });

describe('the console’s orders', () => {
  it('lists every customer’s orders newest first, found by order number or by part of the email, and filtered by status and day', async () => {
    const paid = await customerWithOrder('Robin Paid', { pay: true });
    const open = await customerWithOrder('Quinn Open', { pay: false });

    const all = await list();
    expect(all.orders.map((order) => order.id).slice(0, 2)).toEqual([open.orderId, paid.orderId]);
    expect(all.orders[1]).toMatchObject({
      number: orderNumberOf(paid.orderId),
      customerName: 'Robin Paid',
      customerEmail: paid.user.email,
      status: 'paid',
      fulfilment: 'unfulfilled',
      itemCount: 3,
      totalCents: 2893,
    });

    expect((await list(`?q=${orderNumberOf(paid.orderId).toUpperCase()}`)).orders.map((order) => order.id)).toEqual([paid.orderId]);
    const emailPart = paid.user.email.split('@')[0]!.toUpperCase();
    expect((await list(`?q=${encodeURIComponent(emailPart)}`)).orders.map((order) => order.id)).toEqual([paid.orderId]);
    expect((await list('?q=nobody-matches-this')).orders).toEqual([]);
    expect((await list('?status=pending')).orders.map((order) => order.id)).toContain(open.orderId);
    expect((await list('?status=pending')).orders.map((order) => order.id)).not.toContain(paid.orderId);
    expect((await list('?from=2001-01-01&to=2001-01-31')).orders).toEqual([]);
    expect((await owner.get('/api/console/orders?from=2027-02-30')).statusCode).toBe(422);
  });

  it('comes a page at a time, and no order is skipped or repeated, even 60 placed in one millisecond', async () => {
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser('Busy Buyer'));
    const { uid } = (await customer.get('/api/profile')).json() as { uid: string };
    // 60 orders a microsecond apart, all in the millisecond 2001-02-03 17:05:06.007 UTC.
    const inserted = await selectRows<{ id: string }>(t.database.db, sql`
      insert into orders (user_id, status, subtotal_cents, tax_cents, total_cents, tax_rate_basis_points, currency, payment_provider, created_at)
      select ${uid}, 'cancelled', 100, 13, 113, 1300, 'CAD', 'test', timestamptz '2001-02-03 17:05:06.007001+00' + n * interval '1 microsecond'
      from generate_series(0, 59) as n
      returning id`);
    const placed = inserted.map((row) => row.id);
    expect(placed).toHaveLength(60);

    const first = await list('?from=2001-02-03&to=2001-02-03');
    expect(first.orders).toHaveLength(50);
    expect(first.nextBefore).not.toBeNull();
    const second = await list(`?from=2001-02-03&to=2001-02-03&before=${encodeURIComponent(first.nextBefore!)}`);
    expect(second.nextBefore).toBeNull();
    const listed = [...first.orders, ...second.orders].map((order) => order.id);
    expect(listed).toHaveLength(60);
    expect(new Set(listed)).toEqual(new Set(placed));
    const times = [...first.orders, ...second.orders].map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    for (const bad of ['2001-02-03T17:05:06.007Z_' + placed[0], 'x.' + placed[0], '99999999999999999999.' + placed[0]]) {
      const refused = await owner.get(`/api/console/orders?before=${encodeURIComponent(bad)}`);
      expect(refused.statusCode, bad).toBe(422);
    }
  });

  it('shows one order with its lines, HST, payment reference and history', async () => {
    const { orderId } = await customerWithOrder('Sky Detail', { pay: true });
    const response = await owner.get(`/api/console/orders/${orderId}`);
    const order = consoleOrderSchema.parse(response.json());
    expect(order.lines.map((line) => [line.name, line.quantity, line.unitPriceCents, line.lineTotalCents])).toEqual([
      ['Small Dog Food', 2, 780, 1560],
      ['Rope for Dogs', 1, 1000, 1000],
    ]);
    expect([order.subtotalCents, order.taxName, order.taxCents, order.totalCents]).toEqual([2560, 'HST (13%)', 333, 2893]);
    expect(order.paymentProvider).toBe('test');
    expect(order.paymentReference).toBeTruthy();
    expect(order.history.map((entry) => entry.kind)).toEqual(['placed', 'paid']);
    expect((await owner.get('/api/console/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('hands a paid order over in two steps, emailing the customer once it is ready, each step once', async () => {
    const { client, user, orderId } = await customerWithOrder('Ari Pickup', { pay: true });
    expect((await step(orderId, 'picked_up')).statusCode).toBe(409);

    const [ready, again] = await Promise.all([step(orderId, 'ready_for_pickup'), step(orderId, 'ready_for_pickup')]);
    expect([ready.statusCode, again.statusCode].sort()).toEqual([200, 409]);
    const message = await mail.waitFor((m) => mailTo(user.email)(m) && /ready for pickup/i.test(m.subject ?? ''));
    expect(message.subject).toBe(`Your Pet Haven order ${orderNumberOf(orderId)} is ready for pickup`);
    expect(message.text).toContain(`/orders/${orderId}`);
    expect((await orderOf(client, orderId)).fulfilment).toBe('ready_for_pickup');

    const done = consoleOrderSchema.parse((await step(orderId, 'picked_up')).json());
    expect(done.fulfilment).toBe('picked_up');
    expect(done.history.map((entry) => [entry.kind, entry.actor])).toEqual([
      ['placed', 'customer'],
      ['paid', 'test'],
      ['ready_for_pickup', expect.stringContaining('@')],
      ['picked_up', expect.stringContaining('@')],
    ]);
    const audit = ((await owner.get('/api/console/audit')).json() as AuditPage).events;
    expect(audit.slice(0, 2).map((event) => [event.action, event.details.name])).toEqual([
      ['order.pickedUp', orderNumberOf(orderId)],
      ['order.readyForPickup', orderNumberOf(orderId)],
    ]);
  });

  it('refuses to hand over an order that was never paid', async () => {
    const { orderId } = await customerWithOrder('Lee Unpaid', { pay: false });
    const refused = await step(orderId, 'ready_for_pickup');
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, 'Only a paid order that is not ready yet can be marked ready for pickup.']);
  });
});
