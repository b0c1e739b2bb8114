import { describe, expect, it } from 'vitest';
import { providers, userRoles } from '../db/schema';
import { ApiClient, newUser } from './api-client';
import type { TestApp } from './test-app';

export type Actor = 'owner' | 'other user' | 'provider' | 'anonymous';

export interface MatrixRoute<Resource> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (resource: Resource) => string;
  body?: (resource: Resource) => unknown;
  /** What the owner gets. */
  ownerStatus: number;
}

export interface OwnershipMatrix<Resource> {
  /** What is owned, for test names: "a pet". */
  subject: string;
  app: () => TestApp;
  /** Creates a fresh resource belonging to `owner`. */
  create: (owner: ApiClient) => Promise<Resource>;
  /** Everything a refused request must leave untouched, as the owner sees it. */
  snapshot: (owner: ApiClient, resource: Resource) => Promise<unknown>;
  routes: MatrixRoute<Resource>[];
  /** Statuses for everyone but the owner; others default to 404 (it is not theirs, so it does not exist). */
  expected?: Partial<Record<Exclude<Actor, 'owner'>, number>>;
}

/** A signed-in user who also holds the provider role (D9). */
export async function signUpProvider(testApp: TestApp): Promise<ApiClient> {
  const client = new ApiClient(testApp.app);
  await client.signUp(newUser('Riley Provider'));
  const { uid } = (await client.get('/api/profile')).json() as { uid: string };
  // A schedule of their own, leaving the seeded one to the test's bookings.
  await testApp.database.db.insert(providers).values({ userId: uid, displayName: 'Riley Provider' });
  await testApp.database.db.insert(userRoles).values({ userId: uid, role: 'provider' });
  return client;
}

const actorLabel = { 'other user': 'another user', provider: 'a provider', anonymous: 'a signed-out visitor' } as const;

async function clientFor(actor: Exclude<Actor, 'owner'>, testApp: TestApp): Promise<ApiClient> {
  if (actor === 'anonymous') return new ApiClient(testApp.app);
  if (actor === 'provider') return signUpProvider(testApp);
  const client = new ApiClient(testApp.app);
  await client.signUp(newUser('Sam Other'));
  return client;
}

/**
 * Every route × {owner, other user, provider, anonymous}: the owner succeeds, everyone
 * else is refused (401 when signed out, 404 otherwise) and the resource is unchanged.
 * Later modules call this with their own routes.
 */
export function describeOwnershipMatrix<Resource>(matrix: OwnershipMatrix<Resource>): void {
  const expected = { 'other user': 404, provider: 404, anonymous: 401, ...matrix.expected };
  describe(`ownership of ${matrix.subject}`, () => {
    for (const route of matrix.routes) {
      // "/api/pets/:id": the route's URL with each property it reads shown as a parameter.
      const placeholder = new Proxy({}, { get: (_target, property) => `:${String(property)}` }) as Resource;
      const label = `${route.method} ${route.url(placeholder)}`;
      for (const actor of ['other user', 'provider', 'anonymous'] as const) {
        it(`${label} by ${actorLabel[actor]} is ${expected[actor]} and changes nothing`, async () => {
          const testApp = matrix.app();
          const owner = new ApiClient(testApp.app);
          await owner.signUp(newUser('Olive Owner'));
          const resource = await matrix.create(owner);
          const before = await matrix.snapshot(owner, resource);

          const intruder = await clientFor(actor, testApp);
          const response = await intruder.request(route.method, route.url(resource), route.body?.(resource));
          expect(response.statusCode, response.body).toBe(expected[actor]);
          expect(await matrix.snapshot(owner, resource)).toEqual(before);
        });
      }
      it(`${label} by the owner is ${route.ownerStatus}`, async () => {
        const testApp = matrix.app();
        const owner = new ApiClient(testApp.app);
        await owner.signUp(newUser('Olive Owner'));
        const resource = await matrix.create(owner);
        const response = await owner.request(route.method, route.url(resource), route.body?.(resource));
        expect(response.statusCode, response.body).toBe(route.ownerStatus);
      });
    }
  });
}
