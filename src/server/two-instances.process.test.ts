import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@shared/contracts/booking';
import { addDaysToDate, todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import { english } from '@shared/test/english';
import { projectRoot } from './config/project-paths';
import { buildServer } from '../../scripts/build-server.mjs';
import { startServer as startServerProcess, type StartedServer } from '../../bench/crash-harness.mjs';
import { withAdminClient } from './test/test-database';

/**
 * Two real app server processes on one PostgreSQL database, as behind a load balancer:
 * what one server guarantees must hold across both. Needs a PostgreSQL server to make a
 * database on (TEST_DATABASE_URL, as the api:postgres project uses; CI sets it).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const title = adminUrl
  ? 'two app servers on one PostgreSQL database'
  : 'two app servers on one PostgreSQL database: TEST_DATABASE_URL is not set (a PostgreSQL server to make a database on, e.g. postgres://postgres@127.0.0.1:5432/test)';

if (!adminUrl) console.warn(`Skipped ${title}`);

const bundle = join(projectRoot, 'dist', 'two-instances-server', 'server.js');
/** Both servers answer for one site, as they would behind one address. */
const BASE_URL = 'http://shop.localhost';
const databaseName = `pet_haven_two_instances_${randomBytes(6).toString('hex')}`;
const databaseUrl = (() => {
  if (!adminUrl) return '';
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

const servers: StartedServer[] = [];

/** One app server on the shared database; resolves once it answers /readyz. */
async function startServer(authSecret: string): Promise<StartedServer> {
  const server = await startServerProcess({
    serverScript: bundle,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      BASE_URL,
      AUTH_SECRET: authSecret,
      // Each test client gives its own address in X-Forwarded-For, as a proxy would.
      // The test stands where a load balancer would: one proxy, on this machine.
      TRUST_PROXY: '127.0.0.1,::1',
    },
  });
  servers.push(server);
  return server;
}

/** A browser at one address, with its cookies, talking to whichever server it is given. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(readonly ip: string) {}

  async request(server: StartedServer, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        origin: BASE_URL,
        'x-forwarded-for': this.ip,
        ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  }
}

let a: StartedServer;
let b: StartedServer;
beforeAll(async () => {
  if (!adminUrl) return;
  await buildServer({ outdir: join(projectRoot, 'dist', 'two-instances-server'), logLevel: 'silent' });
  await withAdminClient(adminUrl, (admin) => admin.query(`create database "${databaseName}"`));
  // One secret for both, so a session begun on one is good on the other. Both start at
  // once on the empty database: one migrates and seeds, the other waits for it.
  const authSecret = randomBytes(32).toString('base64url');
  [a, b] = await Promise.all([startServer(authSecret), startServer(authSecret)]);
}, 60_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) await server.stop();
  if (adminUrl) await withAdminClient(adminUrl, (admin) => admin.query(`drop database if exists "${databaseName}" with (force)`));
}, 30_000);

let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

async function signUp(server: StartedServer, name: string) {
  const browser = new Browser(newAddress());
  const user = { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse 42' };
  const response = await browser.request(server, 'POST', '/api/auth/sign-up/email', user);
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.json)}`);
  return { browser, user };
}

describe.skipIf(!adminUrl)(title, () => {
  it('of 200 concurrent bookings of one slot split between them, exactly one is confirmed and 199 are told the slot is taken', async () => {
    const customers: Array<Awaited<ReturnType<typeof signUp>>> = [];
    for (let i = 0; i < 10; i++) customers.push(await signUp(i % 2 === 0 ? a : b, `Customer ${i}`));

    // A week from today in the shop's time zone, at its first free slot.
    const date = addDaysToDate(todayInZone(new Date(), siteConfig.timeZone), 7);
    const day = (await customers[0]!.browser.request(a, 'GET', `/api/availability?serviceId=test-grooming&date=${date}`)).json as {
      slots: Array<{ time: string; startsAt: string; available: boolean }>;
    };
    const slot = day.slots.find((s) => s.available)!;
    expect(slot).toBeDefined();

    // Every other request goes to the other server.
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        customers[i % customers.length]!.browser.request(i % 2 === 0 ? a : b, 'POST', '/api/appointments', {
          serviceId: 'test-grooming',
          petType: 'Dog',
          petName: `Pup ${i}`,
          petAge: '2 years',
          date,
          time: slot.time,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(199);
    for (const response of refused) {
      expect(response.json).toEqual({ error: { code: 'SLOT_TAKEN', message: english(bookingMessages.slotTaken) } });
    }

    const rows = await withAdminClient(databaseUrl, (client) =>
      client.query<{ starts_at: Date; status: string }>('select starts_at, status from appointments'),
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.starts_at.toISOString()).toBe(new Date(slot.startsAt).toISOString());
    expect(rows.rows[0]!.status).toBe('Confirmed');
  }, 60_000);

  it('shows a time booked through one server as taken in the other’s very next availability, and a change made in psql too', async () => {
    const { browser } = await signUp(a, 'Early Bird');
    type Day = { slots: Array<{ time: string; available: boolean }> };
    const free = async (server: StartedServer, date: string) =>
      ((await browser.request(server, 'GET', `/api/availability?serviceId=test-grooming&date=${date}`)).json as Day).slots
        .filter((slot) => slot.available)
        .map((slot) => slot.time);
    // An open day three weeks out, which no other test here books; both servers have it in memory.
    const today = todayInZone(new Date(), siteConfig.timeZone);
    let date = addDaysToDate(today, 21);
    while ((await free(b, date)).length === 0) date = addDaysToDate(date, 1);
    const before = await free(b, date);
    expect(await free(a, date)).toEqual(before);
    const time = before[0]!;

    const booked = await browser.request(a, 'POST', '/api/appointments', {
      serviceId: 'test-grooming', petType: 'Dog', petName: 'Mochi', petAge: '4 years', date, time, idempotencyKey: randomUUID(),
    });
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    expect(await free(b, date)).toEqual(before.filter((slot) => slot !== time));
    expect(await free(a, date)).toEqual(before.filter((slot) => slot !== time));

    // An operator cancels it by hand: the next answers of both show the time again.
    const { id } = booked.json as { id: string };
    await withAdminClient(databaseUrl, (client) => client.query(`update appointments set status = 'Cancelled' where id = $1`, [id]));
    expect(await free(b, date)).toEqual(before);
    expect(await free(a, date)).toEqual(before);
  }, 30_000);

  it('answers a booking sent to both at once under one idempotency key the same on each: 201, one appointment, in 50 of 50 rounds', async () => {
    const { browser } = await signUp(b, 'Double Clicker');
    const times = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM'];
    const today = todayInZone(new Date(), siteConfig.timeZone);
    const mismatches: string[] = [];
    for (let round = 0; round < 50; round++) {
      const body = {
        serviceId: 'test-grooming',
        petType: 'Dog',
        petName: 'Biscuit',
        petAge: '2 years',
        date: addDaysToDate(today, 10 + Math.floor(round / times.length)),
        time: times[round % times.length],
        idempotencyKey: randomUUID(),
      };
      const [first, second] = await Promise.all([
        browser.request(a, 'POST', '/api/appointments', body),
        browser.request(b, 'POST', '/api/appointments', body),
      ]);
      const ids = [first, second].map((response) => (response.json as { id?: string }).id);
      if (first.status !== 201 || second.status !== 201 || ids[0] !== ids[1]) {
        mismatches.push(`round ${round}: ${first.status} ${JSON.stringify(first.json)} / ${second.status} ${JSON.stringify(second.json)}`);
      }
    }
    expect(mismatches, `${mismatches.length} of 50 rounds differed`).toEqual([]);
    const rows = await withAdminClient(databaseUrl, (client) =>
      client.query<{ count: number }>("select count(*)::int as count from appointments where pet_name = 'Biscuit'"),
    );
    expect(rows.rows[0]!.count).toBe(50);
  }, 30_000);

  it('keeps a sign-in limit per address tripped through one server on the other', async () => {
    const { user } = await signUp(a, 'Rate Limited');
    const attacker = new Browser(newAddress());
    const statuses: number[] = [];
    // Other accounts each time: this is the limit per address.
    for (let i = 0; i < 5; i++) {
      statuses.push((await attacker.request(a, 'POST', '/api/auth/sign-in/email', { email: `nobody${i}.${user.email}`, password: `wrong ${i}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The next try goes to the other server: it knows, since the limit lives in the database.
    expect((await attacker.request(b, 'POST', '/api/auth/sign-in/email', { email: user.email, password: user.password })).status).toBe(429);
    // The owner, from elsewhere, signs in on either.
    expect((await new Browser(newAddress()).request(b, 'POST', '/api/auth/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
  }, 30_000);

  it('slows down guessing one account through both servers from many addresses', async () => {
    const { user } = await signUp(a, 'Guessed At');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 ? b : a;
      statuses.push((await new Browser(newAddress()).request(server, 'POST', '/api/auth/sign-in/email', { email: user.email, password: `wrong ${i}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  }, 30_000);
});
