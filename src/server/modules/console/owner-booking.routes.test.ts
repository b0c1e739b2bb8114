import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointmentBookSchema } from '@shared/contracts/appointment-book';
import { availabilityResponseSchema, type Appointment } from '@shared/contracts/booking';
import { seriesPreviewSchema } from '@shared/contracts/booking-series';
import type { AuditPage } from '@shared/contracts/owner';
import { ownerBookingSchema, type OwnerBookingBody } from '@shared/contracts/owner-booking';
import type { Pet } from '@shared/contracts/pets';
import { appointments, services } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { addProvider, booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { mailTo } from '../../test/mail-catcher';

/**
 * The owner books for a customer from the appointment book (issue 29 item 1, ADR 0052):
 * free times of the customer's pet, one visit or a previewed repeat with a clash resolved,
 * all or none, by booking's rules (the pet's vaccines, the service's pet types), confirmed
 * without a deposit or a waiver, audited, the customer mailed once.
 */

const t = useTestAppWithMail({ now: () => PINNED_NOW });
let owner: ApiClient;
let customer: ApiClient;
let customerId: string;
let customerEmail: string;
let biscuit: Pet;
let secondProvider: number;

beforeAll(async () => {
  owner = (await signUpOwner(t)).client;
  const jordan = await t.signUpCustomer('Jordan Customer');
  customer = jordan.client;
  customerEmail = jordan.user.email;
  // Found as the owner finds them, by the console's customer search.
  const found = (await owner.get(`/api/console/customers?q=${encodeURIComponent(customerEmail)}`)).json() as { customers: Array<{ id: string }> };
  customerId = found.customers[0]!.id;
  biscuit = await addPet(customer, { name: 'Biscuit', type: 'Dog', age: '2 years', breed: 'Beagle' });
  secondProvider = await addProvider(t.database.db, 'Sam Second');
});

async function addPet(client: ApiClient, body: Record<string, unknown>): Promise<Pet> {
  const response = await client.post('/api/pets', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Pet;
}

const subject = (overrides: Partial<OwnerBookingBody> = {}) => ({ customerId, petId: biscuit.id, serviceId: 'test-grooming', ...overrides });
const bookingBody = (overrides: Partial<OwnerBookingBody> = {}): OwnerBookingBody => ({
  ...subject(),
  date: '2027-03-16',
  time: '10:00 AM',
  idempotencyKey: randomUUID(),
  ...overrides,
});
const freeTimes = async (query: string) => {
  const response = await owner.get(`/api/console/bookings/free-times?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return availabilityResponseSchema.parse(response.json()).slots.map((slot) => slot.time);
};
const ownerBooks = async (body: OwnerBookingBody) => {
  const response = await owner.post('/api/console/bookings', body);
  expect(response.statusCode, response.body).toBe(201);
  return ownerBookingSchema.parse(response.json());
};
const customerBooks = async (date: string, time: string) => {
  const response = await customer.post('/api/appointments', booking({ date, time, petName: 'In The Way' }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Appointment;
};
const errorOf = (response: { statusCode: number; json: () => unknown }) => {
  const { error } = response.json() as { error: { code: string; message: string } };
  return [response.statusCode, error.code];
};
const bookOf = async (date: string) => appointmentBookSchema.parse((await owner.get(`/api/console/appointments?from=${date}&to=${date}`)).json());
const audits = async () => ((await owner.get('/api/console/audit')).json() as AuditPage).events;
const count = async () => (await t.database.db.select({ id: appointments.id }).from(appointments)).length;

describe('who may book for a customer', () => {
  it('is the owner alone: signed out 401, a customer 403, and nothing is written', async () => {
    const before = await count();
    const guest = t.app.inject({ method: 'POST', url: '/api/console/bookings', payload: bookingBody() });
    expect((await guest).statusCode).toBe(401);
    expect((await customer.post('/api/console/bookings', bookingBody())).statusCode).toBe(403);
    expect((await customer.post('/api/console/bookings/preview', { ...subject(), date: '2027-03-16', time: '10:00 AM', repeat: { everyWeeks: 6, count: 3 } })).statusCode).toBe(403);
    expect((await customer.get(`/api/console/bookings/free-times?customerId=${customerId}&petId=${biscuit.id}&serviceId=test-grooming&date=2027-03-16`)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it("finds no pet of another customer's and no unknown customer (404)", async () => {
    const other = await t.signUpCustomer('Other Customer');
    const theirPet = await addPet(other.client, { name: 'Not Yours', type: 'Dog', age: '1 year', breed: 'Pug' });
    expect((await owner.post('/api/console/bookings', bookingBody({ petId: theirPet.id }))).statusCode).toBe(404);
    expect((await owner.post('/api/console/bookings', bookingBody({ customerId: 'nobody-at-all' }))).statusCode).toBe(404);
  });
});

describe('one visit', () => {
  it('offers the free times of the pet, by provider or whoever is free, and books one Confirmed, audited, the customer mailed', async () => {
    await customerBooks('2027-03-17', '11:00 AM');
    await customerBooks('2027-03-17', '11:00 AM');
    // Both providers are taken at 11:00; one of them alone has other times free.
    expect(await freeTimes(`customerId=${customerId}&petId=${biscuit.id}&serviceId=test-grooming&date=2027-03-17`)).not.toContain('11:00 AM');
    expect(await freeTimes(`customerId=${customerId}&petId=${biscuit.id}&serviceId=test-grooming&date=2027-03-17`)).toContain('10:30 AM');

    const body = bookingBody({ date: '2027-03-17', time: '1:00 PM', providerId: secondProvider, specialInstructions: 'Booked on the phone' });
    const booked = await ownerBooks(body);
    expect(booked.seriesId).toBeNull();
    expect(booked.appointments).toHaveLength(1);
    const [visit] = booked.appointments;
    expect(visit).toMatchObject({ status: 'Confirmed', petId: biscuit.id, petName: 'Biscuit', time: '1:00 PM', providerName: 'Sam Second' });
    // A retry of the same request is the same visit; the same key for another time is refused.
    expect((await ownerBooks(body)).appointments[0]!.id).toBe(visit!.id);
    expect((await owner.post('/api/console/bookings', { ...body, time: '2:00 PM' })).statusCode).toBe(422);

    const message = await t.mail.waitFor((m) => mailTo(customerEmail, /confirmed/i)(m) && (m.text ?? '').includes('Pet: Biscuit'));
    expect(message.text).toContain('Booked on the phone');
    expect((await audits())[0]).toMatchObject({ action: 'appointment.booked', subject: `appointment:${visit!.id}`, details: { petName: 'Biscuit', time: '1:00 PM', customer: customerEmail } });
    expect((await bookOf('2027-03-17')).appointments.find((a) => a.id === visit!.id)).toMatchObject({ status: 'Confirmed', customer: { email: customerEmail } });

    // The time is now the second provider's: asking them again is a 409 in words.
    expect(errorOf(await owner.post('/api/console/bookings', bookingBody({ date: '2027-03-17', time: '1:00 PM', providerId: secondProvider })))).toEqual([409, 'SLOT_TAKEN']);
  });

  it("keeps booking's rules: the service must suit the pet, the vaccines must cover the date, and a past date is refused", async () => {
    const whiskers = await addPet(customer, { name: 'Whiskers', type: 'Cat', age: '5 years', breed: 'Tabby' });
    expect(errorOf(await owner.post('/api/console/bookings', bookingBody({ petId: whiskers.id })))).toEqual([422, 'SERVICE_NOT_FOR_PET_TYPE']);

    const rex = await addPet(customer, { name: 'Rex', type: 'Dog', age: '3 years', breed: 'Boxer' });
    await customer.post(`/api/pets/${rex.id}/vaccinations`, { vaccine: 'dhpp', givenOn: '2026-06-01', expiresOn: '2028-06-01' });
    const refused = await owner.post('/api/console/bookings', bookingBody({ petId: rex.id, serviceId: 'doggy-daycare', date: '2027-03-18', time: '9:00 AM' }));
    expect(errorOf(refused)).toEqual([422, 'VACCINATIONS_NEEDED']);
    expect(errorOf(await owner.post('/api/console/bookings', bookingBody({ date: '2027-03-09' })))).toEqual([422, 'DATE_NOT_BOOKABLE']);
  });

  it('confirms a service that asks a deposit without holding one, and one with a waiver without its acceptance', async () => {
    await t.database.db.update(services).set({ depositKind: 'fixed', depositValue: 1000 }).where(eq(services.id, 'puppy-manners'));
    const published = await owner.request('PUT', '/api/console/services/puppy-manners/waiver', { textEn: 'I accept the risks.', textFr: "J'accepte les risques." });
    expect(published.statusCode, published.body).toBe(200);

    const { appointments: [visit] } = await ownerBooks(bookingBody({ serviceId: 'puppy-manners', date: '2027-03-19', time: '9:00 AM' }));
    expect(visit).toMatchObject({ status: 'Confirmed' });
    expect(visit!.deposit).toBeUndefined();
    const inBook = (await bookOf('2027-03-19')).appointments.find((a) => a.id === visit!.id);
    expect(inBook).toMatchObject({ status: 'Confirmed' });
    expect(inBook!.deposit).toBeUndefined();
    // Staff read on the visit that no waiver is accepted yet.
    expect(inBook!.waiver).toBeUndefined();
    await t.database.db.update(services).set({ depositKind: 'none', depositValue: 0 }).where(eq(services.id, 'puppy-manners'));
  });
});

describe('a repeat', () => {
  const first = { date: '2027-03-22', time: '10:00 AM' };
  const sixWeekly = { everyWeeks: 6, count: 3 };

  it('previews every visit with a clash offered nearby, books the series with the clash resolved in one go, and mails one confirmation', async () => {
    // Both providers are busy at 10:00 on the second visit's date.
    await customerBooks('2027-05-03', '10:00 AM');
    await customerBooks('2027-05-03', '10:00 AM');
    const previewResponse = await owner.post('/api/console/bookings/preview', { ...subject(), ...first, repeat: sixWeekly });
    expect(previewResponse.statusCode, previewResponse.body).toBe(200);
    const preview = seriesPreviewSchema.parse(previewResponse.json());
    expect(preview.visits.map((visit) => [visit.date, visit.available])).toEqual([
      ['2027-03-22', true],
      ['2027-05-03', false],
      ['2027-06-14', true],
    ]);
    const nearest = preview.visits[1]!.alternatives[0]!;
    expect(nearest).toMatchObject({ date: '2027-05-03' });
    expect(['9:30 AM', '10:30 AM']).toContain(nearest.time);

    // Settling on the taken time is refused whole: nothing is written.
    const before = await count();
    const clash = await owner.post('/api/console/bookings', bookingBody({ ...first, repeat: sixWeekly, visits: preview.visits.map(({ date, time }) => ({ date, time })) }));
    expect(errorOf(clash)).toEqual([409, 'SERIES_VISIT_TAKEN']);
    expect(await count()).toBe(before);

    const visits = [{ date: '2027-03-22', time: first.time }, { date: nearest.date, time: nearest.time }, { date: '2027-06-14', time: first.time }];
    const booked = await ownerBooks(bookingBody({ ...first, repeat: sixWeekly, visits }));
    expect(booked.seriesId).not.toBeNull();
    expect(booked.appointments.map((a) => [a.date, a.time, a.status])).toEqual([
      ['2027-03-22', '10:00 AM', 'Confirmed'],
      ['2027-05-03', nearest.time, 'Confirmed'],
      ['2027-06-14', '10:00 AM', 'Confirmed'],
    ]);
    const rows = await t.database.db.select().from(appointments).where(eq(appointments.seriesId, booked.seriesId!));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set([customerId]));

    const message = await t.mail.waitFor((m) => mailTo(customerEmail)(m) && (m.text ?? '').includes('June 14, 2027'));
    expect(message.text).toContain('May 3, 2027');
    expect((await audits()).filter((event) => event.action === 'appointment.booked' && event.details.series === booked.seriesId)).toHaveLength(3);
    expect((await bookOf('2027-05-03')).appointments.some((a) => a.seriesId === booked.seriesId)).toBe(true);
  });

  it('refuses visits that are not the rule\'s dates, and a rule out of range, in words', async () => {
    const moved = await owner.post('/api/console/bookings', bookingBody({ ...first, repeat: sixWeekly, visits: [first, first, first] }));
    expect(errorOf(moved)).toEqual([422, 'SERIES_VISITS_CHANGED']);
    const tooOften = await owner.post('/api/console/bookings/preview', { ...subject(), ...first, repeat: { everyWeeks: 13, count: 3 } });
    expect(tooOften.statusCode).toBe(422);
    expect(Object.keys(tooOften.json().error.fields)).toEqual(['repeat.everyWeeks']);
  });
});

describe('the OpenAPI document', () => {
  it("lists the owner's booking routes with their methods", async () => {
    const { paths } = (await owner.get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/console/bookings/free-times'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/console/bookings/preview'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/console/bookings'] ?? {})).toEqual(['post']);
  });
});
