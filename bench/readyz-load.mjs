// How fast /readyz answers while the server is busy: `npm run bench:readyz`, or
//   node bench/readyz-load.mjs               after `npm run build:server`
// Env: READYZ_CONNECTIONS (customers' requests in flight at once, default 50),
// READYZ_SECONDS (how long the load lasts, 10), BENCH_DATABASE_URL (a scratch PostgreSQL
// database; default a fresh embedded one), BENCH_SERVER (another server bundle, to
// compare with an older build). Signed-in customers read their appointments and a day's
// availability, or book a slot and cancel it, while /readyz and /healthz are each
// asked every 50-150 ms; prints the latencies, and how often /readyz was not 200 or took
// over 1 s. /healthz touches no database: on PGlite, whose queries run on the server's
// one thread, it is the floor of any answer under that load.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './crash-harness.mjs';
import { recordFigures } from './figures.mjs';

recordFigures('readyz-load', '/readyz under load (npm run bench:readyz)');

const SLOT_TIMES = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM',
  '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM'];
const root = fileURLToPath(new URL('..', import.meta.url));
const connections = Number(process.env.READYZ_CONNECTIONS ?? 50);
const seconds = Number(process.env.READYZ_SECONDS ?? 10);
const dataDir = process.env.BENCH_DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'pet-haven-readyz-'));
const server = await startServer({
  serverScript: process.env.BENCH_SERVER ?? join(root, 'dist/server/server.js'),
  dataDir,
  env: process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {},
});
const base = server.url;

try {
  const customers = [];
  for (let i = 0; i < 10; i++) customers.push(await signUp(i));
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

  const idle = [];
  for (let i = 0; i < 20; i++) idle.push(await timeGet('/readyz'));

  const loadLatencies = [];
  const readyz = [];
  let running = true;
  // Half the connections read (appointments, a day's availability); the other half book a
  // slot and cancel it again, each on a day of its own: transactions, and mail jobs after them.
  const worker = async (i) => {
    const customer = customers[i % customers.length];
    const day = new Date(Date.now() + (2 + (i % 80)) * 86_400_000).toISOString().slice(0, 10);
    for (let n = 0; running; n++) {
      const t0 = performance.now();
      if (i % 2 === 0) {
        const path = n % 2 === 0 ? '/api/appointments' : `/api/availability?serviceId=test-grooming&date=${date}`;
        await call(customer, 'GET', path);
      } else {
        const booked = await call(customer, 'POST', '/api/appointments', {
          serviceId: 'test-grooming', petType: 'Dog', petName: 'Load', petAge: '3 years',
          date: day, time: SLOT_TIMES[n % SLOT_TIMES.length], idempotencyKey: randomUUID(),
        });
        if (booked.status === 201) await call(customer, 'POST', `/api/appointments/${booked.json.id}/cancel`, {});
      }
      loadLatencies.push(performance.now() - t0);
    }
  };
  const healthz = [];
  // Two probes on their own connections at random moments, so neither lands in step with the other.
  const prober = async (path, samples) => {
    while (running) {
      samples.push(await timeGet(path));
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  };
  const startedAt = performance.now();
  const stopAt = setTimeout(() => (running = false), seconds * 1000);
  const workers = Array.from({ length: connections }, (_, i) => worker(i));
  // Asked once the load is under way, not in the burst of its first requests.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await Promise.all([...workers, prober('/readyz', readyz), prober('/healthz', healthz)]);
  clearTimeout(stopAt);
  const elapsed = (performance.now() - startedAt) / 1000;

  const ms = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))].toFixed(1) : '-';
  };
  const latencies = (samples) => samples.map((sample) => sample.ms);
  console.log(`${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded database (PGlite)'}, ${connections} connections, ${elapsed.toFixed(1)} s`);
  console.log(`customers' requests: ${loadLatencies.length} (${(loadLatencies.length / elapsed).toFixed(0)}/s), p50 ${ms(loadLatencies, 0.5)} ms, p95 ${ms(loadLatencies, 0.95)} ms, max ${ms(loadLatencies, 1)} ms`);
  console.log(`/readyz idle: p50 ${ms(latencies(idle), 0.5)} ms, max ${ms(latencies(idle), 1)} ms`);
  console.log(
    `/readyz under load: ${readyz.length} asked, p50 ${ms(latencies(readyz), 0.5)} ms, p95 ${ms(latencies(readyz), 0.95)} ms, ` +
      `max ${ms(latencies(readyz), 1)} ms, over 1 s: ${readyz.filter((s) => s.ms > 1000).length}, not 200: ${readyz.filter((s) => s.status !== 200).length}`,
  );
  console.log(`/healthz under load (no database, the floor): p50 ${ms(latencies(healthz), 0.5)} ms, p95 ${ms(latencies(healthz), 0.95)} ms, max ${ms(latencies(healthz), 1)} ms`);
} finally {
  await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

async function timeGet(path) {
  const t0 = performance.now();
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  return { ms: performance.now() - t0, status: response.status };
}

async function call(customer, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie: customer.cookie,
      'x-forwarded-for': customer.ip,
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined };
}

async function signUp(i) {
  const ip = `10.88.0.${i + 1}`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': ip },
    body: JSON.stringify({ name: `Load ${i}`, email: `load${i}.${Date.now()}@example.com`, password: 'load test password 42' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { ip, cookie: response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}
