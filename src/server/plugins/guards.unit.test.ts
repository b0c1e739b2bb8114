import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, SessionUser } from '@shared/contracts/accounts';
import { registerErrorHandler } from './error-handler';
import { registerGuards, requireRole, requireUser, requireUserHook } from './guards';

const person = (id: string): SessionUser => ({ id, name: id, email: `${id}@example.com`, emailVerified: true, image: null });
/** Session cookie → user, and each user's roles (D21: none, one or both). */
const sessions: Record<string, SessionUser> = { 'c=customer': person('customer'), 'c=provider': person('provider'), 'c=owner': person('owner'), 'c=both': person('both') };
const rolesOf: Record<string, Role[]> = { provider: ['provider'], owner: ['owner'], both: ['provider', 'owner'] };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  registerGuards(app, {
    signedIn: async (cookie) => {
      const user = sessions[cookie];
      return user ? { user, hasRole: async (role) => (rolesOf[user.id] ?? []).includes(role) } : null;
    },
  });
  const whoAmI = async (request: Parameters<typeof requireUser>[0]) => ({ id: requireUser(request).id });
  app.get('/signed-in', { preHandler: requireUserHook }, whoAmI);
  app.get('/provider', { preHandler: requireRole('provider') }, whoAmI);
  app.get('/owner', { preHandler: requireRole('owner') }, whoAmI);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the guards', () => {
  it('refuse a guest everywhere with 401 UNAUTHENTICATED, and an unknown session too', async () => {
    for (const url of ['/signed-in', '/provider', '/owner']) {
      for (const cookie of [undefined, 'c=expired']) {
        const response = await get(url, cookie);
        expect(response.statusCode, url).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it("refuse a signed-in account without the role with 403 FORBIDDEN and the provider guard's words", async () => {
    for (const [url, cookie] of [['/provider', 'c=customer'], ['/owner', 'c=customer'], ['/owner', 'c=provider'], ['/provider', 'c=owner']] as const) {
      const response = await get(url, cookie);
      expect(response.statusCode, `${url} ${cookie}`).toBe(403);
      expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: 'Access denied' });
    }
  });

  it('let in an account with the role, and one with both roles everywhere', async () => {
    expect((await get('/signed-in', 'c=customer')).json()).toEqual({ id: 'customer' });
    expect((await get('/provider', 'c=provider')).statusCode).toBe(200);
    expect((await get('/owner', 'c=owner')).statusCode).toBe(200);
    for (const url of ['/signed-in', '/provider', '/owner']) expect((await get(url, 'c=both')).json()).toEqual({ id: 'both' });
  });
});
