import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '@shared/contracts/owner';
import { privacyRequestPageSchema } from '@shared/contracts/privacy';
import { ApiClient, newUser } from '../../test/api-client';
import { PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { createTestApp, type TestApp } from '../../test/test-app';
import { privacyReference } from '../privacy/privacy.service';

/**
 * Issue 30 item 4: the owner's console lists the customers' privacy requests with their
 * kind and dates; an archive of an open account names who asked; a closed account shows an
 * anonymous reference only, and its name never comes back.
 */
let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
  ({ client: owner } = await signUpOwner(t));
});
afterAll(() => t.close());

const requests = async () => privacyRequestPageSchema.parse((await owner.get('/api/console/privacy-requests')).json()).requests;

async function customer(name: string) {
  const client = new ApiClient(t.app);
  const user = newUser(name);
  await client.signUp(user);
  return { client, user, userId: (await client.get('/api/profile')).json().uid as string };
}

describe('GET /api/console/privacy-requests', () => {
  it('is for the owner only: 401 signed out, 403 for a customer and a provider', async () => {
    expect((await new ApiClient(t.app).get('/api/console/privacy-requests')).statusCode).toBe(401);
    const { client } = await customer('Cleo Customer');
    expect((await client.get('/api/console/privacy-requests')).statusCode).toBe(403);
    expect((await (await signUpProvider(t)).get('/api/console/privacy-requests')).statusCode).toBe(403);
    expect((await owner.get('/api/console/privacy-requests')).statusCode).toBe(200);
    expect((await owner.get('/api/console/privacy-requests?before=abc')).statusCode).toBe(422);
  });

  it('names who downloaded their archive while the account is open, by name and email, with the date; nothing else is listed', async () => {
    const open = await customer('Olive Open');
    expect((await open.client.get('/api/profile/archive')).statusCode).toBe(200);
    expect((await owner.post(`/api/console/customers/${open.userId}/notes`, { body: 'A note' })).statusCode).toBe(201);
    const listed = (await requests()).filter((request) => request.reference === privacyReference(open.userId));
    expect(listed).toEqual([
      { id: expect.any(Number), kind: 'archive', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), reference: privacyReference(open.userId), customer: { name: 'Olive Open', email: open.user.email }, cancelledVisits: null },
    ]);
    expect(listed[0]!.reference).toMatch(/^R-[0-9A-F]{8}$/);
    expect(JSON.stringify(await requests())).not.toContain(open.userId);
  });

  it('shows a closed account by its anonymous reference only, on its closing and on its earlier archive: its name and email never come back', async () => {
    const closing = await customer('Zed Closing');
    expect((await closing.client.get('/api/profile/archive')).statusCode).toBe(200);
    expect((await closing.client.post('/api/profile/close', { password: closing.user.password, confirmation: closing.user.email })).statusCode).toBe(200);

    const listed = (await requests()).filter((request) => request.reference === privacyReference(closing.userId));
    expect(listed.map(({ kind, customer: who, cancelledVisits }) => ({ kind, who, cancelledVisits }))).toEqual([
      { kind: 'closure', who: null, cancelledVisits: 0 },
      { kind: 'archive', who: null, cancelledVisits: null },
    ]);
    const body = JSON.stringify(await requests());
    for (const secret of ['Zed Closing', closing.user.email, closing.userId]) expect(body).not.toContain(secret);
    // The email registers again as someone new: their requests are theirs, not the closed account's.
    const again = new ApiClient(t.app);
    await again.signUp(closing.user);
    expect(JSON.stringify(await requests())).not.toContain(closing.user.email);
  });

  it('pages back with `before`, newest first', async () => {
    const many = await customer('Pat Pages');
    for (let index = 0; index < 3; index++) expect((await many.client.get('/api/profile/archive')).statusCode).toBe(200);
    const first = privacyRequestPageSchema.parse((await owner.get('/api/console/privacy-requests')).json());
    const ids = first.requests.map((request) => request.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const older = privacyRequestPageSchema.parse((await owner.get(`/api/console/privacy-requests?before=${ids[0]}`)).json());
    expect(older.requests.map((request) => request.id)).toEqual(ids.slice(1));
  });

  it('leaves the audit log listing every entry, privacy ones included (one record for both)', async () => {
    const all = auditPageSchema.parse((await owner.get('/api/console/audit')).json());
    expect(all.events.map((event) => event.action)).toEqual(expect.arrayContaining(['customer.note.added', 'privacy.archiveDownloaded', 'privacy.accountClosed']));
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(document.paths['/api/console/privacy-requests']).toHaveProperty('get');
  });
});
