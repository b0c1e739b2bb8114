import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueJob } from '../jobs/jobs.service';

/**
 * GET /metrics (ADR 0031): Prometheus' text format with the requests by route pattern,
 * the jobs table and the database, for the addresses in METRICS_ALLOW only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const LOOPBACK = '127.0.0.1';
const scrape = (testApp: TestApp, remoteAddress = LOOPBACK, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text format (version 0.0.4) strictly: a line it does not know fails the test. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][\w:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        expect(types.has(comment[2]!), `${comment[2]} typed twice`).toBe(false);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|NaN|\+Inf|-Inf))$/i.exec(line);
    expect(sample, `not a sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const [, name, value] of sample![2]?.matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g) ?? []) labels[name!] = value!;
    const name = sample![1]!;
    const family = name.replace(/_(bucket|count|sum)$/, '');
    expect(types.has(name) || types.has(family), `${name} has no TYPE line`).toBe(true);
    samples.push({ name, labels, value: Number(sample![3]) });
  }
  return samples;
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = find(samples, name, labels);
  expect(found, `${name} ${JSON.stringify(labels)}`).toHaveLength(1);
  return found[0]!.value;
};

describe('GET /metrics from an allowed address', () => {
  it('answers the Prometheus text format with a histogram per route pattern and status, never a raw URL', async () => {
    const visitor = new ApiClient(t.app);
    for (let i = 0; i < 3; i++) expect((await visitor.get('/api/products')).statusCode).toBe(200);
    expect((await visitor.get('/api/pets/4711')).statusCode).toBe(401);
    expect((await visitor.get('/api/no-such-thing/4712')).statusCode).toBe(404);

    const response = await scrape(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = parseExposition(response.body);

    const products = { method: 'GET', route: '/api/products', status_code: '200' };
    expect(valueOf(samples, 'http_request_duration_seconds_count', products)).toBe(3);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { ...products, le: '+Inf' })).toBe(3);
    expect(valueOf(samples, 'http_request_duration_seconds_sum', products)).toBeGreaterThan(0);
    expect(valueOf(samples, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/pets/:petId', status_code: '401' })).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    const routes = new Set(find(samples, 'http_request_duration_seconds_count').map((sample) => sample.labels.route));
    expect([...routes].filter((route) => /4711|4712/.test(route ?? ''))).toEqual([]);
  });

  it('counts the open jobs by kind and state, each kind this server runs at 0 when it has none', async () => {
    const later = new Date(Date.now() + 24 * 3_600_000);
    // Kinds no handler takes, so the running worker leaves them where they are.
    await enqueueJob(t.database.db, { kind: 'metrics-probe', payload: {} });
    await enqueueJob(t.database.db, { kind: 'metrics-probe', payload: {} });
    await enqueueJob(t.database.db, { kind: 'metrics-probe', payload: {}, runAt: later });
    await t.database.db.insert(jobs).values({ kind: 'metrics-probe', payload: {}, status: 'failed', attempts: 8, lastError: 'refused' });
    await t.database.db.insert(jobs).values({ kind: 'metrics-probe', payload: {}, attempts: 1, leaseOwner: 'a worker', leaseExpiresAt: later });

    const samples = parseExposition((await scrape(t)).body);
    expect(valueOf(samples, 'pethaven_jobs', { kind: 'metrics-probe', state: 'queued' })).toBe(2);
    expect(valueOf(samples, 'pethaven_jobs', { kind: 'metrics-probe', state: 'scheduled' })).toBe(1);
    expect(valueOf(samples, 'pethaven_jobs', { kind: 'metrics-probe', state: 'failed' })).toBe(1);
    expect(valueOf(samples, 'pethaven_jobs', { kind: 'metrics-probe', state: 'running' })).toBe(1);
    for (const state of ['queued', 'running', 'scheduled', 'failed']) expect(find(samples, 'pethaven_jobs', { kind: 'mail', state })).toHaveLength(1);
  });

  it('counts mail sent, and shows the database and the process', async () => {
    await new ApiClient(t.app).signUp(newUser());
    await t.app.jobs.runDue();
    const samples = parseExposition((await scrape(t)).body);
    // No SMTP_URL in the tests: the sign-up's confirmation is written to the log.
    expect(valueOf(samples, 'pethaven_mails_sent_total', { via: 'log' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'pethaven_mails_sent_total', { via: 'smtp' })).toBe(0);
    expect(valueOf(samples, 'pethaven_mails_failed_total')).toBe(0);
    expect(valueOf(samples, 'pethaven_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(valueOf(samples, 'pethaven_db_pool_connections_max')).toBe(t.database.kind === 'pglite' ? 1 : 20);
    expect(valueOf(samples, 'pethaven_db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'pethaven_db_pool_waiting')).toBe(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(find(samples, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
  });

  it('keeps each app’s figures in its own registry', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      await new ApiClient(second.app).get('/api/products');
      const samples = parseExposition((await scrape(second)).body);
      expect(valueOf(samples, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/products', status_code: '200' })).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('takes IPv6 loopback, an IPv4 client of a dual-stack socket, and networks from METRICS_ALLOW', async () => {
    expect((await scrape(t, '::1')).statusCode).toBe(200);
    expect((await scrape(t, '::ffff:127.0.0.1')).statusCode).toBe(200);
    const monitored = await createTestApp({ database: t.database, env: { METRICS_ALLOW: '10.20.0.0/16' } });
    try {
      expect((await scrape(monitored, '10.20.3.4')).statusCode).toBe(200);
      expect((await scrape(monitored, '10.21.3.4')).statusCode).toBe(404);
      expect((await scrape(monitored, LOOPBACK)).statusCode).toBe(404);
    } finally {
      await monitored.close();
    }
  });
});

describe('GET /metrics from any other address', () => {
  it('is the 404 of a route that does not exist, for a visitor, a customer, a provider and the owner alike', async () => {
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser());
    const clients = [new ApiClient(t.app), customer, await signUpProvider(t), (await signUpOwner(t)).client];
    for (const client of clients) {
      const refused = await client.get('/metrics');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /metrics.' } });
      expect(refused.body).not.toContain('http_request');
    }
    expect((await scrape(t, '203.0.113.9')).statusCode).toBe(404);
    expect((await scrape(t, '::ffff:203.0.113.9')).statusCode).toBe(404);
  });

  it('refuses a request that came through a proxy the app does not trust, though its connection is local', async () => {
    expect((await scrape(t, LOOPBACK, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape(t, LOOPBACK, { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
  });

  it('behind a trusted proxy, judges the client the proxy names, not the proxy', async () => {
    const proxied = await createTestApp({ database: t.database, env: { TRUST_PROXY: '1' } });
    try {
      expect((await scrape(proxied, LOOPBACK, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
      // A client's own X-Forwarded-For entry is not believed: the proxy appends the address it saw.
      expect((await scrape(proxied, LOOPBACK, { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).statusCode).toBe(404);
      expect((await scrape(proxied, LOOPBACK)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
