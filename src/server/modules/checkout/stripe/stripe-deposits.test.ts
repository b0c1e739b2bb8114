import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { appointmentSchema, type Appointment } from '@shared/contracts/booking';
import { depositCheckoutResponseSchema } from '@shared/contracts/deposits';
import { appointmentDeposits, appointments, orders, paymentEvents, refunds, services } from '../../../db/schema';
import { ApiClient, newUser } from '../../../test/api-client';
import { booking, PINNED_NOW } from '../../../test/booking';
import { mailTo, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher';
import { startStripeApi, type StripeApiStandIn } from '../../../test/stripe-api';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../../test/test-app';

/**
 * A visit's deposit paid through Stripe Checkout (issue 29, ADR 0045), against the local
 * Stripe stand-in and its signed webhooks, on both databases: the webhook delivered five
 * times confirms once; a payment that arrives after the hold ran out is refunded through
 * Stripe, once, and the customer told.
 */
const WEBHOOK_SECRET = 'whsec_pet_haven_deposit_webhook_secret';

let clock = PINNED_NOW;
let t: TestApp;
let stripeApi: StripeApiStandIn;
let mail: MailCatcher;
beforeAll(async () => {
  stripeApi = await startStripeApi();
  mail = await startMailCatcher();
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_pet_haven', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, SMTP_URL: mail.url },
    stripeApi: stripeApi.endpoint,
    now: () => clock,
  });
  // $10 deposit on the $25 test service: $11.30 with HST.
  await t.database.db.update(services).set({ depositKind: 'fixed', depositValue: 1_000 }).where(eq(services.id, 'test-grooming'));
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
  await mail.close();
});

async function customerAtStripe(date: string, time: string) {
  const user = newUser('Stripe Depositor');
  const client = new ApiClient(t.app);
  await client.signUp(user);
  const booked = await client.post('/api/appointments', booking({ date, time }));
  expect(booked.statusCode, booked.body).toBe(201);
  const visit = appointmentSchema.parse(booked.json());
  const opened = await client.post(`/api/appointments/${visit.id}/deposit-checkout`);
  expect(opened.statusCode, opened.body).toBe(201);
  const session = stripeApi.sessions.at(-1)!;
  expect(depositCheckoutResponseSchema.parse(opened.json()).url).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);
  return { user, client, visit, session, orderId: session.params.get('metadata[orderId]')! };
}

function completed(session: { id: string }, orderId: string, eventId = `evt_${randomBytes(12).toString('hex')}`): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: session.id, object: 'checkout.session', client_reference_id: orderId, metadata: { orderId }, payment_status: 'paid' } },
  });
}

const deliver = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    payload,
  });

async function visitRow(visit: Appointment) {
  const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, visit.id));
  const [deposit] = await t.database.db.select().from(appointmentDeposits).where(eq(appointmentDeposits.appointmentId, visit.id));
  return { status: row?.status, deposit: deposit?.state };
}

describe('a deposit paid through Stripe Checkout', () => {
  it('charges the deposit line and its HST, and confirms the visit once when the webhook comes five times, two at once', async () => {
    const { user, visit, session, orderId } = await customerAtStripe('2027-03-15', '10:00 AM');
    expect(Object.fromEntries(session.params)).toMatchObject({
      'line_items[0][price_data][product_data][name]': 'Deposit — Test Grooming Service',
      'line_items[0][price_data][unit_amount]': '1000',
      'line_items[1][price_data][product_data][name]': 'HST (13%)',
      'line_items[1][price_data][unit_amount]': '130',
      success_url: `${TEST_BASE_URL}/check-appointment`,
    });
    expect(session.amountTotal).toBe(1_130);

    const payload = completed(session, orderId);
    const answers = [...(await Promise.all([deliver(payload), deliver(payload)])), await deliver(payload), await deliver(payload), await deliver(payload)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await t.app.jobs.runDue();

    expect(await visitRow(visit)).toEqual({ status: 'Confirmed', deposit: 'paid' });
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId))).toHaveLength(1);
    await mail.waitFor(mailTo(user.email, /Your appointment is confirmed/));
    expect(mail.messages.filter(mailTo(user.email, /Your appointment is confirmed/))).toHaveLength(1);
  });

  it('after the hold ran out: the session is expired, the visit released, and a payment that still arrives is refunded through Stripe once', async () => {
    const { user, visit, session, orderId } = await customerAtStripe('2027-03-15', '11:00 AM');
    clock = new Date(PINNED_NOW.getTime() + 16 * 60_000);
    try {
      await t.app.jobs.runDue();
      expect(stripeApi.expired).toContain(session.id);
      expect(await visitRow(visit)).toEqual({ status: 'Cancelled', deposit: 'released' });

      // Paid as it lapsed: the money was taken, so it goes back, whole, once.
      const payload = completed(session, orderId);
      expect((await deliver(payload)).statusCode).toBe(200);
      expect((await deliver(completed(session, orderId))).statusCode).toBe(200);
      await t.app.jobs.runDue();
    } finally {
      clock = PINNED_NOW;
    }
    expect(await visitRow(visit)).toEqual({ status: 'Cancelled', deposit: 'refunded' });
    const given = stripeApi.refunds.filter((refund) => refund.params.get('metadata[orderId]') === orderId);
    expect(given.map((refund) => refund.amount)).toEqual([1_130]);
    expect((await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).map((refund) => refund.providerRefundId)).toEqual([given[0]!.id]);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: 'paid', refundedCents: 1_130 });
    expect((await mail.waitFor(mailTo(user.email, /arrived after the hold ran out/))).text).toContain('$11.30');
  });
});
