import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/api-client';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app';

let oidc: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  oidc = await startOidcProvider({ redirectUri: `${TEST_BASE_URL}/api/auth/callback/google` });
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret, GOOGLE_ISSUER_URL: oidc.issuer },
  });
});
afterAll(async () => {
  await t.close();
  await oidc.close();
});

/** A tiny browser for the provider's side: follows redirects by hand and keeps its cookies. */
class ProviderBrowser {
  private cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  /**
   * Follows the provider's redirects and answers its development forms (login, then
   * consent) until it redirects back to `returnTo`; returns that final URL.
   */
  async signInAndConsent(startUrl: string, login: string, returnTo: string): Promise<URL> {
    let response = await this.fetch(startUrl);
    let url = startUrl;
    for (let step = 0; step < 10; step++) {
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.toString().startsWith(returnTo)) return next;
        url = next.toString();
        response = await this.fetch(url);
        continue;
      }
      const page = await response.text();
      const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
      const prompt = page.match(/name="prompt" value="([^"]+)"/)?.[1];
      if (!action || !prompt) throw new Error(`unexpected page at ${url}:\n${page.slice(0, 400)}`);
      const fields: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt };
      response = await this.fetch(new URL(action, url).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    }
    throw new Error('the provider never redirected back');
  }
}

describe('Google sign-in through OpenID Connect', () => {
  it('is offered when configured', async () => {
    expect((await new ApiClient(t.app).get('/api/accounts/config')).json()).toEqual({ google: true });
  });

  it('completes the code flow with a real provider, creates the account and signs in', async () => {
    const client = new ApiClient(t.app);
    const start = await client.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/profile' });
    expect(start.statusCode).toBe(200);
    const authorizeUrl: string = start.json().url;
    expect(authorizeUrl.startsWith(oidc.issuer)).toBe(true);
    expect(new URL(authorizeUrl).searchParams.get('code_challenge_method')).toBe('S256');

    const callback = await new ProviderBrowser().signInAndConsent(authorizeUrl, 'casey.morgan@example.com', TEST_BASE_URL);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${TEST_BASE_URL}/api/auth/callback/google`);

    const landed = await client.get(`${callback.pathname}${callback.search}`);
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location, String(landed.headers.location)).toBe('/profile');

    const profile = (await client.get('/api/profile')).json();
    expect(profile).toMatchObject({ email: 'casey.morgan@example.com', name: 'Casey Morgan', emailVerified: true });
    const lookup = await new ApiClient(t.app).post('/api/accounts/email-lookup', { email: 'casey.morgan@example.com' });
    expect(lookup.json()).toEqual({ signInMethods: ['google'] });
  });

  it('closes an account without a password right after signing in (issue 30), the email typed as confirmation', async () => {
    const client = new ApiClient(t.app);
    const start = await client.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/profile' });
    const callback = await new ProviderBrowser().signInAndConsent(start.json().url, 'jordan.lee@example.com', TEST_BASE_URL);
    expect((await client.get(`${callback.pathname}${callback.search}`)).statusCode).toBe(302);

    expect((await client.post('/api/profile/close', { confirmation: 'someone@example.com' })).statusCode).toBe(422);
    const closed = await client.post('/api/profile/close', { confirmation: 'jordan.lee@example.com' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await client.get('/api/profile')).statusCode).toBe(401);
    const lookup = await new ApiClient(t.app).post('/api/accounts/email-lookup', { email: 'jordan.lee@example.com' });
    expect(lookup.json()).toEqual({ signInMethods: [] });
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const response = await new ApiClient(t.app).get('/api/auth/callback/google?code=forged&state=forged');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/error/);
    expect((await new ApiClient(t.app).get('/api/profile')).statusCode).toBe(401);
  });
});
