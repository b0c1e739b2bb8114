import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailLookupResponseSchema, userProfileSchema } from '@shared/contracts/accounts';
import { userProfiles, userRoles } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grantRole, hasRole, revokeRole } from './roles.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('email lookup (the home page sign-up field)', () => {
  it('says password for a registered email, whatever its case, and nothing for an unknown one', async () => {
    const user = newUser();
    await new ApiClient(t.app).signUp(user);
    const visitor = new ApiClient(t.app);

    const known = await visitor.post('/api/accounts/email-lookup', { email: user.email.toUpperCase() });
    expect(emailLookupResponseSchema.parse(known.json())).toEqual({ signInMethods: ['password'] });

    const unknown = await visitor.post('/api/accounts/email-lookup', { email: 'nobody@example.com' });
    expect(emailLookupResponseSchema.parse(unknown.json())).toEqual({ signInMethods: [] });
  });

  it('rejects a malformed email with field errors', async () => {
    const response = await new ApiClient(t.app).post('/api/accounts/email-lookup', { email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toHaveProperty('email');
  });

  it('is rate-limited per client address', async () => {
    const visitor = new ApiClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await visitor.post('/api/accounts/email-lookup', { email: `probe${i}@example.com` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await new ApiClient(t.app).post('/api/accounts/email-lookup', { email: 'a@example.com' })).statusCode).toBe(200);
  });
});

describe('the profile', () => {
  it('is only for signed-in users', async () => {
    const response = await new ApiClient(t.app).get('/api/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('is upserted on every sign-in and keeps the first createdAt', async () => {
    const user = newUser('Jordan Lee');
    const client = new ApiClient(t.app);
    await client.signUp(user);
    const first = userProfileSchema.parse((await client.get('/api/profile')).json());
    expect(first).toMatchObject({ name: 'Jordan Lee', email: user.email, photoURL: null, emailVerified: false, isProvider: false });

    const [stored] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, first.uid));
    expect(stored?.createdAt.toISOString()).toBe(first.createdAt);

    await client.post('/api/auth/sign-out');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = new ApiClient(t.app);
    expect((await again.signIn(user.email, user.password)).statusCode).toBe(200);
    const second = userProfileSchema.parse((await again.get('/api/profile')).json());
    expect(second.createdAt).toBe(first.createdAt);
    const [afterSecond] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, first.uid));
    expect(afterSecond!.updatedAt.getTime()).toBeGreaterThan(stored!.updatedAt.getTime());
  });
});

describe('roles (D21)', () => {
  it('are held in user_roles: none, one or both, and isProvider reads the provider role', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());
    const { uid } = userProfileSchema.parse((await client.get('/api/profile')).json());
    const { db } = t.database;
    expect([await hasRole(db, uid, 'provider'), await hasRole(db, uid, 'owner')]).toEqual([false, false]);

    await grantRole(db, uid, 'owner');
    await grantRole(db, uid, 'owner');
    expect(await hasRole(db, uid, 'owner')).toBe(true);
    expect((await client.get('/api/profile')).json().isProvider).toBe(false);

    await grantRole(db, uid, 'provider');
    expect((await client.get('/api/profile')).json().isProvider).toBe(true);
    expect((await db.select().from(userRoles).where(eq(userRoles.userId, uid))).map((row) => row.role).sort()).toEqual(['owner', 'provider']);

    expect(await revokeRole(db, uid, 'provider')).toBe(true);
    expect(await revokeRole(db, uid, 'provider')).toBe(false);
    expect((await client.get('/api/profile')).json().isProvider).toBe(false);
    expect(await hasRole(db, uid, 'owner')).toBe(true);
  });

  it('are only provider and owner', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());
    const { uid } = userProfileSchema.parse((await client.get('/api/profile')).json());
    await expect(
      t.database.db.insert(userRoles).values({ userId: uid, role: 'admin' as 'owner' }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});

describe('sign-in options', () => {
  it('does not offer Google when it is not configured', async () => {
    expect((await new ApiClient(t.app).get('/api/accounts/config')).json()).toEqual({ google: false });
  });
});
