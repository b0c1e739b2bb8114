import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { appointmentBookSchema, eligibleProvidersSchema, type ConsoleAppointment } from '@shared/contracts/appointment-book';
import { availabilityResponseSchema, type Appointment, type BookAppointmentBody } from '@shared/contracts/booking';
import type { AuditPage } from '@shared/contracts/owner';
import { providerAppointmentListResponseSchema } from '@shared/contracts/providers';
import { analyticsEvents, appointments } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { addProvider, booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { mailTo } from '../../test/mail-catcher';

/**
 * The owner's appointment book (issue 13 item 3): a week across providers with filters,
 * and the four actions, each with its refusals, its email and its audit entry; the
 * providers see reassignments in their own area, and two owners racing for one time
 * get one success and one clear 409.
 */

let clock = PINNED_NOW;
const t = useTestAppWithMail({ now: () => clock });
let owner: ApiClient;
let secondOwner: ApiClient;
let customer: ApiClient;
let customerEmail: string;
/** Fran holds the seeded schedule (every service, 9 to 5 daily); Sam a second one offering only the test grooming. */
let fran: { client: ApiClient; id: number; email: string };
let sam: { client: ApiClient; id: number; email: string };

async function providerAccount(name: string) {
  const { client, user } = await t.signUpProvider(name);
  const me = (await client.get('/api/provider/me')).json() as { providerId: number };
  return { client, id: me.providerId, email: user.email };
}

beforeAll(async () => {
  owner = (await signUpOwner(t)).client;
  secondOwner = (await signUpOwner(t, 'Dana Owner')).client;
  const jordan = await t.signUpCustomer('Jordan Customer');
  customer = jordan.client;
  customerEmail = jordan.user.email;
  fran = await providerAccount('Fran First');
  await addProvider(t.database.db, 'Unclaimed Second');
  sam = await providerAccount('Sam Second');
});

const book = async (overrides: Partial<BookAppointmentBody>) => {
  const response = await customer.post('/api/appointments', booking(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Appointment;
};
const bookOf = async (query: string) => {
  const response = await owner.get(`/api/console/appointments?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return appointmentBookSchema.parse(response.json());
};
const inBook = async (query: string, id: string) => (await bookOf(query)).appointments.find((a) => a.id === id);
const providerOf = async (id: string) => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.providerId;
const lastAudit = async () => ((await owner.get('/api/console/audit')).json() as AuditPage).events[0];
const mailFor = (subject: RegExp, text: string) =>
  t.mail.waitFor((m) => mailTo(customerEmail)(m) && subject.test(m.subject ?? '') && (m.text ?? '').includes(text));
const calendarOf = (message: ParsedMail) => message.attachments[0]!.content.toString();
const eventsOf = (name: string, appointmentId: string) =>
  t.database.db.select().from(analyticsEvents).where(and(eq(analyticsEvents.name, name), eq(analyticsEvents.appointmentId, appointmentId)));
const errorOf = (response: { statusCode: number; json: () => unknown }) => {
  const { error } = response.json() as { error: { code: string; message: string } };
  return [response.statusCode, error.code, error.message];
};
const everyDay = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));

describe('the appointment book', () => {
  it('lists a week across providers: who, which pet, which service, when, status and what may be done', async () => {
    const biscuit = await book({ date: '2027-03-15', time: '10:00 AM', petName: 'Biscuit' });
    const mochi = await book({ date: '2027-03-15', time: '10:00 AM', petName: 'Mochi' });
    const whiskers = await book({ serviceId: 'wellness-exam', petType: 'Cat', date: '2027-03-16', time: '9:00 AM', petName: 'Whiskers' });
    const sunday = await book({ date: '2027-03-21', time: '4:30 PM', petName: 'Late Lola' });
    const nextMonday = await book({ date: '2027-03-22', time: '9:00 AM', petName: 'Outside Otto' });

    const week = await bookOf('from=2027-03-15&to=2027-03-21');
    expect(week).toMatchObject({ from: '2027-03-15', to: '2027-03-21', timeZone: 'America/Toronto' });
    expect(week.appointments.map((a) => a.id)).toEqual([biscuit.id, mochi.id, whiskers.id, sunday.id]);
    expect(week.appointments.map((a) => a.id)).not.toContain(nextMonday.id);
    // Earliest first; the two at 10:00 with different providers (D8 spreads them).
    expect(week.appointments.map((a) => `${a.date} ${a.time} ${a.pet.name} ${a.provider.displayName}`)).toEqual([
      '2027-03-15 10:00 AM Biscuit Fran First',
      '2027-03-15 10:00 AM Mochi Sam Second',
      '2027-03-16 9:00 AM Whiskers Fran First',
      '2027-03-21 4:30 PM Late Lola Fran First',
    ]);
    expect(week.appointments[0]).toEqual<ConsoleAppointment>({
      id: biscuit.id,
      date: '2027-03-15',
      time: '10:00 AM',
      endTime: '10:30 AM',
      startsAt: '2027-03-15T14:00:00.000Z',
      endsAt: '2027-03-15T14:30:00.000Z',
      status: 'Confirmed',
      provider: { id: fran.id, displayName: 'Fran First' },
      reassignedAt: null,
      previousProvider: null,
      customer: { name: 'Jordan Customer', email: customerEmail },
      pet: { name: 'Biscuit', type: 'Dog' },
      service: { id: 'test-grooming', name: 'Test Grooming Service', durationMinutes: 30 },
      specialInstructions: 'Nervous around clippers',
      changeable: true,
      noShowable: false,
      seriesId: null,
    });
    expect(week.providers).toEqual(expect.arrayContaining([{ id: fran.id, displayName: 'Fran First' }, { id: sam.id, displayName: 'Sam Second' }]));
    expect(week.services.map((s) => s.id)).toEqual(expect.arrayContaining(['test-grooming', 'wellness-exam', 'puppy-manners']));

    const samsOnly = await bookOf(`from=2027-03-15&to=2027-03-21&providerId=${sam.id}`);
    expect(samsOnly.appointments.map((a) => a.pet.name)).toEqual(['Mochi']);
    const examsOnly = await bookOf('from=2027-03-15&to=2027-03-21&serviceId=wellness-exam');
    expect(examsOnly.appointments.map((a) => a.pet.name)).toEqual(['Whiskers']);
    const oneDay = await bookOf('from=2027-03-16&to=2027-03-16&providerId=&serviceId=');
    expect(oneDay.appointments.map((a) => a.pet.name)).toEqual(['Whiskers']);
  });

  it('refuses more than 7 days, an end before the start and a date that is not one, field by field', async () => {
    const tooLong = await owner.get('/api/console/appointments?from=2027-03-15&to=2027-03-22');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error.fields).toEqual({ to: 'Show at most 7 days at a time.' });
    const backwards = await owner.get('/api/console/appointments?from=2027-03-15&to=2027-03-14');
    expect(backwards.json().error.fields).toEqual({ to: 'The last day cannot be before the first day.' });
    const notADate = await owner.get('/api/console/appointments?from=2027-02-30&to=2027-03-01');
    expect(notADate.json().error.fields).toEqual({ from: 'Enter a date as YYYY-MM-DD.' });
    expect((await owner.get('/api/console/appointments?to=2027-03-01')).statusCode).toBe(422);
    expect((await owner.get('/api/console/appointments?from=2027-03-15&to=2027-03-21&providerId=abc')).json().error.fields).toEqual({
      providerId: 'Choose a provider from the list.',
    });
  });

  it('cuts weeks at local midnight in Toronto, across both daylight-saving changes', async () => {
    await owner.request('PUT', `/api/console/staff/${fran.id}/hours`, { intervals: everyDay('00:00', '24:00') });
    try {
      // Spring forward on Sunday 14 March 2027: that week is 167 hours long.
      clock = new Date('2027-03-01T14:00:00Z');
      const lastOfSpringWeek = await book({ serviceId: 'wellness-exam', date: '2027-03-14', time: '11:30 PM', petName: 'Spring Late' });
      const firstAfterSpring = await book({ serviceId: 'wellness-exam', date: '2027-03-15', time: '12:00 AM', petName: 'Spring Early' });
      const firstOfSpringWeek = await book({ serviceId: 'wellness-exam', date: '2027-03-08', time: '12:00 AM', petName: 'Monday Midnight' });
      // Fall back on Sunday 1 November 2026: that week is 169 hours long.
      clock = new Date('2026-10-20T14:00:00Z');
      const firstOfFallWeek = await book({ serviceId: 'wellness-exam', date: '2026-10-26', time: '12:00 AM', petName: 'Fall Early' });
      const lastOfFallWeek = await book({ serviceId: 'wellness-exam', date: '2026-11-01', time: '11:30 PM', petName: 'Fall Late' });
      const firstAfterFall = await book({ serviceId: 'wellness-exam', date: '2026-11-02', time: '12:00 AM', petName: 'After Fall' });
      clock = PINNED_NOW;

      const spring = (await bookOf('from=2027-03-08&to=2027-03-14')).appointments;
      expect(spring.map((a) => a.id)).toEqual(expect.arrayContaining([firstOfSpringWeek.id, lastOfSpringWeek.id]));
      expect(spring.map((a) => a.id)).not.toContain(firstAfterSpring.id);
      expect(spring.find((a) => a.id === lastOfSpringWeek.id)).toMatchObject({ date: '2027-03-14', time: '11:30 PM', endTime: '12:00 AM', startsAt: '2027-03-15T03:30:00.000Z' });
      expect((await bookOf('from=2027-03-15&to=2027-03-15')).appointments.map((a) => a.id)).toContain(firstAfterSpring.id);

      const fall = (await bookOf('from=2026-10-26&to=2026-11-01')).appointments.map((a) => a.id);
      expect(fall).toEqual([firstOfFallWeek.id, lastOfFallWeek.id]);
      const sunday = (await bookOf('from=2026-11-01&to=2026-11-01')).appointments;
      expect(sunday.map((a) => [a.time, a.startsAt])).toEqual([['11:30 PM', '2026-11-02T04:30:00.000Z']]);
      expect((await bookOf('from=2026-11-02&to=2026-11-08')).appointments.map((a) => a.id)).toEqual([firstAfterFall.id]);
    } finally {
      clock = PINNED_NOW;
      await owner.request('PUT', `/api/console/staff/${fran.id}/hours`, { intervals: everyDay('09:00', '17:00') });
    }
  });
});

describe('reassigning', () => {
  it('offers the free providers who offer the service, gives it to one, emails the customer, and both agendas follow', async () => {
    const booked = await book({ date: '2027-03-24', time: '11:00 AM', petName: 'Pepper' });
    expect(await providerOf(booked.id)).toBe(fran.id);

    const eligible = eligibleProvidersSchema.parse((await owner.get(`/api/console/appointments/${booked.id}/eligible-providers`)).json());
    expect(eligible.providers).toEqual([{ id: sam.id, displayName: 'Sam Second' }]);

    const toSelf = await owner.post(`/api/console/appointments/${booked.id}/reassign`, { providerId: fran.id });
    expect(errorOf(toSelf)).toEqual([
      409,
      'NOT_REASSIGNABLE',
      'This provider cannot take the appointment: they do not offer the service, do not work then, or are booked.',
    ]);
    expect((await owner.post(`/api/console/appointments/${booked.id}/reassign`, { providerId: 999_999 })).statusCode).toBe(422);

    const moved = await owner.post(`/api/console/appointments/${booked.id}/reassign`, { providerId: sam.id });
    expect(moved.statusCode, moved.body).toBe(204);

    const message = await mailFor(/is now with Sam Second/, 'Pepper');
    expect(message.subject).toMatch(/^Your appointment is now with Sam Second: Test Grooming Service for Pepper, /);
    expect(message.text).toContain('With: Sam Second');
    expect(calendarOf(message)).toContain('METHOD:REQUEST');
    expect(calendarOf(message)).toContain('SEQUENCE:1');
    expect(await lastAudit()).toMatchObject({ action: 'appointment.reassigned', subject: `appointment:${booked.id}`, details: { from: 'Fran First', to: 'Sam Second', time: '11:00 AM' } });
    // Both providers are told: the new one of a booking, the old one that it left their agenda.
    await t.mail.waitFor(mailTo(sam.email, /^New booking: Test Grooming Service for Pepper/));
    await t.mail.waitFor(mailTo(fran.email, /^No longer on your agenda: Test Grooming Service for Pepper/));

    const samsAgenda = providerAppointmentListResponseSchema.parse((await sam.client.get('/api/provider/appointments')).json()).appointments;
    expect(samsAgenda.find((a) => a.id === booked.id)).toMatchObject({ petName: 'Pepper', reassignedToYou: true, time: '11:00 AM' });
    const fransAgenda = providerAppointmentListResponseSchema.parse((await fran.client.get('/api/provider/appointments')).json()).appointments;
    expect(fransAgenda.map((a) => a.id)).not.toContain(booked.id);
    expect(fransAgenda.every((a) => a.reassignedToYou === false)).toBe(true);

    expect(await inBook('from=2027-03-24&to=2027-03-24', booked.id)).toMatchObject({
      provider: { id: sam.id, displayName: 'Sam Second' },
      previousProvider: { id: fran.id, displayName: 'Fran First' },
      reassignedAt: expect.any(String),
    });
    const mine = (await customer.get('/api/appointments')).json().appointments as Appointment[];
    expect(mine.find((a) => a.id === booked.id)).toMatchObject({ providerName: 'Sam Second', status: 'Confirmed' });
  });

  it('refuses a provider who is busy then, and offers none', async () => {
    const first = await book({ date: '2027-03-24', time: '2:00 PM', petName: 'Busy One' });
    const second = await book({ date: '2027-03-24', time: '2:00 PM', petName: 'Busy Two' });
    const [firstProvider, secondProvider] = [await providerOf(first.id), await providerOf(second.id)];
    expect(new Set([firstProvider, secondProvider])).toEqual(new Set([fran.id, sam.id]));
    expect(eligibleProvidersSchema.parse((await owner.get(`/api/console/appointments/${first.id}/eligible-providers`)).json()).providers).toEqual([]);
    const refused = await owner.post(`/api/console/appointments/${first.id}/reassign`, { providerId: secondProvider });
    expect(refused.statusCode).toBe(409);
    expect(await providerOf(first.id)).toBe(firstProvider);
  });
});

describe('rescheduling', () => {
  it("offers its own provider's free times and moves it to one, by booking's rules, with an updated calendar entry", async () => {
    const booked = await book({ serviceId: 'wellness-exam', date: '2027-03-25', time: '10:00 AM', petName: 'Rocky' });
    await book({ serviceId: 'wellness-exam', date: '2027-03-25', time: '11:00 AM', petName: 'In The Way' });

    const free = availabilityResponseSchema.parse((await owner.get(`/api/console/appointments/${booked.id}/free-times?date=2027-03-25`)).json());
    const times = free.slots.map((slot) => slot.time);
    expect(times).toContain('10:00 AM');
    expect(times).not.toContain('11:00 AM');
    expect(times[0]).toBe('9:00 AM');
    expect(times.at(-1)).toBe('4:30 PM');

    const taken = await owner.post(`/api/console/appointments/${booked.id}/reschedule`, { date: '2027-03-25', time: '11:00 AM' });
    expect(errorOf(taken)).toEqual([409, 'SLOT_TAKEN', 'Sorry, that time was just booked by someone else. Please choose another time.']);
    const offGrid = await owner.post(`/api/console/appointments/${booked.id}/reschedule`, { date: '2027-03-25', time: '10:15 AM' });
    expect(offGrid.statusCode).toBe(422);
    const past = await owner.post(`/api/console/appointments/${booked.id}/reschedule`, { date: '2027-03-09', time: '10:00 AM' });
    expect(past.statusCode).toBe(422);
    expect((await owner.get(`/api/console/appointments/${booked.id}/free-times?date=2027-03-09`)).statusCode).toBe(422);

    const moved = await owner.post(`/api/console/appointments/${booked.id}/reschedule`, { date: '2027-03-26', time: '2:00 PM' });
    expect(moved.statusCode, moved.body).toBe(204);
    const message = await mailFor(/has a new time/, 'Rocky');
    expect(message.text).toContain('2:00 PM');
    expect(calendarOf(message)).toContain('SEQUENCE:1');
    expect(calendarOf(message)).toContain('DTSTART;TZID=America/Toronto:20270326T140000');
    expect(await inBook('from=2027-03-26&to=2027-03-26', booked.id)).toMatchObject({ time: '2:00 PM', provider: { id: fran.id } });
    expect(await lastAudit()).toMatchObject({
      action: 'appointment.rescheduled',
      details: { date: '2027-03-25', time: '10:00 AM', toDate: '2027-03-26', toTime: '2:00 PM', petName: 'Rocky' },
    });
  });

  it("refuses a date the pet's required vaccines do not cover, as the customer's own move does", async () => {
    const pet = (await customer.post('/api/pets', { name: 'Juno', type: 'Dog', age: '3 years', breed: 'Boxer' })).json() as { id: string };
    for (const [vaccine, expiresOn] of [['rabies', '2027-04-14'], ['dhpp', '2028-01-01']] as const) {
      expect((await customer.post(`/api/pets/${pet.id}/vaccinations`, { vaccine, givenOn: '2026-04-01', expiresOn })).statusCode).toBe(201);
    }
    const booked = await book({ serviceId: 'doggy-daycare', petId: pet.id, petName: 'Juno', date: '2027-04-13', time: '9:00 AM' });

    const late = await owner.post(`/api/console/appointments/${booked.id}/reschedule`, { date: '2027-04-20', time: '9:00 AM' });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('VACCINATIONS_NEEDED');
    expect(await inBook('from=2027-04-13&to=2027-04-13', booked.id)).toMatchObject({ time: '9:00 AM' });
    // The last day the rabies shot covers is fine.
    expect((await owner.post(`/api/console/appointments/${booked.id}/reschedule`, { date: '2027-04-14', time: '9:00 AM' })).statusCode).toBe(204);
  });

  it('lets one of two owners moving appointments into the same time win, and tells the other with a 409', async () => {
    const one = await book({ serviceId: 'wellness-exam', date: '2027-03-29', time: '9:00 AM', petName: 'Race One' });
    const two = await book({ serviceId: 'wellness-exam', date: '2027-03-29', time: '9:30 AM', petName: 'Race Two' });
    const target = { date: '2027-03-29', time: '3:00 PM' };
    const answers = await Promise.all([
      owner.post(`/api/console/appointments/${one.id}/reschedule`, target),
      secondOwner.post(`/api/console/appointments/${two.id}/reschedule`, target),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    expect(errorOf(answers.find((answer) => answer.statusCode === 409)!)).toEqual([
      409,
      'SLOT_TAKEN',
      'Sorry, that time was just booked by someone else. Please choose another time.',
    ]);
    const atThree = (await bookOf('from=2027-03-29&to=2027-03-29')).appointments.filter((a) => a.time === '3:00 PM' && a.status === 'Confirmed');
    expect(atThree).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('emails the customer a calendar cancellation, is counted once, and refuses a second time in words', async () => {
    const booked = await book({ date: '2027-03-30', time: '1:00 PM', petName: 'Clover' });
    expect((await owner.post(`/api/console/appointments/${booked.id}/cancel`)).statusCode).toBe(204);
    const message = await mailFor(/cancelled/i, 'Clover');
    expect(calendarOf(message)).toContain('METHOD:CANCEL');
    expect(calendarOf(message)).toContain('SEQUENCE:1');
    expect(await lastAudit()).toMatchObject({ action: 'appointment.cancelled', details: { petName: 'Clover', customer: customerEmail } });
    expect(await eventsOf('appointment_cancelled', booked.id)).toEqual([
      expect.objectContaining({ serviceId: 'test-grooming', providerId: await providerOf(booked.id), details: { by: 'owner' } }),
    ]);

    const again = await owner.post(`/api/console/appointments/${booked.id}/cancel`);
    expect(errorOf(again)).toEqual([409, 'NOT_CONFIRMED', 'Only confirmed appointments can be cancelled, rescheduled or given to another provider.']);
    expect((await owner.post(`/api/console/appointments/${booked.id}/reschedule`, { date: '2027-03-31', time: '1:00 PM' })).statusCode).toBe(409);
    expect(await eventsOf('appointment_cancelled', booked.id)).toHaveLength(1);
    expect((await owner.post('/api/console/appointments/00000000-0000-4000-8000-000000000000/cancel')).statusCode).toBe(404);
  });
});

describe('an appointment that has started', () => {
  it('can no longer be cancelled, rescheduled or reassigned, but can be marked a no-show once', async () => {
    const booked = await book({ date: '2027-03-11', time: '9:00 AM', petName: 'Nowhere Nell' });
    const upcoming = await book({ date: '2027-03-11', time: '3:00 PM', petName: 'Not Yet' });
    clock = new Date('2027-03-11T14:30:00Z'); // 9:30 AM in Toronto
    try {
      const started = 'This appointment has already started, so it can no longer be cancelled, rescheduled or given to another provider.';
      for (const [method, path, body] of [
        ['POST', 'cancel', {}],
        ['POST', 'reschedule', { date: '2027-03-12', time: '9:00 AM' }],
        ['POST', 'reassign', { providerId: sam.id }],
        ['GET', 'eligible-providers', undefined],
        ['GET', 'free-times?date=2027-03-12', undefined],
      ] as const) {
        const refused = await owner.request(method, `/api/console/appointments/${booked.id}/${path}`, body);
        expect([path, ...errorOf(refused)]).toEqual([path, 409, 'APPOINTMENT_STARTED', started]);
      }
      expect(await inBook('from=2027-03-11&to=2027-03-11', booked.id)).toMatchObject({ status: 'Confirmed', changeable: false, noShowable: true });
      expect(await inBook('from=2027-03-11&to=2027-03-11', upcoming.id)).toMatchObject({ changeable: true, noShowable: false });

      const tooEarly = await owner.post(`/api/console/appointments/${upcoming.id}/no-show`);
      expect(errorOf(tooEarly)).toEqual([409, 'NOT_STARTED', 'This appointment has not started yet: it can be marked a no-show once it has started.']);

      expect((await owner.post(`/api/console/appointments/${booked.id}/no-show`)).statusCode).toBe(204);
      expect(await inBook('from=2027-03-11&to=2027-03-11', booked.id)).toMatchObject({ status: 'No-show', changeable: false, noShowable: false });
      expect(await lastAudit()).toMatchObject({ action: 'appointment.noShow', details: { petName: 'Nowhere Nell', time: '9:00 AM' } });
      expect(await eventsOf('appointment_no_show', booked.id)).toEqual([expect.objectContaining({ details: { by: 'owner' } })]);
      const twice = await owner.post(`/api/console/appointments/${booked.id}/no-show`);
      expect(errorOf(twice)).toEqual([409, 'NOT_CONFIRMED', 'Only a confirmed appointment can be marked a no-show.']);
      // It has started: the customer finds it among the older ones, on request (issue 15).
      const mine: Appointment[] = [];
      for (let cursor = ''; ; ) {
        const page = (await customer.get(`/api/appointments?limit=50${cursor && `&cursor=${cursor}`}`)).json() as { appointments: Appointment[]; nextCursor: string | null };
        mine.push(...page.appointments);
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(mine.find((a) => a.id === booked.id)?.status).toBe('No-show');
    } finally {
      clock = PINNED_NOW;
    }
  });
});

describe("a provider's own status changes", () => {
  it('refuse Completed and No-show before the start, in words, and take a no-show once it has started', async () => {
    const booked = await book({ serviceId: 'wellness-exam', date: '2027-03-12', time: '9:00 AM', petName: 'Ghosting Gus' });
    expect(await providerOf(booked.id)).toBe(fran.id);
    const early = await fran.client.post(`/api/provider/appointments/${booked.id}/complete`);
    expect(errorOf(early)).toEqual([409, 'NOT_STARTED', 'This appointment has not started yet: it can be marked completed once it has started.']);
    const earlyNoShow = await fran.client.post(`/api/provider/appointments/${booked.id}/no-show`);
    expect(errorOf(earlyNoShow)).toEqual([409, 'NOT_STARTED', 'This appointment has not started yet: it can be marked a no-show once it has started.']);
    expect((await sam.client.post(`/api/provider/appointments/${booked.id}/no-show`)).statusCode).toBe(404);

    clock = new Date('2027-03-12T14:05:00Z');
    try {
      const marked = await fran.client.post(`/api/provider/appointments/${booked.id}/no-show`);
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toMatchObject({ status: 'No-show', reassignedToYou: false });
      expect(await eventsOf('appointment_no_show', booked.id)).toEqual([expect.objectContaining({ providerId: fran.id, details: { by: 'provider' } })]);
      expect((await fran.client.post(`/api/provider/appointments/${booked.id}/complete`)).statusCode).toBe(409);
    } finally {
      clock = PINNED_NOW;
    }
  });
});
