import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDashboardSchema, type AnalyticsDashboard, type PeriodFigures } from '@shared/contracts/analytics';
import {
  analyticsEvents,
  appointments,
  orderLines,
  orders,
  providerTimeOff,
  providerWorkingHours,
  providers,
  shopClosures,
  users,
} from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { createTestApp, type TestApp } from '../../test/test-app';
import { onlyVariantOf } from '../../test/shop';

/**
 * The owner's figures against a fixed, known history (issue 13 "Done when"): every
 * number below is worked out by hand from the rows this file inserts, to the cent and
 * to the percent. Times are UTC with the Toronto clock time beside them: EST is UTC-5
 * until 2026-03-08 02:00 and from 2026-11-01 02:00, EDT (UTC-4) between. The database
 * is this file's own, so nothing else is in these periods.
 */

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpOwner(t)).client;
  await insertHistory();
});
afterAll(() => t?.close());

const ids = {
  alex: 0,
  sam: 0,
  demo: 1,
};

/** Customers: C1 has a name a CSV must quote, C4 one a spreadsheet would run as a formula. */
const customers = {
  c1: { id: 'analytics-c1', name: 'Robin "Rob" Reyes, Jr.', email: 'c1@analytics.example' },
  c2: { id: 'analytics-c2', name: 'Quinn Park', email: 'c2@analytics.example' },
  c3: { id: 'analytics-c3', name: 'Sky Moreau', email: 'c3@analytics.example' },
  c4: { id: 'analytics-c4', name: '=2+3', email: 'c4@analytics.example' },
  c5: { id: 'analytics-c5', name: 'Lee Chen', email: 'c5@analytics.example' },
} as const;
type CustomerKey = keyof typeof customers;

const products = {
  food: { productId: 1, productName: 'Small Dog Food', unitPriceCents: 780 },
  rope: { productId: 2, productName: 'Rope for Dogs', unitPriceCents: 1000 },
  giraffe: { productId: 3, productName: 'Giraffe Plush Toy', unitPriceCents: 500 },
};
type Line = { product: keyof typeof products; quantity: number; refunded?: number };

/** An order of these lines with 13% HST, paid at `paidAt` (null: never paid), less `refundedCents`. */
async function order(customer: CustomerKey, paidAt: string | null, lines: Line[], refundedCents = 0): Promise<string> {
  const subtotalCents = lines.reduce((sum, line) => sum + products[line.product].unitPriceCents * line.quantity, 0);
  const taxCents = Math.floor((subtotalCents * 13 + 50) / 100);
  const id = randomUUID();
  await t.database.db.insert(orders).values({
    id,
    userId: customers[customer].id,
    status: paidAt ? 'paid' : 'pending',
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    taxRateBasisPoints: 1300,
    currency: 'CAD',
    paymentProvider: 'test',
    paymentSessionId: `session-${id}`,
    createdAt: new Date(paidAt ?? '2026-03-04T15:00:00Z'),
    paidAt: paidAt ? new Date(paidAt) : null,
    refundedCents,
  });
  await t.database.db.insert(orderLines).values(
    lines.map((line) => ({ orderId: id, ...products[line.product], variantId: onlyVariantOf(products[line.product].productId), imagePath: '/images/x.svg', quantity: line.quantity, refundedQuantity: line.refunded ?? 0 })),
  );
  return id;
}

const services = {
  'test-grooming': 'Test Grooming Service',
  'wellness-exam': 'Wellness Exam',
  'puppy-manners': 'Puppy Manners Session',
} as const;

async function appointment(
  provider: 'alex' | 'sam',
  customer: CustomerKey,
  serviceId: keyof typeof services,
  startsAt: string,
  endsAt: string,
  status: 'Confirmed' | 'Cancelled' | 'Completed' | 'No-show',
) {
  await t.database.db.insert(appointments).values({
    userId: customers[customer].id,
    providerId: ids[provider],
    serviceId,
    serviceName: services[serviceId],
    serviceDescription: 'A service.',
    serviceDurationMinutes: Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000),
    servicePriceCents: 2500,
    servicePetTypes: ['Dog'],
    petName: 'Biscuit',
    petType: 'Dog',
    petAge: '2 years',
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    status,
    idempotencyKey: randomUUID(),
  });
}

/** `count` events named so, a minute apart from `from`. */
async function events(name: string, count: number, from: string, fields: { path?: string; step?: number } = {}) {
  const start = Date.parse(from);
  await t.database.db
    .insert(analyticsEvents)
    .values(Array.from({ length: count }, (_, index) => ({ name, occurredAt: new Date(start + index * 60_000), visitor: 'v', ...fields })));
}

async function insertHistory() {
  const { db } = t.database;
  await db.insert(users).values(Object.values(customers).map((customer) => ({ ...customer, emailVerified: true })));

  // Alex works Monday to Friday 9:00 to 17:00 (480 minutes), with time off on 26-27 Feb and 4 Mar.
  // Sam works only Sundays, all day: 0:00 to 24:00, which is 1,380 minutes on 8 March and 1,500 on 1 November.
  // The demo provider (seeded) works every day 9:00 to 17:00. The shop is closed on Friday 6 March.
  const [alex, sam] = await db.insert(providers).values([{ displayName: 'Alex Groomer' }, { displayName: 'Sam Sunday' }]).returning();
  ids.alex = alex!.id;
  ids.sam = sam!.id;
  await db.insert(providerWorkingHours).values([
    ...[1, 2, 3, 4, 5].map((weekday) => ({ providerId: ids.alex, weekday, startMinute: 540, endMinute: 1020 })),
    { providerId: ids.sam, weekday: 0, startMinute: 0, endMinute: 1440 },
  ]);
  await db.insert(providerTimeOff).values([
    { providerId: ids.alex, startsOn: '2026-02-26', endsOn: '2026-02-27', reason: 'Course' },
    { providerId: ids.alex, startsOn: '2026-03-04', endsOn: '2026-03-04', reason: 'Dentist' },
  ]);
  await db.insert(shopClosures).values({ date: '2026-03-06', reason: 'Inventory' });

  // ---- Orders ----
  // Period 2-8 March 2026.
  await order('c1', '2026-03-02T17:00:00Z', [{ product: 'food', quantity: 2 }, { product: 'rope', quantity: 1 }]); // Mon 12:00 EST: 2560 + 333 = 2893
  await order('c2', '2026-03-08T04:30:00Z', [{ product: 'rope', quantity: 1 }]); // Sat 7 Mar 23:30 EST, already the 8th in UTC: 1130
  await order('c3', '2026-03-08T16:00:00Z', [{ product: 'giraffe', quantity: 3, refunded: 1 }], 565); // Sun 8 Mar (DST) 12:00 EDT: 1695 - 565
  await order('c1', '2026-03-09T03:30:00Z', [{ product: 'food', quantity: 1 }]); // Sun 8 Mar 23:30 EDT: 881
  await order('c4', '2026-03-09T04:10:00Z', [{ product: 'food', quantity: 1 }]); // Mon 9 Mar 00:10 EDT: the next period
  await order('c2', null, [{ product: 'rope', quantity: 5 }]); // never paid
  // Previous period, 23 February - 1 March.
  await order('c5', '2026-03-02T04:59:00Z', [{ product: 'rope', quantity: 2 }]); // Sun 1 Mar 23:59 EST: 2260
  await order('c3', '2026-02-23T05:05:00Z', [{ product: 'food', quantity: 1 }]); // Mon 23 Feb 00:05 EST: 881
  await order('c2', '2026-02-23T04:55:00Z', [{ product: 'food', quantity: 1 }]); // Sun 22 Feb 23:55 EST: before both
  // Period 26 October - 1 November 2026 (clocks go back on the 1st).
  await order('c1', '2026-11-01T04:30:00Z', [{ product: 'rope', quantity: 1 }]); // Sun 1 Nov 00:30 EDT: 1130
  await order('c2', '2026-11-02T04:30:00Z', [{ product: 'food', quantity: 1 }]); // Sun 1 Nov 23:30 EST: 881
  await order('c3', '2026-11-01T03:30:00Z', [{ product: 'rope', quantity: 1 }]); // Sat 31 Oct 23:30 EDT: 1130
  await order('c3', '2026-11-02T05:30:00Z', [{ product: 'rope', quantity: 1 }]); // Mon 2 Nov 00:30 EST: after

  // ---- Appointments ----
  await appointment('alex', 'c1', 'test-grooming', '2026-03-02T15:00:00Z', '2026-03-02T16:00:00Z', 'Completed'); // 60 min
  await appointment('alex', 'c2', 'wellness-exam', '2026-03-03T14:00:00Z', '2026-03-03T14:30:00Z', 'No-show'); // 30
  await appointment('alex', 'c3', 'test-grooming', '2026-03-05T18:00:00Z', '2026-03-05T19:30:00Z', 'Confirmed'); // 90
  await appointment('alex', 'c4', 'test-grooming', '2026-03-05T20:00:00Z', '2026-03-05T20:30:00Z', 'Cancelled');
  await appointment('sam', 'c1', 'puppy-manners', '2026-03-08T06:00:00Z', '2026-03-08T08:00:00Z', 'Completed'); // 1:00 EST to 4:00 EDT: 120 real minutes
  await appointment('sam', 'c4', 'test-grooming', '2026-03-09T03:30:00Z', '2026-03-09T04:00:00Z', 'No-show'); // Sun 8 Mar 23:30 EDT: 30
  await appointment('sam', 'c2', 'test-grooming', '2026-03-09T04:15:00Z', '2026-03-09T04:45:00Z', 'Confirmed'); // Mon 9 Mar 00:15: after
  await appointment('alex', 'c1', 'test-grooming', '2026-02-24T15:00:00Z', '2026-02-24T15:30:00Z', 'Completed'); // previous: 30
  await appointment('sam', 'c3', 'test-grooming', '2026-03-02T04:45:00Z', '2026-03-02T05:15:00Z', 'Completed'); // Sun 1 Mar 23:45 EST: previous, 30
  await appointment('alex', 'c2', 'test-grooming', '2026-02-25T16:00:00Z', '2026-02-25T16:30:00Z', 'Cancelled'); // previous
  await appointment('sam', 'c1', 'test-grooming', '2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z', 'Completed'); // 1:30 EDT to 1:30 EST: 60 real minutes

  // ---- Events ----
  await events('page_view', 1, '2026-03-02T05:00:00Z', { path: '/shop' }); // 2 Mar 00:00 EST: the first minute of the period
  await events('page_view', 8, '2026-03-04T12:00:00Z', { path: '/shop' });
  await events('page_view', 1, '2026-03-09T03:59:00Z', { path: '/shop' }); // 8 Mar 23:59 EDT: the last minute
  await events('page_view', 1, '2026-03-09T04:00:00Z', { path: '/shop' }); // 9 Mar 00:00 EDT: after
  await events('page_view', 5, '2026-03-04T13:00:00Z', { path: '/' });
  await events('add_to_cart', 6, '2026-03-05T12:00:00Z');
  await events('checkout_started', 5, '2026-03-05T13:00:00Z');
  await events('order_paid', 4, '2026-03-05T14:00:00Z');
  await events('booking_step', 8, '2026-03-06T12:00:00Z', { step: 1 });
  await events('booking_step', 6, '2026-03-06T13:00:00Z', { step: 2 });
  await events('booking_step', 5, '2026-03-06T14:00:00Z', { step: 3 });
  await events('appointment_booked', 3, '2026-03-06T15:00:00Z');
  await events('appointment_cancelled', 2, '2026-03-06T16:00:00Z');
  await events('page_view', 1, '2026-03-02T04:59:00Z', { path: '/shop' }); // 1 Mar 23:59 EST: previous
  await events('page_view', 3, '2026-02-25T12:00:00Z', { path: '/shop' });
  await events('add_to_cart', 2, '2026-02-25T13:00:00Z');
  await events('checkout_started', 1, '2026-02-25T14:00:00Z');
  await events('order_paid', 1, '2026-02-25T15:00:00Z');
  await events('booking_step', 2, '2026-02-26T12:00:00Z', { step: 1 });
  await events('booking_step', 1, '2026-02-26T13:00:00Z', { step: 2 });
  await events('booking_step', 1, '2026-02-26T14:00:00Z', { step: 3 });
}

async function dashboard(from: string, to: string): Promise<AnalyticsDashboard> {
  const response = await owner.get(`/api/console/analytics?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return analyticsDashboardSchema.parse(response.json());
}

const zeroDays = (...dates: string[]) => dates.map((date) => ({ date, revenueCents: 0, orders: 0 }));
const names = () => ({ demo: 'Pet Haven Care Team', alex: 'Alex Groomer', sam: 'Sam Sunday' });
const provider = (key: 'demo' | 'alex' | 'sam', bookedMinutes: number, workingMinutes: number, percent: number | null) => ({
  providerId: ids[key],
  name: names()[key],
  bookedMinutes,
  workingMinutes,
  percent,
});
const funnel = <Step extends string>(steps: Array<[Step, number, number | null]>) =>
  steps.map(([step, count, percentOfPrevious]) => ({ step, count, percentOfPrevious }));

describe('the owner’s figures', () => {
  it('match the known history of 2-8 March 2026 (clocks go forward on the 8th) and of the week before, to the cent and the percent', async () => {
    const figures = await dashboard('2026-03-02', '2026-03-08');
    expect(figures.timeZone).toBe('America/Toronto');
    const current: PeriodFigures = figures.current;

    expect(current.from).toBe('2026-03-02');
    expect(current.to).toBe('2026-03-08');
    expect(current.days).toEqual([
      { date: '2026-03-02', revenueCents: 2893, orders: 1 },
      ...zeroDays('2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'),
      { date: '2026-03-07', revenueCents: 1130, orders: 1 },
      { date: '2026-03-08', revenueCents: 1130 + 881, orders: 2 },
    ]);
    expect([current.revenueCents, current.orders, current.averageOrderCents]).toEqual([6034, 4, 1509]); // 1508.5 rounds up
    expect(current.topProducts).toEqual([
      { productId: 1, name: 'Small Dog Food', units: 3, revenueCents: 2340 },
      { productId: 2, name: 'Rope for Dogs', units: 2, revenueCents: 2000 },
      { productId: 3, name: 'Giraffe Plush Toy', units: 2, revenueCents: 1000 },
    ]);
    expect(current.bookingsByService).toEqual([
      { serviceId: 'test-grooming', name: 'Test Grooming Service', bookings: 3 },
      { serviceId: 'puppy-manners', name: 'Puppy Manners Session', bookings: 1 },
      { serviceId: 'wellness-exam', name: 'Wellness Exam', bookings: 1 },
    ]);
    expect(current.bookingsByProvider).toEqual([
      { providerId: ids.alex, name: 'Alex Groomer', bookings: 3 },
      { providerId: ids.sam, name: 'Sam Sunday', bookings: 2 },
    ]);
    // Alex: 3 days of 480 (time off on the 4th, closed on the 6th); Sam: the 23-hour Sunday; demo: 6 days of 480.
    expect(current.utilisation).toEqual({
      bookedMinutes: 330,
      workingMinutes: 5700,
      percent: 6,
      providers: [provider('demo', 0, 2880, 0), provider('alex', 180, 1440, 13), provider('sam', 150, 1380, 11)],
    });
    expect(current.appointments).toEqual({ total: 6, confirmed: 1, completed: 2, noShows: 2, cancelled: 1, noShowPercent: 33, cancellationPercent: 17 });
    // Active: C1-C4. Repeat: C1 (5 visits), C2 (an order and a no-show), C3 (4); C4 has one no-show, an order only after the period, and a cancellation.
    expect(current.customers).toEqual({ active: 4, repeat: 3, repeatPercent: 75 });
    expect(current.shopFunnel).toEqual(funnel([['viewed_shop', 10, null], ['added_to_cart', 6, 60], ['started_checkout', 5, 83], ['paid', 4, 80]]));
    expect(current.bookingFunnel).toEqual(funnel([['step_1', 8, null], ['step_2', 6, 75], ['step_3', 5, 83], ['booked', 3, 60]]));

    const previous = figures.previous;
    expect([previous.from, previous.to]).toEqual(['2026-02-23', '2026-03-01']);
    expect(previous.days).toEqual([
      { date: '2026-02-23', revenueCents: 881, orders: 1 },
      ...zeroDays('2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28'),
      { date: '2026-03-01', revenueCents: 2260, orders: 1 },
    ]);
    expect([previous.revenueCents, previous.orders, previous.averageOrderCents]).toEqual([3141, 2, 1571]); // 1570.5
    expect(previous.topProducts).toEqual([
      { productId: 2, name: 'Rope for Dogs', units: 2, revenueCents: 2000 },
      { productId: 1, name: 'Small Dog Food', units: 1, revenueCents: 780 },
    ]);
    expect(previous.bookingsByService).toEqual([{ serviceId: 'test-grooming', name: 'Test Grooming Service', bookings: 2 }]);
    expect(previous.bookingsByProvider).toEqual([
      { providerId: ids.alex, name: 'Alex Groomer', bookings: 1 },
      { providerId: ids.sam, name: 'Sam Sunday', bookings: 1 },
    ]);
    expect(previous.utilisation).toEqual({
      bookedMinutes: 60,
      workingMinutes: 6240, // 0.96% rounds to 1
      percent: 1,
      providers: [provider('demo', 0, 3360, 0), provider('alex', 30, 1440, 2), provider('sam', 30, 1440, 2)],
    });
    expect(previous.appointments).toEqual({ total: 3, confirmed: 0, completed: 2, noShows: 0, cancelled: 1, noShowPercent: 0, cancellationPercent: 33 });
    // Active: C5 (one order), C3 (an order and an appointment), C1 (one appointment).
    expect(previous.customers).toEqual({ active: 3, repeat: 1, repeatPercent: 33 });
    expect(previous.shopFunnel).toEqual(funnel([['viewed_shop', 4, null], ['added_to_cart', 2, 50], ['started_checkout', 1, 50], ['paid', 1, 100]]));
    expect(previous.bookingFunnel).toEqual(funnel([['step_1', 2, null], ['step_2', 1, 50], ['step_3', 1, 100], ['booked', 0, 0]]));
  });

  it('count the 25-hour day of 1 November 2026 as one day, and a quiet week as zeros', async () => {
    const { current, previous } = await dashboard('2026-10-26', '2026-11-01');
    expect(current.days).toEqual([
      ...zeroDays('2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30'),
      { date: '2026-10-31', revenueCents: 1130, orders: 1 },
      { date: '2026-11-01', revenueCents: 1130 + 881, orders: 2 },
    ]);
    expect([current.revenueCents, current.orders, current.averageOrderCents]).toEqual([3141, 3, 1047]);
    expect(current.utilisation.providers).toEqual([provider('demo', 0, 3360, 0), provider('alex', 0, 2400, 0), provider('sam', 60, 1500, 4)]);
    expect(current.customers).toEqual({ active: 3, repeat: 3, repeatPercent: 100 });

    expect(previous.days).toEqual(zeroDays('2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25'));
    expect([previous.revenueCents, previous.orders, previous.averageOrderCents]).toEqual([0, 0, null]);
    expect(previous.topProducts).toEqual([]);
    expect(previous.appointments).toEqual({ total: 0, confirmed: 0, completed: 0, noShows: 0, cancelled: 0, noShowPercent: null, cancellationPercent: null });
    expect(previous.customers).toEqual({ active: 0, repeat: 0, repeatPercent: null });
    expect(previous.utilisation).toMatchObject({ bookedMinutes: 0, workingMinutes: 3360 + 2400 + 1440, percent: 0 });
    expect(previous.shopFunnel).toEqual(funnel([['viewed_shop', 0, null], ['added_to_cart', 0, null], ['started_checkout', 0, null], ['paid', 0, null]]));
  });

  it('take one day as a period, and refuse a reversed period, a period over 366 days and a date that does not exist', async () => {
    const day = await dashboard('2026-03-08', '2026-03-08');
    expect(day.current.days).toEqual([{ date: '2026-03-08', revenueCents: 2011, orders: 2 }]);
    expect([day.previous.from, day.previous.to]).toEqual(['2026-03-07', '2026-03-07']);
    expect((await dashboard('2026-01-01', '2027-01-01')).current.days).toHaveLength(366);

    for (const query of ['from=2026-03-08&to=2026-03-01', 'from=2026-01-01&to=2027-01-02', 'from=2026-02-30&to=2026-03-01', 'from=2026-03-01', 'from=x&to=y']) {
      const response = await owner.get(`/api/console/analytics?${query}`);
      expect([query, response.statusCode]).toEqual([query, 422]);
      expect((await owner.get(`/api/console/exports/orders.csv?${query}`)).statusCode).toBe(422);
    }
  });
});

describe('the CSV exports', () => {
  const parseCsv = (body: string) => body.trimEnd().split('\r\n');

  it('list the orders paid in the period with their amounts, as an attachment, quoted and safe to open in a spreadsheet', async () => {
    const response = await owner.get('/api/console/exports/orders.csv?from=2026-03-02&to=2026-03-08');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders-2026-03-02-to-2026-03-08.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toBe('Order,Paid (America/Toronto),Customer,Email,Items,Subtotal,Discount,Discount code,HST,Total,Refunded,Net,Fulfilment,Payment provider,Payment reference,For');
    expect(rows).toHaveLength(4);
    const cells = rows.map((row) => row.split(','));
    expect(rows[0]).toContain(',2026-03-02 12:00,"Robin ""Rob"" Reyes, Jr.",c1@analytics.example,3,25.60,0.00,,3.33,28.93,0.00,28.93,');
    expect(cells.map((row) => row[1])).toEqual(['2026-03-02 12:00', '2026-03-07 23:30', '2026-03-08 12:00', '2026-03-08 23:30']);
    expect(rows[2]).toContain(',2026-03-08 12:00,Sky Moreau,c3@analytics.example,3,15.00,0.00,,1.95,16.95,5.65,11.30,');
    expect(cells.map((row) => row.at(-1))).toEqual(['Goods', 'Goods', 'Goods', 'Goods']);
  });

  it('list the appointments starting in the period on the shop’s clocks, a formula-like name defused', async () => {
    const response = await owner.get('/api/console/exports/appointments.csv?from=2026-03-02&to=2026-03-08');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="appointments-2026-03-02-to-2026-03-08.csv"');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toBe('Starts (America/Toronto),Ends (America/Toronto),Status,Service,Provider,Customer,Email,Pet,Pet type,Minutes,Price');
    expect(rows).toEqual([
      '2026-03-02 10:00,2026-03-02 11:00,Completed,Test Grooming Service,Alex Groomer,"Robin ""Rob"" Reyes, Jr.",c1@analytics.example,Biscuit,Dog,60,25.00',
      '2026-03-03 09:00,2026-03-03 09:30,No-show,Wellness Exam,Alex Groomer,Quinn Park,c2@analytics.example,Biscuit,Dog,30,25.00',
      '2026-03-05 13:00,2026-03-05 14:30,Confirmed,Test Grooming Service,Alex Groomer,Sky Moreau,c3@analytics.example,Biscuit,Dog,90,25.00',
      "2026-03-05 15:00,2026-03-05 15:30,Cancelled,Test Grooming Service,Alex Groomer,'=2+3,c4@analytics.example,Biscuit,Dog,30,25.00",
      '2026-03-08 01:00,2026-03-08 04:00,Completed,Puppy Manners Session,Sam Sunday,"Robin ""Rob"" Reyes, Jr.",c1@analytics.example,Biscuit,Dog,120,25.00',
      "2026-03-08 23:30,2026-03-09 00:00,No-show,Test Grooming Service,Sam Sunday,'=2+3,c4@analytics.example,Biscuit,Dog,30,25.00",
    ]);
  });
});
