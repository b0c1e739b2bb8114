import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { orderNumberOf, refundOrderResponseSchema } from '@shared/contracts/console-orders';
import { orderListResponseSchema } from '@shared/contracts/orders';
import type { AuditPage } from '@shared/contracts/owner';
import { jobs, refunds } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { mailTo, startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { checkOut, fillCart, insertTestProducts, orderIdOfTestCheckout, orderOf, setPrice, stockOfProducts } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Refunds from the console (issue 13): a line or the whole order, through the provider
 * that took the payment (here the built-in test checkout; Stripe in stripe-refunds.test.ts),
 * recorded once however often asked, restocking what was given back, emailing the customer.
 */

let mail: MailCatcher;
let t: TestApp;
let owner: ApiClient;
let ownerEmail: string;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  ({ client: owner, email: ownerEmail } = await signUpOwner(t));
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

/**
 * A customer who paid (through the test checkout) for two of one new product at $7.80
 * and one of another at $10: $25.60 + $3.33 HST = $28.93.
 */
async function paidOrder(name: string, { pay = true } = {}) {
  const [food, rope] = await insertTestProducts(t.database.db, 2, { stock: 30 });
  await setPrice(t.database.db, food!.id, 780);
  await setPrice(t.database.db, rope!.id, 1000);
  const user = newUser(name);
  const client = new ApiClient(t.app);
  await client.signUp(user);
  await fillCart(client, { [food!.id]: 2, [rope!.id]: 1 });
  const orderId = orderIdOfTestCheckout(await checkOut(client));
  if (pay) expect((await client.request('POST', `/checkout/test/${orderId}/pay`)).statusCode).toBe(303);
  return { client, user, orderId, food: food!.id, rope: rope!.id };
}

const refund = (orderId: string, body: Record<string, unknown>, as: ApiClient = owner) =>
  as.post(`/api/console/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), ...body });
const stockOf = async (ids: number[]) =>
  Object.fromEntries(
    (await stockOfProducts(t.database.db, ids)).map((row) => [row.id, row.stock]),
  );
const refundRowsOf = (orderId: string) => t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const refundMailsTo = async (email: string) =>
  (
    await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), sql`${jobs.payload} ->> 'to' = ${email}`, sql`${jobs.payload} ->> 'subject' like '%refund%'`))
  ).length;
const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string } }).error;

describe('refunding a paid order from the console', () => {
  it('emails a customer who reads French their refund in French, the amount as they write it', async () => {
    const { client, user, orderId, rope } = await paidOrder('Renée Remboursée');
    expect((await client.request('PUT', '/api/profile/locale', { locale: 'fr-CA' })).statusCode).toBe(200);

    expect((await refund(orderId, { lines: [{ productId: rope, quantity: 1 }] })).statusCode).toBe(201);

    const message = await mail.waitFor((m) => mailTo(user.email)(m) && /rembours/i.test(m.subject ?? ''));
    // Intl writes French amounts with a no-break space.
    expect(message.text?.replace(/[\u00a0\u202f]/g, ' ')).toContain('Nous avons remboursé 11,30 $');
  });

  it('refunds one line: its price plus its HST to the cent, restocked, in the history and audit log, and the customer emailed and shown it', async () => {
    const { client, user, orderId, food, rope } = await paidOrder('Robin Refund');
    const before = await stockOf([food, rope]);

    const response = await refund(orderId, { lines: [{ productId: rope, quantity: 1 }], reason: 'Arrived chewed' });
    expect(response.statusCode, response.body).toBe(201);
    const { refund: made, order } = refundOrderResponseSchema.parse(response.json());
    // $10.00 + $1.30 HST
    expect(made).toMatchObject({ amountCents: 1130, actor: ownerEmail, reason: 'Arrived chewed', provider: 'test' });
    expect(made.providerReference).toMatch(/^test_re_/);
    expect(made.lines).toEqual([{ productId: rope, variantId: expect.any(Number), name: expect.stringContaining('Test Product'), quantity: 1 }]);
    expect(order).toMatchObject({ refundedCents: 1130, refundState: 'partial' });
    expect(order.lines.map((line) => [line.productId, line.quantity, line.refundedQuantity])).toEqual([
      [food, 2, 0],
      [rope, 1, 1],
    ]);
    expect(order.history.at(-1)).toMatchObject({ kind: 'refunded', actor: ownerEmail, amountCents: 1130 });
    expect(await stockOf([food, rope])).toEqual({ [food]: before[food], [rope]: before[rope]! + 1 });

    const listed = (await owner.get(`/api/console/orders?q=${orderNumberOf(orderId)}`)).json() as { orders: Array<{ refundState: string }> };
    expect(listed.orders[0]?.refundState).toBe('partial');
    const audit = ((await owner.get('/api/console/audit')).json() as AuditPage).events[0];
    expect(audit).toMatchObject({ action: 'order.refunded', actor: ownerEmail, subject: `order:${orderId}`, details: { name: orderNumberOf(orderId), amount: '$11.30' } });

    const message = await mail.waitFor((m) => mailTo(user.email)(m) && /refund/i.test(m.subject ?? ''));
    expect(message.subject).toBe(`Your Pet Haven refund for order ${orderNumberOf(orderId)}`);
    expect(message.text).toContain('We have refunded $11.30');
    expect(message.text).toMatch(/1 × Test Product \d+/);
    expect(message.text).toContain('5–10 business days');
    expect(message.text).toContain(`/orders/${orderId}`);

    const seen = await orderOf(client, orderId);
    expect(seen).toMatchObject({ refundedCents: 1130, refunds: [{ amountCents: 1130, lines: [{ productId: rope, quantity: 1 }] }] });
    expect(seen.lines.find((line) => line.productId === rope)?.refundedQuantity).toBe(1);
    const past = orderListResponseSchema.parse((await client.get('/api/orders')).json()).orders.find((candidate) => candidate.id === orderId);
    expect(past).toMatchObject({ refundedCents: 1130, fulfilment: 'unfulfilled', lastRefundedAt: seen.refunds[0]!.at });
  });

  it('refunds whatever remains after a partial refund, so the refunds add up to the total, and then refuses in words', async () => {
    const { orderId, food, rope } = await paidOrder('Sam Twice');
    const before = await stockOf([food, rope]);
    // One of the two at $7.80: $7.80 + $1.01 HST (101.4¢).
    const first = refundOrderResponseSchema.parse((await refund(orderId, { lines: [{ productId: food, quantity: 1 }] })).json());
    expect(first.refund.amountCents).toBe(881);

    const rest = await refund(orderId, {});
    expect(rest.statusCode, rest.body).toBe(201);
    const { refund: second, order } = refundOrderResponseSchema.parse(rest.json());
    expect(second.amountCents).toBe(2893 - 881);
    expect(second.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [food, 1],
      [rope, 1],
    ]);
    expect(order).toMatchObject({ refundedCents: 2893, totalCents: 2893, refundState: 'full' });
    expect(order.refunds.map((entry) => entry.amountCents)).toEqual([881, 2012]);
    expect(await stockOf([food, rope])).toEqual({ [food]: before[food]! + 2, [rope]: before[rope]! + 1 });

    // Nothing is left to hand over either.
    const ready = await owner.post(`/api/console/orders/${orderId}/fulfilment`, { step: 'ready_for_pickup' });
    expect([ready.statusCode, errorOf(ready).message]).toEqual([409, 'This order was refunded in full: there is nothing left to hand over.']);

    const again = await refund(orderId, {});
    expect([again.statusCode, errorOf(again)]).toEqual([409, { code: 'NOTHING_TO_REFUND', message: 'This order has been refunded in full: nothing is left to refund.' }]);
    const oneMore = await refund(orderId, { lines: [{ productId: rope, quantity: 1 }] });
    expect(oneMore.statusCode).toBe(409);
  });

  it('records a refund asked twice at once with one key once: one refund, one restock, one email', async () => {
    const { user, orderId, food } = await paidOrder('Dee Double');
    const before = await stockOf([food]);
    const body = { idempotencyKey: randomUUID(), lines: [{ productId: food, quantity: 2 }] };
    const answers = await Promise.all([refund(orderId, body), refund(orderId, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = answers.map((answer) => refundOrderResponseSchema.parse(answer.json()).refund);
    expect(a).toEqual(b);
    expect(await refundRowsOf(orderId)).toHaveLength(1);
    expect(await stockOf([food])).toEqual({ [food]: before[food]! + 2 });
    expect(await refundMailsTo(user.email)).toBe(1);

    // Later, the same key again (a retry after a lost answer) is still the same refund.
    const later = await refund(orderId, body);
    expect([later.statusCode, refundOrderResponseSchema.parse(later.json()).refund.id]).toEqual([200, a!.id]);
    // The same key for other items is a mistake, not a new refund.
    const reused = await refund(orderId, { ...body, lines: [{ productId: food, quantity: 1 }] });
    expect([reused.statusCode, errorOf(reused).code]).toEqual([409, 'REFUND_KEY_REUSED']);
    expect(await refundRowsOf(orderId)).toHaveLength(1);
  });

  it('lets exactly one of two refunds with different keys have the last unit of a line', async () => {
    const { orderId, rope } = await paidOrder('Kit Race');
    const before = await stockOf([rope]);
    const answers = await Promise.all([refund(orderId, { lines: [{ productId: rope, quantity: 1 }] }), refund(orderId, { lines: [{ productId: rope, quantity: 1 }] })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(loser)).toEqual({ code: 'MORE_THAN_REMAINS', message: expect.stringMatching(/^Only 0 of Test Product \d+ can still be refunded\.$/), productId: rope });
    expect(await refundRowsOf(orderId)).toHaveLength(1);
    expect(await stockOf([rope])).toEqual({ [rope]: before[rope]! + 1 });
  });

  it('refuses an unpaid order, more than remains, an item the order lacks, and nothing chosen, changing nothing', async () => {
    const unpaid = await paidOrder('Lee Unpaid', { pay: false });
    const notPaid = await refund(unpaid.orderId, {});
    expect([notPaid.statusCode, errorOf(notPaid)]).toEqual([409, { code: 'ORDER_NOT_PAID', message: 'Only a paid order can be refunded.' }]);

    const { orderId, food, rope } = await paidOrder('Max Over');
    const before = await stockOf([food, rope]);
    const tooMany = await refund(orderId, { lines: [{ productId: food, quantity: 3 }] });
    expect([tooMany.statusCode, errorOf(tooMany).message]).toEqual([409, expect.stringMatching(/^Only 2 of Test Product \d+ can still be refunded\.$/)]);
    const stranger = await refund(orderId, { lines: [{ productId: 1, quantity: 1 }] });
    expect([stranger.statusCode, errorOf(stranger).message]).toEqual([422, 'This order has no such item.']);
    const none = await refund(orderId, { lines: [] });
    expect([none.statusCode, errorOf(none).code]).toEqual([422, 'VALIDATION_ERROR']);
    const noKey = await owner.post(`/api/console/orders/${orderId}/refunds`, { idempotencyKey: 'again' });
    expect(noKey.statusCode).toBe(422);
    const missing = await refund('00000000-0000-4000-8000-000000000000', {});
    expect(missing.statusCode).toBe(404);

    expect(await refundRowsOf(orderId)).toHaveLength(0);
    expect(await stockOf([food, rope])).toEqual(before);
    expect((await owner.get(`/api/console/orders/${orderId}`)).json()).toMatchObject({ refundedCents: 0, refundState: 'none', refunds: [] });
  });

  it('is the owner’s alone: the customer who paid cannot refund their own order', async () => {
    const { client, orderId } = await paidOrder('Pat Self');
    const answer = await refund(orderId, {}, client);
    expect(answer.statusCode).toBe(403);
    expect(await refundRowsOf(orderId)).toHaveLength(0);
  });
});
