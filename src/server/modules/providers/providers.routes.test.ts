import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providerWorkingHours, providers, userRoles } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeProviders } from '../appointment-book/provider-agenda.service';
import { grantProvider, revokeProvider } from './providers.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signUp(name: string) {
  const user = newUser(name);
  const client = new ApiClient(t.app);
  await client.signUp(user);
  return { client, user };
}

const providerRoutes = [
  ['GET', '/api/provider/me'],
  ['GET', '/api/provider/appointments'],
  ['GET', '/api/provider/dashboard'],
  ['POST', '/api/provider/appointments/00000000-0000-4000-8000-000000000000/complete'],
  ['POST', '/api/provider/appointments/00000000-0000-4000-8000-000000000000/cancel'],
] as const;

describe('the provider role', () => {
  it('is granted by claiming the unclaimed seeded schedule first, then with a new schedule', async () => {
    const first = await signUp('Dana Groomer');
    const claimed = await grantProvider(t.database.db, first.user.email);
    expect(claimed).toEqual({ ok: true, message: expect.stringContaining('taking over the schedule "Pet Haven Care Team"') });
    const [seeded] = await t.database.db.select().from(providers).where(eq(providers.id, 1));
    expect(seeded?.displayName).toBe('Dana Groomer');

    const second = await signUp('Eli Trainer');
    expect((await grantProvider(t.database.db, second.user.email)).message).toMatch(
      new RegExp(`^${second.user.email.replaceAll('.', '\\.')} is now a provider with a new schedule \\(#\\d+\\): the shop's opening hours and every service, until you set theirs in the console at /console/staff\\.$`),
    );
    // A new schedule starts from the shop's opening hours (the seed's: weekdays 9-6, weekends 10-4).
    const [schedule] = await t.database.db.select().from(providers).where(eq(providers.displayName, 'Eli Trainer'));
    const hours = await t.database.db.select().from(providerWorkingHours).where(eq(providerWorkingHours.providerId, schedule!.id));
    expect(hours.map((h) => [h.weekday, h.startMinute, h.endMinute]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [0, 600, 960], [1, 540, 1080], [2, 540, 1080], [3, 540, 1080], [4, 540, 1080], [5, 540, 1080], [6, 600, 960],
    ]);
    expect(await grantProvider(t.database.db, second.user.email)).toEqual({ ok: true, message: `${second.user.email} is already a provider.` });
    expect(await describeProviders(t.database.db, new Date())).toContain(second.user.email);

    expect(await grantProvider(t.database.db, 'ghost@example.com')).toMatchObject({ ok: false, message: expect.stringContaining('No account uses ghost@example.com') });
    const secondId = (await second.client.get('/api/profile')).json().uid as string;
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.userId, secondId))).toMatchObject([{ role: 'provider' }]);

    expect(await revokeProvider(t.database.db, second.user.email)).toEqual({
      ok: true,
      message: `${second.user.email} is no longer a provider. Their schedule and its appointments stay, unclaimed, for the next provider.`,
    });
    const refused = await second.client.get('/api/provider/me');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: 'Access denied' });
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.userId, secondId))).toEqual([]);
    expect(await t.database.db.select().from(providers).where(eq(providers.userId, secondId))).toEqual([]);
    expect(await revokeProvider(t.database.db, second.user.email)).toEqual({ ok: false, message: `${second.user.email} is not a provider.` });
  });

  it('is seen by the provider routes at once, though the schedules are served from memory', async () => {
    const provider = await signUp('Fran Walker');
    // Every schedule, with who holds it, is now in memory for the catalogue's version.
    expect((await provider.client.get('/api/appointments')).statusCode).toBe(200);
    expect((await provider.client.get('/api/provider/me')).statusCode).toBe(403);

    await grantProvider(t.database.db, provider.user.email);
    const userId = (await provider.client.get('/api/profile')).json().uid as string;
    const [held] = await t.database.db.select().from(providers).where(eq(providers.userId, userId));
    const me = await provider.client.get('/api/provider/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ providerId: held!.id, displayName: 'Fran Walker' });
  });

  it('is required by every provider route: customers get 403, visitors 401', async () => {
    const customer = await signUp('Casey Customer');
    for (const [method, url] of providerRoutes) {
      expect((await customer.client.request(method, url)).statusCode, `${method} ${url}`).toBe(403);
      expect((await new ApiClient(t.app).request(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
