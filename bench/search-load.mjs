// The shop's search under load (issue 28): `node bench/search-load.mjs` (after `npm run build`).
//
// For each engine (the embedded PGlite; PostgreSQL too when BENCH_DATABASE_URL names a
// server, e.g. postgres://postgres@127.0.0.1:5432/test, beside which a scratch database is
// made and dropped), starts the built server on a scratch database, adds SEARCH_PRODUCTS
// products (default 10,000) with French names and categories by SQL, then prints one line
// per figure as `<engine> <figure> <value>`, the shape `npm run bench:catalogue` prints:
//   search_cold_ms     the slowest first answer of SEARCHES (nothing remembered yet)
//   search_p50_ms      autocannon, 100 connections, SEARCHES in turn (what shoppers type most)
//   search_p99_ms
//   search_unique_p99_ms  every request a search never asked before (the memo never helps)
// `searchLatency` and `syntheticCatalogueSql` are exported for bench:catalogue, `runOnStoppedEmbedded` for bench:backup.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './crash-harness.mjs';

/** What shoppers type: typos, French, several words, and one that finds nothing. */
export const SEARCHES = ['kible', 'kibble', 'nourriture chat', 'cat food', 'jouet chien', 'premium dog', 'shampo', 'grain free kibble', 'litiere', 'zqxjv'];

/**
 * p50 and p99 (ms) of GET /api/search at `connections` for `seconds`: the searches in
 * turn, or, with `unique`, a search never asked before on every request.
 */
export async function searchLatency(baseUrl, { connections = 100, seconds = 10, searches = SEARCHES, unique = false } = {}) {
  let counter = 0;
  const requests = unique
    ? [{ setupRequest: (request) => ({ ...request, path: `/api/search?q=${encodeURIComponent(`${searches[counter % searches.length]} ${(counter++).toString(36)}`)}` }) }]
    : searches.map((q) => ({ path: `/api/search?q=${encodeURIComponent(q)}` }));
  const result = await new Promise((resolve, reject) =>
    autocannon({ url: baseUrl, connections, duration: seconds, requests }, (error, done) => (error ? reject(error) : resolve(done))),
  );
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, failed: result.non2xx + result.errors + result.timeouts };
}

/**
 * The slowest first answer of `searches` (ms), each asked once while no search is
 * remembered. The shop's list is fetched first: a search maps its matches onto it, and a
 * running shop has it in memory already (a fresh one builds it once, in about 3 s on the
 * embedded database at 10,000 products, whichever page asks first).
 */
export async function coldSearchMs(baseUrl, searches = SEARCHES) {
  await (await fetch(`${baseUrl}/api/products`)).arrayBuffer();
  let slowest = 0;
  for (const q of searches) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(q)}`);
    if (response.status !== 200) throw new Error(`search ${q}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

/**
 * `count` products on sale with English and French names and a pet and a kind each, in one
 * statement per table; each product's price and stock on its one variant (migration 0025).
 */
export function syntheticCatalogueSql(count) {
  const words = `(array['Small','Large','Premium','Grain-Free','Organic','Crunchy','Soft','Deluxe'])[1 + i % 8]`;
  const pets = `(array['Dog','Cat','Bird','Fish','Rabbit','Puppy','Kitten'])[1 + (i / 8) % 7]`;
  const kinds = `(array['Food','Kibble','Treats','Toy','Bed','Collar','Leash','Brush','Shampoo','Litter'])[1 + (i / 56) % 10]`;
  return [
    `insert into products (id, name, slug, carousel_name, description, price_cents, image_path, image_alt, sort_order)
       select 100000 + i, ${words} || ' ' || ${pets} || ' ' || ${kinds} || ' ' || i, 'bench-' || i, 'Bench ' || i,
              'A product of the benchmark.', 100 + i % 5000, '/images/products/cat-pouches.svg', 'A product', 1000 + i
       from generate_series(1, ${count}) as i`,
    `insert into product_variants (product_id, sku, price_cents, stock)
       select 100000 + i, 'BENCH-' || i, 100 + i % 5000, 10 from generate_series(1, ${count}) as i`,
    `insert into catalog_translations (subject_kind, subject_id, field, locale, value)
       select 'product', (100000 + i)::text, 'name', 'fr-CA',
              (array['Nourriture','Croquettes','Gâteries','Jouet','Lit','Collier','Laisse','Brosse','Shampooing','Litière'])[1 + (i / 56) % 10]
              || ' ' || (array['pour chien','pour chat','pour oiseau','pour poisson','pour lapin','pour chiot','pour chaton'])[1 + (i / 8) % 7] || ' ' || i
       from generate_series(1, ${count}) as i`,
    `insert into product_category_members (category_id, product_id)
       select c.id, 100000 + i from generate_series(1, ${count}) as i
       join product_categories c on c.slug = (array['dog','cat','bird','fish','small-pet','dog','cat'])[1 + (i / 8) % 7]
          or c.slug = (array['food','food','treats','toys','beds','health','health','health','health','health'])[1 + (i / 56) % 10]`,
  ];
}

/** Runs `statements` on the embedded database in `dataDir`, which no server may hold meanwhile (one process per data folder). */
export async function runOnStoppedEmbedded(dataDir, statements) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const client = await PGlite.create(join(dataDir, 'pglite'), { extensions: { btree_gist, pg_trgm, unaccent } });
  try {
    for (const statement of statements) await client.exec(statement);
  } finally {
    await client.close();
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
const serverScript = join(root, 'dist/server/server.js');
const productCount = Number(process.env.SEARCH_PRODUCTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const serverEnv = { NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1', AUTH_SECRET: randomBytes(32).toString('base64url') };

async function measure(engine, server) {
  const print = (figure, value) => console.log(`${engine} ${figure} ${Math.round(value * 10) / 10}`);
  print('search_cold_ms', await coldSearchMs(server.url));
  await searchLatency(server.url, { seconds: 1 });
  const hot = await searchLatency(server.url, { seconds });
  print('search_p50_ms', hot.p50);
  print('search_p99_ms', hot.p99);
  const unique = await searchLatency(server.url, { seconds, unique: true });
  print('search_unique_p99_ms', unique.p99);
  if (hot.failed + unique.failed > 0) console.warn(`${engine}: ${hot.failed + unique.failed} requests failed`);
}

async function embedded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pet-haven-search-'));
  try {
    // Migrated and seeded by the server itself, then filled while it is stopped (one process per data folder).
    await (await startServer({ serverScript, dataDir, env: serverEnv, readyTimeoutMs: 300_000 })).stop();
    await runOnStoppedEmbedded(dataDir, syntheticCatalogueSql(productCount));
    const server = await startServer({ serverScript, dataDir, env: serverEnv, readyTimeoutMs: 300_000 });
    try {
      await measure('embedded', server);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(adminUrl) {
  const name = `search_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const server = await startServer({ serverScript, env: { ...serverEnv, DATABASE_URL: url.toString() }, readyTimeoutMs: 300_000 });
    try {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      for (const statement of syntheticCatalogueSql(productCount)) await client.query(statement);
      await client.query('analyze');
      await client.end();
      await measure('postgres', server);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env.BENCH_EMBEDDED !== '0') await embedded();
  if (process.env.BENCH_DATABASE_URL) await postgres(process.env.BENCH_DATABASE_URL);
}
