import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, newUser } from './test/api-client';
import { signUpOwner } from './test/console';
import { signUpProvider } from './test/ownership-matrix';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Every console API is the owner's alone (D21, issue 12): read from the API's own
 * description, so a route added later is covered without anyone remembering to add it.
 * Signed out is 401, a customer and a provider 403, before any body is looked at.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Path parameters filled with values of the right shape, so a refusal is the role check and not a 404. */
const sample: Record<string, string> = {
  productId: '1',
  serviceId: 'test-grooming',
  providerId: '1',
  timeOffId: '1',
  date: '2027-12-25',
  appointmentId: '00000000-0000-4000-8000-000000000000',
};

async function consoleRoutes(): Promise<Array<{ method: Method; url: string }>> {
  const spec = (await new ApiClient(t.app).get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/console/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase() as Method,
        url: path.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? 'x'),
      })),
    );
}

describe('the console API', () => {
  it('answers 401 signed out, 403 to a customer and to a provider, on every route, and never to the owner', async () => {
    const routes = await consoleRoutes();
    // me, audit, products, images, services, categories, hours, closures, grid, staff, time off, affected, cancel, reassign.
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const anonymous = new ApiClient(t.app);
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser('Pat Customer'));
    const provider = await signUpProvider(t);
    const { client: owner } = await signUpOwner(t);

    for (const { method, url } of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect([method, url, (await anonymous.request(method, url, body)).statusCode]).toEqual([method, url, 401]);
      expect([method, url, (await customer.request(method, url, body)).statusCode]).toEqual([method, url, 403]);
      expect([method, url, (await provider.request(method, url, body)).statusCode]).toEqual([method, url, 403]);
      const asOwner = (await owner.request(method, url, body)).statusCode;
      expect([method, url, asOwner === 401 || asOwner === 403]).toEqual([method, url, false]);
    }
  });
});
