import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyticsDashboardSchema } from '@shared/contracts/analytics';
import { giftCardDetailsSchema } from '@shared/contracts/gift-cards';
import { closeAccountResponseSchema } from '@shared/contracts/privacy';
import { storeCreditSchema } from '@shared/contracts/store-credit';
import { appointments, auditEvents, calendarFeeds, consentRecords, jobs, orders, pets, sessions, staffNotes, users, waitlistEntries } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { insertOrder, insertTestProducts } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 30 item 4: closing an account from the profile. */
let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
  ({ client: owner } = await signUpOwner(t));
});
afterAll(() => t.close());

const uidOf = async (client: ApiClient) => (await client.get('/api/profile')).json().uid as string;
let slot = 0;
const times = ['10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM'];

async function customerWithHistory() {
  const client = new ApiClient(t.app);
  const user = newUser('Robin Closing');
  await client.signUp(user);
  const userId = await uidOf(client);
  const pet = (await client.post('/api/pets', { name: 'Biscuit', type: 'Dog', age: '2 years', breed: 'Beagle' })).json();
  const booked = await client.post('/api/appointments', booking({ petId: pet.id, time: times[slot++]! }));
  expect(booked.statusCode, booked.body).toBe(201);
  const [product] = await insertTestProducts(t.database.db, 1);
  await insertOrder(t.database.db, { userId, productId: product!.id, quantity: 2, at: new Date('2027-03-05T15:00:00Z'), refunded: 1 });
  expect((await client.request('PUT', '/api/profile/consents', { newsEmail: true, reminderTexts: true, phone: '(905) 555-0142' })).statusCode).toBe(200);
  expect((await owner.post(`/api/console/customers/${userId}/notes`, { body: 'Prefers mornings' })).statusCode).toBe(201);
  expect((await owner.post(`/api/console/customers/${userId}/pets/${pet.id}/notes`, { body: 'Calm' })).statusCode).toBe(201);
  expect((await client.post('/api/profile/calendar-feed')).statusCode).toBeLessThan(300);
  await t.database.db.insert(waitlistEntries).values({ userId, serviceId: 'test-grooming', petId: pet.id, date: '2027-03-20' });
  return { client, user, userId, petId: pet.id as string, appointmentId: booked.json().id as string };
}

const close = (client: ApiClient, body: unknown) => client.post('/api/profile/close', body);

async function snapshot(userId: string, petId: string) {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return {
    user,
    pets: await db.select().from(pets).where(eq(pets.userId, userId)),
    consents: await db.select().from(consentRecords).where(eq(consentRecords.userId, userId)),
    notes: (await db.select().from(staffNotes)).filter((note) => note.subjectId === userId || note.subjectId === petId),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, userId)),
    visits: await db.select({ status: appointments.status }).from(appointments).where(eq(appointments.userId, userId)),
    waitlist: await db.select({ id: waitlistEntries.id }).from(waitlistEntries).where(eq(waitlistEntries.userId, userId)),
    calendarFeeds: await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
  };
}

/**
 * The owner's sales figures for March (the dashboard's; its appointment figures do move,
 * as the closing cancels a visit) and every order's amounts.
 */
async function ownerFigures() {
  const { current, previous } = analyticsDashboardSchema.parse((await owner.get('/api/console/analytics?from=2027-03-01&to=2027-03-31')).json());
  const sales = ({ revenueCents, orders: count, averageOrderCents, days, topProducts }: typeof current) => ({ revenueCents, count, averageOrderCents, days, topProducts });
  const orderRows = await t.database.db.select({ id: orders.id, userId: orders.userId, status: orders.status, totalCents: orders.totalCents, taxCents: orders.taxCents }).from(orders);
  return { current: sales(current), previous: sales(previous), orders: orderRows };
}

describe('POST /api/profile/close', () => {
  it('answers 401 signed out', async () => {
    expect((await close(new ApiClient(t.app), { password: 'x', confirmation: 'x' })).statusCode).toBe(401);
  });

  it.each([
    ['no password', (email: string) => ({ confirmation: email }), 'password', 'Please enter your password to close your account.'],
    ['a wrong password', (email: string) => ({ password: 'wrong horse 42', confirmation: email }), 'password', 'That password is not right. Your account was not closed.'],
    ['another email typed', () => ({ password: 'correct horse 42', confirmation: 'someone@example.com' }), 'confirmation', 'Please type your email address exactly as shown to confirm.'],
    ['no confirmation', () => ({ password: 'correct horse 42' }), 'confirmation', 'Please type your email address exactly as shown to confirm.'],
  ])('refuses %s with 422, changing nothing', async (_case, body, field, message) => {
    const { client, user, userId, petId } = await customerWithHistory();
    const before = await snapshot(userId, petId);
    expect(before.waitlist).toHaveLength(1);
    expect(before.calendarFeeds).toHaveLength(1);
    const response = await close(client, body(user.email));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await snapshot(userId, petId)).toEqual(before);
  });

  it('closes at once: personal data gone or anonymous, sessions ended, visits cancelled with their notices, orders and figures unchanged, audited', async () => {
    const { client, user, userId, petId, appointmentId } = await customerWithHistory();
    const otherDevice = new ApiClient(t.app);
    expect((await otherDevice.signIn(user.email, user.password)).statusCode).toBe(200);
    const figuresBefore = await ownerFigures();

    const response = await close(client, { password: user.password, confirmation: ` ${user.email.toUpperCase()} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(closeAccountResponseSchema.parse(response.json())).toEqual({ closed: true, cancelledVisits: 1, creditSentAsGiftCardCents: 0 });

    const after = await snapshot(userId, petId);
    expect(after.user).toMatchObject({ name: 'Closed account', email: `closed-${userId}@closed.invalid`, image: null, locale: null });
    expect(after.pets).toEqual([]);
    expect(after.consents).toEqual([]);
    expect(after.notes).toEqual([]);
    expect(after.sessions).toEqual([]);
    expect(after.visits).toEqual([{ status: 'Cancelled' }]);
    expect(after.waitlist).toEqual([]);
    expect(after.calendarFeeds).toEqual([]);
    const cancellationMail = await t.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail'));
    expect(cancellationMail.map((row) => row.payload as { to: string; subject: string }).filter((mail) => mail.to === user.email && /cancel/i.test(mail.subject))).toHaveLength(1);
    expect((await t.database.db.select().from(appointments).where(eq(appointments.id, appointmentId)))[0]?.status).toBe('Cancelled');

    expect(await ownerFigures()).toEqual(figuresBefore);

    expect((await client.get('/api/profile')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/profile')).statusCode).toBe(401);
    expect((await new ApiClient(t.app).signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await new ApiClient(t.app).post('/api/accounts/email-lookup', { email: user.email })).json()).toEqual({ signInMethods: [] });
    await new ApiClient(t.app).signUp(user);

    const audited = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subject, `account:${userId}`));
    expect(audited.map((event) => [event.action, event.details])).toEqual([['privacy.accountClosed', { cancelledVisits: 1, creditSentAsGiftCardCents: 0 }]]);
    expect(JSON.stringify(audited)).not.toContain(user.email);
  });

  it('sends the store credit left as a gift card to the address the account had, and keeps neither name nor address on the card', async () => {
    const { client, user, userId } = await customerWithHistory();
    expect((await owner.post(`/api/console/customers/${userId}/store-credit`, { amountCents: 2_500, reason: 'Sorry about the wait' })).statusCode).toBe(200);

    const response = await close(client, { password: user.password, confirmation: user.email });
    expect(closeAccountResponseSchema.parse(response.json())).toMatchObject({ closed: true, creditSentAsGiftCardCents: 2_500 });

    const mails = (await t.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail'))).map((row) => row.payload as { to: string; subject: string; text: string });
    const card = mails.find((mail) => mail.to === user.email && /store credit/.test(mail.subject));
    expect(card?.subject).toBe('Your $25.00 store credit, as a Pet Haven gift card');
    expect(card?.text).toContain('Hi Robin Closing,');
    expect(card?.text).toContain('No expiry date and no fees');
    const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(card!.text)![0];

    // The shop's books: the credit went out once, into a card worth the same, which names nobody.
    const credit = storeCreditSchema.parse((await owner.get(`/api/console/customers/${userId}/store-credit`)).json());
    expect(credit.balanceCents).toBe(0);
    expect(credit.entries.map((entry) => [entry.reason, entry.amountCents])).toEqual([
      ['closedToGiftCard', -2_500],
      ['goodwill', 2_500],
    ]);
    const found = giftCardDetailsSchema.parse((await owner.post('/api/console/gift-cards/lookup', { code })).json());
    expect(found).toMatchObject({ balanceCents: 2_500, recipientName: 'Closed account', recipientEmail: `closed-${userId}@closed.invalid`, issuedBy: 'account closure' });
    expect(JSON.stringify(found)).not.toContain(user.email);
  });

  it('closes once when sent twice at the same time', async () => {
    const { client, user, userId } = await customerWithHistory();
    const answers = await Promise.all([0, 1].map(() => close(client, { password: user.password, confirmation: user.email })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect([401, 409]).toContain(answers.map((answer) => answer.statusCode).sort()[1]);
    const audited = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subject, `account:${userId}`));
    expect(audited.map((event) => event.action)).toEqual(['privacy.accountClosed']);
  });

  it('closes only the account signed in: another customer, a provider or the owner typing its email closes nothing', async () => {
    const { user, userId, petId } = await customerWithHistory();
    const before = await snapshot(userId, petId);
    const other = new ApiClient(t.app);
    const otherUser = newUser();
    await other.signUp(otherUser);
    const provider = await signUpProvider(t);
    for (const client of [other, provider, owner]) {
      expect((await close(client, { password: otherUser.password, confirmation: user.email })).statusCode).toBe(422);
    }
    expect(await snapshot(userId, petId)).toEqual(before);
  });

  it('lets a provider close their own account, its role gone with it', async () => {
    const provider = await signUpProvider(t);
    const profile = (await provider.get('/api/profile')).json();
    const response = await close(provider, { password: 'correct horse 42', confirmation: profile.email });
    expect(response.statusCode, response.body).toBe(200);
    expect((await provider.get('/api/provider/appointments')).statusCode).toBe(401);
  });
});
