import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentBookSchema } from '@shared/contracts/appointment-book';
import { appointmentSchema, bookingQuoteSchema, type BookAppointmentBody } from '@shared/contracts/booking';
import type { AuditPage } from '@shared/contracts/owner';
import { petSchema, type Pet } from '@shared/contracts/pets';
import { serviceWaiverSchema, type ServiceWaiver } from '@shared/contracts/waivers';
import { english } from '@shared/test/english';
import { ApiClient, newUser } from '../../test/api-client';
import { booking, PINNED_NOW } from '../../test/booking';
import { expectOwnerOnly, signUpOwner } from '../../test/console';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Waivers through the API (issue 29, item 5): the owner publishes versions, a booking of
 * the service for a pet that has not accepted the current one is refused unless it
 * carries the acceptance, which is stored with the appointment and shown to staff.
 */

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
  owner = (await signUpOwner(t)).client;
});
afterAll(async () => t.close());

const FRIDAY = '2027-03-12';
const waiverUrl = (serviceId = 'test-grooming') => `/api/console/services/${serviceId}/waiver`;

const english1 = 'Grooming may reveal skin problems.\n\nWe stop if your pet is distressed.';
const french1 = 'Le toilettage peut révéler des problèmes de peau.\n\nNous arrêtons si votre animal est stressé.';

async function publish(textEn: string, textFr: string, serviceId = 'test-grooming'): Promise<ServiceWaiver> {
  const response = await owner.request('PUT', waiverUrl(serviceId), { textEn, textFr });
  expect(response.statusCode, response.body).toBe(200);
  return serviceWaiverSchema.parse(response.json());
}

async function customerWithPet(petName = 'Biscuit'): Promise<{ client: ApiClient; pet: Pet }> {
  const client = new ApiClient(t.app);
  await client.signUp(newUser('Morgan Lee'));
  const response = await client.post('/api/pets', { name: petName, type: 'Dog', age: '2 years', breed: 'Beagle' });
  expect(response.statusCode).toBe(201);
  return { client, pet: petSchema.parse(response.json()) };
}

let slot = 0;
const times = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM'];
/** A booking of its own free time (the seeded schedule takes one visit at a time). */
const bookingFor = (pet: Pet, overrides: Partial<BookAppointmentBody> = {}) =>
  booking({ petId: pet.id, petName: pet.name, date: slot < times.length ? FRIDAY : '2027-03-15', time: times[slot++ % times.length]!, ...overrides });

const quoteOf = async (client: ApiClient, petId: string, language = 'en-CA') => {
  const response = await client.get(`/api/booking-quote?serviceId=test-grooming&petId=${petId}`, { 'accept-language': language });
  expect(response.statusCode).toBe(200);
  return bookingQuoteSchema.parse(response.json());
};

const current = async () => serviceWaiverSchema.parse((await owner.get(waiverUrl())).json()).versions[0];

describe("the owner's waiver routes", () => {
  it('are for owners only: 401 signed out, 403 for a customer and a provider, on reading and on publishing', async () => {
    const state = async () => (await owner.get(waiverUrl())).json();
    await expectOwnerOnly(t, owner, (client) => client.get(waiverUrl()), 200, state);
    await expectOwnerOnly(t, owner, (client) => client.request('PUT', waiverUrl(), { textEn: 'Signed by whom?', textFr: 'Signé par qui?' }), 200, state);
  });

  it('publish a new version on each change, keep the old ones read-only, and record each in the audit log', async () => {
    const before = (await current())?.version ?? 0;
    const first = await publish(english1, french1);
    expect(first.versions[0]).toMatchObject({ version: before + 1, textEn: english1, textFr: french1 });
    expect((await publish(english1, french1)).versions[0]?.version).toBe(before + 1);

    const second = await publish(`${english1} Updated.`, `${french1} Mis à jour.`);
    expect(second.versions.map((version) => version.version).slice(0, 2)).toEqual([before + 2, before + 1]);
    expect(second.versions[1]).toMatchObject({ textEn: english1 });

    const log = (await owner.get('/api/console/audit?limit=5')).json() as AuditPage;
    expect(log.events[0]).toMatchObject({ action: 'service.waiverPublished', subject: 'service:test-grooming', details: { version: before + 2 } });
  });

  it('refuse one language without the other, text past the limit and an unknown service', async () => {
    const oneLanguage = await owner.request('PUT', waiverUrl(), { textEn: 'Only English', textFr: '' });
    expect(oneLanguage.statusCode).toBe(422);
    expect(oneLanguage.json()).toMatchObject({ error: { fields: { textFr: english('errors.waivers.bothLanguages') } } });
    expect((await owner.request('PUT', waiverUrl(), { textEn: 'x'.repeat(10_001), textFr: 'y' })).statusCode).toBe(422);
    expect((await owner.request('PUT', waiverUrl('no-such-service'), { textEn: 'a', textFr: 'b' })).statusCode).toBe(404);
    expect((await owner.get(waiverUrl('no-such-service'))).statusCode).toBe(404);
  });
});

describe('booking a service with a waiver', () => {
  it('refuses a pet without an acceptance (422, in the reader’s language, nothing written), then books with one and never asks again', async () => {
    const { version } = (await publish(english1, french1)).versions[0]!;
    const { client, pet } = await customerWithPet();

    expect(await quoteOf(client, pet.id, 'fr-CA')).toMatchObject({ waiver: { version, text: french1 } });

    const refused = await client.post('/api/appointments', bookingFor(pet), { 'accept-language': 'fr-CA' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: 'WAIVER_REQUIRED', message: expect.stringContaining('décharge') } });
    expect(((await client.get('/api/appointments?limit=10')).json() as { appointments: unknown[] }).appointments).toHaveLength(0);

    const unticked = await client.post('/api/appointments', bookingFor(pet, { waiver: { version, fullName: 'Morgan Lee', accepted: false as true } }));
    expect(unticked.statusCode).toBe(422);
    const blankName = await client.post('/api/appointments', bookingFor(pet, { waiver: { version, fullName: '   ', accepted: true } }));
    expect(blankName.statusCode).toBe(422);
    expect((await client.post('/api/appointments', bookingFor(pet, { waiver: { version, fullName: 'M'.repeat(121), accepted: true } }))).statusCode).toBe(422);

    const accepted = await client.post('/api/appointments', bookingFor(pet, { waiver: { version, fullName: '  Morgan Lee  ', accepted: true } }));
    expect(accepted.statusCode, accepted.body).toBe(201);
    const visit = appointmentSchema.parse(accepted.json());
    expect((await quoteOf(client, pet.id)).waiver).toBeUndefined();

    const again = await client.post('/api/appointments', bookingFor(pet));
    expect(again.statusCode, again.body).toBe(201);
    const second = appointmentSchema.parse(again.json());

    // Staff see the acceptance on both visits: the one it came with, and the later one it covers.
    const book = appointmentBookSchema.parse((await owner.get(`/api/console/appointments?from=${FRIDAY}&to=2027-03-15`)).json());
    for (const id of [visit.id, second.id]) {
      expect(book.appointments.find((appointment) => appointment.id === id)?.waiver).toMatchObject({ version, fullName: 'Morgan Lee' });
    }
  });

  it('asks again after a new version, and refuses an acceptance of the version before it', async () => {
    const { version: old } = (await publish(english1, french1)).versions[0]!;
    const { client, pet } = await customerWithPet();
    expect((await client.post('/api/appointments', bookingFor(pet, { waiver: { version: old, fullName: 'Morgan Lee', accepted: true } }))).statusCode).toBe(201);

    const { version: next } = (await publish('A new waiver.', 'Une nouvelle décharge.')).versions[0]!;
    expect(await quoteOf(client, pet.id)).toMatchObject({ waiver: { version: next, text: 'A new waiver.' } });
    expect((await client.post('/api/appointments', bookingFor(pet))).statusCode).toBe(422);

    const stale = await client.post('/api/appointments', bookingFor(pet, { waiver: { version: old, fullName: 'Morgan Lee', accepted: true } }));
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({ error: { code: 'WAIVER_CHANGED', message: 'The waiver has changed; please read it again.' } });

    expect((await client.post('/api/appointments', bookingFor(pet, { waiver: { version: next, fullName: 'Morgan Lee', accepted: true } }))).statusCode).toBe(201);
  });

  it("asks for each pet: one pet's acceptance does not cover the other", async () => {
    const { version } = (await publish('Pets are pets.', 'Les animaux sont des animaux.')).versions[0]!;
    const { client, pet: first } = await customerWithPet('Biscuit');
    const second = petSchema.parse((await client.post('/api/pets', { name: 'Pepper', type: 'Dog', age: '5 years' })).json());
    expect((await client.post('/api/appointments', bookingFor(first, { waiver: { version, fullName: 'Morgan Lee', accepted: true } }))).statusCode).toBe(201);

    expect((await quoteOf(client, second.id)).waiver).toMatchObject({ version });
    expect((await client.post('/api/appointments', bookingFor(second))).statusCode).toBe(422);
  });

  it('stores one acceptance for one booking sent twice at once under the same key', async () => {
    const { version } = (await publish('Twice?', 'Deux fois?')).versions[0]!;
    const { client, pet } = await customerWithPet();
    const body = bookingFor(pet, { waiver: { version, fullName: 'Morgan Lee', accepted: true } });
    const [a, b] = await Promise.all([client.post('/api/appointments', body), client.post('/api/appointments', body)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    const rows = await t.database.db.query.waiverAcceptances.findMany({ where: (acceptance, { eq }) => eq(acceptance.petId, pet.id) });
    expect(rows).toHaveLength(1);
  });

  it('asks nothing once the owner empties the waiver, and a typed-in pet is asked every time while there is one', async () => {
    const { version } = (await publish('Typed in.', 'Tapé.')).versions[0]!;
    const client = new ApiClient(t.app);
    await client.signUp(newUser('Jo Typed'));
    const typedIn = () => booking({ date: '2027-03-15', time: times[slot++ % times.length]! });
    expect((await client.post('/api/appointments', typedIn())).statusCode).toBe(422);
    expect((await client.post('/api/appointments', { ...typedIn(), waiver: { version, fullName: 'Jo Typed', accepted: true } })).statusCode).toBe(201);
    expect((await client.post('/api/appointments', typedIn())).statusCode).toBe(422);

    await publish('', '');
    expect((await client.post('/api/appointments', typedIn())).statusCode).toBe(201);
  });

  it('leaves the quote and the booking routes to signed-in customers: 401 signed out', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await anonymous.get('/api/booking-quote?serviceId=test-grooming')).statusCode).toBe(401);
    expect((await anonymous.post('/api/appointments', booking())).statusCode).toBe(401);
  });
});
