import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointmentPageSchema, appointmentSchema, availabilityResponseSchema, bookingQuoteSchema, type Appointment } from '@shared/contracts/booking';
import { consoleServiceListSchema, type ServiceBody } from '@shared/contracts/console-catalogue';
import { appointmentDepositSchema, depositCheckoutResponseSchema } from '@shared/contracts/deposits';
import type { AuditPage } from '@shared/contracts/owner';
import { appointments, orders, refunds, services } from '../../db/schema';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { booking, PINNED_NOW } from '../../test/booking';
import { expectOwnerOnly, signUpOwner } from '../../test/console';
import { mailTo } from '../../test/mail-catcher';
import { signUpProvider } from '../../test/ownership-matrix';
import { orderIdOfTestCheckout } from '../../test/shop';

/**
 * Deposits (issue 29, ADR 0045) through the real routes, the test checkout and the jobs
 * worker, on PGlite and on PostgreSQL: a service asks a deposit, its visit holds its time
 * Awaiting deposit, is Confirmed when the deposit is paid (once, however often the payment
 * is delivered), released when the hold runs out, refunded on a cancel inside the policy
 * and kept on a late one. The clock is pinned (Wednesday 10 March 2027, 9:00 AM Toronto).
 */

let clock = PINNED_NOW;
const t = useTestAppWithMail({ now: () => clock });
let owner: ApiClient;

const FIXED_TEN_DOLLARS = { kind: 'fixed', amount: '10.00' } as const;
/** $10 deposit + 13 % HST. */
const DEPOSIT_TOTAL = 1_130;

/** The test service as the console edits it, with a deposit. */
async function setDeposit(deposit: ServiceBody['deposit']) {
  const { services: list } = consoleServiceListSchema.parse((await owner.get('/api/console/services')).json());
  const current = list.find((service) => service.id === 'test-grooming')!;
  const body: ServiceBody = {
    categoryId: current.categoryId,
    name: current.name,
    description: current.description,
    durationMinutes: current.durationMinutes,
    price: (current.priceCents / 100).toFixed(2),
    petTypes: current.petTypes,
    providerIds: current.providerIds,
    active: current.active,
    rebookWeeks: current.rebookWeeks,
    deposit,
  };
  return owner.request('PUT', '/api/console/services/test-grooming', body);
}

beforeAll(async () => {
  owner = (await signUpOwner(t)).client;
  expect((await setDeposit(FIXED_TEN_DOLLARS)).statusCode).toBe(200);
});

async function at<T>(iso: string | Date, run: () => Promise<T>): Promise<T> {
  clock = new Date(iso);
  try {
    return await run();
  } finally {
    clock = PINNED_NOW;
  }
}

async function book(client: ApiClient, date: string, time: string): Promise<Appointment> {
  const response = await client.post('/api/appointments', booking({ date, time }));
  expect(response.statusCode, response.body).toBe(201);
  return appointmentSchema.parse(response.json());
}

async function depositCheckout(client: ApiClient, appointmentId: string): Promise<string> {
  const response = await client.post(`/api/appointments/${appointmentId}/deposit-checkout`);
  expect(response.statusCode, response.body).toBe(201);
  return depositCheckoutResponseSchema.parse(response.json()).url;
}

const pay = (client: ApiClient, orderId: string) => client.request('POST', `/checkout/test/${orderId}/pay`);

async function visitOf(client: ApiClient, appointmentId: string): Promise<Appointment> {
  const page = appointmentPageSchema.parse((await client.get('/api/appointments?limit=50')).json());
  const visit = page.appointments.find((appointment) => appointment.id === appointmentId);
  expect(visit, 'the visit in its customer’s list').toBeDefined();
  return visit!;
}

async function bookAndPay(client: ApiClient, date: string, time: string) {
  const awaiting = await book(client, date, time);
  const orderId = orderIdOfTestCheckout(await depositCheckout(client, awaiting.id));
  const paid = await pay(client, orderId);
  expect(paid.statusCode, paid.body).toBe(303);
  expect(paid.headers.location).toBe('/check-appointment');
  await t.app.jobs.runDue();
  return { appointment: awaiting, orderId };
}

const freeTimes = async (client: ApiClient, date: string) =>
  availabilityResponseSchema
    .parse((await client.get(`/api/availability?serviceId=test-grooming&date=${date}`)).json())
    .slots.filter((slot) => slot.available)
    .map((slot) => slot.time);

const refusal = (response: { statusCode: number; json: () => { error: { code: string; message: string } } }) => ({
  status: response.statusCode,
  code: response.json().error.code,
  message: response.json().error.message,
});

const policyWords =
  'Deposit policy: cancel at least 24 hours before the visit and your deposit is refunded in full. A later cancel or a missed visit keeps the deposit.';

describe('the service form', () => {
  it('takes a fixed or percent deposit, refuses nonsense in words, and shows what it keeps', async () => {
    expect(refusal(await setDeposit({ kind: 'percent', percent: 150 }))).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect((await setDeposit({ kind: 'percent', percent: 150 })).json().error.fields).toEqual({ 'deposit.percent': 'Enter the deposit as a whole percent from 1 to 100.' });
    expect((await setDeposit({ kind: 'fixed', amount: '0' })).json().error.fields).toEqual({ 'deposit.amount': 'Enter the deposit as an amount above $0, like 20 or 20.00.' });
    expect((await setDeposit({ kind: 'percent', percent: 25 })).statusCode).toBe(200);
    const { services: list } = consoleServiceListSchema.parse((await owner.get('/api/console/services')).json());
    expect(list.find((service) => service.id === 'test-grooming')?.deposit).toEqual({ kind: 'percent', value: 25 });
    // The database holds the same rule, checked by its own constraint too.
    await expect(t.database.db.update(services).set({ depositKind: 'percent', depositValue: 101 }).where(eq(services.id, 'test-grooming'))).rejects.toThrow();
    expect((await setDeposit(FIXED_TEN_DOLLARS)).statusCode).toBe(200);
  });
});

describe('booking a service that asks a deposit', () => {
  it('holds the time Awaiting deposit for the owner’s hold minutes, with the deposit and its HST worked out by the server', async () => {
    const { client, user } = await t.signUpCustomer();
    const visit = await book(client, '2027-03-15', '10:00 AM');
    expect(visit.status).toBe('Awaiting deposit');
    expect(visit.deposit).toEqual({
      state: 'awaiting',
      subtotalCents: 1_000,
      taxCents: 130,
      totalCents: DEPOSIT_TOTAL,
      holdUntil: new Date(PINNED_NOW.getTime() + 15 * 60_000).toISOString(),
      cancelWindowMinutes: 1_440,
      refundableOnCancel: false,
    });
    // The time is held: nobody else is offered it, and a second customer racing for it is refused.
    expect(await freeTimes(client, '2027-03-15')).not.toContain('10:00 AM');
    const rival = (await t.signUpCustomer()).client;
    expect(refusal(await rival.post('/api/appointments', booking({ date: '2027-03-15', time: '10:00 AM' }))).code).toBe('SLOT_TAKEN');
    // No confirmation yet: that mail goes once the deposit is paid.
    await t.app.jobs.runDue();
    expect(t.mail.messages.filter(mailTo(user.email, /confirmed|booked/i))).toEqual([]);
  });

  it('is stated in the quote before anything is held: the amount with HST, the hold and the policy', async () => {
    const { client } = await t.signUpCustomer();
    const response = await client.get('/api/booking-quote?serviceId=test-grooming&date=2027-03-17');
    expect(response.statusCode, response.body).toBe(200);
    expect(bookingQuoteSchema.parse(response.json()).deposit).toEqual({ subtotalCents: 1000, taxCents: 130, totalCents: DEPOSIT_TOTAL, holdMinutes: 15, cancelWindowMinutes: 1440 });
    // A service without a deposit says none.
    expect(bookingQuoteSchema.parse((await client.get('/api/booking-quote?serviceId=wellness-exam')).json()).deposit).toBeUndefined();
  });

  it('two customers racing for one free time: one holds it, the other is told it is taken', async () => {
    const [first, second] = await Promise.all([t.signUpCustomer(), t.signUpCustomer()]);
    const answers = await Promise.all([first, second].map(({ client }) => client.post('/api/appointments', booking({ date: '2027-03-15', time: '2:00 PM' }))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const held = await t.database.db.select().from(appointments).where(eq(appointments.startsAt, new Date('2027-03-15T18:00:00Z')));
    expect(held.map((row) => row.status)).toEqual(['Awaiting deposit']);
  });

  it('is refused as a repeating series, in words', async () => {
    const { client } = await t.signUpCustomer();
    const response = await client.post('/api/appointment-series', {
      ...booking({ date: '2027-03-16', time: '10:00 AM' }),
      repeat: { everyWeeks: 1, count: 2 },
      visits: [
        { date: '2027-03-16', time: '10:00 AM' },
        { date: '2027-03-23', time: '10:00 AM' },
      ],
    });
    expect(refusal(response)).toEqual({
      status: 409,
      code: 'DEPOSIT_SERIES',
      message: 'This service asks a deposit for each visit, so it cannot be booked as a repeating series. Please book each visit on its own.',
    });
  });
});

describe('paying the deposit', () => {
  it('is the visit’s customer’s alone: 401 signed out, 404 for anyone else (a provider, the owner), nothing opened', async () => {
    const { client } = await t.signUpCustomer();
    const visit = await book(client, '2027-03-16', '9:00 AM');
    const url = `/api/appointments/${visit.id}/deposit-checkout`;
    expect((await new ApiClient(t.app).post(url)).statusCode).toBe(401);
    expect((await (await t.signUpCustomer()).client.post(url)).statusCode).toBe(404);
    expect((await (await signUpProvider(t)).post(url)).statusCode).toBe(404);
    expect((await owner.post(url)).statusCode).toBe(404);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, (await client.get('/api/profile')).json().uid))).toEqual([]);
    expect((await client.post('/api/appointments/not-a-uuid/deposit-checkout')).statusCode).toBe(422);
  });

  it('a double click opens one payment, and the page shows the deposit line with HST', async () => {
    const { client } = await t.signUpCustomer();
    const visit = await book(client, '2027-03-16', '10:00 AM');
    const urls = await Promise.all([depositCheckout(client, visit.id), depositCheckout(client, visit.id)]);
    expect(urls[0]).toBe(urls[1]);
    const orderId = orderIdOfTestCheckout(urls[0]!);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ kind: 'deposit', status: 'pending', subtotalCents: 1_000, taxCents: 130, totalCents: DEPOSIT_TOTAL });
    const page = await client.get(`/checkout/test/${orderId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Deposit — Test Grooming Service');
    expect(page.body).toContain('$11.30');
  });

  it('paid five times at once, confirms the visit once, mails its confirmation with the policy, and leaves the shop’s cart alone', async () => {
    const { client, user } = await t.signUpCustomer();
    const visit = await book(client, '2027-03-16', '11:00 AM');
    const orderId = orderIdOfTestCheckout(await depositCheckout(client, visit.id));
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(client, orderId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303, 303, 303, 303]);
    await t.app.jobs.runDue();
    const shown = await visitOf(client, visit.id);
    expect(shown.status).toBe('Confirmed');
    expect(shown.deposit).toMatchObject({ state: 'paid', totalCents: DEPOSIT_TOTAL, refundableOnCancel: true });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', refundedCents: 0 });
    const mail = await t.mail.waitFor(mailTo(user.email, /Test Grooming Service/));
    expect(mail.text).toContain('Deposit paid: $11.30.');
    expect(mail.text).toContain(policyWords);
    // Paying again after the visit is Confirmed changes nothing.
    expect((await pay(client, orderId)).statusCode).toBe(303);
    expect((await client.post(`/api/appointments/${visit.id}/deposit-checkout`)).json().error.code).toBe('DEPOSIT_NOT_AWAITING');
    // A deposit is not a purchase: the customer's orders list does not show it.
    expect((await client.get('/api/orders')).json()).toMatchObject({ orders: [] });
    // Its receipt, once however often it was paid.
    const receipt = await t.mail.waitFor(mailTo(user.email, /^Receipt: your deposit of \$11\.30 is paid$/));
    expect(receipt.text).toContain('We have received your deposit of $11.30 (HST included) for Test Grooming Service for Biscuit on');
    await t.app.jobs.runDue();
    expect(t.mail.messages.filter(mailTo(user.email, /^Receipt:/))).toHaveLength(1);
  });
});

describe('when the hold runs out', () => {
  it('releases the unpaid visit: Cancelled, the time free again, the customer told, no more paying', async () => {
    const { client, user } = await t.signUpCustomer();
    const visit = await book(client, '2027-03-17', '10:00 AM');
    await depositCheckout(client, visit.id);
    const later = new Date(PINNED_NOW.getTime() + 15 * 60_000);
    await at(later, async () => {
      await t.app.jobs.runDue();
      expect((await visitOf(client, visit.id)).status).toBe('Cancelled');
      expect((await visitOf(client, visit.id)).deposit?.state).toBe('released');
      expect(await freeTimes(client, '2027-03-17')).toContain('10:00 AM');
      expect(refusal(await client.post(`/api/appointments/${visit.id}/deposit-checkout`)).code).toBe('DEPOSIT_NOT_AWAITING');
    });
    expect((await t.mail.waitFor(mailTo(user.email, /hold for Test Grooming Service has run out/))).text).toContain('was not paid in time');
  });

  it('a deposit paid after the hold ran out is refunded in full and the customer told; the time stays with whoever took it', async () => {
    const { client, user } = await t.signUpCustomer();
    const visit = await book(client, '2027-03-17', '11:00 AM');
    const orderId = orderIdOfTestCheckout(await depositCheckout(client, visit.id));
    const rival = (await t.signUpCustomer()).client;
    await at(new Date(PINNED_NOW.getTime() + 16 * 60_000), async () => {
      await t.app.jobs.runDue();
      const theirs = await book(rival, '2027-03-17', '11:00 AM');
      expect(theirs.status).toBe('Awaiting deposit');
      // The payment page was still open: the money arrives anyway.
      expect((await pay(client, orderId)).statusCode).toBe(303);
      await t.app.jobs.runDue();
      expect((await visitOf(client, visit.id)).status).toBe('Cancelled');
      expect((await visitOf(client, visit.id)).deposit?.state).toBe('refunded');
      expect((await visitOf(rival, theirs.id)).status).toBe('Awaiting deposit');
    });
    const given = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(given.map((refund) => refund.amountCents)).toEqual([DEPOSIT_TOTAL]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', refundedCents: DEPOSIT_TOTAL });
    expect((await t.mail.waitFor(mailTo(user.email, /arrived after the hold ran out/))).text).toContain('we have refunded the deposit in full');
  });
});

describe('the customer cancels a visit awaiting its deposit', () => {
  it('frees its time at once and closes its payment; a payment that still arrives is refunded; no one else may cancel it', async () => {
    const { client, user } = await t.signUpCustomer();
    const visit = await book(client, '2027-03-18', '3:30 PM');
    const orderId = orderIdOfTestCheckout(await depositCheckout(client, visit.id));
    expect(await freeTimes(client, '2027-03-18')).not.toContain('3:30 PM');
    // Another customer's cancel finds nothing.
    const stranger = (await t.signUpCustomer()).client;
    expect((await stranger.post(`/api/appointments/${visit.id}/cancel`)).statusCode).toBe(404);
    expect((await new ApiClient(t.app).post(`/api/appointments/${visit.id}/cancel`)).statusCode).toBe(401);

    const cancelled = await client.post(`/api/appointments/${visit.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(appointmentSchema.parse(cancelled.json())).toMatchObject({ status: 'Cancelled', deposit: { state: 'released' } });
    expect(await freeTimes(client, '2027-03-18')).toContain('3:30 PM');
    expect(refusal(await client.post(`/api/appointments/${visit.id}/deposit-checkout`)).code).toBe('DEPOSIT_NOT_AWAITING');
    expect(refusal(await client.post(`/api/appointments/${visit.id}/cancel`)).status).toBe(409);

    // The payment page was still open: the money arrives anyway, and goes back.
    expect((await pay(client, orderId)).statusCode).toBe(303);
    await t.app.jobs.runDue();
    expect((await visitOf(client, visit.id)).deposit?.state).toBe('refunded');
    const given = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(given.map((refund) => refund.amountCents)).toEqual([DEPOSIT_TOTAL]);
    expect((await t.mail.waitFor(mailTo(user.email, /arrived after the hold ran out/))).text).toContain('we have refunded the deposit in full');
  });
});

describe('cancelling a visit whose deposit is paid', () => {
  it('inside the policy (before the cancellation window) refunds it in full, once', async () => {
    const { client, user } = await t.signUpCustomer();
    const { appointment, orderId } = await bookAndPay(client, '2027-03-18', '10:00 AM');
    const cancelled = await client.post(`/api/appointments/${appointment.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(appointmentSchema.parse(cancelled.json()).deposit?.state).toBe('refunding');
    await t.app.jobs.runDue();
    expect((await visitOf(client, appointment.id)).deposit?.state).toBe('refunded');
    expect((await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).map((refund) => refund.amountCents)).toEqual([DEPOSIT_TOTAL]);
    expect((await t.mail.waitFor(mailTo(user.email, /deposit of \$11\.30 has been refunded/))).text).toContain('We have refunded your deposit of $11.30');
  });

  it('late (inside the window) is allowed online and keeps the deposit, in the policy’s words', async () => {
    const { client, user } = await t.signUpCustomer();
    // Today 3:00 PM: inside the 24-hour window from the start.
    const { appointment, orderId } = await bookAndPay(client, '2027-03-10', '3:00 PM');
    expect((await visitOf(client, appointment.id)).deposit?.refundableOnCancel).toBe(false);
    const cancelled = await client.post(`/api/appointments/${appointment.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(appointmentSchema.parse(cancelled.json())).toMatchObject({ status: 'Cancelled', deposit: { state: 'kept' } });
    await t.app.jobs.runDue();
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    const mail = await t.mail.waitFor(mailTo(user.email, /cancel/i));
    expect(mail.text).toContain('the deposit of $11.30 is kept, as the deposit policy says');
    expect(mail.text).toContain(policyWords);
  });

  it('by the shop (the owner) refunds it, whenever it is', async () => {
    const { client } = await t.signUpCustomer();
    const { appointment, orderId } = await bookAndPay(client, '2027-03-10', '4:00 PM');
    expect((await owner.post(`/api/console/appointments/${appointment.id}/cancel`)).statusCode).toBe(204);
    await t.app.jobs.runDue();
    expect((await visitOf(client, appointment.id)).deposit?.state).toBe('refunded');
    expect((await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).length).toBe(1);
  });

  it('by its provider refunds it too', async () => {
    // The first provider granted claims the demo schedule, which takes every booking here.
    const provider = (await t.signUpProvider('Fran Groomer')).client;
    const { client } = await t.signUpCustomer();
    const { appointment, orderId } = await bookAndPay(client, '2027-03-18', '2:00 PM');
    const cancelled = await provider.post(`/api/provider/appointments/${appointment.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.jobs.runDue();
    expect((await visitOf(client, appointment.id)).deposit?.state).toBe('refunded');
    expect((await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).map((refund) => refund.amountCents)).toEqual([DEPOSIT_TOTAL]);
  });

  it('a no-show keeps it', async () => {
    const { client } = await t.signUpCustomer();
    const { appointment } = await bookAndPay(client, '2027-03-10', '12:00 PM');
    await at('2027-03-10T17:05:00Z', async () => {
      expect((await owner.post(`/api/console/appointments/${appointment.id}/no-show`)).statusCode).toBe(204);
    });
    expect((await visitOf(client, appointment.id)).deposit?.state).toBe('kept');
  });
});

describe('the owner’s waive and refund', () => {
  const act = (client: ApiClient, appointmentId: string, action: string) => client.post(`/api/console/appointments/${appointmentId}/deposit`, { action });

  it('waive is the owner’s only, confirms an awaiting visit without payment, closes its open payment, and is audited', async () => {
    const { client } = await t.signUpCustomer();
    const visit = await book(client, '2027-03-19', '10:00 AM');
    const orderId = orderIdOfTestCheckout(await depositCheckout(client, visit.id));
    await expectOwnerOnly(t, owner, (someone) => act(someone, visit.id, 'waive'), 200, () => visitOf(client, visit.id));
    const shown = await visitOf(client, visit.id);
    expect(shown).toMatchObject({ status: 'Confirmed', deposit: { state: 'waived' } });
    expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('cancelled');
    const audit = (await owner.get('/api/console/audit')).json() as AuditPage;
    expect(audit.events.find((event) => event.subject === `appointment:${visit.id}`)).toMatchObject({
      action: 'appointment.depositWaived',
      details: { amount: '$11.30', before: 'awaiting', date: '2027-03-19', time: '10:00 AM' },
    });
    expect(refusal(await act(owner, visit.id, 'waive'))).toEqual({ status: 409, code: 'DEPOSIT_CANNOT_WAIVE', message: 'Only a visit awaiting its deposit can have the deposit waived.' });
  });

  it('refund gives a paid or kept deposit back once, audited; nothing else can be refunded', async () => {
    const { client } = await t.signUpCustomer();
    const { appointment, orderId } = await bookAndPay(client, '2027-03-19', '11:00 AM');
    const answer = await act(owner, appointment.id, 'refund');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(appointmentDepositSchema.parse(answer.json()).state).toBe('refunding');
    await t.app.jobs.runDue();
    expect((await visitOf(client, appointment.id)).deposit?.state).toBe('refunded');
    expect(refusal(await act(owner, appointment.id, 'refund')).code).toBe('DEPOSIT_CANNOT_REFUND');
    expect((await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).length).toBe(1);
    const audit = (await owner.get('/api/console/audit')).json() as AuditPage;
    expect(audit.events.find((event) => event.subject === `appointment:${appointment.id}`)?.action).toBe('appointment.depositRefunded');
    const awaiting = await book(client, '2027-03-19', '1:00 PM');
    expect(refusal(await act(owner, awaiting.id, 'refund')).code).toBe('DEPOSIT_CANNOT_REFUND');
    expect((await act(owner, awaiting.id, 'keep')).statusCode).toBe(422);
  });
});

describe('the OpenAPI document', () => {
  it('lists the deposit routes', async () => {
    const { paths } = (await new ApiClient(t.app).get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/appointments/{appointmentId}/deposit-checkout'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/console/appointments/{appointmentId}/deposit'] ?? {})).toEqual(['post']);
  });
});
