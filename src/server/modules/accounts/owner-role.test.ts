import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@shared/contracts/owner';
import { ApiClient, newUser } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { signUpOwner as signUpOwnerOf } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { grantProvider } from '../providers/providers.service';
import { describeOwners, grantOwner, revokeOwner } from './owners.service';

const listed = { name: 'Morgan Owner', email: `morgan.${Date.now()}@example.com`, password: 'correct horse 42' };

const t = useTestAppWithMail({ env: { OWNER_EMAILS: listed.email.toUpperCase() } });

const signUpOwner = () => signUpOwnerOf(t);

const consoleRoutes = ['/api/console/me', '/api/console/audit'];

describe('the console API', () => {
  it.each(consoleRoutes)('%s: 401 signed out, 403 for a customer and a provider, 200 for an owner', async (url) => {
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser());
    const provider = await signUpProvider(t);
    const { client: owner } = await signUpOwner();

    expect((await new ApiClient(t.app).get(url)).statusCode).toBe(401);
    expect((await customer.get(url)).statusCode).toBe(403);
    expect((await provider.get(url)).statusCode).toBe(403);
    expect((await owner.get(url)).statusCode).toBe(200);
  });

  it('knows who is running it', async () => {
    const { client, email } = await signUpOwner();
    expect((await client.get('/api/console/me')).json()).toEqual({ name: 'Casey Owner', email });
    expect((await client.get('/api/profile')).json()).toMatchObject({ isOwner: true, isProvider: false });
  });

  it('closes the moment the role is revoked', async () => {
    const { client, email } = await signUpOwner();
    expect((await revokeOwner(t.database.db, email)).ok).toBe(true);
    expect((await client.get('/api/console/me')).statusCode).toBe(403);
    expect((await client.get('/api/profile')).json()).toMatchObject({ isOwner: false });
  });
});

describe('the owner role from the command line', () => {
  it('says what it did, in the words of the provider commands', async () => {
    const user = newUser('Jordan Lee');
    await new ApiClient(t.app).signUp(user);
    expect(await grantOwner(t.database.db, 'ghost@example.com')).toEqual({
      ok: false,
      message: 'No account uses ghost@example.com. Ask them to sign up first, then grant the role.',
    });
    expect(await grantOwner(t.database.db, user.email)).toEqual({ ok: true, message: `${user.email} is now an owner: the console is at /console.` });
    expect(await grantOwner(t.database.db, user.email)).toEqual({ ok: true, message: `${user.email} is already an owner.` });
    expect(await describeOwners(t.database.db)).toContain(`${user.email}  Jordan Lee  since `);
    expect(await revokeOwner(t.database.db, user.email)).toEqual({ ok: true, message: `${user.email} is no longer an owner.` });
    expect(await revokeOwner(t.database.db, user.email)).toEqual({ ok: false, message: `${user.email} is not an owner.` });
    expect(await describeOwners(t.database.db)).not.toContain(user.email);
  });

  it('lets one account be owner and provider at once (D21)', async () => {
    const both = new ApiClient(t.app);
    const user = newUser('Sam Both');
    await both.signUp(user);
    await grantProvider(t.database.db, user.email);
    await grantOwner(t.database.db, user.email);
    expect((await both.get('/api/profile')).json()).toMatchObject({ isOwner: true, isProvider: true });
    expect((await both.get('/api/console/me')).statusCode).toBe(200);
    expect((await both.get('/api/provider/me')).statusCode).toBe(200);
  });
});

describe('OWNER_EMAILS', () => {
  it('grants a listed account the role once its email is verified, never before', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(listed);
    expect((await client.get('/api/console/me')).statusCode).toBe(403);

    await t.confirmEmail(client, listed.email);
    expect((await client.get('/api/console/me')).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('shows who granted and revoked which role, newest first, a page at a time', async () => {
    const { client: owner, email: ownerEmail } = await signUpOwner();
    const subject = newUser('Riley Subject');
    await new ApiClient(t.app).signUp(subject);
    await grantProvider(t.database.db, subject.email);
    await grantOwner(t.database.db, subject.email);
    await revokeOwner(t.database.db, subject.email);

    const page = (await owner.get('/api/console/audit')).json() as AuditPage;
    const mine = page.events.filter((event) => event.subject === `account:${subject.email}`);
    expect(mine.map(({ action, actor, details }) => ({ action, actor, details }))).toEqual([
      { action: 'role.revoked', actor: 'admin command', details: { role: 'owner' } },
      { action: 'role.granted', actor: 'admin command', details: { role: 'owner' } },
      { action: 'role.granted', actor: 'admin command', details: { role: 'provider' } },
    ]);
    expect(page.events.some((event) => event.subject === `account:${ownerEmail}` && event.action === 'role.granted')).toBe(true);
    expect(page.events.some((event) => event.actor === 'OWNER_EMAILS')).toBe(true);

    // Paging: an older page starts below the last id seen.
    const oldest = page.events.at(-1)!.id;
    const older = (await owner.get(`/api/console/audit?before=${oldest}`)).json() as AuditPage;
    expect(older.events.every((event) => event.id < oldest)).toBe(true);
    expect((await owner.get('/api/console/audit?before=abc')).statusCode).toBe(422);
  });
});
