import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Appointment } from '@shared/contracts/booking';
import { calendarFeedAddressSchema, calendarFeedSchema, type CalendarFeedAddress } from '@shared/contracts/calendar-feed';
import { parseFeed } from '@shared/test/icalendar-feed';
import { appointments, providers } from '../../db/schema';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { addProvider, booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';

let clock = PINNED_NOW;
const logLines: string[] = [];
const t = useTestAppWithMail({ now: () => clock, logStream: { write: (line) => void logLines.push(line) } });

/** A new address for whoever `client` is signed in as. */
async function newAddress(client: ApiClient): Promise<CalendarFeedAddress> {
  const response = await client.post('/api/profile/calendar-feed');
  expect(response.statusCode, response.body).toBe(200);
  return calendarFeedAddressSchema.parse(response.json());
}

/** What a calendar app gets from the address: no cookie, its own network address. */
async function poll(address: CalendarFeedAddress) {
  const url = new URL(address.httpsUrl);
  return new ApiClient(t.app).get(url.pathname);
}

async function feedOf(address: CalendarFeedAddress) {
  const response = await poll(address);
  expect(response.statusCode, response.body).toBe(200);
  return parseFeed(response.body);
}

async function bookFor(client: ApiClient, date: string, time: string, petName = 'Biscuit'): Promise<Appointment> {
  const response = await client.post('/api/appointments', booking({ date, time, petName }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const uidOf = (appointmentId: string) => expect.stringMatching(new RegExp(`^${appointmentId}@`));

describe('calendar feeds', () => {
  it("are the customer's own visits, in the shop's time zone, parsed by a strict parser; a cancel is STATUS:CANCELLED with a higher SEQUENCE", async () => {
    const gus = await t.signUpCustomer('Gus Owner');
    const other = await t.signUpCustomer('Hana Other');
    const visit = await bookFor(gus.client, '2027-03-12', '10:00 AM');
    const notMine = await bookFor(other.client, '2027-03-12', '11:00 AM', 'Rex');

    expect(calendarFeedSchema.parse((await gus.client.get('/api/profile/calendar-feed')).json())).toEqual({ createdAt: null });
    const address = await newAddress(gus.client);
    expect(address.httpsUrl).toMatch(/^http:\/\/localhost:3000\/calendar\/[\w-]{43}\.ics$/);
    expect(address.webcalUrl).toBe(address.httpsUrl.replace(/^http:/, 'webcal:'));
    expect(calendarFeedSchema.parse((await gus.client.get('/api/profile/calendar-feed')).json())).toEqual({ createdAt: PINNED_NOW.toISOString() });

    const response = await poll(address);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const feed = parseFeed(response.body);
    expect(feed.name).toBe('Pet Haven visits');
    expect(feed.events).toEqual([
      expect.objectContaining({
        uid: uidOf(visit.id),
        summary: 'Test Grooming Service for Biscuit at Pet Haven',
        status: 'CONFIRMED',
        sequence: 0,
        tzid: 'America/Toronto',
        startsAt: new Date('2027-03-12T15:00:00Z'),
      }),
    ]);
    expect(response.body).not.toContain(notMine.id);

    expect((await gus.client.post(`/api/appointments/${visit.id}/cancel`)).statusCode).toBe(200);
    const [cancelled] = (await feedOf(address)).events;
    expect(cancelled).toEqual(expect.objectContaining({ uid: uidOf(visit.id), status: 'CANCELLED', startsAt: new Date('2027-03-12T15:00:00Z') }));
    expect(cancelled!.sequence).toBeGreaterThan(0);
    expect(cancelled!.summary).toBe('Cancelled: Test Grooming Service for Biscuit at Pet Haven');
  });

  it("are a provider's agenda with the customers' first names only, and their own bookings", async () => {
    const fran = await t.signUpProvider('Fran Groomer');
    const [schedule] = await t.database.db.select().from(providers).where(eq(providers.displayName, 'Fran Groomer'));
    const customer = await t.signUpCustomer('Ivy Longsurname');
    const theirs = await bookFor(customer.client, '2027-03-15', '9:00 AM', 'Milo');
    await t.database.db.update(appointments).set({ providerId: schedule!.id }).where(eq(appointments.id, theirs.id));
    const elsewhere = await bookFor(customer.client, '2027-03-15', '1:00 PM', 'Otis');
    const otherSchedule = await addProvider(t.database.db, 'Quinn Elsewhere');
    await t.database.db.update(appointments).set({ providerId: otherSchedule }).where(eq(appointments.id, elsewhere.id));
    const own = await bookFor(fran.client, '2027-03-16', '9:00 AM', 'Pip');

    const address = await newAddress(fran.client);
    const response = await poll(address);
    const { events } = parseFeed(response.body);
    const agendaVisit = events.find((event) => event.uid.startsWith(theirs.id));
    expect(agendaVisit?.summary).toBe('Test Grooming Service for Milo (Ivy)');
    expect(agendaVisit?.description).toContain('Customer: Ivy');
    expect(response.body).not.toContain('Longsurname');
    expect(response.body).not.toContain(customer.user.email);
    expect(events.map((event) => event.uid)).toContainEqual(uidOf(own.id));
    // The customer's visit with another provider is neither the agenda's nor Fran's own booking.
    expect(response.body).not.toContain(elsewhere.id);
  });

  it("are an owner's own visits, in the language of their profile", async () => {
    const owner = await signUpOwner(t, 'Olga Owner');
    const visit = await bookFor(owner.client, '2027-03-17', '9:00 AM', 'Noisette');
    expect((await owner.client.request('PUT', '/api/profile/locale', { locale: 'fr-CA' })).statusCode).toBe(200);
    const feed = await feedOf(await newAddress(owner.client));
    expect(feed.name).toBe('Visites Pet Haven');
    expect(feed.events).toEqual([expect.objectContaining({ uid: uidOf(visit.id), summary: 'Test Grooming Service pour Noisette chez Pet Haven' })]);
  });

  it('answers a replaced address, a guessed token and anything else with the same 404', async () => {
    const kai = await t.signUpCustomer('Kai Owner');
    const first = await newAddress(kai.client);
    expect((await poll(first)).statusCode).toBe(200);
    const second = await newAddress(kai.client);
    expect(second.httpsUrl).not.toBe(first.httpsUrl);
    expect((await poll(second)).statusCode).toBe(200);
    // The address is the key: the request log never holds it.
    const token = new URL(second.httpsUrl).pathname.slice('/calendar/'.length, -'.ics'.length);
    expect(logLines.join('\n')).toContain('/calendar/[withheld]');
    expect(logLines.join('\n')).not.toContain(token);

    const visitor = new ApiClient(t.app);
    for (const path of [
      new URL(first.httpsUrl).pathname,
      `/calendar/${randomBytes(32).toString('base64url')}.ics`,
      `/calendar/${token}`,
      `/calendar/${token}.ics.ics`,
      '/calendar/.ics',
      "/calendar/' OR '1'='1.ics",
    ]) {
      const response = await visitor.get(path);
      expect([path, response.statusCode, response.json().error.code]).toEqual([path, 404, 'NOT_FOUND']);
    }
  });

  it('stops a guesser at 300 tries a minute from one address, with how long to wait', async () => {
    const guesser = new ApiClient(t.app);
    const guesses = await Promise.all(Array.from({ length: 300 }, () => guesser.get(`/calendar/${randomBytes(32).toString('base64url')}.ics`)));
    expect(new Set(guesses.map((response) => response.statusCode))).toEqual(new Set([404]));
    const refused = await guesser.get(`/calendar/${randomBytes(32).toString('base64url')}.ics`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a signed-out visitor the address, and shows or replaces only your own', async () => {
    const visitor = new ApiClient(t.app);
    expect((await visitor.get('/api/profile/calendar-feed')).statusCode).toBe(401);
    expect((await visitor.post('/api/profile/calendar-feed')).statusCode).toBe(401);

    // Replacing one account's address leaves everyone else's working.
    const lee = await t.signUpCustomer('Lee Owner');
    const leeAddress = await newAddress(lee.client);
    const mo = await t.signUpCustomer('Mo Other');
    expect(calendarFeedSchema.parse((await mo.client.get('/api/profile/calendar-feed')).json())).toEqual({ createdAt: null });
    await newAddress(mo.client);
    expect((await poll(leeAddress)).statusCode).toBe(200);
  });

  it('keeps visits 60 days back but cancelled ones only 30', async () => {
    const nia = await t.signUpCustomer('Nia Owner');
    const kept = await bookFor(nia.client, '2027-03-18', '9:00 AM');
    const dropped = await bookFor(nia.client, '2027-03-18', '10:00 AM', 'Rolo');
    expect((await nia.client.post(`/api/appointments/${dropped.id}/cancel`)).statusCode).toBe(200);
    const address = await newAddress(nia.client);
    try {
      clock = new Date('2027-04-25T14:00:00Z');
      const { events } = await feedOf(address);
      expect(events.map((event) => event.uid)).toEqual([uidOf(kept.id)]);
      clock = new Date('2027-05-25T14:00:00Z');
      expect((await feedOf(address)).events).toEqual([]);
    } finally {
      clock = PINNED_NOW;
    }
  });
});
