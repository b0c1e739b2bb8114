import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DATA_ARCHIVES_PER_HOUR, dataArchiveSchema } from '@shared/contracts/privacy';
import { auditEvents } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { insertOrder, insertTestProducts } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 30 item 4: a customer's own data, as one file, from the profile. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
});
afterAll(() => t.close());

const uidOf = async (client: ApiClient) => (await client.get('/api/profile')).json().uid as string;

async function customerWithHistory(time = '10:00 AM') {
  const client = new ApiClient(t.app);
  const user = newUser('Robin Archive');
  await client.signUp(user);
  const userId = await uidOf(client);
  const pet = (await client.post('/api/pets', { name: 'Biscuit', type: 'Dog', age: '2 years', breed: 'Beagle' })).json();
  const booked = await client.post('/api/appointments', booking({ petId: pet.id, time }));
  expect(booked.statusCode, booked.body).toBe(201);
  const [product] = await insertTestProducts(t.database.db, 1);
  await insertOrder(t.database.db, { userId, productId: product!.id, quantity: 2, at: PINNED_NOW });
  return { client, user, userId, petId: pet.id as string };
}

describe('GET /api/profile/archive', () => {
  it('answers 401 signed out', async () => {
    expect((await new ApiClient(t.app).get('/api/profile/archive')).statusCode).toBe(401);
  });

  it("holds the customer's account, pets, appointments, orders, consents, store credit and the staff's notes, as an attachment, and is audited", async () => {
    const { client, user, userId, petId } = await customerWithHistory();
    const { client: owner } = await signUpOwner(t);
    expect((await owner.post(`/api/console/customers/${userId}/notes`, { body: 'Prefers morning visits' })).statusCode).toBe(201);
    expect((await owner.post(`/api/console/customers/${userId}/pets/${petId}/notes`, { body: 'Calm with clippers' })).statusCode).toBe(201);
    expect((await owner.post(`/api/console/customers/${userId}/store-credit`, { amountCents: 1_500, reason: 'Sorry about the wait' })).statusCode).toBe(200);

    const response = await client.get('/api/profile/archive');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="pet-haven-data-2027-03-10.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const archive = dataArchiveSchema.parse(response.json());
    expect(archive.profile).toMatchObject({ id: userId, name: user.name, email: user.email });
    expect(archive.pets.map((pet) => [pet.name, pet.notes.map((note) => note.body)])).toEqual([['Biscuit', ['Calm with clippers']]]);
    expect(archive.appointments).toHaveLength(1);
    expect(archive.orders.map((order) => order.totalCents)).toEqual([2260]);
    expect(archive.notes.map((note) => note.body)).toEqual(['Prefers morning visits']);
    expect(archive.consents.map((record) => [record.topic, record.granted, record.source])).toEqual([
      ['news-email', false, 'registration'],
      ['reminder-texts', false, 'registration'],
    ]);
    expect(archive.storeCredit).toMatchObject({ balanceCents: 1_500, entries: [{ reason: 'goodwill', amountCents: 1_500, note: 'Sorry about the wait' }] });

    const audited = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subject, `account:${userId}`));
    expect(audited.map((event) => [event.action, event.actorUserId])).toEqual([['privacy.archiveDownloaded', userId]]);
  });

  it('gives each role its own data only', async () => {
    const { userId } = await customerWithHistory('11:00 AM');
    const other = new ApiClient(t.app);
    await other.signUp(newUser('Sam Other'));
    const provider = await signUpProvider(t);
    const { client: owner } = await signUpOwner(t);
    for (const client of [other, provider, owner]) {
      const archive = dataArchiveSchema.parse((await client.get('/api/profile/archive')).json());
      expect(archive.profile.id).not.toBe(userId);
      expect(archive.profile.id).toBe(await uidOf(client));
      expect(archive.orders).toEqual([]);
    }
  });

  it(`allows ${DATA_ARCHIVES_PER_HOUR} an hour per account, then 429`, async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());
    for (let i = 0; i < DATA_ARCHIVES_PER_HOUR; i += 1) expect((await client.get('/api/profile/archive')).statusCode).toBe(200);
    const refused = await client.get('/api/profile/archive');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
