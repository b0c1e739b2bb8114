import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTH_ROUTES } from './modules/accounts/auth.routes';
import { ApiClient, newUser } from './test/api-client';
import { signUpProvider } from './test/ownership-matrix';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Hostile input on every route: generated paths, query strings, bodies and content
 * types, from a visitor, a customer and a provider. Whatever comes in, the answer is
 * never a 5xx and never shows a stack, SQL or a parameter; nothing reaches the error log.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 24);

let t: TestApp;
const logLines: string[] = [];
let clients: ApiClient[];
beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void logLines.push(line) } });
  const customer = new ApiClient(t.app);
  await customer.signUp(newUser('Fuzz Customer'));
  clients = [new ApiClient(t.app), customer, await signUpProvider(t)];
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every route: those the API documents, the auth routes, and the pages the server renders itself. */
async function allRoutes(): Promise<Array<{ method: Method; path: string }>> {
  const spec = (await new ApiClient(t.app).get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase() as Method, path: path.replace(/\{(\w+)\}/g, ':$1') })),
  );
  const hidden = [
    ...AUTH_ROUTES,
    'GET /api/auth/no-such-route',
    'GET /checkout/test/:orderId',
    'POST /checkout/test/:orderId/pay',
    'POST /checkout/test/:orderId/cancel',
    'POST /api/stripe/webhook',
    'GET /no/such/page',
  ].map((route) => {
    const [method, path] = route.split(' ') as [Method, string];
    return { method, path };
  });
  return [...documented, ...hidden];
}

/** Strings people and scanners send that the code must survive. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0000\u0001\u001f\u007f\u0085',
    "' OR '1'='1",
    "1'; drop table users; --",
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00',
    '\ud800',
    '\uffff\ufffe',
    '2147483648',
    '-1',
    '1e309',
    '9'.repeat(40),
    'NaN',
    '00000000-0000-4000-8000-000000000000',
    'javascript:alert(1)',
    '{{7*7}}',
    '${7*7}',
    '__proto__',
    'constructor',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5, 1e-7),
  fc.integer(),
  fc.double(),
);

/** The names our contracts read, so generated bodies reach the checks behind the first one. */
const fieldName = fc.oneof(
  fc.constantFrom(
    'name', 'email', 'password', 'image', 'callbackURL', 'errorCallbackURL', 'provider', 'otp', 'code', 'token',
    'productId', 'quantity', 'serviceId', 'date', 'time', 'petType', 'petName', 'petAge', 'petBreed', 'type', 'age',
    'breed', 'specialInstructions', 'idempotencyKey', 'petId', 'currentPassword', 'newPassword', 'rememberMe', '__proto__',
  ),
  fc.string({ maxLength: 12 }),
);

const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 4 }),
  ),
})).value;

const hostileBody = fc.oneof(
  fc.dictionary(fieldName, hostileValue, { maxKeys: 8 }).map((value) => ({ raw: JSON.stringify(value), type: 'application/json' })),
  hostileValue.map((value) => ({ raw: JSON.stringify(value) ?? 'null', type: 'application/json' })),
  fc.constantFrom(
    { raw: '{"name":', type: 'application/json' },
    { raw: '{"a":'.repeat(2000), type: 'application/json' },
    { raw: 'name=x&email=y', type: 'application/x-www-form-urlencoded' },
    { raw: '<x/>', type: 'text/xml' },
    { raw: '{}', type: 'text/plain' },
    { raw: '', type: 'application/json' },
    { raw: JSON.stringify({ productId: 2_147_483_648 }), type: 'application/json' },
    { raw: JSON.stringify({ name: null }), type: 'application/json' },
    { raw: JSON.stringify({ image: { toString: 'x' } }), type: 'application/json' },
  ),
);

const hostileQuery = fc
  .dictionary(fieldName, hostileString, { maxKeys: 4 })
  .map((query) => new URLSearchParams(Object.entries(query).map(([key, value]) => [wellFormed(key), wellFormed(value)])).toString());

/** Lone surrogates become U+FFFD, as a browser's encoder makes them. */
const wellFormed = (value: string) => value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const hostilePathSegment = fc.oneof(
  hostileString.map((value) => encodeURIComponent(wellFormed(value)).slice(0, 2000) || '%00'),
  // Encodings a browser never sends.
  fc.constantFrom('%', '%ZZ', '%C0%AF', '%ED%A0%80', '..', '%2e%2e', '%2F', ';', '*'),
);

/**
 * What an answer must never show: a stack frame, SQL, a query's parameters, a library's
 * internals. SQL is matched as a driver writes it (`select "id", … from "users"`), not as
 * an English sentence may run ("Please select a service. … from this field.").
 */
const LEAKS =
  /\n\s+at |Failed query|params:|\bselect\s+(?:\*|"|distinct\b|count\()|\bfrom\s+"\w+"|\binsert into\b|\bupdate\s+"?\w+"?\s+set\b|node_modules|drizzle|PGlite|DatabaseError/i;


describe('hostile input on every route', () => {
  it('tells SQL from a sentence that happens to say "select" and "from"', () => {
    expect(LEAKS.test('Please select a service. Please remove the control characters from this field.')).toBe(false);
    expect(LEAKS.test('Failed query: select "id", "name" from "users" where "email" = $1')).toBe(true);
    expect(LEAKS.test('select "id" from "users"')).toBe(true);
    expect(LEAKS.test('update "products" set "stock" = 0')).toBe(true);
  });

  it(`answers every generated request without a 5xx or a leak (${RUNS_PER_ROUTE} per route and client)`, { timeout: 600_000 }, async () => {
    const routes = await allRoutes();
    expect(routes.length).toBeGreaterThan(30);
    let sent = 0;
    for (const route of routes) {
      for (const client of clients) {
        await fc.assert(
          fc.asyncProperty(fc.array(hostilePathSegment, { minLength: 3, maxLength: 3 }), hostileQuery, hostileBody, async (segments, query, body) => {
            let index = 0;
            const path = route.path.replace(/:\w+/g, () => segments[index++ % segments.length]!);
            const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
            const response = await t.app.inject({
              method: route.method,
              url: query ? `${path}?${query}` : path,
              remoteAddress: client.ip,
              headers: {
                origin: 'http://localhost:3000',
                ...(client.cookies.size > 0 ? { cookie: client.cookieHeader() } : {}),
                ...(hasBody ? { 'content-type': body.type } : {}),
              },
              ...(hasBody ? { payload: body.raw } : {}),
            });
            sent += 1;
            if (response.statusCode >= 500 || LEAKS.test(response.body)) {
              throw new Error(`${route.method} ${path}?${query} [${body.raw.slice(0, 200)}] → ${response.statusCode} ${response.body.slice(0, 500)}`);
            }
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      }
    }
    console.info(`fuzz (${t.database.kind}): ${sent} hostile requests on ${routes.length} routes, no 5xx, no leak`);
    expect(sent).toBeGreaterThanOrEqual(1000);
    const errors = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });
});
