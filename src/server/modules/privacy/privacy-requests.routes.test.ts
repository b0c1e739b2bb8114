import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '@shared/contracts/owner';
import { ApiClient, newUser } from '../../test/api-client';
import { PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 30 item 4: the owner's console lists the customers' privacy requests with their dates. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
});
afterAll(() => t.close());

describe('GET /api/console/audit?kind=privacy', () => {
  it('is for the owner only', async () => {
    expect((await new ApiClient(t.app).get('/api/console/audit?kind=privacy')).statusCode).toBe(401);
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser());
    expect((await customer.get('/api/console/audit?kind=privacy')).statusCode).toBe(403);
    expect((await (await signUpProvider(t)).get('/api/console/audit?kind=privacy')).statusCode).toBe(403);
    const { client: owner } = await signUpOwner(t);
    expect((await owner.get('/api/console/audit?kind=privacy')).statusCode).toBe(200);
    expect((await owner.get('/api/console/audit?kind=everything')).statusCode).toBe(422);
  });

  it('lists data downloads and closed accounts, newest first, with their dates, and nothing else', async () => {
    const { client: owner } = await signUpOwner(t);
    const customer = new ApiClient(t.app);
    const user = newUser();
    await customer.signUp(user);
    const userId = (await customer.get('/api/profile')).json().uid as string;
    expect((await customer.get('/api/profile/archive')).statusCode).toBe(200);
    expect((await owner.post(`/api/console/customers/${userId}/notes`, { body: 'A note' })).statusCode).toBe(201);
    expect((await customer.post('/api/profile/close', { password: user.password, confirmation: user.email })).statusCode).toBe(200);

    const page = auditPageSchema.parse((await owner.get('/api/console/audit?kind=privacy')).json());
    const mine = page.events.filter((event) => event.subject === `account:${userId}`);
    expect(mine.map(({ action, at }) => [action, at])).toEqual([
      ['privacy.accountClosed', expect.any(String)],
      ['privacy.archiveDownloaded', expect.any(String)],
    ]);
    expect(page.events.every((event) => event.action.startsWith('privacy.'))).toBe(true);
    const all = auditPageSchema.parse((await owner.get('/api/console/audit')).json());
    expect(all.events.map((event) => event.action)).toContain('customer.note.added');
  });
});
