import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { selectRows } from '../../db/raw-rows';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabaseTwice } from '../../test/test-database';
import { grantProvider, revokeProvider } from '../providers/providers.service';
import { grantOwner, revokeOwner } from './owners.service';

/**
 * Issue 31 keeps each session's answer in every server's memory; D14 still holds: a
 * revocation is refused by the very next request, on this server and on another one
 * sharing the database. Two app servers run on one database (two pools on PostgreSQL, as
 * two processes would; on the embedded database one process owns the data, so both are
 * it), plus a third connection standing for the admin command or an operator's psql.
 * Each test first has both servers answer the session, so that both remember it, then
 * revokes it one way and replays the old cookie against both, as its thief would.
 */
let databases: [DatabaseHandle, DatabaseHandle];
const a = useTestAppWithMail({ database: async () => (databases = await createTestDatabaseTwice())[0] });
let b: TestApp;
/** The admin command's or psql's connection: the second pool (on PostgreSQL, not a server's). */
const elsewhere = () => databases[1].db;

beforeAll(async () => {
  // The same mail server: either server's job worker may send the other's mail.
  b = await createTestApp({ database: databases[1], env: { SMTP_URL: a.mail.url } });
});
afterAll(async () => {
  await b?.close();
  await databases?.[1].close();
});

/** What each server answers the cookie for `url`: [a, b]. */
async function statuses(cookie: string, url = '/api/profile') {
  const on = async (server: TestApp) => (await server.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
  return [await on(a), await on(b)];
}

/** Whether each server's profile of the cookie's account says provider: [a, b]. */
async function profiles(cookie: string) {
  const on = async (server: TestApp) => {
    const response = await server.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return { isProvider: (response.json() as { isProvider: boolean }).isProvider };
  };
  return [await on(a), await on(b)];
}

/** Both servers answer the cookie, twice (so the second answer may come from memory). */
async function rememberedByBoth(cookie: string, url = '/api/profile') {
  expect(await statuses(cookie, url)).toEqual([200, 200]);
  expect(await statuses(cookie, url)).toEqual([200, 200]);
}

/** One account signed in on a laptop (through a) and a phone (through b), both sessions remembered by both servers. */
async function twoDevices() {
  const { client: laptop, user } = await a.signUpCustomer();
  const phone = new ApiClient(b.app);
  expect((await phone.signIn(user.email, user.password)).statusCode).toBe(200);
  await rememberedByBoth(laptop.cookieHeader());
  await rememberedByBoth(phone.cookieHeader());
  return { laptop, phone, user };
}

describe('a remembered session is refused at once by every server', () => {
  it('after signing out', async () => {
    const { client } = await a.signUpCustomer();
    const cookie = client.cookieHeader();
    await rememberedByBoth(cookie);
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect(await statuses(cookie)).toEqual([401, 401]);
  });

  it('after signing out everywhere, from the other server', async () => {
    const { laptop, phone } = await twoDevices();
    expect((await phone.post('/api/auth/revoke-sessions')).statusCode).toBe(200);
    expect(await statuses(laptop.cookieHeader())).toEqual([401, 401]);
    expect(await statuses(phone.cookieHeader())).toEqual([401, 401]);
  });

  it('after a password change that signs out the other devices, and only those', async () => {
    const { laptop, phone, user } = await twoDevices();
    const change = await phone.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'another long password', revokeOtherSessions: true });
    expect(change.statusCode).toBe(200);
    expect(await statuses(laptop.cookieHeader())).toEqual([401, 401]);
    // The device that changed it carries on, in a session of its own.
    expect(await statuses(phone.cookieHeader())).toEqual([200, 200]);
  });

  it('after a password reset by code', async () => {
    const { laptop, phone, user } = await twoDevices();
    const resetter = new ApiClient(b.app);
    expect((await resetter.post('/api/auth/email-otp/request-password-reset', { email: user.email })).statusCode).toBe(200);
    const otp = await a.resetCodeFor(user.email);
    expect((await resetter.post('/api/auth/email-otp/reset-password', { email: user.email, otp, password: 'a brand new password' })).statusCode).toBe(200);
    expect(await statuses(laptop.cookieHeader())).toEqual([401, 401]);
    expect(await statuses(phone.cookieHeader())).toEqual([401, 401]);
  });

  it('after the account is removed (an operator deleting it in SQL)', async () => {
    const { client, user } = await a.signUpCustomer();
    const cookie = client.cookieHeader();
    // Orders, not the profile: a list that would still answer (empty) for an id with no account.
    await rememberedByBoth(cookie, '/api/orders');
    await elsewhere().execute(sql`delete from users where email = ${user.email}`);
    expect(await statuses(cookie, '/api/orders')).toEqual([401, 401]);
  });

  it('once past its expiry', async () => {
    const { client, user } = await a.signUpCustomer();
    const cookie = client.cookieHeader();
    await rememberedByBoth(cookie);
    await elsewhere().execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${user.email})`);
    expect(await statuses(cookie)).toEqual([401, 401]);
  });

  it('is still extended as it is used, as when every request read it', async () => {
    const { client, user } = await a.signUpCustomer();
    const cookie = client.cookieHeader();
    const expiry = async () =>
      (await selectRows<{ expiresAt: number }>(elsewhere(), sql`select extract(epoch from expires_at)::float8 * 1000 as "expiresAt" from sessions where user_id = (select id from users where email = ${user.email})`))[0]!.expiresAt;
    // Six days and a moment left: Better Auth extends it once the moment has passed (a day after it was last extended).
    await elsewhere().execute(sql`update sessions set expires_at = now() + interval '6 days 1500 milliseconds' where user_id = (select id from users where email = ${user.email})`);
    await rememberedByBoth(cookie);
    const before = await expiry();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    // With nothing written meanwhile, b's memory alone must let the moment pass.
    expect((await b.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
    expect((await expiry()) - before).toBeGreaterThan(86_000_000);
  });
});

describe('a remembered role is seen at once by every server', () => {
  it('taken away from a provider by the admin command, then given back', async () => {
    const { client, user } = await a.signUpCustomer('Riley Provider');
    const cookie = client.cookieHeader();
    expect(await statuses(cookie, '/api/provider/appointments')).toEqual([403, 403]);
    expect((await grantProvider(elsewhere(), user.email)).ok).toBe(true);
    await rememberedByBoth(cookie, '/api/provider/appointments');
    expect(await profiles(cookie)).toEqual([{ isProvider: true }, { isProvider: true }]);
    expect((await revokeProvider(elsewhere(), user.email)).ok).toBe(true);
    expect(await statuses(cookie, '/api/provider/appointments')).toEqual([403, 403]);
    // Still signed in as a customer: it is the role that went, not the session; the profile says so.
    expect(await profiles(cookie)).toEqual([{ isProvider: false }, { isProvider: false }]);
  });

  it("taken away from an owner, and an owner's console refused at once", async () => {
    const { client, user } = await a.signUpCustomer('Casey Owner');
    const cookie = client.cookieHeader();
    expect((await grantOwner(elsewhere(), user.email)).ok).toBe(true);
    await rememberedByBoth(cookie, '/api/console/me');
    expect((await revokeOwner(elsewhere(), user.email)).ok).toBe(true);
    expect(await statuses(cookie, '/api/console/me')).toEqual([403, 403]);
  });
});

describe('cookies that name no session', () => {
  it('are refused however often they are sent, and leave the real session standing', async () => {
    const { client } = await a.signUpCustomer();
    const cookie = client.cookieHeader();
    await rememberedByBoth(cookie);
    const forged = (n: number) => cookie.replace(/=([^.;]+)/, (_, token: string) => `=${token.slice(0, -4)}${String(n).padStart(4, '0')}`);
    for (let n = 0; n < 20; n++) expect(await statuses(forged(n))).toEqual([401, 401]);
    expect(await statuses(cookie)).toEqual([200, 200]);
  });
});
