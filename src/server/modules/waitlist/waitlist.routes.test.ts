import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { appointmentSchema, availabilityResponseSchema, bookingMessages, type Appointment } from '@shared/contracts/booking';
import { petSchema, type Pet } from '@shared/contracts/pets';
import { waitlistEntrySchema, waitlistMessages, waitlistOfferSchema, waitlistResponseSchema, type WaitlistEntry } from '@shared/contracts/waitlist';
import { english } from '@shared/test/english';
import { appointments, providers, waitlistEntries, waitlistOffers } from '../../db/schema';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { mailTo } from '../../test/mail-catcher';
import { describeOwnershipMatrix } from '../../test/ownership-matrix';
import { grantProvider } from '../providers/providers.service';

/**
 * The booking waitlist (issue 14), through the API on a real database. The seeded
 * provider alone offers the services, on the default hours (16 half-hour times, 9:00 AM
 * to 4:30 PM); each test fills its own date by booking every time as a "holder".
 */

let clock = PINNED_NOW; // Wednesday 10 March 2027, 9:00 AM in Toronto
const t = useTestAppWithMail({ now: () => clock });

interface Customer {
  client: ApiClient;
  email: string;
  pet: Pet;
}

async function customer(name: string, options: { locale?: 'fr-CA'; pet?: Record<string, unknown> } = {}): Promise<Customer> {
  const { client, user } = await t.signUpCustomer(name);
  if (options.locale) expect((await client.request('PUT', '/api/profile/locale', { locale: options.locale })).statusCode).toBe(200);
  const created = await client.post('/api/pets', { name: `${name.split(' ')[0]}'s dog`, type: 'Dog', age: '3 years', ...options.pet });
  expect(created.statusCode, created.body).toBe(201);
  return { client, email: user.email, pet: petSchema.parse(created.json()) };
}

/** Books every time of the date for the test service, as one holder: the day has nothing free. */
async function fillDay(date: string): Promise<{ holder: ApiClient; holderEmail: string; at: (time: string) => Appointment }> {
  const { client: holder, user: holderUser } = await t.signUpCustomer('Hollis Holder');
  const day = availabilityResponseSchema.parse((await holder.get(`/api/availability?serviceId=test-grooming&date=${date}`)).json());
  const booked = new Map<string, Appointment>();
  for (const slot of day.slots) {
    const response = await holder.post('/api/appointments', booking({ date, time: slot.time }));
    expect(response.statusCode, response.body).toBe(201);
    booked.set(slot.time, appointmentSchema.parse(response.json()));
  }
  return { holder, holderEmail: holderUser.email, at: (time) => booked.get(time)! };
}

async function join(who: Customer, body: Record<string, unknown>): Promise<WaitlistEntry> {
  const response = await who.client.post('/api/waitlist', { serviceId: 'test-grooming', petId: who.pet.id, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return waitlistEntrySchema.parse(response.json());
}

const waiting = async (who: Customer) => waitlistResponseSchema.parse((await who.client.get('/api/waitlist')).json()).entries;
const cancel = async (client: ApiClient, appointment: Appointment) =>
  expect((await client.post(`/api/appointments/${appointment.id}/cancel`)).statusCode).toBe(200);

/** Runs the jobs worker until nothing is due: the waitlist's rounds and their mails. */
const runJobs = () => t.app.jobs.runDue();

const offerMail = (email: string) => mailTo(email, /opened up|s’est libérée/);
const goneMail = (email: string) => mailTo(email, /has gone|n’est plus libre/);
const tokenOf = (message: ParsedMail) => /\/waitlist\/offer\/([\w-]+)/.exec(message.text ?? '')?.[1] ?? '';
const accept = (who: Customer, token: string) => who.client.post(`/api/waitlist/offers/${token}/accept`);
const offerOf = async (who: Customer, token: string) => waitlistOfferSchema.parse((await who.client.get(`/api/waitlist/offers/${token}`)).json());
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function offersTo(who: Customer): Promise<number> {
  await settle();
  return t.mail.messages.filter(offerMail(who.email)).length;
}

async function confirmedAt(startsAt: string) {
  return t.database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.status, 'Confirmed'), eq(appointments.startsAt, new Date(startsAt))));
}

describe('joining the waitlist', () => {
  it('is for signed-in customers only', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await anonymous.post('/api/waitlist', { serviceId: 'test-grooming', petId: crypto.randomUUID(), date: '2027-03-15' })).statusCode).toBe(401);
    expect((await anonymous.get('/api/waitlist')).statusCode).toBe(401);
  });

  it('is refused, with the reason, while the date still has a free time that suits the pet', async () => {
    const ana = await customer('Ana Free');
    const response = await ana.client.post('/api/waitlist', { serviceId: 'test-grooming', petId: ana.pet.id, date: '2027-03-16' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(english(waitlistMessages.slotFree));
  });

  it('is refused for a past date, beyond the horizon, for a pet that is not theirs and for the wrong kind of pet', async () => {
    const ana = await customer('Ana Refused');
    const other = await customer('Olga Other');
    const cat = petSchema.parse((await ana.client.post('/api/pets', { name: 'Mittens', type: 'Cat', age: '4 years' })).json());
    const ask = (body: Record<string, unknown>) => ana.client.post('/api/waitlist', { serviceId: 'test-grooming', petId: ana.pet.id, date: '2027-03-17', ...body });

    const past = await ask({ date: '2027-03-09' });
    expect([past.statusCode, past.json().error.message]).toEqual([422, english(bookingMessages.pastDate)]);
    const far = await ask({ date: '2027-06-09' });
    expect([far.statusCode, far.json().error.message]).toEqual([422, english(bookingMessages.beyondHorizon(90))]);
    expect((await ask({ petId: other.pet.id })).statusCode).toBe(404);
    const wrongKind = await ask({ petId: cat.id });
    expect([wrongKind.statusCode, wrongKind.json().error.message]).toEqual([422, english(bookingMessages.serviceNotForPetType('Cat'))]);
    const backwards = await ask({ fromMinute: 720, toMinute: 600 });
    expect([backwards.statusCode, backwards.json().error.fields.toMinute]).toEqual([422, english('errors.waitlist.rangeOrder')]);
    expect((await ask({ serviceId: 'no-such-service' })).statusCode).toBe(404);
  });

  it('takes a full date once per service, lists it and lets the customer leave it; nobody else can', async () => {
    await fillDay('2027-03-18');
    const ana = await customer('Ana Listed');
    const other = await customer('Olga Intruder');
    const entry = await join(ana, { date: '2027-03-18', fromMinute: 600, toMinute: 720 });
    expect(entry).toMatchObject({ serviceName: 'Test Grooming Service', petName: ana.pet.name, date: '2027-03-18', fromMinute: 600, toMinute: 720, offer: null });

    const again = await ana.client.post('/api/waitlist', { serviceId: 'test-grooming', petId: ana.pet.id, date: '2027-03-18' });
    expect([again.statusCode, again.json().error.message]).toEqual([409, english(waitlistMessages.alreadyWaiting)]);
    expect((await waiting(ana)).map((e) => e.id)).toEqual([entry.id]);
    expect(await waiting(other)).toEqual([]);

    expect((await other.client.request('DELETE', `/api/waitlist/${entry.id}`)).statusCode).toBe(404);
    expect((await waiting(ana)).map((e) => e.id)).toEqual([entry.id]);
    expect((await ana.client.request('DELETE', `/api/waitlist/${entry.id}`)).statusCode).toBe(204);
    expect(await waiting(ana)).toEqual([]);
    expect((await ana.client.request('DELETE', `/api/waitlist/${entry.id}`)).statusCode).toBe(404);
    // Leaving makes room to join again.
    await join(ana, { date: '2027-03-18' });
  });

  it('takes a date whose free times are all outside the range asked for', async () => {
    const { holder, at } = await fillDay('2027-03-19');
    await cancel(holder, at('4:30 PM'));
    const ana = await customer('Ana Morning');
    const refused = await ana.client.post('/api/waitlist', { serviceId: 'test-grooming', petId: ana.pet.id, date: '2027-03-19' });
    expect(refused.statusCode).toBe(409);
    await join(ana, { date: '2027-03-19', fromMinute: 540, toMinute: 720 });
  });
});

describe('a cancelled time', () => {
  it('is offered to everyone waiting whom it suits, each in their language; the first to book it gets it, the other is told it has gone', async () => {
    const date = '2027-03-22';
    const { holder, at } = await fillDay(date);
    const ana = await customer('Ana First');
    const bea = await customer('Béatrice Seconde', { locale: 'fr-CA' });
    const cy = await customer('Cy Afternoon');
    await join(ana, { date });
    await join(bea, { date, fromMinute: 600 });
    await join(cy, { date, fromMinute: 780 }); // 1:00 PM on: the freed morning time does not suit
    await runJobs();
    expect(await offersTo(ana)).toBe(0);

    const freed = at('10:30 AM');
    await cancel(holder, freed);
    await runJobs();
    const [toAna, toBea] = await Promise.all([t.mail.waitFor(offerMail(ana.email)), t.mail.waitFor(offerMail(bea.email))]);
    expect(toAna.subject).toBe('A time has opened up: Test Grooming Service for Ana\'s dog, Monday, March 22, 2027 at 10:30 AM');
    expect(toBea.subject).toMatch(/^Une heure s’est libérée : .* pour Béatrice's dog, lundi 22 mars 2027 à 10 h 30$/);
    expect(toBea.text).toContain('http://localhost:3000/fr/waitlist/offer/');
    expect(await offersTo(cy)).toBe(0);

    const anaToken = tokenOf(toAna);
    const beaToken = tokenOf(toBea);
    expect(await offerOf(ana, anaToken)).toMatchObject({ state: 'open', startsAt: freed.startsAt, date, duration: '30 minutes', priceCents: 2500 });
    expect((await ana.client.get(`/api/waitlist/offers/${beaToken}`)).statusCode).toBe(404);
    expect((await waiting(ana))[0]?.offer).toEqual({ token: anaToken, startsAt: freed.startsAt });

    const won = await accept(ana, anaToken);
    expect(won.statusCode, won.body).toBe(201);
    expect(appointmentSchema.parse(won.json())).toMatchObject({ status: 'Confirmed', date, time: '10:30 AM', petId: ana.pet.id, petName: ana.pet.name });
    const lost = await accept(bea, beaToken);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error.message).toBe(english(waitlistMessages.offerGone));
    expect(await confirmedAt(freed.startsAt)).toHaveLength(1);

    await runJobs();
    const gone = await t.mail.waitFor(goneMail(bea.email));
    expect(gone.subject).toMatch(/^Cette heure n’est plus libre/);
    expect(await offerOf(bea, beaToken)).toMatchObject({ state: 'gone' });
    expect(await offerOf(ana, anaToken)).toMatchObject({ state: 'taken' });
    // The winner's entry is done; the other still waits, with no offer in hand.
    expect(await waiting(ana)).toEqual([]);
    expect((await waiting(bea)).map((entry) => [entry.date, entry.offer])).toEqual([[date, null]]);
    expect(t.mail.messages.filter(goneMail(ana.email))).toHaveLength(0);
  });

  it('goes to exactly one of two customers accepting at the same moment', async () => {
    const date = '2027-03-23';
    const { holder, at } = await fillDay(date);
    const ana = await customer('Ana Racer');
    const bea = await customer('Bea Racer');
    await join(ana, { date });
    await join(bea, { date });
    await cancel(holder, at('2:00 PM'));
    await runJobs();
    const tokens = [tokenOf(await t.mail.waitFor(offerMail(ana.email))), tokenOf(await t.mail.waitFor(offerMail(bea.email)))];

    const answers = await Promise.all([accept(ana, tokens[0]!), accept(bea, tokens[1]!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.message).toBe(english(waitlistMessages.offerGone));
    expect(await confirmedAt(at('2:00 PM').startsAt)).toHaveLength(1);
    const loser = answers[0]!.statusCode === 409 ? ana : bea;
    expect(await waiting(loser)).toHaveLength(1);
  });

  it('is booked once when its customer accepts twice at the same moment (a double click)', async () => {
    const date = '2027-03-24';
    const { holder, at } = await fillDay(date);
    const ana = await customer('Ana Double');
    await join(ana, { date });
    await cancel(holder, at('9:00 AM'));
    await runJobs();
    const token = tokenOf(await t.mail.waitFor(offerMail(ana.email)));

    const answers = await Promise.all([accept(ana, token), accept(ana, token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
    expect(await confirmedAt(at('9:00 AM').startsAt)).toHaveLength(1);
    expect((await accept(ana, token)).json().id).toBe(answers[0]!.json().id);
  });

  it('fits the pet: a longer groom is offered only once enough time is free in a row', async () => {
    const date = '2027-03-25';
    const { holder, at } = await fillDay(date);
    const small = await customer('Sam Short');
    const large = await customer('Lee Large', { pet: { size: 'large' } }); // a Full Groom of 90 minutes
    await join(small, { date });
    const entry = await join(large, { date, serviceId: 'full-groom' });
    expect(entry.serviceName).toBe('Full Groom');

    await cancel(holder, at('11:00 AM'));
    await runJobs();
    await t.mail.waitFor(offerMail(small.email));
    expect(await offersTo(large)).toBe(0);

    await cancel(holder, at('11:30 AM'));
    await cancel(holder, at('12:00 PM'));
    await runJobs();
    const offer = await offerOf(large, tokenOf(await t.mail.waitFor(offerMail(large.email))));
    expect(offer).toMatchObject({ state: 'open', startsAt: at('11:00 AM').startsAt, duration: '90 minutes', priceCents: 7500 });
  });
});

describe('other changes that free a time', () => {
  it('a customer moving their appointment away offers its old time', async () => {
    const date = '2027-03-26';
    const { holder, at } = await fillDay(date);
    const ana = await customer('Ana Moved');
    await join(ana, { date });
    const moved = await holder.request('PATCH', `/api/appointments/${at('3:00 PM').id}`, { date: '2027-03-29', time: '3:00 PM' });
    expect(moved.statusCode, moved.body).toBe(200);
    await runJobs();
    expect(await offerOf(ana, tokenOf(await t.mail.waitFor(offerMail(ana.email))))).toMatchObject({ startsAt: at('3:00 PM').startsAt });
  });

  it("the owner's cancellation in the appointment book offers the time", async () => {
    const date = '2027-03-30';
    const { at } = await fillDay(date);
    const ana = await customer('Ana Owner-freed');
    await join(ana, { date });
    const { client: owner } = await signUpOwner(t);
    expect((await owner.post(`/api/console/appointments/${at('1:30 PM').id}/cancel`)).statusCode).toBe(204);
    await runJobs();
    expect(await offerOf(ana, tokenOf(await t.mail.waitFor(offerMail(ana.email))))).toMatchObject({ startsAt: at('1:30 PM').startsAt });
  });

  it("the provider's own cancellation offers the time, and tells the customer but not the provider", async () => {
    const date = '2027-04-07';
    const { holderEmail, at } = await fillDay(date);
    const ana = await customer('Ana Groomer-freed');
    await join(ana, { date });
    // The seeded schedule, which offers the test service, taken over by a groomer's account.
    const { client: groomer, user: groomerUser } = await t.signUpCustomer('Gus Groomer');
    expect((await grantProvider(t.database.db, groomerUser.email)).message).toMatch(/taking over the schedule/);
    await runJobs();
    const mailsBefore = t.mail.messages.length;

    const cancelled = await groomer.post(`/api/provider/appointments/${at('11:00 AM').id}/cancel`);
    expect([cancelled.statusCode, cancelled.json().status]).toEqual([200, 'Cancelled']);
    await runJobs();
    expect(await offerOf(ana, tokenOf(await t.mail.waitFor(offerMail(ana.email))))).toMatchObject({ state: 'open', startsAt: at('11:00 AM').startsAt });
    await t.mail.waitFor(mailTo(holderEmail, /cancelled/i));
    expect(t.mail.messages.slice(mailsBefore).filter(mailTo(groomerUser.email))).toEqual([]);
  });

  it("new hours offer the time they open: the provider's time off removed", async () => {
    const date = '2027-03-31';
    const { client: owner } = await signUpOwner(t);
    const [provider] = await t.database.db.select().from(providers);
    const off = await owner.post(`/api/console/staff/${provider!.id}/time-off`, { startsOn: date, endsOn: date, reason: 'Course' });
    expect(off.statusCode, off.body).toBe(201);
    const ana = await customer('Ana Hours');
    // Nobody works that day: there is no free time, so the waitlist takes her.
    await join(ana, { date });

    expect((await owner.request('DELETE', `/api/console/staff/${provider!.id}/time-off/${off.json().id}`)).statusCode).toBe(204);
    await runJobs();
    const offer = await offerOf(ana, tokenOf(await t.mail.waitFor(offerMail(ana.email))));
    expect(offer).toMatchObject({ state: 'open', startsAt: '2027-03-31T13:00:00.000Z' });
  });

  it('someone booking the time offered closes the offer and tells its customer', async () => {
    const date = '2027-04-01';
    const { holder, at } = await fillDay(date);
    const ana = await customer('Ana Beaten');
    await join(ana, { date });
    await cancel(holder, at('3:30 PM'));
    await runJobs();
    const token = tokenOf(await t.mail.waitFor(offerMail(ana.email)));

    const walkIn = await customer('Walt Walk-in');
    expect((await walkIn.client.post('/api/appointments', booking({ date, time: '3:30 PM' }))).statusCode).toBe(201);
    await runJobs();
    await t.mail.waitFor(goneMail(ana.email));
    expect(await offerOf(ana, token)).toMatchObject({ state: 'gone' });
    expect((await accept(ana, token)).statusCode).toBe(409);
    expect(await waiting(ana)).toHaveLength(1);
  });
});

describe('an offer', () => {
  it('expires when its time comes', async () => {
    const date = '2027-04-02';
    const { holder, at } = await fillDay(date);
    const ana = await customer('Ana Late');
    await join(ana, { date });
    await cancel(holder, at('4:00 PM'));
    await runJobs();
    const token = tokenOf(await t.mail.waitFor(offerMail(ana.email)));
    clock = new Date(new Date(at('4:00 PM').startsAt).getTime() + 60_000);
    try {
      expect(await offerOf(ana, token)).toMatchObject({ state: 'expired' });
      const late = await accept(ana, token);
      expect([late.statusCode, late.json().error.message]).toEqual([409, english(waitlistMessages.offerExpired)]);
    } finally {
      clock = PINNED_NOW;
    }
  });

  it('is withdrawn when its customer leaves the waitlist, and only they can see or book it', async () => {
    const date = '2027-04-05';
    const { holder, at } = await fillDay(date);
    const ana = await customer('Ana Leaver');
    const other = await customer('Olga Snoop');
    const entry = await join(ana, { date });
    await cancel(holder, at('9:30 AM'));
    await runJobs();
    const token = tokenOf(await t.mail.waitFor(offerMail(ana.email)));

    expect((await other.client.get(`/api/waitlist/offers/${token}`)).statusCode).toBe(404);
    expect((await accept(other, token)).statusCode).toBe(404);
    expect((await new ApiClient(t.app).post(`/api/waitlist/offers/${token}/accept`)).statusCode).toBe(401);

    expect((await ana.client.request('DELETE', `/api/waitlist/${entry.id}`)).statusCode).toBe(204);
    expect(await offerOf(ana, token)).toMatchObject({ state: 'closed' });
    const closed = await accept(ana, token);
    expect([closed.statusCode, closed.json().error.message]).toEqual([409, english(waitlistMessages.entryClosed)]);
    expect(await confirmedAt(at('9:30 AM').startsAt)).toHaveLength(0);
  });

  it('is made once however often the round runs', async () => {
    const date = '2027-04-06';
    const { holder, at } = await fillDay(date);
    const ana = await customer('Ana Once');
    const entry = await join(ana, { date });
    await cancel(holder, at('10:00 AM'));
    await Promise.all([runJobs(), runJobs()]);
    await t.mail.waitFor(offerMail(ana.email));
    // Another change on that date queues another round: the offer in hand is kept, not made again.
    await cancel(holder, at('10:30 AM'));
    await runJobs();
    expect(await offersTo(ana)).toBe(1);
    const rows = await t.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, entry.id));
    expect(rows.map((row) => row.status)).toEqual(['open']);
    expect((await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id)))[0]?.status).toBe('waiting');
  });
});

describe('entries belong to their customer', () => {
  // The provider is away for most of May: a day with no time at all, so the waitlist takes anyone.
  beforeAll(async () => {
    const { client: owner } = await signUpOwner(t);
    const [provider] = await t.database.db.select().from(providers);
    const away = await owner.post(`/api/console/staff/${provider!.id}/time-off`, { startsOn: '2027-05-03', endsOn: '2027-05-28', reason: 'Away' });
    expect(away.statusCode, away.body).toBe(201);
  });
  let nextDay = 3;

  describeOwnershipMatrix<WaitlistEntry>({
    subject: 'a waitlist entry',
    app: () => t,
    create: async (owner) => {
      const pet = petSchema.parse((await owner.post('/api/pets', { name: 'Matrix', type: 'Dog', age: '1 year' })).json());
      const date = `2027-05-${String(nextDay++).padStart(2, '0')}`;
      const response = await owner.post('/api/waitlist', { serviceId: 'test-grooming', petId: pet.id, date });
      if (response.statusCode !== 201) throw new Error(response.body);
      return waitlistEntrySchema.parse(response.json());
    },
    snapshot: async (owner) => (await owner.get('/api/waitlist')).json(),
    routes: [{ method: 'DELETE', url: (entry) => `/api/waitlist/${entry.id}`, ownerStatus: 204 }],
  });
});
