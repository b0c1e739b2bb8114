import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { appointments, cartItems, jobs, newsSubscribers, orderLines, orders, paymentEvents, productVariants, providers, refunds, reportCards } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { booking, PINNED_NOW } from '../../test/booking';
import { insertOrder, insertTestProducts } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RETENTION_JOB, sweepRetention } from './retention.job';

/**
 * Issue 30's retention, on a real database: closing an account destroys its report cards,
 * cart and the words on its visits; the daily job destroys a closed account's orders (with
 * their lines, refunds and tax amounts) 6 years after their last record, the same leftovers
 * of accounts closed before, and the newsletter box's subscribers whose 6 months are over.
 * Nothing else: an open account's orders, a closed one's younger orders, a live subscriber.
 */
let clock = PINNED_NOW; // 10 March 2027
let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  productId = (await insertTestProducts(t.database.db, 1))[0]!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const uidOf = async (client: ApiClient) => (await client.get('/api/profile')).json().uid as string;
let slot = 0;
const times = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM'];

async function customer() {
  const client = new ApiClient(t.app);
  const user = newUser('Rory Retention');
  await client.signUp(user);
  return { client, user, userId: await uidOf(client) };
}

const closeAccount = async ({ client, user }: { client: ApiClient; user: { email: string; password: string } }) => {
  const closed = await client.post('/api/profile/close', { confirmation: user.email, password: user.password });
  expect(closed.statusCode, closed.body).toBe(200);
};

/** A paid order at `at`, with a refund at `refundedAt` if given; answers its id. */
async function orderAt(userId: string, at: Date, refundedAt?: Date): Promise<string> {
  await insertOrder(db(), { userId, productId, quantity: 1, at, refunded: refundedAt ? 1 : 0 });
  const [order] = await db().select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), eq(orders.createdAt, at)));
  if (refundedAt) {
    await db().insert(refunds).values({ orderId: order!.id, idempotencyKey: crypto.randomUUID(), amountCents: 1130, provider: 'test', actor: 'owner@example.com', createdAt: refundedAt });
  }
  return order!.id;
}

/** A past visit of the customer with words on it and a report card, as a provider leaves one. */
async function visitWithCard(client: ApiClient, userId: string) {
  const booked = await client.post('/api/appointments', booking({ time: times[slot++]!, specialInstructions: 'Call me at 905-555-0199, back door' }));
  expect(booked.statusCode, booked.body).toBe(201);
  const visit = booked.json() as { id: string; startsAt: string };
  await db().update(appointments).set({ status: 'Completed' }).where(eq(appointments.id, visit.id));
  const [provider] = await db().select({ id: providers.id }).from(providers).limit(1);
  await db()
    .insert(reportCards)
    .values({ appointmentId: visit.id, userId, providerId: provider!.id, petName: 'Biscuit', serviceId: 'test-grooming', serviceName: 'Test Grooming Service', visitStartsAt: new Date(visit.startsAt), note: 'Biscuit was calm.', checks: [], photos: [], writtenAt: clock });
  return visit.id;
}

const ordersOf = async (userId: string) => (await db().select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).map((row) => row.id).sort();
const visitOf = async (id: string) => (await db().select().from(appointments).where(eq(appointments.id, id)))[0]!;
const cardsOf = (userId: string) => db().select().from(reportCards).where(eq(reportCards.userId, userId));
const cartOf = (userId: string) => db().select().from(cartItems).where(eq(cartItems.userId, userId));

describe('closing an account', () => {
  it('destroys its report cards, its cart and the words typed on its visits; the visits stay', async () => {
    const closing = await customer();
    const staying = await customer();
    const closingVisit = await visitWithCard(closing.client, closing.userId);
    const stayingVisit = await visitWithCard(staying.client, staying.userId);
    for (const { client } of [closing, staying]) expect((await client.post('/api/cart/items', { productId })).statusCode).toBe(200);

    await closeAccount(closing);

    expect(await cardsOf(closing.userId)).toEqual([]);
    expect(await cartOf(closing.userId)).toEqual([]);
    expect(await visitOf(closingVisit)).toMatchObject({ specialInstructions: null, status: 'Completed', petName: 'Biscuit' });
    // Another customer's are untouched.
    expect(await cardsOf(staying.userId)).toHaveLength(1);
    expect(await cartOf(staying.userId)).toHaveLength(1);
    expect((await visitOf(stayingVisit)).specialInstructions).toBe('Call me at 905-555-0199, back door');
  });
});

describe('the retention job', () => {
  it('destroys a closed account’s orders 6 years after their last record, with lines, refunds and tax; younger ones and an open account’s stay', async () => {
    const closed = await customer();
    const open = await customer();
    const old = await orderAt(closed.userId, new Date('2021-03-01T15:00:00Z'));
    const oldRefundedLater = await orderAt(closed.userId, new Date('2021-02-01T15:00:00Z'), new Date('2021-06-01T15:00:00Z'));
    const younger = await orderAt(closed.userId, new Date('2021-03-20T15:00:00Z'));
    const openOld = await orderAt(open.userId, new Date('2020-01-10T15:00:00Z'));
    await db().insert(paymentEvents).values({ id: `evt_${old}`, provider: 'test', type: 'checkout.session.completed', orderId: old });
    await closeAccount(closed);

    const swept = await sweepRetention(db(), clock);
    expect(swept.orders).toBe(1);
    expect(await ordersOf(closed.userId)).toEqual([oldRefundedLater, younger].sort());
    expect(await ordersOf(open.userId)).toEqual([openOld]);
    expect(await db().select().from(orderLines).where(eq(orderLines.orderId, old))).toEqual([]);
    // The payment event stays, so a late redelivery is still recognised, and names no order.
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, `evt_${old}`))).toMatchObject([{ orderId: null }]);

    // Once the refund's 6 years are over, that order goes too, with its refund; then the younger one.
    clock = new Date('2027-06-02T15:00:00Z');
    expect((await sweepRetention(db(), clock)).orders).toBe(2);
    expect(await ordersOf(closed.userId)).toEqual([]);
    expect(await db().select().from(refunds).where(inArray(refunds.orderId, [oldRefundedLater]))).toEqual([]);
    expect(await ordersOf(open.userId)).toEqual([openOld]);
    // Run again: nothing more to do.
    expect(await sweepRetention(db(), clock)).toEqual({ endedInquiries: 0, orders: 0, reportCards: 0, cartLines: 0, visitsWithWords: 0, doneJobPayloads: 0 });
    clock = PINNED_NOW;
  });

  it('destroys what an account closed before kept (report cards, cart, visits’ words)', async () => {
    const before = await customer();
    const visit = await visitWithCard(before.client, before.userId);
    await closeAccount(before);
    // As an account closed before closing removed them had them.
    await db().update(appointments).set({ specialInstructions: 'Gate code 4412' }).where(eq(appointments.id, visit));
    const [variant] = await db().select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId));
    await db().insert(cartItems).values({ userId: before.userId, variantId: variant!.id, quantity: 1 });
    const [provider] = await db().select({ id: providers.id }).from(providers).limit(1);
    await db().insert(reportCards).values({ appointmentId: visit, userId: before.userId, providerId: provider!.id, petName: 'Biscuit', serviceId: 'test-grooming', serviceName: 'Test Grooming Service', visitStartsAt: clock, note: 'Old note', checks: [], photos: [], writtenAt: clock });

    const swept = await sweepRetention(db(), clock);
    expect(swept).toMatchObject({ reportCards: 1, cartLines: 1, visitsWithWords: 1 });
    expect(await cardsOf(before.userId)).toEqual([]);
    expect(await cartOf(before.userId)).toEqual([]);
    expect((await visitOf(visit)).specialInstructions).toBeNull();
  });

  it('destroys the newsletter box’s subscribers whose 6 months are over, keeping the others', async () => {
    const ended = `ended.${Date.now()}@example.com`;
    const live = `live.${Date.now()}@example.com`;
    await db().insert(newsSubscribers).values([
      { email: ended, locale: 'en-CA', wordingVersion: 'newsletter-box/2026-11-28', inquiredAt: new Date('2026-09-09T15:00:00Z') },
      { email: live, locale: 'fr-CA', wordingVersion: 'newsletter-box/2026-11-28', inquiredAt: new Date('2026-09-11T15:00:00Z') },
    ]);
    expect((await sweepRetention(db(), clock)).endedInquiries).toBe(1);
    const left = (await db().select({ email: newsSubscribers.email }).from(newsSubscribers).where(inArray(newsSubscribers.email, [ended, live]))).map((row) => row.email);
    expect(left).toEqual([live]);
  });

  it('runs once a day through the one jobs worker, queuing the next day’s', async () => {
    const subscriber = `job.${Date.now()}@example.com`;
    await db().insert(newsSubscribers).values({ email: subscriber, locale: 'en-CA', wordingVersion: 'newsletter-box/2026-11-28', inquiredAt: new Date('2026-01-01T15:00:00Z') });
    const retentionJobs = async () =>
      Object.fromEntries((await db().select({ uniqueKey: jobs.uniqueKey, status: jobs.status }).from(jobs).where(eq(jobs.kind, RETENTION_JOB))).map((row) => [row.uniqueKey, row.status]));
    await t.app.jobs.runDue();
    // Today's ran when the server started (its 3:30 AM had passed); tomorrow's waits for its hour.
    expect(await retentionJobs()).toEqual({ [`${RETENTION_JOB}:2027-03-10`]: 'done', [`${RETENTION_JOB}:2027-03-11`]: 'pending' });
    expect(await db().select().from(newsSubscribers).where(eq(newsSubscribers.email, subscriber))).toHaveLength(1);

    clock = new Date('2027-03-11T08:31:00Z'); // 3:31 AM in Toronto
    await t.app.jobs.runDue();
    expect(await db().select().from(newsSubscribers).where(eq(newsSubscribers.email, subscriber))).toEqual([]);
    expect(await retentionJobs()).toMatchObject({ [`${RETENTION_JOB}:2027-03-11`]: 'done', [`${RETENTION_JOB}:2027-03-12`]: 'pending' });
    clock = PINNED_NOW;
  });
});
