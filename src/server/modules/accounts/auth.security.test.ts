import { describe, expect, it } from 'vitest';
import { ApiClient, newUser } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { mailTo } from '../../test/mail-catcher';
import { createTestApp } from '../../test/test-app';

const t = useTestAppWithMail();

const profileStatus = async (client: ApiClient) => (await client.get('/api/profile')).statusCode;

describe('sign-in rate limit', () => {
  it('answers 429 after repeated failed sign-ins from one address, and only for that address', async () => {
    const user = newUser();
    await new ApiClient(t.app).signUp(user);
    const attacker = new ApiClient(t.app);
    const statuses: number[] = [];
    // A different account each time: this is the limit per address, not per account.
    for (let i = 0; i < 7; i++) statuses.push((await attacker.signIn(`nobody-${i}-${user.email}`, `wrong password ${i}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Even the right password waits out the window from that address…
    expect((await attacker.signIn(user.email, user.password)).statusCode).toBe(429);
    // …while the owner, elsewhere, signs in.
    expect((await new ApiClient(t.app).signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('cannot be dodged by inventing X-Forwarded-For when no proxy is trusted', async () => {
    const attacker = new ApiClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await attacker.post(
        '/api/auth/sign-in/email',
        { email: 'victim@example.com', password: 'guess' },
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Lax, host-wide and not Secure over http', async () => {
    const response = await new ApiClient(t.app).signUp(newUser());
    const cookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('pet-haven.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
    expect(cookie).not.toMatch(/; Domain=/i);
  });

  it('are __Host- prefixed and Secure when the site is served over https', async () => {
    const secure = await createTestApp({ env: { BASE_URL: 'https://shop.example.com' } });
    try {
      const response = await new ApiClient(secure.app).post('/api/auth/sign-up/email', newUser(), {
        origin: 'https://shop.example.com',
      });
      expect(response.statusCode).toBe(200);
      const cookie = [response.headers['set-cookie']].flat().find((c) => c?.includes('session_token='));
      expect(cookie).toMatch(/^__Host-pet-haven\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/; Domain=/i);
    } finally {
      await secure.close();
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a cross-origin POST carrying the session cookie, and the session survives', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());

    const forgedSignOut = await client.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(forgedSignOut.statusCode).toBe(403);
    const forgedApiCall = await client.post('/api/accounts/email-lookup', { email: 'a@example.com' }, { origin: 'https://evil.example' });
    expect(forgedApiCall.statusCode).toBe(403);
    expect(forgedApiCall.json().error.code).toBe('INVALID_ORIGIN');

    expect(await profileStatus(client)).toBe(200);
  });

  it('refuses a state-changing request with the cookie and no origin at all', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/email-lookup',
      headers: { cookie: client.cookieHeader(), 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('old sessions', () => {
  it('are refused after logout', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());
    const oldCookie = client.cookieHeader();
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);

    const replay = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: oldCookie } });
    expect(replay.statusCode).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: oldCookie } });
    expect(session.json()).toBeNull();
  });

  it('are all refused after a password reset, on every device', async () => {
    const user = newUser();
    const laptop = new ApiClient(t.app);
    await laptop.signUp(user);
    const phone = new ApiClient(t.app);
    expect((await phone.signIn(user.email, user.password)).statusCode).toBe(200);

    const resetter = new ApiClient(t.app);
    expect((await resetter.post('/api/auth/email-otp/request-password-reset', { email: user.email })).statusCode).toBe(200);
    const code = await t.resetCodeFor(user.email);
    const reset = await resetter.post('/api/auth/email-otp/reset-password', { email: user.email, otp: code, password: 'a brand new pass' });
    expect(reset.statusCode).toBe(200);

    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(phone)).toBe(401);
    expect((await new ApiClient(t.app).signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await new ApiClient(t.app).signIn(user.email, 'a brand new pass')).statusCode).toBe(200);
  });
});

describe('password reset codes', () => {
  it('are emailed as 6 digits and cannot be used twice', async () => {
    const user = newUser();
    await new ApiClient(t.app).signUp(user);
    const client = new ApiClient(t.app);
    await client.post('/api/auth/email-otp/request-password-reset', { email: user.email });
    const code = await t.resetCodeFor(user.email);
    expect(code).toMatch(/^\d{6}$/);

    const first = await client.post('/api/auth/email-otp/reset-password', { email: user.email, otp: code, password: 'first new pass' });
    expect(first.statusCode).toBe(200);
    const reused = await client.post('/api/auth/email-otp/reset-password', { email: user.email, otp: code, password: 'attacker pass' });
    expect(reused.statusCode).toBe(400);
    expect((await new ApiClient(t.app).signIn(user.email, 'attacker pass')).statusCode).toBe(401);
    expect((await new ApiClient(t.app).signIn(user.email, 'first new pass')).statusCode).toBe(200);
  });

  it('stop working after three wrong guesses, even for the right code', async () => {
    const user = newUser();
    await new ApiClient(t.app).signUp(user);
    const attacker = new ApiClient(t.app);
    await attacker.post('/api/auth/email-otp/request-password-reset', { email: user.email });
    const code = await t.resetCodeFor(user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    for (let i = 0; i < 3; i++) {
      const guess = await attacker.post('/api/auth/email-otp/reset-password', { email: user.email, otp: wrong, password: 'guessed pass' });
      expect(guess.statusCode).toBe(400);
    }
    const late = await attacker.post('/api/auth/email-otp/reset-password', { email: user.email, otp: code, password: 'guessed pass' });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await new ApiClient(t.app).signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = t.mail.messages.length;
    const response = await new ApiClient(t.app).post('/api/auth/email-otp/request-password-reset', { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(t.mail.messages.slice(before).some(mailTo('ghost@example.com'))).toBe(false);
  });

  it('are not a way to sign in', async () => {
    const response = await new ApiClient(t.app).post('/api/auth/sign-in/email-otp', { email: 'a@example.com', otp: '123456' });
    expect(response.statusCode).toBe(404);
  });
});

describe('email verification', () => {
  it('sends a link on sign-up that marks the email verified', async () => {
    const user = newUser();
    const client = new ApiClient(t.app);
    await client.signUp(user);
    expect((await client.get('/api/profile')).json().emailVerified).toBe(false);

    const message = await t.mail.waitFor(mailTo(user.email, /confirm/i));
    const link = message.text?.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain('/api/auth/verify-email?token=');
    const url = new URL(link!);
    const verify = await client.get(`${url.pathname}${url.search}`);
    expect(verify.statusCode).toBeLessThan(400);

    expect((await client.get('/api/profile')).json().emailVerified).toBe(true);
  });
});
