import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, gt } from 'drizzle-orm';
import Stripe from 'stripe';
import { analyticsEvents, analyticsSalts, jobs } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { booking, PINNED_NOW } from '../../test/booking';
import { checkOut, fillCart } from '../../test/shop';
import { startStripeApi, type StripeApiStandIn } from '../../test/stripe-api';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app';
import { grantProvider } from '../providers/providers.service';

/**
 * What the server records for the owner's figures (D27), each exactly once, in the
 * transaction of what it reports; and the one public door for what browsers report,
 * which takes only public page views and booking steps and keeps nothing personal.
 */

const WEBHOOK_SECRET = 'whsec_pet_haven_analytics_test';
let clock = PINNED_NOW;
let t: TestApp;
let stripeApi: StripeApiStandIn;
beforeAll(async () => {
  stripeApi = await startStripeApi();
  t = await createTestApp({
    now: () => clock,
    env: { STRIPE_SECRET_KEY: 'sk_test_pet_haven', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    stripeApi: stripeApi.endpoint,
  });
});
afterAll(async () => {
  await t?.close();
  await stripeApi?.close();
});
beforeEach(() => {
  clock = PINNED_NOW;
});

/** The events recorded since `afterId`, oldest first. */
async function eventsSince(afterId: number) {
  return t.database.db.select().from(analyticsEvents).where(gt(analyticsEvents.id, afterId)).orderBy(asc(analyticsEvents.id));
}
async function lastEventId(): Promise<number> {
  const rows = await t.database.db.select({ id: analyticsEvents.id }).from(analyticsEvents);
  return Math.max(0, ...rows.map((row) => row.id));
}

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';

/** What navigator.sendBeacon sends: a JSON text labelled text/plain, no cookie. */
function beacon(body: unknown, options: { ip?: string; userAgent?: string; contentType?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: { 'content-type': options.contentType ?? 'text/plain;charset=UTF-8', 'user-agent': options.userAgent ?? CHROME, origin: TEST_BASE_URL },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/events', () => {
  it('records a public page view with a daily pseudonym, and keeps no address, browser or cookie', async () => {
    const before = await lastEventId();
    const response = await beacon({ name: 'page_view', path: '/shop' });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await beacon({ name: 'page_view', path: '/blog/2' })).statusCode).toBe(204);
    expect((await beacon({ name: 'page_view', path: '/' }, { userAgent: 'Another browser' })).statusCode).toBe(204);
    expect((await beacon({ name: 'booking_step', step: 2 }, { contentType: 'application/json' })).statusCode).toBe(204);

    const rows = await eventsSince(before);
    expect(rows.map((row) => [row.name, row.path, row.step])).toEqual([
      ['page_view', '/shop', null],
      ['page_view', '/blog/2', null],
      ['page_view', '/', null],
      ['booking_step', null, 2],
    ]);
    expect(rows.every((row) => row.occurredAt.getTime() === PINNED_NOW.getTime())).toBe(true);
    const [first, second, otherBrowser] = rows.map((row) => row.visitor);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(otherBrowser).not.toBe(first);
    const stored = JSON.stringify(rows);
    for (const personal of ['203.0.113.7', 'Chrome', 'Another browser']) expect(stored).not.toContain(personal);
  });

  it('refuses signed-in screens, the console, query strings, other events and steps outside 1-3, recording nothing', async () => {
    const before = await lastEventId();
    const refused = [
      { name: 'page_view', path: '/console' },
      { name: 'page_view', path: '/profile' },
      { name: 'page_view', path: '/book-appointment' },
      { name: 'page_view', path: '/shop?product=1' },
      { name: 'page_view', path: 'https://evil.example/shop' },
      { name: 'page_view' },
      { name: 'page_view', path: '/shop', visitor: 'chosen' },
      { name: 'booking_step', step: 0 },
      { name: 'booking_step', step: 4 },
      { name: 'booking_step', step: '2' },
      { name: 'booking_step', step: 1.5 },
      { name: 'order_paid', amountCents: 100000 },
      { name: 'add_to_cart', productId: 1 },
    ];
    for (const body of refused) expect([body, (await beacon(body)).statusCode]).toEqual([body, 422]);
    expect((await beacon('{not json')).statusCode).toBe(400);
    expect((await beacon({ name: 'page_view', path: `/${'a'.repeat(2000)}` })).statusCode).toBe(413);
    expect(await eventsSince(before)).toEqual([]);
  });

  it('is limited per address like the other public endpoints', async () => {
    const ip = '198.51.100.9';
    const answers: number[] = [];
    for (let i = 0; i < 121; i++) answers.push((await beacon({ name: 'page_view', path: '/contact' }, { ip })).statusCode);
    expect(answers.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(answers[120]).toBe(429);
    expect((await beacon({ name: 'page_view', path: '/contact' }, { ip: '198.51.100.10' })).statusCode).toBe(204);
  });

  it('makes a new salt each day and forgets the day before once it is over, so a visitor is not followed into the next day', async () => {
    const day = (iso: string) => {
      clock = new Date(iso);
    };
    const visitorAt = async (iso: string) => {
      day(iso);
      const before = await lastEventId();
      expect((await beacon({ name: 'page_view', path: '/our-story' }, { ip: '192.0.2.44' })).statusCode).toBe(204);
      return (await eventsSince(before))[0]!.visitor;
    };
    const monday = await visitorAt('2027-05-03T16:00:00Z');
    expect(await visitorAt('2027-05-04T03:59:00Z')).toBe(monday); // 23:59 in Toronto: still Monday
    const salts = () => t.database.db.select({ day: analyticsSalts.day }).from(analyticsSalts).orderBy(asc(analyticsSalts.day));
    expect(await salts()).toContainEqual({ day: '2027-05-03' });
    const forget = await t.database.db.select().from(jobs).where(eq(jobs.uniqueKey, 'forget-visitor-salts:2027-05-03'));
    expect(forget.map((job) => job.runAt.toISOString())).toEqual(['2027-05-04T04:00:00.000Z']);

    // Nobody visits on Tuesday; the job forgets Monday's salt all the same.
    day('2027-05-04T04:01:00Z');
    await t.app.jobs.runDue();
    expect((await salts()).map((row) => row.day)).not.toContain('2027-05-03');

    expect(await visitorAt('2027-05-05T16:00:00Z')).not.toBe(monday);
    expect((await salts()).map((row) => row.day)).toEqual(['2027-05-05']);
  });
});

describe('the events the server records', () => {
  async function customer() {
    const client = new ApiClient(t.app);
    const user = newUser('Morgan Shopper');
    await client.signUp(user);
    return { client, user };
  }

  it('counts each add to cart once, with its product, and nothing for a refused add', async () => {
    const { client } = await customer();
    const before = await lastEventId();
    await fillCart(client, { 1: 2, 2: 1 });
    expect((await client.post('/api/cart/items', { productId: 999_999 })).statusCode).toBe(404);
    const rows = await eventsSince(before);
    expect(rows.map((row) => [row.name, row.productId, row.visitor])).toEqual([
      ['add_to_cart', 1, null],
      ['add_to_cart', 1, null],
      ['add_to_cart', 2, null],
    ]);
  });

  it('counts a checkout once however often it is opened, and a payment once however often Stripe delivers it', async () => {
    const { client } = await customer();
    await fillCart(client, { 4: 1 });
    const before = await lastEventId();
    await checkOut(client);
    await checkOut(client); // a second click pays the same order
    const session = stripeApi.sessions.at(-1)!;
    const orderId = session.params.get('metadata[orderId]')!;

    const completed = (eventId: string) =>
      JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: { id: session.id, object: 'checkout.session', client_reference_id: orderId, metadata: { orderId }, payment_status: 'paid' } },
      });
    const deliver = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
        payload,
      });
    const payload = completed(`evt_${randomBytes(12).toString('hex')}`);
    const answers = await Promise.all([deliver(payload), deliver(payload)]);
    expect((await deliver(payload)).statusCode).toBe(200);
    // Another event about the same payment (Stripe may send one more): still one order paid.
    expect((await deliver(completed(`evt_${randomBytes(12).toString('hex')}`))).statusCode).toBe(200);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const rows = await eventsSince(before);
    expect(rows.map((row) => [row.name, row.orderId, row.amountCents])).toEqual([
      ['checkout_started', orderId, 881],
      ['order_paid', orderId, 881],
    ]);
  });

  it('counts a booking, a customer’s cancel, a provider’s completion and a provider’s cancel, each once', async () => {
    const provider = await customer();
    expect((await grantProvider(t.database.db, provider.user.email)).ok).toBe(true);
    const { client, user: customerUser } = await customer();
    const before = await lastEventId();

    const book = async (time: string) => {
      const response = await client.post('/api/appointments', booking({ date: '2027-03-12', time }));
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: string }).id;
    };
    const kept = await book('10:00 AM');
    const cancelledByCustomer = await book('11:00 AM');
    const cancelledByProvider = await book('1:00 PM');
    expect((await client.post(`/api/appointments/${cancelledByCustomer}/cancel`)).statusCode).toBe(200);
    expect((await client.post(`/api/appointments/${cancelledByCustomer}/cancel`)).statusCode).toBe(409);
    expect((await provider.client.post(`/api/provider/appointments/${cancelledByProvider}/cancel`)).statusCode).toBe(200);
    clock = new Date('2027-03-12T15:30:00Z'); // 11:30 in Toronto: the 10:00 appointment has started
    expect((await provider.client.post(`/api/provider/appointments/${kept}/complete`)).statusCode).toBe(200);
    expect((await provider.client.post(`/api/provider/appointments/${kept}/complete`)).statusCode).toBe(409);

    const rows = await eventsSince(before);
    expect(rows.map((row) => [row.name, row.appointmentId, row.serviceId, row.details])).toEqual([
      ['appointment_booked', kept, 'test-grooming', {}],
      ['appointment_booked', cancelledByCustomer, 'test-grooming', {}],
      ['appointment_booked', cancelledByProvider, 'test-grooming', {}],
      ['appointment_cancelled', cancelledByCustomer, 'test-grooming', { by: 'customer' }],
      ['appointment_cancelled', cancelledByProvider, 'test-grooming', { by: 'provider' }],
      ['appointment_completed', kept, 'test-grooming', { by: 'provider' }],
    ]);
    const providerIds = new Set(rows.map((row) => row.providerId));
    expect(providerIds.size).toBe(1);
    expect([...providerIds][0]).toEqual(expect.any(Number));
    // Nothing about the customer goes with them.
    const { uid } = (await client.get('/api/profile')).json() as { uid: string };
    const stored = JSON.stringify(rows);
    for (const personal of [uid, customerUser.email, customerUser.name, 'Biscuit']) expect(stored).not.toContain(personal);
  });
});
