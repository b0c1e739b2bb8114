// What durable commits cost on the embedded database (ADR 0036): `npm run bench:durable`.
// Prints the disk's fdatasync latency (8 KB appended then synced, BENCH_SYNCS times, 200),
// then a write route (PUT /api/pets/:id, one pet per customer, over app.inject) at 1 and
// at BENCH_CONNECTIONS (16) customers writing at once for BENCH_SECONDS (5) a turn, on a
// fresh embedded database as the server opens it (the WAL synced before each answer)
// beside the same database opened without the sync (the ceiling, in the same run), taking
// BENCH_TURNS (3) turns each; the ratios are of the medians.
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inProcessClient, loadHarness } from './in-process.mjs';
import { recordFigures } from './figures.mjs';

recordFigures('durable-writes', 'The cost of syncing the WAL before a write answers (npm run bench:durable)');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SYNCS = Number(process.env.BENCH_SYNCS ?? 200);
const BASE_URL = 'http://localhost:3000';
const harness = await loadHarness();

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
const ms = (value) => `${value.toFixed(2)} ms`;

// ---- The disk ----
const scratch = mkdtempSync(join(tmpdir(), 'pet-haven-fdatasync-'));
const fd = openSync(join(scratch, 'probe'), 'w');
const page = Buffer.alloc(8192, 1);
const syncs = [];
for (let i = 0; i < SYNCS; i++) {
  writeSync(fd, page);
  const startedAt = performance.now();
  fdatasyncSync(fd);
  syncs.push(performance.now() - startedAt);
}
closeSync(fd);
rmSync(scratch, { recursive: true, force: true });
syncs.sort((a, b) => a - b);
console.log(`fdatasync of 8 KB on ${tmpdir()}: p50 ${ms(percentile(syncs, 0.5))}, p99 ${ms(percentile(syncs, 0.99))}, max ${ms(syncs.at(-1))} (${SYNCS} syncs)`);

// ---- A write route, with and without the sync ----
// Both databases are open at once and take BENCH_TURNS (3) turns each at each level,
// alternating (synced, unsynced, unsynced, synced, …), so the machine's noise falls on both
// alike; each figure is the median of its turns.
const TURNS = Number(process.env.BENCH_TURNS ?? 3);
const setups = { synced: await setUp('synced'), unsynced: await setUp('unsynced') };
const results = { synced: {}, unsynced: {} };
try {
  for (const connections of [1, CONNECTIONS]) {
    const turns = { synced: [], unsynced: [] };
    for (let pair = 0; pair < TURNS; pair++) {
      for (const mode of pair % 2 === 0 ? ['synced', 'unsynced'] : ['unsynced', 'synced']) {
        const figures = await writeFor(setups[mode].customers.slice(0, connections));
        console.log(`${mode}, ${connections} writing at once: ${figures.writes} writes, ${figures.rate.toFixed(0)} writes/s, p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}`);
        turns[mode].push(figures);
      }
    }
    for (const mode of ['synced', 'unsynced']) {
      const median = (key) => percentile(turns[mode].map((figures) => figures[key]).sort((a, b) => a - b), 0.5);
      results[mode][connections] = { rate: median('rate'), p99: median('p99') };
    }
  }
} finally {
  for (const setup of Object.values(setups)) await setup.close();
}

console.log('');
for (const connections of [1, CONNECTIONS]) {
  const synced = results.synced[connections];
  const unsynced = results.unsynced[connections];
  console.log(
    `${connections} writing at once: synced ${synced.rate.toFixed(0)} writes/s, p99 ${ms(synced.p99)}; ` +
      `without the sync ${unsynced.rate.toFixed(0)} writes/s, p99 ${ms(unsynced.p99)}; ` +
      `throughput ratio ${(synced.rate / unsynced.rate).toFixed(2)}, p99 ratio ${(synced.p99 / unsynced.p99).toFixed(2)} (medians of ${TURNS} turns)`,
  );
}

/** A fresh embedded database (synced as the server opens it, or without the sync), migrated and seeded, with customers who each have a pet. */
async function setUp(mode) {
  const dataDir = mkdtempSync(join(tmpdir(), `pet-haven-durable-${mode}-`));
  const database =
    mode === 'synced'
      ? await harness.openEmbeddedDatabase(dataDir)
      : harness.wrapPglite(await PGlite.create(join(dataDir, 'pglite'), { extensions: harness.pgliteExtensions }));
  await database.migrate(harness.seedDemoData);
  const env = harness.parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'error', BASE_URL, AUTH_SECRET: 'durable-bench-secret-that-is-long-enough-42' });
  const app = await harness.buildApp({ env, database, authSecret: env.AUTH_SECRET, webDir: null });
  await app.ready();
  const customers = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const person = inProcessClient(app, BASE_URL);
    const signedUp = await person.request('POST', '/api/auth/sign-up/email', { name: `Durable ${i}`, email: `durable-${mode}-${i}@example.com`, password: 'durable bench password 42' });
    if (signedUp.statusCode !== 200) throw new Error(`sign-up failed: ${signedUp.statusCode} ${signedUp.body}`);
    const pet = await person.request('POST', '/api/pets', { name: 'Rex', type: 'Dog', age: '3 years' });
    if (pet.statusCode !== 201) throw new Error(`adding a pet failed: ${pet.statusCode} ${pet.body}`);
    customers.push({ person, petId: pet.json().id });
  }
  return {
    customers,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each customer changes their pet over and over for SECONDS. */
async function writeFor(customers) {
  const latencies = [];
  const deadline = performance.now() + SECONDS * 1000;
  const startedAt = performance.now();
  await Promise.all(
    customers.map(async ({ person, petId }, index) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const sentAt = performance.now();
        const changed = await person.request('PUT', `/api/pets/${petId}`, { name: `Rex ${index}-${n}`, type: 'Dog', age: '3 years' });
        if (changed.statusCode !== 200) throw new Error(`changing a pet failed: ${changed.statusCode} ${changed.body}`);
        latencies.push(performance.now() - sentAt);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { writes: latencies.length, rate: latencies.length / ((performance.now() - startedAt) / 1000), p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}
