import { describe, expect, it } from 'vitest';
import {
  appointmentListResponseSchema,
  appointmentSchema,
  availabilityResponseSchema,
  bookingMessages,
  bookingQuoteSchema,
  type BookAppointmentBody,
} from '@shared/contracts/booking';
import { petListResponseSchema, petSchema, type Pet, type PetBody } from '@shared/contracts/pets';
import { english } from '@shared/test/english';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { booking, PINNED_NOW } from '../../test/booking';
import { mailTo } from '../../test/mail-catcher';

/**
 * Issue 14 items 2, 5 and 6 through the API: appointments belong to saved pets, the
 * demo Full Groom's duration and price follow the pet's size and coat (the slots fit
 * it), and daycare refuses a dog whose rabies or DHPP is missing or runs out first.
 */

const t = useTestAppWithMail({ now: () => PINNED_NOW });

const FRIDAY = '2027-03-12';

const signedIn = (name = 'Morgan Lee') => t.signUpCustomer(name);

const bruno: PetBody = { name: 'Bruno', type: 'Dog', age: '4 years', breed: 'Bernese Mountain Dog', coat: 'double', weightKg: 52 };

async function addPet(client: ApiClient, body: PetBody = bruno): Promise<Pet> {
  const response = await client.post('/api/pets', body);
  expect(response.statusCode).toBe(201);
  return petSchema.parse(response.json());
}

async function addVaccination(client: ApiClient, petId: string, vaccine: string, givenOn: string, expiresOn: string) {
  const response = await client.post(`/api/pets/${petId}/vaccinations`, { vaccine, givenOn, expiresOn });
  expect(response.statusCode).toBe(201);
}

const availability = async (client: ApiClient, query: string) => {
  const response = await client.get(`/api/availability?${query}`);
  expect(response.statusCode).toBe(200);
  return availabilityResponseSchema.parse(response.json());
};

const quote = async (client: ApiClient, query: string) => {
  const response = await client.get(`/api/booking-quote?${query}`);
  expect(response.statusCode).toBe(200);
  return bookingQuoteSchema.parse(response.json());
};

const fullGroom = (overrides: Partial<BookAppointmentBody> = {}) =>
  booking({ serviceId: 'full-groom', petName: 'Bruno', petBreed: 'Bernese Mountain Dog', date: FRIDAY, ...overrides });

describe("a service's duration and price for the pet", () => {
  it('makes the Full Groom 120 minutes and $95 for a giant double-coated dog, and the slots fit that length', async () => {
    const { client } = await signedIn();
    const giant = await availability(client, `serviceId=full-groom&date=${FRIDAY}&size=giant&coat=double`);
    expect(giant.terms).toEqual({ durationMinutes: 120, duration: '120 minutes', priceCents: 9500 });
    // The demo schedule ends at 5:00 PM: the last two-hour visit starts at 3:00 PM.
    expect(giant.slots.at(-1)?.time).toBe('3:00 PM');
    expect(giant.slots).toHaveLength(13);

    const plain = await availability(client, `serviceId=full-groom&date=${FRIDAY}`);
    expect(plain.terms).toMatchObject({ durationMinutes: 60, priceCents: 5500 });
    expect(plain.slots.at(-1)?.time).toBe('4:00 PM');

    // The most specific row wins: a giant short-coated dog is the giant row, a medium double-coated one the coat row.
    expect((await availability(client, `serviceId=full-groom&date=${FRIDAY}&size=giant&coat=short`)).terms).toMatchObject({ durationMinutes: 105, priceCents: 8500 });
    expect((await availability(client, `serviceId=full-groom&date=${FRIDAY}&size=medium&coat=double`)).terms).toMatchObject({ durationMinutes: 75, priceCents: 6500 });
  });

  it("keeps the spec's grooming service 30 minutes and $25 for every pet, 16 slots a day (D28)", async () => {
    const day = await availability(new ApiClient(t.app), `serviceId=test-grooming&date=${FRIDAY}&size=giant&coat=double`);
    expect(day.terms).toEqual({ durationMinutes: 30, duration: '30 minutes', priceCents: 2500 });
    expect(day.slots).toHaveLength(16);
  });

  it("quotes a saved pet by its own size (from its weight) and coat, before any slot", async () => {
    const { client } = await signedIn();
    const pet = await addPet(client);
    expect(pet).toMatchObject({ size: 'giant', coat: 'double', weightKg: 52 });
    const answer = await quote(client, `serviceId=full-groom&petId=${pet.id}`);
    expect(answer).toMatchObject({ size: 'giant', coat: 'double', terms: { duration: '120 minutes', priceCents: 9500 }, needs: { size: false, coat: false } });
    // A pet typed in without a size is asked for one: the Full Groom depends on it.
    expect((await quote(client, 'serviceId=full-groom')).needs).toEqual({ size: true, coat: true });
    expect((await quote(client, 'serviceId=test-grooming')).needs).toEqual({ size: false, coat: false });
  });

  it('refuses a quote to a signed-out visitor', async () => {
    expect((await new ApiClient(t.app).get('/api/booking-quote?serviceId=full-groom')).statusCode).toBe(401);
  });
});

describe('booking for a saved pet', () => {
  it("links the appointment to the pet, with the pet's details and its own duration and price, and takes the whole two hours", async () => {
    const { client } = await signedIn();
    const pet = await addPet(client);
    const response = await client.post('/api/appointments', fullGroom({ petId: pet.id, time: '11:00 AM' }));
    expect(response.statusCode).toBe(201);
    const appointment = appointmentSchema.parse(response.json());
    expect(appointment).toMatchObject({
      petId: pet.id,
      petName: 'Bruno',
      petBreed: 'Bernese Mountain Dog',
      priceCents: 9500,
      service: { name: 'Full Groom', duration: '120 minutes' },
    });
    const day = await availability(client, `serviceId=full-groom&date=${FRIDAY}&size=giant&coat=double`);
    const taken = day.slots.filter((slot) => !slot.available).map((slot) => slot.time);
    // 9:30 to 10:30 would run into it; 11:00 to 12:30 are inside it.
    expect(taken).toEqual(['9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM']);
    const { appointments } = appointmentListResponseSchema.parse((await client.get('/api/appointments')).json());
    expect(appointments.map((a) => a.petId)).toEqual([pet.id]);
  });

  it("books a forged request at the server's price and duration, and refuses a start the pet's length does not fit", async () => {
    const { client } = await signedIn();
    const pet = await addPet(client);
    // The browser never sends a price; one slipped in is ignored, and so is a smaller size than the saved pet's.
    const forged = { ...fullGroom({ petId: pet.id, time: '9:00 AM', petSize: 'small', petCoat: 'short' }), priceCents: 100, durationMinutes: 30 };
    const booked = appointmentSchema.parse((await client.post('/api/appointments', forged)).json());
    expect(booked).toMatchObject({ priceCents: 9500, service: { duration: '120 minutes' } });

    // 4:00 PM fits an hour, not two: not a start this pet can book.
    const late = await client.post('/api/appointments', fullGroom({ petId: pet.id, time: '4:00 PM' }));
    expect(late.statusCode).toBe(422);
    expect(late.json().error.fields.time).toBe(english(bookingMessages.unlistedTime));
  });

  it("refuses another customer's pet, booking nothing", async () => {
    const { client: alice } = await signedIn('Alice');
    const { client: bob } = await signedIn('Bob');
    const pet = await addPet(alice);
    const response = await bob.post('/api/appointments', fullGroom({ petId: pet.id, time: '9:00 AM', date: '2027-03-13' }));
    expect(response.statusCode).toBe(404);
    expect(appointmentListResponseSchema.parse((await bob.get('/api/appointments')).json()).appointments).toEqual([]);
  });

  it('keeps the appointment readable, unlinked, once the pet is deleted', async () => {
    const { client } = await signedIn();
    const pet = await addPet(client);
    await client.post('/api/appointments', fullGroom({ petId: pet.id, time: '2:00 PM', date: '2027-03-15' }));
    expect((await client.request('DELETE', `/api/pets/${pet.id}`)).statusCode).toBe(204);
    const { appointments } = appointmentListResponseSchema.parse((await client.get('/api/appointments')).json());
    expect(appointments).toHaveLength(1);
    expect(appointments[0]).toMatchObject({ petId: null, petName: 'Bruno', petType: 'Dog', petBreed: 'Bernese Mountain Dog', priceCents: 9500 });
  });

  it('emails the pet, its size and coat, the duration and the price, in the mail and the calendar entry', async () => {
    const { client, user } = await signedIn('Priya Shah');
    const pet = await addPet(client);
    await client.post('/api/appointments', fullGroom({ petId: pet.id, time: '1:00 PM', date: '2027-03-16' }));
    const message = await t.mail.waitFor(mailTo(user.email, /confirmed/i));
    for (const line of ['Pet: Bruno (Dog)', 'Duration: 120 minutes', 'Size: Giant', 'Coat: Double', 'Price: $95']) expect(message.text).toContain(line);
    const ics = message.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString().replace(/\r\n /g, '');
    expect(ics).toContain('Duration: 120 minutes');
    expect(ics).toContain('DTEND;TZID=America/Toronto:20270316T150000');
  });
});

describe('a pet typed in at step 2', () => {
  it('needs its size and coat for a service that depends on them, and books by its weight', async () => {
    const { client } = await signedIn();
    const noSize = await client.post('/api/appointments', fullGroom({ time: '9:00 AM', date: '2027-03-17' }));
    expect(noSize.statusCode).toBe(422);
    expect(noSize.json().error).toMatchObject({ code: 'PET_SIZE_NEEDED', fields: { petSize: english(bookingMessages.petSizeNeeded) } });
    const noCoat = await client.post('/api/appointments', fullGroom({ time: '9:00 AM', date: '2027-03-17', petWeightKg: 50 }));
    expect(noCoat.json().error.code).toBe('PET_COAT_NEEDED');

    const booked = await client.post('/api/appointments', fullGroom({ time: '9:00 AM', date: '2027-03-17', petWeightKg: 50, petCoat: 'short' }));
    expect(booked.statusCode).toBe(201);
    expect(appointmentSchema.parse(booked.json())).toMatchObject({ petId: null, priceCents: 8500, service: { duration: '105 minutes' } });
    expect(petListResponseSchema.parse((await client.get('/api/pets')).json()).pets).toEqual([]);
  });

  it('is saved to the profile in the same step when asked, linked to the appointment, and not saved when the booking fails', async () => {
    const { client } = await signedIn();
    const body = fullGroom({ time: '10:00 AM', date: '2027-03-18', petWeightKg: 30, petCoat: 'long', savePet: true });
    const booked = appointmentSchema.parse((await client.post('/api/appointments', body)).json());
    const { pets } = petListResponseSchema.parse((await client.get('/api/pets')).json());
    expect(pets).toHaveLength(1);
    expect(pets[0]).toMatchObject({ name: 'Bruno', size: 'large', coat: 'long', weightKg: 30 });
    expect(booked.petId).toBe(pets[0]!.id);
    expect(booked).toMatchObject({ priceCents: 7500, service: { duration: '90 minutes' } });

    // The same time again: taken, so no second pet either.
    const { client: other } = await signedIn();
    const refused = await other.post('/api/appointments', { ...body, petName: 'Clover' });
    expect(refused.statusCode).toBe(409);
    expect(petListResponseSchema.parse((await other.get('/api/pets')).json()).pets).toEqual([]);
  });
});

describe('vaccinations a service requires', () => {
  const daycare = (overrides: Partial<BookAppointmentBody> = {}) =>
    booking({ serviceId: 'doggy-daycare', petName: 'Bruno', date: FRIDAY, time: '9:00 AM', ...overrides });

  it('names the missing ones before the slots and refuses the booking, even sent straight to the server', async () => {
    const { client } = await signedIn();
    const pet = await addPet(client);
    await addVaccination(client, pet.id, 'dhpp', '2026-06-01', '2027-06-01');
    const answer = await quote(client, `serviceId=doggy-daycare&petId=${pet.id}&date=${FRIDAY}`);
    expect(answer.requiredVaccines).toEqual(['rabies', 'dhpp']);
    expect(answer.vaccineProblems).toEqual([{ vaccine: 'rabies', problem: 'missing', expiresOn: null }]);

    const refused = await client.post('/api/appointments', daycare({ petId: pet.id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'VACCINATIONS_NEEDED', message: english(bookingMessages.vaccinationsNeeded('Bruno', 1)) });
    expect(appointmentListResponseSchema.parse((await client.get('/api/appointments')).json()).appointments).toEqual([]);

    // A pet typed in has no records at all.
    const typedIn = await client.post('/api/appointments', daycare());
    expect(typedIn.json().error.code).toBe('VACCINATIONS_NEEDED');
  });

  it('refuses a date after a vaccine runs out, and books the days it still covers', async () => {
    const { client } = await signedIn();
    const pet = await addPet(client);
    await addVaccination(client, pet.id, 'rabies', '2024-03-13', '2027-03-13');
    await addVaccination(client, pet.id, 'dhpp', '2026-06-01', '2027-06-01');
    const later = await quote(client, `serviceId=doggy-daycare&petId=${pet.id}&date=2027-03-14`);
    expect(later.vaccineProblems).toEqual([{ vaccine: 'rabies', problem: 'expires', expiresOn: '2027-03-13' }]);
    expect((await client.post('/api/appointments', daycare({ petId: pet.id, date: '2027-03-14' }))).statusCode).toBe(422);

    // The last day it covers is fine.
    const booked = await client.post('/api/appointments', daycare({ petId: pet.id, date: '2027-03-13', time: '10:00 AM' }));
    expect(booked.statusCode).toBe(201);
    // Moving it past the expiry is refused too.
    const moved = await client.request('PATCH', `/api/appointments/${appointmentSchema.parse(booked.json()).id}`, { date: '2027-03-20', time: '10:00 AM' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().error.code).toBe('VACCINATIONS_NEEDED');
  });

  it('books once every required vaccine is on record for the date, and says so in the confirmation', async () => {
    const { client, user } = await signedIn('Jordan Ray');
    const pet = await addPet(client);
    await addVaccination(client, pet.id, 'rabies', '2026-01-10', '2029-01-10');
    await addVaccination(client, pet.id, 'dhpp', '2026-06-01', '2027-06-01');
    const response = await client.post('/api/appointments', daycare({ petId: pet.id, date: '2027-03-19', time: '11:00 AM' }));
    expect(response.statusCode).toBe(201);
    expect(appointmentSchema.parse(response.json())).toMatchObject({ petId: pet.id, service: { duration: '240 minutes' }, priceCents: 3500 });
    const message = await t.mail.waitFor(mailTo(user.email, /confirmed/i));
    expect(message.text).toContain('Vaccinations: Rabies valid until January 10, 2029; DHPP valid until June 1, 2027');
  });

  it("never asks the spec's grooming service for a vaccine (D28)", async () => {
    const { client } = await signedIn();
    const pet = await addPet(client);
    expect((await quote(client, `serviceId=test-grooming&petId=${pet.id}`)).vaccineProblems).toEqual([]);
    expect((await client.post('/api/appointments', booking({ petId: pet.id, date: '2027-03-22', time: '9:00 AM' }))).statusCode).toBe(201);
  });
});
