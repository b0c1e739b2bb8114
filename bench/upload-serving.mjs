// Uploads that cannot hurt the site (issue 31, item 5): `npm run bench:uploads`.
//
// On each engine (the embedded PGlite in a fresh data folder; PostgreSQL in a scratch
// database beside BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// dropped afterwards) it starts the built server, signs a customer up, uploads the largest
// proof a customer may (a 5 MB PDF) and records a vaccination with it. Then, in the same
// run, it prints one line per engine and figure, `<engine> <figure> <value>`:
//   healthy_alone_p99_ms    GET /api/products, one connection, nothing else running: the ceiling
//   healthy_beside_20_p99_ms  the same while 20 clients fetch the proof over and over
//       (bench/file-fetchers.mjs, a process of its own at the lowest priority: an attacker's
//       machines are not the server's)
//   proof_fetches_per_s     whole 5 MB proofs those 20 clients received a second
// and, at the end, the target (healthy_beside_20_p99_ms under 50) beside each figure. The
// exit status is 1 when one is missed.
//
// Env: BENCH_DATABASE_URL, BENCH_EMBEDDED=0 / BENCH_POSTGRES=0 (skip an engine),
// BENCH_SECONDS (10), BENCH_NO_RECORD=1.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { startServer } from './crash-harness.mjs';
import { recordFigures } from './figures.mjs';
import { buildIfNeeded, benchEngines, failureCount, load, root, serverScript, signUp } from './server-bench.mjs';

recordFigures('uploads', 'A healthy request beside 20 clients fetching the largest proof (npm run bench:uploads)');

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const AUTH_SECRET = randomBytes(32).toString('base64url');
const PROOF_BYTES = 5 * 1024 * 1024;
const TARGET_MS = 50;

const largestProof = () => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%', 'latin1');
  return Buffer.concat([head, Buffer.alloc(PROOF_BYTES - head.length, 0x20)]);
};

async function call(base, path, { cookie, ip, body, type = 'application/json', method = 'POST' }) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, cookie, 'x-forwarded-for': ip, 'content-type': type },
    body: type === 'application/json' ? JSON.stringify(body) : body,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The address of a 5 MB proof on a record of the customer's pet. */
async function largestProofUrl(base, customer) {
  const { proof } = await call(base, '/api/vaccination-proofs', { ...customer, body: largestProof(), type: 'application/pdf' });
  const pet = await call(base, '/api/pets', { ...customer, body: { name: 'Juniper', type: 'Dog', age: '3 years', coat: 'medium', weightKg: 18 } });
  const record = await call(base, `/api/pets/${pet.id}/vaccinations`, { ...customer, body: { vaccine: 'rabies', givenOn: '2026-04-20', expiresOn: '2029-04-20', proof } });
  return record.proofUrl;
}

function startFetchers(job) {
  const child = spawn(process.execPath, [join(root, 'bench/file-fetchers.mjs'), JSON.stringify(job)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  setPriority(child.pid, 19);
  const warm = new Promise((resolve) => child.once('message', resolve));
  const done = new Promise((resolve) => child.on('message', (message) => message.warm || resolve(message)));
  return { warm, stop: () => (child.send('stop'), done) };
}

async function measure(database) {
  const server = await startServer({ serverScript, dataDir: database.dataDir, env: { ...database.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', AUTH_SECRET, TRUST_PROXY: '127.0.0.1' } });
  try {
    const customer = await signUp(server.url, 'customer', 1);
    const proofUrl = await largestProofUrl(server.url, customer);
    const healthy = { url: `${server.url}/api/products`, connections: 1 };
    const alone = await load(healthy, seconds);
    const fetchers = startFetchers({ url: `${server.url}${proofUrl}`, cookie: customer.cookie, byteSize: PROOF_BYTES, clients: 20 });
    await fetchers.warm;
    const startedAt = performance.now();
    const beside = await load(healthy, seconds);
    const { whole, statuses } = await fetchers.stop();
    const failures = failureCount(alone) + failureCount(beside) + Object.entries(statuses).filter(([status]) => status !== '200').reduce((sum, [, n]) => sum + n, 0);
    if (failures > 0) throw new Error(`${failures} requests failed: ${JSON.stringify({ statuses, alone: alone.failed, beside: beside.failed })}`);
    return {
      healthy_alone_p99_ms: alone.p99,
      healthy_beside_20_p99_ms: beside.p99,
      proof_fetches_per_s: Math.round((whole / ((performance.now() - startedAt) / 1000)) * 10) / 10,
    };
  } finally {
    await server.stop();
  }
}

buildIfNeeded();
const engines = benchEngines();

const results = [];
for (const open of engines) {
  const database = await open();
  try {
    const figures = await measure(database);
    for (const [figure, value] of Object.entries(figures)) console.log(`${database.engine} ${figure} ${value}`);
    results.push({ engine: database.engine, figures });
  } finally {
    await database.drop();
  }
}
let missed = 0;
for (const { engine, figures } of results) {
  const ok = figures.healthy_beside_20_p99_ms < TARGET_MS;
  if (!ok) missed += 1;
  console.log(`${engine} target healthy_beside_20_p99_ms < ${TARGET_MS}: ${figures.healthy_beside_20_p99_ms} (ceiling alone ${figures.healthy_alone_p99_ms}) ${ok ? 'met' : 'MISSED'}`);
}
process.exit(missed > 0 ? 1 : 0);
