// Scale (issue 15 part 6): do the bounded queries stay flat as the shop's history grows?
//
//   npm run bench:scale                              PostgreSQL (BENCH_DATABASE_URL or
//                                                    postgres://postgres@127.0.0.1:5432) and the embedded PGlite
//   npm run bench:scale -- --db postgres             one of them only (postgres | pglite)
//   npm run bench:scale -- --rows 200000             fewer appointments at the large stage (users, pets and orders
//                                                    follow); the small stage is always 10,000
//
// For each database it makes a scratch one (PostgreSQL: a database `scale_bench`, created
// and dropped again; PGlite: a temporary folder), runs the real migrations and seed, signs
// up a customer, ten providers and an owner through the real API, then loads synthetic
// data with INSERT … SELECT generate_series: 100,000 customers with 200,000 pets, and a
// history in two stages: 10,000 appointments and 2,000 orders, then 1,000,000
// appointments and 200,000 orders. The history keeps the same density per day (ten
// providers, sixteen visits a day each, going further back), so a bounded query sees the
// same rows at both stages and should take the same time. At each stage it times the real
// routes in this process (app.inject: route, service, repository, serialisation): the
// availability of a day, my appointments (first page), the provider's agenda and list
// (first page), the owner's week and the analytics dashboard for 30 days, and prints the
// best and the median of the runs, the ratios large/small and whether the best holds the
// 1.5× bound (the median carries whatever else the shared machine is doing). At each stage it also
// runs every SQL statement each route sent (captured from the driver) again under EXPLAIN
// ANALYZE, prints the database's time for it at both stages and the large stage's plan,
// and flags a Seq Scan on a big table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inProcessClient, loadHarness } from './in-process.mjs';
import { recordFigures } from './figures.mjs';

recordFigures('scale', 'Queries at 10,000 and 1,000,000 appointments (npm run bench:scale)');

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '30' },
  },
});
const LARGE = Number(args.rows);
const SMALL = 10_000;
if (!(LARGE >= SMALL)) throw new Error(`--rows must be at least ${SMALL}`);
const RUNS = Number(args.runs);
const BOUND = 1.5;
const BIG_TABLES = ['appointments', 'orders', 'order_lines', 'users', 'pets'];
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRATCH = 'scale_bench';
const BASE_URL = 'http://localhost:3000';
const TIME_ZONE = 'America/Toronto';
/** The statements the driver receives while set (explainRoutes). */
let capture = null;

// ---- The real code, bundled ----

const harness = await loadHarness();

// ---- Capturing the SQL each request sends ----

const originalPoolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (config, values, callback) {
  if (capture) capture.push({ text: typeof config === 'string' ? config : config.text, values: Array.isArray(values) ? values : config.values ?? [] });
  return originalPoolQuery.call(this, config, values, callback);
};
function capturePglite(client) {
  const query = client.query.bind(client);
  client.query = (text, params, options) => {
    if (capture) capture.push({ text, values: params ?? [] });
    return query(text, params, options);
  };
}

// ---- One database ----

const kinds = args.db === 'both' ? ['postgres', 'pglite'] : [args.db];
const results = {};
for (const kind of kinds) results[kind] = await benchDatabase(kind);
printSummary(results);

async function benchDatabase(kind) {
  console.log(`\n=== ${kind}: ${SMALL.toLocaleString('en-CA')} then ${LARGE.toLocaleString('en-CA')} appointments ===`);
  const scratch = await openScratch(kind);
  const { database } = scratch;
  const t0 = performance.now();
  await database.migrate(harness.seedDemoData);
  console.log(`migrations and seed: ${seconds(t0)}`);
  const env = harness.parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn', BASE_URL, AUTH_SECRET: 'scale-bench-secret-that-is-long-enough-42' });
  const app = await harness.buildApp({ env, database, authSecret: env.AUTH_SECRET, webDir: null });
  await app.ready();
  try {
    const people = await signUpPeople(app, database.db);
    const run = (sqlText) => scratch.exec(sqlText);
    const stages = [];
    for (const [label, target] of [
      ['small', SMALL],
      ['large', LARGE],
    ]) {
      const loadStart = performance.now();
      await loadHistory(run, people, target);
      // What autovacuum does after a bulk load: statistics, and the visibility map index-only scans need.
      await run('vacuum analyze');
      const counts = await scratch.counts();
      console.log(`\n-- ${label} stage loaded in ${seconds(loadStart)}: ${Object.entries(counts).map(([table, count]) => `${table} ${count.toLocaleString('en-CA')}`).join(', ')}`);
      stages.push({ label, target, timings: await timeRoutes(app, people), plans: await explainRoutes(people, scratch) });
    }
    return { stages };
  } finally {
    await app.close();
    await scratch.drop();
  }
}

async function openScratch(kind) {
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${SCRATCH} with (force)`);
    await admin.query(`create database ${SCRATCH}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${SCRATCH}`;
    const database = harness.openPostgresDatabase(url.toString());
    const direct = new pg.Client({ connectionString: url.toString() });
    await direct.connect();
    return {
      database,
      exec: (text) => direct.query(text),
      explain: async (text, values) => (await direct.query(`explain (analyze, costs off) ${text}`, values)).rows.map((row) => row['QUERY PLAN']),
      counts: () => countRows((text) => direct.query(text).then((result) => result.rows)),
      async drop() {
        await direct.end();
        await database.close();
        await admin.query(`drop database if exists ${SCRATCH} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pet-haven-scale-'));
  const client = await PGlite.create(join(dir, 'pglite'), { extensions: harness.pgliteExtensions });
  const database = harness.wrapPglite(client);
  capturePglite(client);
  return {
    database,
    exec: (text) => client.exec(text),
    explain: async (text, values) => (await client.query(`explain (analyze, costs off) ${text}`, values)).rows.map((row) => row['QUERY PLAN']),
    counts: () => countRows((text) => client.query(text).then((result) => result.rows)),
    async drop() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function countRows(select) {
  const counts = {};
  for (const table of ['appointments', 'users', 'pets', 'orders']) counts[table] = Number((await select(`select count(*)::int as n from ${table}`))[0].n);
  return counts;
}

// ---- The people who sign in ----

async function signUp(app, name, email) {
  const person = inProcessClient(app, BASE_URL);
  const response = await person.request('POST', '/api/auth/sign-up/email', { name, email, password: 'scale bench password 42' });
  if (response.statusCode !== 200) throw new Error(`sign-up of ${email} failed: ${response.statusCode} ${response.body}`);
  return { client: person, id: response.json().user.id, email };
}

async function signUpPeople(app, db) {
  const customer = await signUp(app, 'Casey Scale', 'casey.scale@example.com');
  const providers = [];
  for (let i = 0; i < 10; i++) {
    const provider = await signUp(app, `Provider ${i + 1}`, `provider${i + 1}.scale@example.com`);
    const granted = await harness.grantProvider(db, provider.email);
    if (!granted.ok) throw new Error(granted.message);
    providers.push(provider);
  }
  const owner = await signUp(app, 'Olive Owner', 'olive.scale@example.com');
  if (!(await harness.grantOwner(db, owner.email)).ok) throw new Error('could not grant the owner role');
  return { customer, providers, owner, loaded: { users: 0, appointments: 0, orders: 0 } };
}

// ---- The synthetic history ----

/**
 * Loads what is missing to reach `appointments` appointments and a fifth as many orders.
 * The customers (a tenth of the large stage's appointments) and their pets are all there
 * from the first stage: the shop's history grows, its customer base is the same.
 */
async function loadHistory(run, people, appointments) {
  const target = { users: LARGE / 10, appointments, orders: appointments / 5 };
  const { loaded } = people;
  const today = `(now() at time zone '${TIME_ZONE}')::date`;
  const local = (date, minutes) => `((${date})::timestamp + (${minutes}) * interval '1 minute') at time zone '${TIME_ZONE}'`;
  const providerIds = `(select array_agg(id order by id) from providers where user_id in (${people.providers.map((p) => `'${p.id}'`).join(', ')}))`;
  const customer = `'${people.customer.id}'`;
  const userOf = (n, modulus) => `case when ${n} % 1000 = 0 then ${customer} else 'scale-user-' || (1 + (${n}::bigint * 7919) % ${modulus}) end`;
  const snapshot = `'full-groom', 'Full Groom', 'A bath, a cut and a tidy-up.', 30, 4500, array['Dog']`;
  // A version-4 shaped uuid made from a name: the same on every run, and valid to the contracts.
  const uuidOf = (name) => `overlay(overlay(md5(${name}) placing '4' from 13) placing '8' from 17)::uuid`;
  const columns = `user_id, provider_id, service_id, service_name, service_description, service_duration_minutes, service_price_cents, service_pet_types,
    pet_id, pet_name, pet_type, pet_age, starts_at, ends_at, status, idempotency_key, created_at`;

  // Customers, and two pets each.
  await run(`insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'scale-user-' || n, 'Scale Customer ' || n, 'scale-' || n || '@example.com', true, now() - (n % 1500) * interval '1 day', now()
    from generate_series(${loaded.users + 1}, ${target.users}) n`);
  await run(`insert into pets (id, user_id, name, type, age, created_at)
    select ${uuidOf("'scale-pet-' || n")}, 'scale-user-' || ((n + 1) / 2), 'Pet ' || n, 'Dog', '3 years', now()
    from generate_series(${2 * loaded.users + 1}, ${2 * target.users}) n`);

  const petOf = (user) => `case when ${user} like 'scale-user-%' then ${uuidOf(`'scale-pet-' || (2 * substr(${user}, 12)::int - 1)`)} end`;
  if (loaded.appointments === 0) {
    // The coming 30 days: ten providers, eight Confirmed visits a day each (10:00 to 13:30),
    // the customer who signs in has 25 of them.
    await run(`insert into appointments (${columns})
      select u, ids[1 + j % 10], ${snapshot}, ${petOf('u')}, 'Rex', 'Dog', '3 years', s, s + interval '30 minutes', 'Confirmed', ${uuidOf("'scale-next-' || f")}, now() - interval '3 days'
      from (select f, f % 80 as j, ${providerIds} as ids,
                   case when f % 96 = 0 then ${customer} else 'scale-user-' || (1 + (f::bigint * 7919) % ${target.users}) end as u,
                   ${local(`${today} + 1 + f / 80`, `600 + (f % 80 / 10) * 30`)} as s
            from generate_series(0, 2399) f) slots`);
    loaded.appointments = 2_400;
  }
  // The past, going back from yesterday: sixteen visits a day per provider, most Completed.
  await run(`insert into appointments (${columns})
    select u, ids[1 + j % 10], ${snapshot}, ${petOf('u')}, 'Rex', 'Dog', '3 years', s, s + interval '30 minutes',
           case when i % 20 = 0 then 'Cancelled' when i % 50 = 1 then 'No-show' else 'Completed' end,
           ${uuidOf("'scale-past-' || i")}, s - interval '7 days'
    from (select i, i % 160 as j, ${providerIds} as ids, ${userOf('i', target.users)} as u,
                 ${local(`${today} - 1 - i / 160`, `540 + (i % 160 / 10) * 30`)} as s
          from generate_series(${loaded.appointments - 2_400}, ${target.appointments - 2_400 - 1}) i) visits`);
  loaded.appointments = target.appointments;

  // Orders, forty-two a day going back, nine in ten paid; one line each.
  const orderRange = `generate_series(${loaded.orders}, ${target.orders - 1}) k`;
  const productOf = `(select array_agg(id order by id) from products)`;
  await run(`insert into orders (id, user_id, status, subtotal_cents, tax_cents, total_cents, tax_rate_basis_points, currency, payment_provider, created_at, updated_at, paid_at)
    select ${uuidOf("'scale-order-' || k")}, ${userOf('k', target.users)}, case when k % 10 = 9 then 'expired' else 'paid' end,
           p.price_cents * (1 + k % 3), round(p.price_cents * (1 + k % 3) * 0.13), p.price_cents * (1 + k % 3) + round(p.price_cents * (1 + k % 3) * 0.13),
           1300, 'cad', 'test', at, at, case when k % 10 = 9 then null else at + interval '2 minutes' end
    from (select k, ${productOf} as ids, now() - interval '1 hour' - (k / 42.0) * interval '1 day' as at from ${orderRange}) o
    join products p on p.id = o.ids[1 + k % array_length(o.ids, 1)]`);
  await run(`insert into order_lines (order_id, product_id, product_name, image_path, unit_price_cents, quantity)
    select ${uuidOf("'scale-order-' || k")}, p.id, p.name, p.image_path, p.price_cents, 1 + k % 3
    from (select k, ${productOf} as ids from ${orderRange}) o
    join products p on p.id = o.ids[1 + k % array_length(o.ids, 1)]`);
  loaded.orders = target.orders;
  loaded.users = target.users;
}

// ---- What is timed ----

function routes(people) {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
  const provider = people.providers[0].client;
  return [
    { name: 'availability of a day', who: people.customer.client, url: `/api/availability?serviceId=full-groom&date=${day(7)}` },
    { name: 'my appointments, first page', who: people.customer.client, url: '/api/appointments' },
    { name: 'my orders, first page', who: people.customer.client, url: '/api/orders' },
    { name: "provider's agenda (today and the week)", who: provider, url: '/api/provider/dashboard' },
    { name: "provider's appointments, first page", who: provider, url: '/api/provider/appointments' },
    { name: "owner's week view", who: people.owner.client, url: `/api/console/appointments?from=${day(0)}&to=${day(6)}` },
    { name: 'analytics dashboard, 30 days', who: people.owner.client, url: `/api/console/analytics?from=${day(-30)}&to=${day(-1)}` },
  ];
}

async function timeRoutes(app, people) {
  const timings = {};
  for (const route of routes(people)) {
    for (let i = 0; i < 3; i++) await expectOk(route, await route.who.request('GET', route.url));
    const samples = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const response = await route.who.request('GET', route.url);
      samples.push(performance.now() - started);
      await expectOk(route, response);
    }
    samples.sort((a, b) => a - b);
    timings[route.name] = { best: samples[0], median: samples[Math.floor(samples.length / 2)], p90: samples[Math.floor(samples.length * 0.9)] };
    console.log(`${route.name.padEnd(42)} best ${ms(timings[route.name].best)}  median ${ms(timings[route.name].median)}  p90 ${ms(timings[route.name].p90)}`);
  }
  return timings;
}

async function expectOk(route, response) {
  if (response.statusCode !== 200) throw new Error(`${route.url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
}

/**
 * Each route's SQL as the driver received it, each statement run again under EXPLAIN
 * ANALYZE: its plan, and how long the database took for it.
 */
async function explainRoutes(people, scratch) {
  const plans = {};
  for (const route of routes(people)) {
    capture = [];
    await route.who.request('GET', route.url);
    const statements = capture;
    capture = null;
    plans[route.name] = [];
    for (const { text, values } of statements) {
      if (!/^\s*(select|\(select|with)/i.test(text)) continue;
      const plan = await scratch.explain(text, values);
      const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan.at(-1) ?? '')?.[1] ?? NaN);
      const seqScans = plan.filter((line) => BIG_TABLES.some((table) => new RegExp(`Seq Scan on ${table}\\b`).test(line)));
      plans[route.name].push({ text, plan, executionMs, seqScans });
    }
  }
  return plans;
}

// ---- Output ----

function printSummary(all) {
  let held = true;
  for (const [kind, { stages }] of Object.entries(all)) {
    const [small, large] = stages;
    console.log(`\n=== ${kind}: ${RUNS} sequential requests each, ${small.target.toLocaleString('en-CA')} → ${large.target.toLocaleString('en-CA')} appointments ===`);
    console.log('The bound is judged on the best run (the route\'s own cost; on a shared machine the median also carries other processes\' load).');
    console.log(`${'route'.padEnd(42)} ${'best small'.padStart(10)} ${'best large'.padStart(10)} ${'ratio'.padStart(6)}  ${'median small'.padStart(12)} ${'median large'.padStart(12)} ${'ratio'.padStart(6)}  bound ${BOUND}×`);
    for (const name of Object.keys(small.timings)) {
      const [before, after] = [small.timings[name], large.timings[name]];
      const ratio = after.best / before.best;
      const ok = ratio <= BOUND;
      held &&= ok;
      console.log(
        `${name.padEnd(42)} ${ms(before.best).padStart(10)} ${ms(after.best).padStart(10)} ${ratio.toFixed(2).padStart(6)}  ` +
          `${ms(before.median).padStart(12)} ${ms(after.median).padStart(12)} ${(after.median / before.median).toFixed(2).padStart(6)}  ${ok ? 'met' : 'NOT MET'}`,
      );
    }
    console.log(`\n--- ${kind}: EXPLAIN ANALYZE of every statement each route sent: database time small → large, and the large stage's plan ---`);
    for (const [name, statements] of Object.entries(large.plans)) {
      const before = small.plans[name] ?? [];
      const total = (list) => list.reduce((sum, statement) => sum + (statement.executionMs || 0), 0);
      console.log(`\n# ${name}: ${statements.length} statements, ${ms(total(before))} → ${ms(total(statements))} in the database`);
      // The same statement at the small stage (concurrent ones may come in another order).
      const unmatched = [...before];
      statements.forEach(({ text, plan, executionMs, seqScans }) => {
        const at = unmatched.findIndex((statement) => statement.text === text);
        const was = at >= 0 ? ms(unmatched.splice(at, 1)[0].executionMs) : '?';
        console.log(`  [${was} → ${ms(executionMs)}] ${text.replace(/\s+/g, ' ').slice(0, 140)}${text.length > 140 ? '…' : ''}`);
        for (const line of plan.filter((line) => /Scan|Join|Limit|Aggregate|Append/.test(line))) console.log(`      ${line.trim().replace(/ \(actual time=[^)]*\)/, '')}`);
        for (const line of seqScans) console.log(`      !! Seq Scan on a big table: ${line.trim()}`);
      });
    }
  }
  console.log(held ? `\nEvery route held the ${BOUND}× bound.` : `\nSome routes did NOT hold the ${BOUND}× bound.`);
  process.exitCode = held ? 0 : 1;
}

function ms(value) {
  return `${value.toFixed(2)} ms`;
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
