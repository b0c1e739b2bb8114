import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { refundOrderResponseSchema } from '@shared/contracts/console-orders';
import { giftCardDetailsSchema, issuedGiftCardSchema } from '@shared/contracts/gift-cards';
import { orders, refunds } from '../../../db/schema';
import { ApiClient, newUser } from '../../../test/api-client';
import { signUpOwner } from '../../../test/console';
import { mailTo, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher';
import { checkOut, fillCart, insertTestProducts, stockOfProducts } from '../../../test/shop';
import { startStripeApi, type StripeApiStandIn } from '../../../test/stripe-api';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Refunds of orders paid through Stripe go through Stripe's refund API, once per key. */

const WEBHOOK_SECRET = 'whsec_pet_haven_refund_test_secret';

let t: TestApp;
let stripeApi: StripeApiStandIn;
let mail: MailCatcher;
let owner: ApiClient;
beforeAll(async () => {
  stripeApi = await startStripeApi();
  mail = await startMailCatcher();
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_pet_haven', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, SMTP_URL: mail.url },
    stripeApi: stripeApi.endpoint,
  });
  owner = (await signUpOwner(t)).client;
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
  await mail.close();
});

/** A customer who paid at Stripe (the signed webhook says so) for 2 × $12.34 and 1 × $12.34: $37.02 + $4.81 HST = $41.83. */
async function paidAtStripe(checkoutBody: Record<string, unknown> = {}) {
  const [first, second] = await insertTestProducts(t.database.db, 2, { stock: 10 });
  const user = newUser('Stripe Refundee');
  const client = new ApiClient(t.app);
  await client.signUp(user);
  await fillCart(client, { [first!.id]: 2, [second!.id]: 1 });
  await checkOut(client, checkoutBody);
  const session = stripeApi.sessions.at(-1)!;
  const orderId = session.params.get('metadata[orderId]')!;
  const payload = JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: session.id, object: 'checkout.session', client_reference_id: orderId, metadata: { orderId }, payment_status: 'paid' } },
  });
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    payload,
  });
  expect(delivered.statusCode).toBe(200);
  return { user, client, session, orderId, first: first!.id, second: second!.id };
}

const refund = (orderId: string, body: Record<string, unknown>) => owner.post(`/api/console/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), ...body });
const stockOf = async (ids: number[]) =>
  (await stockOfProducts(t.database.db, ids)).map((row) => row.stock);

describe('refunding an order paid through Stripe', () => {
  it('refunds the session’s payment intent for the line and its HST, with our key, and records Stripe’s refund id', async () => {
    const { user, session, orderId, second } = await paidAtStripe();
    const body = { idempotencyKey: randomUUID(), lines: [{ productId: second, quantity: 1 }] };
    const answers = await Promise.all([refund(orderId, body), refund(orderId, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);

    // One refund at Stripe: $12.34 + $1.60 HST (160.42¢).
    const made = stripeApi.refunds.filter((candidate) => candidate.paymentIntent === session.paymentIntent);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 1394, idempotencyKey: `refund-${orderId}-${body.idempotencyKey}` });
    expect(made[0]!.params.get('metadata[orderId]')).toBe(orderId);
    const { refund: recorded } = refundOrderResponseSchema.parse(answers[0]!.json());
    expect(recorded).toMatchObject({ amountCents: 1394, provider: 'stripe', providerReference: made[0]!.id });
    await mail.waitFor((m) => mailTo(user.email)(m) && /refund/i.test(m.subject ?? ''));

    // The rest: exactly what remains of the $41.83, which Stripe accepts as within the payment.
    const rest = await refund(orderId, {});
    expect(rest.statusCode, rest.body).toBe(201);
    expect(stripeApi.refunds.filter((candidate) => candidate.paymentIntent === session.paymentIntent).map((candidate) => candidate.amount)).toEqual([1394, 4183 - 1394]);
  });

  it('lets the rest of the site answer while Stripe takes its time, and records the refund once it answers', async () => {
    const { client: customer, orderId, first } = await paidAtStripe();
    const held = stripeApi.holdNextRefund();
    const refunding = refund(orderId, { lines: [{ productId: first, quantity: 1 }] });
    await held.received;

    // Stripe has not answered: reading the database (the session, the orders) must not wait for it.
    const waited = Symbol('waited for Stripe');
    const meanwhile = await Promise.race([
      Promise.all([customer.get('/api/orders'), owner.get('/api/console/orders')]),
      new Promise<typeof waited>((resolve) => setTimeout(() => resolve(waited), 3_000)),
    ]);
    held.release();
    expect(meanwhile).not.toBe(waited);
    expect((meanwhile as Array<{ statusCode: number }>).map((response) => response.statusCode)).toEqual([200, 200]);

    const made = await refunding;
    expect(made.statusCode, made.body).toBe(201);
    expect(refundOrderResponseSchema.parse(made.json()).order.refundState).toBe('partial');
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });

  it('makes a second refund of the same unit wait for the first, still at Stripe, and then refuses it without asking Stripe', async () => {
    const { orderId, second, session } = await paidAtStripe();
    const held = stripeApi.holdNextRefund();
    const firstAsk = refund(orderId, { lines: [{ productId: second, quantity: 1 }] });
    await held.received;
    const secondAsk = refund(orderId, { lines: [{ productId: second, quantity: 1 }] });
    // Give the second every chance to overtake the first while Stripe holds it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    held.release();
    const [made, refused] = await Promise.all([firstAsk, secondAsk]);
    expect(made.statusCode, made.body).toBe(201);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'MORE_THAN_REMAINS']);
    expect(stripeApi.refunds.filter((candidate) => candidate.paymentIntent === session.paymentIntent)).toHaveLength(1);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });

  it('records nothing and restocks nothing when Stripe refuses, and the same request can be made again', async () => {
    const { orderId, first, second } = await paidAtStripe();
    const before = await stockOf([first, second]);
    const body = { idempotencyKey: randomUUID(), lines: [{ productId: first, quantity: 1 }] };
    stripeApi.failNextRefund();
    const refused = await refund(orderId, body);
    expect([refused.statusCode, (refused.json() as { error: { message: string } }).error.message]).toEqual([
      502,
      'The payment provider (stripe) did not make the refund, so nothing was refunded. Try again, or refund it there by hand.',
    ]);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    expect((await t.database.db.select({ refunded: orders.refundedCents }).from(orders).where(eq(orders.id, orderId)))[0]?.refunded).toBe(0);
    expect(await stockOf([first, second])).toEqual(before);

    const retried = await refund(orderId, body);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await stockOf([first, second])).toEqual([before[0]! + 1, before[1]]);
  });
});

describe('refunding an order a gift card paid part of, through Stripe (issue 32)', () => {
  it('gives back to the card first, and asks Stripe only for what it charged', async () => {
    const issued = await owner.post('/api/console/gift-cards', {
      amountCents: 2_000,
      recipientName: 'Jamie Rivers',
      recipientEmail: 'jamie.refunds@example.com',
      senderName: 'Aunt Pat',
      deliverOn: new Date().toISOString().slice(0, 10),
      locale: 'en-CA',
    });
    const card = issuedGiftCardSchema.parse(issued.json());
    const balance = async () => giftCardDetailsSchema.parse((await owner.get(`/api/console/gift-cards/${card.id}`)).json()).balanceCents;
    const { session, orderId, second } = await paidAtStripe({ giftCardCode: card.code });
    expect(session.amountTotal).toBe(4_183 - 2_000);

    // One line, $13.94: all of it back to the card, nothing asked of Stripe.
    expect((await refund(orderId, { lines: [{ productId: second, quantity: 1 }] })).statusCode).toBe(201);
    expect(await balance()).toBe(1_394);
    expect(stripeApi.refunds.filter((made) => made.paymentIntent === session.paymentIntent)).toEqual([]);

    // The rest, $27.89: $6.06 to the card, which is then whole again, and $21.83 at Stripe, all it took.
    expect((await refund(orderId, {})).statusCode).toBe(201);
    expect(await balance()).toBe(2_000);
    expect(stripeApi.refunds.filter((made) => made.paymentIntent === session.paymentIntent).map((made) => made.amount)).toEqual([2_183]);
  });
});
