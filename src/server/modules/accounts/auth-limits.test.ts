import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, newUser } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { mailTo } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';

// One clock for the whole file, moved by the tests that need time to pass.
let clock = new Date('2026-12-01T15:00:00Z').getTime();
const now = () => new Date(clock);

const t = useTestAppWithMail({ now });
/** A second app server on the same database, as behind a load balancer. */
let second: TestApp;
beforeAll(async () => {
  second = await createTestApp({ env: { SMTP_URL: t.mail.url }, now, database: t.database });
});
// Closed before the first app and its database: hooks after the tests run in reverse order.
afterAll(() => second.close());

/** A guess from a new address each time: what a botnet or a rotating proxy does. */
const guessFromAnywhere = (email: string, app = t.app) => new ApiClient(app).signIn(email, 'not the password');

describe('reading the session', () => {
  it('is never limited per address: a shared address loads as many pages as it needs', async () => {
    const family = new ApiClient(t.app, { ip: '198.51.100.10' });
    await family.signUp(newUser());
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) statuses.add((await family.get('/api/auth/get-session')).statusCode);
    expect([...statuses]).toEqual([200]);
    expect(JSON.parse((await family.get('/api/auth/get-session')).body).user).toBeTruthy();
  });
});

describe('guessing one account’s password', () => {
  it('slows down after 5 failures whatever the address, says how long to wait, and a new password lets the owner back in', async () => {
    const owner = newUser();
    await new ApiClient(t.app).signUp(owner);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await guessFromAnywhere(owner.email)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const refused = await guessFromAnywhere(owner.email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(30);
    expect(JSON.parse(refused.body).error.message).toBe(
      'Too many failed login attempts. Please try again later or reset your password. You can try again in 30 seconds.',
    );
    // The right password waits too: otherwise the wait would tell a guesser when they were right.
    expect((await new ApiClient(t.app).signIn(owner.email, owner.password)).statusCode).toBe(429);

    // The owner resets the password and signs in at once.
    const browser = new ApiClient(t.app);
    expect((await browser.post('/api/auth/email-otp/request-password-reset', { email: owner.email })).statusCode).toBe(200);
    const code = await t.resetCodeFor(owner.email);
    const reset = await browser.post('/api/auth/email-otp/reset-password', { email: owner.email, otp: code, password: 'a brand new one 7' });
    expect(reset.statusCode).toBe(200);
    expect((await browser.signIn(owner.email, 'a brand new one 7')).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure', async () => {
    const owner = newUser();
    await new ApiClient(t.app).signUp(owner);
    for (let i = 0; i < 5; i++) await guessFromAnywhere(owner.email);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await guessFromAnywhere(owner.email);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      clock += wait * 1000;
      expect((await guessFromAnywhere(owner.email)).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120]);
    expect(JSON.parse((await guessFromAnywhere(owner.email)).body).error.message).toMatch(/You can try again in 4 minutes\.$/);
  });

  it('lets no more than 5 of 30 concurrent guesses reach the password check', async () => {
    const owner = newUser();
    await new ApiClient(t.app).signUp(owner);
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => guessFromAnywhere(owner.email, i % 2 ? t.app : second.app)));
    const counts = statuses.reduce<Record<number, number>>((tally, { statusCode }) => ({ ...tally, [statusCode]: (tally[statusCode] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 401: 5, 429: 25 });
  });

  it('counts unknown accounts the same way, so the wait does not tell which emails exist', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await guessFromAnywhere(email)).statusCode).toBe(401);
    expect((await guessFromAnywhere(email)).statusCode).toBe(429);
  });
});

describe('reset codes for one account', () => {
  it('are limited per account too, whatever the address, so nobody floods an inbox', async () => {
    const owner = newUser();
    await new ApiClient(t.app).signUp(owner);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await new ApiClient(i % 2 ? second.app : t.app).post('/api/auth/email-otp/request-password-reset', { email: owner.email })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('limits across app servers', () => {
  it('holds a limit tripped on one server on the other', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 5; i++) {
      expect((await new ApiClient(t.app, { ip: address }).signIn(`x${i}.${Date.now()}@example.com`, 'wrong')).statusCode).toBe(401);
    }
    expect((await new ApiClient(second.app, { ip: address }).signIn(`y.${Date.now()}@example.com`, 'wrong')).statusCode).toBe(429);
  });

  it('limits the email lookup per address in the database too', async () => {
    const address = '192.0.2.78';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 ? second.app : t.app;
      statuses.push((await new ApiClient(app, { ip: address }).post('/api/accounts/email-lookup', { email: `a${i}@example.com` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits lookups of one email from many addresses too', async () => {
    const email = `watched.${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await new ApiClient(i % 2 ? second.app : t.app).post('/api/accounts/email-lookup', { email })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('a 429 on any form', () => {
  it('says to wait, and for how long', async () => {
    const address = '192.0.2.79';
    let last;
    for (let i = 0; i < 6; i++) last = await new ApiClient(t.app, { ip: address }).post('/api/auth/sign-up/email', newUser());
    expect(last!.statusCode).toBe(429);
    const seconds = Number(last!.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(JSON.parse(last!.body).error).toEqual({
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
    });
  });
});

describe('session tokens', () => {
  it('never appear in a response body a page script could read', async () => {
    const browser = new ApiClient(t.app);
    const user = newUser();
    const bodies = [(await browser.signUp(user)).body];
    const token = decodeURIComponent(browser.cookies.get('pet-haven.session_token') ?? '').split('.')[0];
    expect(token).toBeTruthy();
    bodies.push((await browser.signIn(user.email, user.password)).body);
    bodies.push((await browser.get('/api/auth/get-session')).body);
    const sessions = await browser.get('/api/auth/list-sessions');
    expect(sessions.statusCode).toBe(200);
    expect(JSON.parse(sessions.body).length).toBe(2);
    bodies.push(sessions.body);
    for (const body of bodies) {
      expect(body).not.toContain(token);
      expect(body).not.toMatch(/"token"/);
    }
  });
});

describe('reset codes over a day', () => {
  it('stop after 10 a day per account, whoever asks; the owner is told once; an unknown email is answered the same', async () => {
    const owner = newUser();
    await new ApiClient(t.app).signUp(owner);
    const nobody = `nobody.${Date.now()}@example.com`;
    // Each request from a new address, and a minute between every five: only the daily cap is left to hold.
    const ask = (email: string) => new ApiClient(t.app).post('/api/auth/email-otp/request-password-reset', { email });
    const answers: Record<'owner' | 'nobody', Array<{ statusCode: number; body: string }>> = { owner: [], nobody: [] };
    for (let i = 0; i < 12; i++) {
      if (i % 5 === 0) {
        // The mail in hand is sent first: moved past its lease, a mail job would be taken again.
        await t.app.jobs.runDue();
        clock += 61_000;
      }
      answers.owner.push(await ask(owner.email));
      answers.nobody.push(await ask(nobody));
    }
    const statuses = [...Array(10).fill(200), 429, 429];
    expect(answers.owner.map((answer) => answer.statusCode)).toEqual(statuses);
    expect(answers.nobody.map((answer) => answer.statusCode)).toEqual(statuses);
    expect(answers.owner.map((answer) => answer.body)).toEqual(answers.nobody.map((answer) => answer.body));
    expect(JSON.parse(answers.owner[10]!.body).error.message).toBe('Too many attempts. Please wait 24 hours and try again.');

    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const notice = await t.mail.waitFor(mailTo(owner.email, /paused/));
    expect(notice.subject).toBe('Password reset codes for your Pet Haven account are paused');
    expect(notice.text).toContain('Someone, perhaps you, has asked for 10 password reset codes for your Pet Haven account in the last day');
    expect(notice.text).toMatch(/We will send no more until December 2, 2026 at \d{1,2}:\d{2}/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const toOwner = t.mail.messages.filter(mailTo(owner.email));
    expect(toOwner.filter((mail) => /paused/.test(mail.subject ?? ''))).toHaveLength(1);
    expect(toOwner.filter((mail) => /reset code: \d{6}$/.test(mail.subject ?? ''))).toHaveLength(10);
    expect(t.mail.messages.filter(mailTo(nobody))).toHaveLength(0);

    // A day later the owner can have a code again.
    clock += 24 * 3_600_000;
    expect((await ask(owner.email)).statusCode).toBe(200);
  });

  it('count confirmation links too, with the same cap', async () => {
    const email = `unconfirmed.${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      if (i % 5 === 0) clock += 61_000;
      statuses.push((await new ApiClient(t.app).post('/api/auth/send-verification-email', { email })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});
