import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providers } from '../../db/schema';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';

const stamp = Date.now();
const listed = { name: 'Dana Groomer', email: `dana.${stamp}@example.com`, password: 'correct horse 42' };
const listedLater = { name: 'Eli Vet', email: `eli.${stamp}@example.com`, password: 'correct horse 42' };

// Listed in another case than they sign up with: the match ignores case.
const t = useTestAppWithMail({ env: { PROVIDER_EMAILS: `${listed.email.toUpperCase()}, ${listedLater.email}` } });

const isProvider = async (client: ApiClient) => (await client.get('/api/profile')).json().isProvider as boolean;

describe('PROVIDER_EMAILS', () => {
  it('grants a listed account the role once its email is verified, claiming the unclaimed schedule first', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(listed);
    // Unverified: signing up first with someone else's address must not give the role.
    expect(await isProvider(client)).toBe(false);
    expect((await client.get('/api/provider/me')).statusCode).toBe(403);

    // Verifying in the same session grants it at once.
    await t.confirmEmail(client, listed.email);
    expect(await isProvider(client)).toBe(true);
    expect((await client.get('/api/provider/me')).json()).toEqual({ providerId: 1, displayName: listed.name });
    const [seeded] = await t.database.db.select().from(providers).where(eq(providers.id, 1));
    expect(seeded?.displayName).toBe(listed.name);

    // Signing in again changes nothing.
    const again = new ApiClient(t.app);
    expect((await again.signIn(listed.email, listed.password)).statusCode).toBe(200);
    expect((await again.get('/api/provider/me')).json().providerId).toBe(1);
    expect(await t.database.db.select().from(providers)).toHaveLength(1);
  });

  it('grants a listed account whose email a password reset verified on its next sign-in, with a new schedule', async () => {
    const owner = new ApiClient(t.app);
    await owner.signUp(listedLater);
    expect(await isProvider(owner)).toBe(false);
    // A reset with the emailed code also verifies the address, without the verification hook.
    const resetter = new ApiClient(t.app);
    await resetter.post('/api/auth/email-otp/request-password-reset', { email: listedLater.email });
    const otp = await t.resetCodeFor(listedLater.email);
    const password = 'a brand new pass';
    expect((await resetter.post('/api/auth/email-otp/reset-password', { email: listedLater.email, otp, password })).statusCode).toBe(200);

    const client = new ApiClient(t.app);
    expect((await client.signIn(listedLater.email, password)).statusCode).toBe(200);
    const me = (await client.get('/api/provider/me')).json();
    // The seeded schedule is taken by now: this one is new.
    expect(me).toEqual({ providerId: expect.any(Number), displayName: listedLater.name });
    expect(me.providerId).not.toBe(1);
  });

  it('does not grant an unlisted account, verified or not', async () => {
    const { client, user } = await t.signUpCustomer('Casey Customer');
    await t.confirmEmail(client, user.email);
    const again = new ApiClient(t.app);
    expect((await again.signIn(user.email, user.password)).statusCode).toBe(200);
    expect(await isProvider(again)).toBe(false);
    expect((await again.get('/api/provider/me')).statusCode).toBe(403);
  });
});
