// The API under load, beside its ceiling, in one run: `npm run bench:api`.
//
// Builds the site and the server if the sources are newer than dist/, starts the built
// server (dist/server/server.js, NODE_ENV=production, LOG_LEVEL=warn) on a scratch embedded
// database and, when BENCH_DATABASE_URL names a PostgreSQL server, again on a scratch
// database made there (and dropped afterwards). Beside it runs a bare Fastify 5 app
// (bench/bare-fastify.mjs) answering each path with the very body our server sent for it:
// the most any Fastify app can do on this machine. Each endpoint is loaded with autocannon
// (100 connections, 10 s), first the bare app, then ours, and a table prints req/s, p50,
// p99, the ratio to the ceiling and whether issue 15's target is met.
//
// The signed-in lists use real sessions: a customer and a provider sign up through the
// auth API, the provider gets the role through the admin command (as an operator would),
// and the customer books appointments through the API first.
//
// "busy" rows load /healthz and /readyz while the signed-in lists load the database.
//
// Env: BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test: a database is
// made beside it), BENCH_SECONDS (10), BENCH_CONNECTIONS (100), BENCH_ONLY (endpoint names,
// comma-separated, e.g. products,home), BENCH_EMBEDDED=0 (PostgreSQL only),
// BENCH_CPU_PROF=<dir> (run our server under `node --cpu-prof`, profiles written there).
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from './crash-harness.mjs';
import { admin as adminCommand, buildIfNeeded, embeddedDatabase, failureCount, load as loadFor, root, scratchPostgres, serverScript, signUp } from './server-bench.mjs';
import { recordFigures } from './figures.mjs';

recordFigures('api-load', 'The API against a bare Fastify serving the same bodies (npm run bench:api)');

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : undefined;
const profileDir = process.env.BENCH_CPU_PROF;
const AUTH_SECRET = randomBytes(32).toString('base64url');
const SLOT_TIMES = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM',
  '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM'];

/** Issue 15's targets: `ratio` to the ceiling, `p99` in ms, `rps` req/s (availability: 10× the 585 measured before). */
const ENDPOINTS = [
  { name: 'products', path: () => '/api/products', target: { ratio: 0.5, p99: 10 } },
  { name: 'services', path: () => '/api/services', target: { ratio: 0.5, p99: 10 } },
  { name: 'availability', path: (s) => `/api/availability?serviceId=test-grooming&date=${s.date}`, target: { p99: 50, rps: 5_850 } },
  { name: 'home', path: () => '/', target: { ratio: 0.5 } },
  { name: 'healthz', path: () => '/healthz', target: {} },
  { name: 'my appointments', path: () => '/api/appointments', session: 'customer', target: { p99: 50 } },
  { name: 'provider appointments', path: () => '/api/provider/appointments', session: 'provider', target: { p99: 50 } },
  { name: 'orders', path: () => '/api/orders', session: 'customer', target: { p99: 50 } },
  { name: 'profile', path: () => '/api/profile', session: 'customer', target: { p99: 50 } },
  // Issue 31: the probes answer at once while the signed-in lists keep the database busy
  // (BUSY_CONNECTIONS of the connections load them meanwhile; the rest ask the probe).
  { name: 'healthz busy', path: () => '/healthz', busy: true, target: { p99: 10 } },
  { name: 'readyz busy', path: () => '/readyz', busy: true, target: { p99: 10 } },
].filter((endpoint) => !only || only.has(endpoint.name) || only.has(endpoint.name.split(' ')[0]));

/** One endpoint under load at the bench's connections and seconds. */
const load = (url, headers) => loadFor({ url, headers, connections }, seconds);

/** The admin command with this run's auth secret. */
const admin = (database, args) => adminCommand(database, args, { AUTH_SECRET });

buildIfNeeded();
console.log(`Node ${process.version}, ${cpus().length} cores, autocannon ${connections} connections × ${seconds} s per run; ours: NODE_ENV=production LOG_LEVEL=warn`);
if (process.env.BENCH_EMBEDDED !== '0') await benchDatabase('embedded database (PGlite)', embeddedDatabase());
if (process.env.BENCH_DATABASE_URL) await benchDatabase('PostgreSQL', await scratchPostgres(process.env.BENCH_DATABASE_URL));

// ---- One database: our server and the bare app, endpoint by endpoint ----

async function benchDatabase(title, database) {
  const workDir = mkdtempSync(join(tmpdir(), 'pet-haven-api-load-'));
  let server;
  let bare;
  try {
    server = await startOurs(database);
    const customer = await signUp(server.url, 'customer', 1);
    const provider = await signUp(server.url, 'provider', 2);
    // The admin command and an embedded server cannot hold the data folder at once.
    if (database.dataDir) await server.stop();
    admin(database, ['grant-provider', provider.email]);
    if (database.dataDir) server = await startOurs(database);
    const setup = { date: await bookAppointments(server.url, customer), customer, provider };

    const bodies = [];
    for (const endpoint of ENDPOINTS) {
      const response = await fetch(`${server.url}${endpoint.path(setup)}`, { headers: headersFor(endpoint, setup) });
      if (response.status !== 200) throw new Error(`${endpoint.name}: ${response.status} ${await response.text()}`);
      const body = Buffer.from(await response.arrayBuffer());
      const path = endpoint.path(setup).split('?')[0];
      // A path loaded twice (a probe alone and while busy) is served once by the bare app.
      if (!bodies.some((known) => known.path === path)) bodies.push({ path, contentType: response.headers.get('content-type'), body: body.toString('base64') });
      endpoint.bytes = body.length;
    }
    const bodiesFile = join(workDir, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    bare = await startBare(bodiesFile);

    const rows = [];
    for (const endpoint of ENDPOINTS) {
      const url = endpoint.path(setup);
      const ceiling = await load(`${bare.url}${url}`, {});
      const ours = endpoint.busy ? await whileBusy(server.url, url, setup) : await load(`${server.url}${url}`, headersFor(endpoint, setup));
      if (failureCount(ours) > 0) {
        const { non2xx, errors, timeouts } = ours.failed;
        console.warn(`${endpoint.name}: ${failureCount(ours)} requests failed (${non2xx} answered other than 2xx, ${errors} connection errors, ${timeouts} timed out); the server's last output:\n${server.output().slice(-2000)}`);
      }
      rows.push({ endpoint, ceiling, ours });
    }
    printTable(`${title}: ${database.describe}`, rows);
  } finally {
    bare?.child.kill('SIGTERM');
    if (server) await server.stop();
    if (profileDir) console.log(`CPU profiles in ${profileDir}`);
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function startOurs(database) {
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  return startServer({
    serverScript,
    dataDir: database.dataDir,
    execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: { ...database.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', AUTH_SECRET, TRUST_PROXY: '127.0.0.1' },
  });
}

/**
 * `path` loaded with a tenth of the connections while the rest load both signed-in
 * appointment lists (the database's busiest readers): what a load balancer's probe sees.
 */
async function whileBusy(base, path, setup) {
  const probes = Math.max(1, Math.round(connections / 10));
  const busy = Math.floor((connections - probes) / 2);
  const [ours] = await Promise.all([
    loadFor({ url: `${base}${path}`, connections: probes }, seconds),
    loadFor({ url: `${base}/api/appointments`, headers: { cookie: setup.customer.cookie }, connections: busy }, seconds),
    loadFor({ url: `${base}/api/provider/appointments`, headers: { cookie: setup.provider.cookie }, connections: busy }, seconds),
  ]);
  return ours;
}

function headersFor(endpoint, setup) {
  return endpoint.session ? { cookie: setup[endpoint.session].cookie } : {};
}

// ---- Setup through the real API ----

/**
 * Books the customer's appointments (with the provider, the demo schedule they took over)
 * over the next weeks, half of one day's slots included: that day is the one whose
 * availability is loaded. Returns it.
 */
async function bookAppointments(base, customer) {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const date = day(5);
  const bookings = [
    ...SLOT_TIMES.filter((_, i) => i % 2 === 0).map((time) => ({ date, time })),
    ...[6, 8, 10, 12, 14, 16, 18, 20].map((offset, i) => ({ date: day(offset), time: SLOT_TIMES[i] })),
  ];
  for (const { date: on, time } of bookings) {
    const response = await fetch(`${base}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: customer.cookie, 'x-forwarded-for': customer.ip },
      body: JSON.stringify({ serviceId: 'test-grooming', petType: 'Dog', petName: 'Biscuit', petAge: '3 years', date: on, time, idempotencyKey: randomUUID() }),
    });
    if (response.status !== 201) throw new Error(`booking ${on} ${time} failed: ${response.status} ${await response.text()}`);
  }
  return date;
}

// ---- The bare app ----

async function startBare(bodiesFile) {
  const port = await freePort();
  const child = fork(join(root, 'bench/bare-fastify.mjs'), [bodiesFile, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare Fastify app exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

// ---- Printing ----

function printTable(title, rows) {
  const number = (value) => Math.round(value).toLocaleString('en-CA');
  const lines = [['endpoint', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'ceiling req/s', 'ratio', 'target', 'met']];
  for (const { endpoint, ceiling, ours } of rows) {
    const ratio = ours.rps / ceiling.rps;
    const { target } = endpoint;
    const checks = [
      target.ratio !== undefined && [`≥ ${target.ratio}×`, ratio >= target.ratio],
      target.p99 !== undefined && [`p99 ≤ ${target.p99} ms`, ours.p99 <= target.p99],
      target.rps !== undefined && [`≥ ${number(target.rps)}/s`, ours.rps >= target.rps],
    ].filter(Boolean);
    const failed = failureCount(ours) > 0 ? ` (${failureCount(ours)} failed)` : '';
    // A missed target is the run's exit status, so the recorded figures say so (bench/figures.mjs).
    if (failed || !checks.every(([, met]) => met)) process.exitCode = 1;
    lines.push([
      endpoint.name,
      String(endpoint.bytes),
      number(ours.rps),
      String(ours.p50),
      String(ours.p99),
      number(ceiling.rps),
      `${ratio.toFixed(2)}×`,
      checks.map(([words]) => words).join(', ') || '—',
      (checks.length === 0 ? '—' : checks.every(([, met]) => met) && !failed ? 'yes' : 'NO') + failed,
    ]);
  }
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  console.log(`\n${title}`);
  for (const [index, line] of lines.entries()) {
    console.log(line.map((cell, column) => (column === 0 || column >= 7 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
