import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { addMonths, consentWordingVersions } from '@shared/consent/consent-rules';
import { consentStateSchema } from '@shared/contracts/consents';
import { consentRecords } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 30 item 1: the unticked choices at registration and on the profile, kept as append-only records. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
});
afterAll(() => t.close());

const recordsOf = (userId: string) => t.database.db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(asc(consentRecords.id));
const uidOf = async (client: ApiClient) => (await client.get('/api/profile')).json().uid as string;
const stateOf = async (client: ApiClient) => consentStateSchema.parse((await client.get('/api/profile/consents')).json());

describe('registration', () => {
  it('records both choices, ticked, with the wording version, the time, the place and the number as E.164', async () => {
    const client = new ApiClient(t.app);
    const response = await client.post('/api/auth/sign-up/email', { ...newUser(), newsEmail: true, reminderTexts: true, phone: '(905) 555-0142' });
    expect(response.statusCode, response.body).toBe(200);
    const records = await recordsOf(await uidOf(client));
    expect(records.map(({ topic, granted, source, wordingVersion, phone, recordedAt }) => ({ topic, granted, source, wordingVersion, phone, recordedAt }))).toEqual([
      { topic: 'news-email', granted: true, source: 'registration', wordingVersion: consentWordingVersions['news-email'], phone: null, recordedAt: PINNED_NOW },
      { topic: 'reminder-texts', granted: true, source: 'registration', wordingVersion: consentWordingVersions['reminder-texts'], phone: '+19055550142', recordedAt: PINNED_NOW },
    ]);
    expect(await stateOf(client)).toEqual({ newsEmail: true, reminderTexts: true, phone: '+19055550142', news: { mayReceive: true, basis: 'express', until: null } });
  });

  it('records the unticked boxes as a no, and the account may not be sent news', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());
    const records = await recordsOf(await uidOf(client));
    expect(records.map(({ topic, granted }) => [topic, granted])).toEqual([
      ['news-email', false],
      ['reminder-texts', false],
    ]);
    expect((await stateOf(client)).news).toEqual({ mayReceive: false, basis: 'none', until: null });
  });

  it.each([
    [{ reminderTexts: true }, 'phone', 'Please enter the mobile number for the text reminders.'],
    [{ reminderTexts: true, phone: '555-0142' }, 'phone', 'Please enter a Canadian phone number, such as (905) 555-0142.'],
    [{ newsEmail: 'yes' }, 'newsEmail', 'Invalid value.'],
  ])('refuses %j with 422 and a clear message, creating no account', async (choices, field, message) => {
    const client = new ApiClient(t.app);
    const user = newUser();
    const response = await client.post('/api/auth/sign-up/email', { ...user, ...choices });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields[field]).toBe(message);
    expect((await client.post('/api/accounts/email-lookup', { email: user.email })).json()).toEqual({ signInMethods: [] });
  });
});

describe('the profile', () => {
  it('answers 401 signed out, and each role reads and changes only its own choices', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await anonymous.get('/api/profile/consents')).statusCode).toBe(401);
    expect((await anonymous.request('PUT', '/api/profile/consents', { newsEmail: true, reminderTexts: false })).statusCode).toBe(401);

    const customer = new ApiClient(t.app);
    await customer.signUp(newUser());
    const provider = await signUpProvider(t);
    const { client: owner } = await signUpOwner(t);
    for (const client of [customer, provider, owner]) {
      const response = await client.request('PUT', '/api/profile/consents', { newsEmail: true, reminderTexts: false });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ newsEmail: true, news: { basis: 'express' } });
    }
    await customer.request('PUT', '/api/profile/consents', { newsEmail: false, reminderTexts: false });
    expect((await stateOf(customer)).newsEmail).toBe(false);
    expect((await stateOf(provider)).newsEmail).toBe(true);
    expect((await stateOf(owner)).newsEmail).toBe(true);
  });

  it('appends a record for each change only, and a withdrawal is kept beside the yes it ends', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());
    const uid = await uidOf(client);
    await client.request('PUT', '/api/profile/consents', { newsEmail: true, reminderTexts: true, phone: '905.555.0199' });
    await client.request('PUT', '/api/profile/consents', { newsEmail: true, reminderTexts: true, phone: '+1 905 555 0199' });
    await client.request('PUT', '/api/profile/consents', { newsEmail: false, reminderTexts: true, phone: '905 555 0199' });
    const records = (await recordsOf(uid)).slice(2);
    expect(records.map(({ topic, granted, source, phone }) => ({ topic, granted, source, phone }))).toEqual([
      { topic: 'news-email', granted: true, source: 'profile', phone: null },
      { topic: 'reminder-texts', granted: true, source: 'profile', phone: '+19055550199' },
      { topic: 'news-email', granted: false, source: 'profile', phone: null },
    ]);
    expect(await stateOf(client)).toEqual({ newsEmail: false, reminderTexts: true, phone: '+19055550199', news: { mayReceive: false, basis: 'withdrawn', until: null } });
  });

  it('refuses bad input with 422 and a clear message, recording nothing', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());
    const uid = await uidOf(client);
    const before = await recordsOf(uid);
    for (const [body, field] of [
      [{ newsEmail: true, reminderTexts: true }, 'phone'],
      [{ newsEmail: true, reminderTexts: true, phone: '+44 20 7946 0958' }, 'phone'],
      [{ newsEmail: true, reminderTexts: false, phone: '9'.repeat(40) }, 'phone'],
      [{ newsEmail: true }, 'reminderTexts'],
      [{ newsEmail: true, reminderTexts: false, source: 'registration' }, ''],
      [{ newsEmail: true, reminderTexts: false, phone: '905\u0000555' }, 'phone'],
    ] as const) {
      const response = await client.request('PUT', '/api/profile/consents', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.message, JSON.stringify(body)).toBeTruthy();
      if (field) expect(response.json().error.fields[field], JSON.stringify(body)).toBeTruthy();
    }
    expect(await recordsOf(uid)).toEqual(before);
  });

  it('shows implied consent from a booking, ending 2 years after it', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());
    const response = await client.post('/api/appointments', booking());
    expect(response.statusCode, response.body).toBe(201);
    const bookedAt = new Date((response.json() as { createdAt: string }).createdAt);
    expect((await stateOf(client)).news).toEqual({ mayReceive: true, basis: 'implied-purchase', until: addMonths(bookedAt, 24).toISOString() });
  });
});
