import { describe, expect, it } from 'vitest';
import {
  appointmentListResponseSchema,
  appointmentPageSchema,
  appointmentSchema,
  availabilityResponseSchema,
  bookingMessages,
  serviceCatalogResponseSchema,
  type Appointment,
} from '@shared/contracts/booking';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { mailTo } from '../../test/mail-catcher';
import { describeOwnershipMatrix } from '../../test/ownership-matrix';
import { booking, PINNED_NOW } from '../../test/booking';
import { english } from '@shared/test/english';

let clock = PINNED_NOW;
const t = useTestAppWithMail({ now: () => clock });
const signedIn = t.signUpCustomer;

const availability = async (client: ApiClient, date: string) =>
  availabilityResponseSchema.parse((await client.get(`/api/availability?serviceId=test-grooming&date=${date}`)).json());

describe('services', () => {
  it('lists the four categories and daycare: grooming, veterinary, training and daycare with their demo services, specialty coming soon', async () => {
    const { categories } = serviceCatalogResponseSchema.parse((await new ApiClient(t.app).get('/api/services')).json());
    expect(categories.map((c) => [c.id, c.services.map((service) => service.id)])).toEqual([
      ['grooming', ['full-groom', 'test-grooming']],
      ['veterinary', ['wellness-exam']],
      ['training', ['puppy-manners']],
      ['specialty', []],
      ['daycare', ['doggy-daycare']],
    ]);
    expect(categories[0]!.services[1]).toMatchObject({
      name: 'Test Grooming Service',
      duration: '30 minutes',
      petTypes: ['Dog'],
      priceCents: 2500,
      // D28: the spec's service asks no vaccine and costs the same for every pet.
      requiredVaccines: [],
      variesBy: { size: false, coat: false },
    });
  });
});

describe('availability', () => {
  it("gives the day's 16 slots from 9:00 AM to 4:30 PM in Toronto time", async () => {
    const day = await availability(new ApiClient(t.app), '2027-03-12');
    expect(day.timeZone).toBe('America/Toronto');
    expect(day.slots).toHaveLength(16);
    expect(day.slots[0]).toEqual({ time: '9:00 AM', startsAt: '2027-03-12T14:00:00.000Z', available: true });
    expect(day.slots.at(-1)?.time).toBe('4:30 PM');
  });

  it('is right on both 2027 daylight-saving change days', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    try {
      const spring = await availability(new ApiClient(t.app), '2027-03-14');
      expect(spring.slots[0]).toMatchObject({ time: '9:00 AM', startsAt: '2027-03-14T13:00:00.000Z' });
      clock = new Date('2027-11-01T12:00:00Z');
      const fall = await availability(new ApiClient(t.app), '2027-11-07');
      expect(fall.slots[0]).toMatchObject({ time: '9:00 AM', startsAt: '2027-11-07T14:00:00.000Z' });
      expect(fall.slots.every((slot) => slot.available)).toBe(true);
    } finally {
      clock = PINNED_NOW;
    }
  });

  it("makes today's past times, and those within the 2 hours' default notice (issue 14), unavailable", async () => {
    clock = new Date('2027-03-10T15:10:00Z'); // 10:10 AM in Toronto
    try {
      const today = await availability(new ApiClient(t.app), '2027-03-10');
      const tooSoon = ['10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM'];
      expect(today.slots.filter((s) => !s.available).map((s) => s.time)).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', ...tooSoon]);
    } finally {
      clock = PINNED_NOW;
    }
  });

  it('refuses past dates and dates beyond the horizon', async () => {
    const client = new ApiClient(t.app);
    const past = await client.get('/api/availability?serviceId=test-grooming&date=2027-03-09');
    expect(past.statusCode).toBe(422);
    expect(past.json().error.message).toBe(english(bookingMessages.pastDate));
    const far = await client.get('/api/availability?serviceId=test-grooming&date=2027-06-09');
    expect(far.statusCode).toBe(422);
    expect((await client.get('/api/availability?serviceId=test-grooming&date=2027-06-08')).statusCode).toBe(200);
    expect((await client.get('/api/availability?serviceId=nope&date=2027-03-12')).statusCode).toBe(404);
    expect((await client.get('/api/availability?serviceId=test-grooming&date=2027-02-30')).statusCode).toBe(422);
  });
});

describe('booking', () => {
  it('confirms with a snapshot of the service and the assigned provider, and takes the slot', async () => {
    const { client } = await signedIn();
    const response = await client.post('/api/appointments', booking({ date: '2027-03-15', time: '11:30 AM' }));
    expect(response.statusCode).toBe(201);
    const appointment = appointmentSchema.parse(response.json());
    expect(appointment).toMatchObject({
      status: 'Confirmed',
      date: '2027-03-15',
      time: '11:30 AM',
      priceCents: 2500,
      petName: 'Biscuit',
      petType: 'Dog',
      petAge: '2 years',
      petBreed: 'Beagle',
      providerName: 'Pet Haven Care Team',
      service: { name: 'Test Grooming Service', duration: '30 minutes' },
      updatedAt: null,
    });
    const day = await availability(client, '2027-03-15');
    expect(day.slots.find((s) => s.time === '11:30 AM')?.available).toBe(false);
    expect(day.slots.filter((s) => !s.available)).toHaveLength(1);
  });

  it('books once when the same confirm is sent twice', async () => {
    const { client } = await signedIn();
    const body = booking({ date: '2027-03-16', time: '9:00 AM' });
    const [first, second] = await Promise.all([client.post('/api/appointments', body), client.post('/api/appointments', body)]);
    // The same answer to both: the second is a repeat of the first, not a new booking.
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().id).toBe(second.json().id);
    const list = appointmentListResponseSchema.parse((await client.get('/api/appointments')).json());
    expect(list.appointments).toHaveLength(1);
  });

  it('refuses a service that does not suit the pet type', async () => {
    const { client } = await signedIn();
    const response = await client.post('/api/appointments', booking({ petType: 'Cat' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('The selected service is not available for Cat.');
  });

  it('refuses a time already taken, a past time and a time not on the grid', async () => {
    const { client } = await signedIn();
    expect((await client.post('/api/appointments', booking({ date: '2027-03-17', time: '2:00 PM' }))).statusCode).toBe(201);
    const taken = await (await signedIn('Noor Haddad')).client.post('/api/appointments', booking({ date: '2027-03-17', time: '2:00 PM' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(english(bookingMessages.slotTaken));

    const past = await client.post('/api/appointments', booking({ date: '2027-03-10', time: '9:00 AM' }));
    expect(past.statusCode).toBe(422);
    const offGrid = await client.post('/api/appointments', booking({ time: '9:15 AM' }));
    expect(offGrid.statusCode).toBe(422);
  });

  it('requires service, pet type, name, age, date and time', async () => {
    const { client } = await signedIn();
    for (const missing of ['serviceId', 'petType', 'petName', 'petAge', 'date', 'time'] as const) {
      const body: Record<string, unknown> = booking();
      delete body[missing];
      const response = await client.post('/api/appointments', body);
      expect(response.statusCode, missing).toBe(422);
      expect(response.json().error.fields, missing).toHaveProperty(missing);
    }
  });

  it('emails a confirmation with a valid calendar file', async () => {
    const { client, user } = await signedIn('Priya Shah');
    await client.post('/api/appointments', booking({ date: '2027-03-18', time: '3:30 PM' }));
    const message = await t.mail.waitFor(mailTo(user.email, /confirmed/i));
    const ics = message.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString();
    expect(ics).toBeDefined();
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(/UID:[0-9a-f-]{36}@/);
    expect(ics).toContain('DTSTART;TZID=America/Toronto:20270318T153000');
    expect(ics).toContain('DTEND;TZID=America/Toronto:20270318T160000');
    expect(ics).toContain('SUMMARY:Test Grooming Service for Biscuit at Pet Haven');
    expect(ics).toContain('LOCATION:Pet Haven\\, 128 James Street North\\, Hamilton\\, Ontario\\, Canada');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(message.text).toContain('3:30 PM');
  });
});

describe('my appointments', () => {
  it('lists upcoming first (soonest first), then past on request (issue 15: a page at a time)', async () => {
    const { client } = await signedIn();
    await client.post('/api/appointments', booking({ date: '2027-03-20', time: '9:00 AM' }));
    await client.post('/api/appointments', booking({ date: '2027-03-19', time: '9:00 AM' }));
    clock = new Date('2027-03-19T20:00:00Z'); // after the 19th's visit
    try {
      const upcoming = appointmentPageSchema.parse((await client.get('/api/appointments')).json());
      expect(upcoming.appointments.map((a) => a.date)).toEqual(['2027-03-20']);
      expect(upcoming.nextIsOlder).toBe(true);
      const older = appointmentPageSchema.parse((await client.get(`/api/appointments?cursor=${upcoming.nextCursor}`)).json());
      expect(older.appointments.map((a) => a.date)).toEqual(['2027-03-19']);
      expect(older.nextCursor).toBeNull();
    } finally {
      clock = PINNED_NOW;
    }
  });

  it('reschedules a Confirmed appointment, keeps it Confirmed and emails an updated calendar entry', async () => {
    const { client, user } = await signedIn('Mateo Ruiz');
    const booked = appointmentSchema.parse((await client.post('/api/appointments', booking({ date: '2027-03-22', time: '9:00 AM' }))).json());
    const response = await client.request('PATCH', `/api/appointments/${booked.id}`, { date: '2027-03-23', time: '1:00 PM' });
    expect(response.statusCode).toBe(200);
    const moved = appointmentSchema.parse(response.json());
    expect(moved).toMatchObject({ id: booked.id, date: '2027-03-23', time: '1:00 PM', status: 'Confirmed' });
    expect(moved.updatedAt).not.toBeNull();
    expect((await availability(client, '2027-03-22')).slots[0]?.available).toBe(true);

    const message = await t.mail.waitFor(mailTo(user.email, /new time/i));
    const ics = message.attachments[0]?.content.toString() ?? '';
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART;TZID=America/Toronto:20270323T130000');
  });

  it('refuses a reschedule without both date and time, into the past, or into a taken slot', async () => {
    const { client } = await signedIn();
    const booked: Appointment = (await client.post('/api/appointments', booking({ date: '2027-03-24', time: '9:00 AM' }))).json();
    await (await signedIn('Other')).client.post('/api/appointments', booking({ date: '2027-03-24', time: '10:00 AM' }));

    const noTime = await client.request('PATCH', `/api/appointments/${booked.id}`, { date: '2027-03-25' });
    expect(noTime.statusCode).toBe(422);
    expect(noTime.json().error.fields.time).toBe('Please select both a date and time.');
    const past = await client.request('PATCH', `/api/appointments/${booked.id}`, { date: '2027-03-01', time: '9:00 AM' });
    expect(past.statusCode).toBe(422);
    const taken = await client.request('PATCH', `/api/appointments/${booked.id}`, { date: '2027-03-24', time: '10:00 AM' });
    expect(taken.statusCode).toBe(409);

    const unchanged = appointmentListResponseSchema.parse((await client.get('/api/appointments')).json()).appointments[0];
    expect(unchanged).toMatchObject({ date: '2027-03-24', time: '9:00 AM', updatedAt: null });
  });

  it('cancels, frees the slot, emails a cancellation, and then allows only Delete', async () => {
    const { client, user } = await signedIn('Hana Kim');
    const booked: Appointment = (await client.post('/api/appointments', booking({ date: '2027-03-26', time: '9:00 AM' }))).json();
    expect((await client.request('DELETE', `/api/appointments/${booked.id}`)).statusCode).toBe(409);

    const cancelled = await client.post(`/api/appointments/${booked.id}/cancel`);
    expect(cancelled.json().status).toBe('Cancelled');
    expect((await availability(client, '2027-03-26')).slots[0]?.available).toBe(true);
    const message = await t.mail.waitFor(mailTo(user.email, /cancelled/i));
    expect(message.attachments[0]?.content.toString()).toContain('METHOD:CANCEL');

    expect((await client.post(`/api/appointments/${booked.id}/cancel`)).statusCode).toBe(409);
    expect((await client.request('PATCH', `/api/appointments/${booked.id}`, { date: '2027-03-27', time: '9:00 AM' })).statusCode).toBe(409);
    expect((await client.request('DELETE', `/api/appointments/${booked.id}`)).statusCode).toBe(204);
    expect(appointmentListResponseSchema.parse((await client.get('/api/appointments')).json()).appointments).toEqual([]);
  });

  it('is only for signed-in users', async () => {
    expect((await new ApiClient(t.app).get('/api/appointments')).statusCode).toBe(401);
    expect((await new ApiClient(t.app).post('/api/appointments', booking())).statusCode).toBe(401);
  });
});

let nextDay = 1;
describeOwnershipMatrix<Appointment>({
  subject: 'an appointment',
  app: () => t,
  create: async (owner) => {
    // Each matrix case books its own slot in April.
    const day = String(nextDay++ % 28 + 1).padStart(2, '0');
    const response = await owner.post('/api/appointments', booking({ date: `2027-04-${day}`, time: '4:00 PM' }));
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json();
  },
  snapshot: async (owner) => (await owner.get('/api/appointments')).json(),
  routes: [
    { method: 'PATCH', url: (a) => `/api/appointments/${a.id}`, body: (a) => ({ date: a.date, time: '4:30 PM' }), ownerStatus: 200 },
    { method: 'POST', url: (a) => `/api/appointments/${a.id}/cancel`, ownerStatus: 200 },
    { method: 'DELETE', url: (a) => `/api/appointments/${a.id}`, ownerStatus: 409 },
  ],
});
