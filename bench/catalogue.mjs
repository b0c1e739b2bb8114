// A real pet store's catalogue (issue 28, point 8): `npm run bench:catalogue`.
//
// On each engine (the embedded PGlite in a fresh data folder; PostgreSQL in a scratch
// database beside BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// dropped afterwards) it starts the built server, makes an owner (sign-up, then the admin
// command, as an operator would) and loads CATALOGUE_PRODUCTS products (10,000) × 3
// variants through the console's CSV import in files of 10,000 rows, the way an owner moving
// from another shop would. Then it prints one line per engine and figure,
// `<engine> <figure> <value>`:
//   shop_html_gzip_kb, home_html_gzip_kb, product_html_gzip_kb  the page's HTML as the
//       server sends it, gzipped here (level 6), in KB: /shop's first page, /, a product
//       with three variants
//   search_p50_ms, search_p99_ms  GET /api/search under 100 connections (autocannon,
//       BENCH_SECONDS, 10 s), each connection asking its own misspelt queries in turn
//   listing_p99_ms  a category's second page, sorted by price (GET /api/products), likewise
//   import_10k_s  the first 10,000-row file through POST /api/console/products/import
//   shop_lcp_ms, product_lcp_ms, shop_perf, product_perf  Lighthouse (mobile, median of
//       CATALOGUE_LIGHTHOUSE_RUNS, 3; 0 skips it) on /shop and the product page above, on
//       the first engine only: both pages are prerendered from memory, so the engine
//       behind them does not change what the browser gets. The target is the issue's, LCP;
//       the performance score is printed beside it (its TBT part is the machine's load as
//       much as the page's: bench/lighthouse.mjs holds the pages to D20's whole budget)
// and, at the end, each target beside its figure. The exit status is 1 when one is missed.
//
// Env: BENCH_DATABASE_URL, BENCH_EMBEDDED=0 / BENCH_POSTGRES=0 (skip an engine),
// CATALOGUE_PRODUCTS, CATALOGUE_LIGHTHOUSE_RUNS, BENCH_SECONDS, BENCH_CONNECTIONS (100), BENCH_NO_RECORD=1.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from './crash-harness.mjs';
import { recordFigures } from './figures.mjs';
import { lighthousePages, lighthouseTarget } from './lighthouse-pages.mjs';
import { admin, buildIfNeeded, benchEngines, failureCount, load, serverScript, signUp } from './server-bench.mjs';

recordFigures('catalogue', 'A catalogue of 10,000 products × 3 variants (npm run bench:catalogue)');

const PRODUCTS = Number(process.env.CATALOGUE_PRODUCTS ?? 10_000);
const ROWS_PER_FILE = 10_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const AUTH_SECRET = randomBytes(32).toString('base64url');
const TARGETS = {
  shop_html_gzip_kb: { atMost: 50 },
  home_html_gzip_kb: { atMost: 50 },
  search_p99_ms: { atMost: 50 },
  listing_p99_ms: { atMost: 50 },
  shop_lcp_ms: { atMost: lighthouseTarget.lcpMs },
  product_lcp_ms: { atMost: lighthouseTarget.lcpMs },
};
const lighthouseRuns = Number(process.env.CATALOGUE_LIGHTHOUSE_RUNS ?? 3);
let lighthouseDone = false;

// ---- A pet store's catalogue, made up but shaped like one ----

const PETS = [
  { slug: 'dog', en: 'Dog', fr: 'chien' },
  { slug: 'cat', en: 'Cat', fr: 'chat' },
  { slug: 'bird', en: 'Bird', fr: 'oiseau' },
  { slug: 'fish', en: 'Fish', fr: 'poisson' },
  { slug: 'small-pet', en: 'Small Pet', fr: 'petit animal' },
];
const KINDS = [
  { slug: 'food', words: ['Kibble', 'Stew', 'Pâté', 'Dinner', 'Formula'], option: ['Size', ['4 lb', '15 lb', '30 lb']] },
  { slug: 'treats', words: ['Chews', 'Biscuits', 'Jerky', 'Crunchies', 'Bites'], option: ['Flavour', ['Chicken', 'Salmon', 'Beef']] },
  { slug: 'toys', words: ['Ball', 'Rope Toy', 'Plush', 'Tunnel', 'Feather Wand'], option: ['Colour', ['Red', 'Blue', 'Green']] },
  { slug: 'health', words: ['Vitamins', 'Shampoo', 'Dental Kit', 'Flea Comb', 'Probiotic'], option: ['Size', ['Small', 'Medium', 'Large']] },
  { slug: 'beds', words: ['Bed', 'Blanket', 'Cushion', 'Hammock', 'Mat'], option: ['Size', ['S', 'M', 'L']] },
];
const ADJECTIVES = ['Hearty', 'Gentle', 'Wild', 'Cozy', 'Golden', 'Crunchy', 'Natural', 'Happy', 'Sunny', 'Classic',
  'Deluxe', 'Everyday', 'Prairie', 'Ocean', 'Maple', 'Harvest', 'Alpine', 'Country', 'Urban', 'Tiny'];
const BRANDS = ['Northpaw', 'Hamilton Hound', 'Lakeshore', 'Tail & Whisker', 'Maple Leaf Pets', 'Bramble', 'Fernwood', 'Bayfront'];

/** Product `n`: its handle, title, pet, kind and option; the same `n` gives the same product on every run. */
function product(n) {
  const pet = PETS[n % PETS.length];
  const kind = KINDS[Math.floor(n / PETS.length) % KINDS.length];
  const word = kind.words[Math.floor(n / 25) % kind.words.length];
  const adjective = ADJECTIVES[Math.floor(n / 125) % ADJECTIVES.length];
  const brand = BRANDS[Math.floor(n / 2500) % BRANDS.length];
  const title = `${brand} ${adjective} ${word} for ${pet.en}s No. ${n}`;
  return { n, handle: `bench-${n}-${pet.slug}-${kind.slug}`, title, pet, kind };
}

const csvField = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The import's files: each product's rows (three variants where the server's own export
 * has Shopify's option columns, one otherwise; categories in Tags where it has that
 * column) in the columns of `header`, a product's rows never split between two files.
 */
function importFiles(header, base) {
  const hasOptions = header.includes('Option1 Name');
  const files = [[]];
  for (let n = 0; n < PRODUCTS; n++) {
    const item = product(n);
    const [optionName, optionValues] = item.kind.option;
    const variants = hasOptions ? optionValues : [null];
    if (files.at(-1).length + variants.length > ROWS_PER_FILE) files.push([]);
    for (const [index, value] of variants.entries()) {
      const first = index === 0;
      const cells = {
        Handle: item.handle,
        Title: first ? item.title : '',
        'Body (HTML)': first ? `<p>${item.title}: a ${item.kind.slug} for ${item.pet.en.toLowerCase()}s, loved in Hamilton.</p>` : '',
        Published: first ? 'TRUE' : '',
        Tags: first ? `${item.pet.slug}, ${item.kind.slug}` : '',
        'Option1 Name': first && value ? optionName : '',
        'Option1 Value': value ?? '',
        'Variant SKU': `B${n}-${index + 1}`,
        'Variant Barcode': '',
        'Variant Price': ((499 + ((n * 37) % 6000) + index * 800) / 100).toFixed(2),
        'Variant Inventory Qty': String((n + index) % 40),
        'Image Src': first ? `${base}/images/products/cat-pouches.svg` : '',
        'Image Alt Text': first ? `${item.title}, in its bag` : '',
      };
      files.at(-1).push(header.map((column) => csvField(cells[column] ?? '')).join(','));
    }
  }
  return files.map((rows) => [header.join(','), ...rows].join('\n'));
}

// ---- One engine ----

async function benchEngine(database) {
  const figures = {};
  let server;
  const start = () => startServer({ serverScript, dataDir: database.dataDir, env: { ...database.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', AUTH_SECRET, TRUST_PROXY: '127.0.0.1' } });
  try {
    server = await start();
    const owner = await signUp(server.url, 'owner', 1);
    // The admin command and an embedded server cannot hold the data folder at once.
    if (database.dataDir) await server.stop();
    admin(database, ['grant-owner', owner.email], { AUTH_SECRET });
    if (database.dataDir) server = await start();
    const base = server.url;
    const ownerHeaders = { cookie: owner.cookie, origin: base, 'x-forwarded-for': owner.ip };

    const exported = await fetch(`${base}/api/console/products/export.csv`, { headers: ownerHeaders });
    if (!exported.ok) throw new Error(`export: ${exported.status}`);
    const header = (await exported.text()).split('\n')[0].trim().split(',');
    const files = importFiles(header, base);
    const rowCount = files.reduce((sum, file) => sum + file.split('\n').length - 1, 0);
    console.log(`${database.engine}: ${PRODUCTS.toLocaleString('en-CA')} products, ${rowCount.toLocaleString('en-CA')} variant rows in ${files.length} files (${database.describe})`);

    for (const [index, csv] of files.entries()) {
      const startedAt = performance.now();
      const response = await fetch(`${base}/api/console/products/import`, {
        method: 'POST',
        headers: { ...ownerHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ csv, dryRun: false }),
      });
      const took = (performance.now() - startedAt) / 1000;
      const report = await response.json();
      if (!response.ok || !report.written) throw new Error(`import of file ${index + 1}: ${response.status} ${JSON.stringify(report).slice(0, 1000)}`);
      if (index === 0) figures.import_10k_s = round(took, 1);
    }

    figures.shop_html_gzip_kb = await pageGzipKb(`${base}/shop`);
    figures.home_html_gzip_kb = await pageGzipKb(`${base}/`);
    figures.product_html_gzip_kb = await pageGzipKb(`${base}/shop/${product(7).handle}`);

    if (lighthouseRuns > 0 && !lighthouseDone) {
      lighthouseDone = true;
      const out = mkdtempSync(join(tmpdir(), 'pet-haven-catalogue-lighthouse-'));
      const { results } = lighthousePages({ base, pages: ['/shop', `/shop/${product(7).handle}`], runs: lighthouseRuns, out });
      [figures.shop_lcp_ms, figures.product_lcp_ms] = results.map(({ median }) => Math.round(median.lcp));
      [figures.shop_perf, figures.product_perf] = results.map(({ median }) => median.performance);
    }

    const search = await load({ url: base, connections, requests: [{ setupRequest: nextSearch }] }, seconds);
    warnOfFailures('search', search, server);
    figures.search_p50_ms = search.p50;
    figures.search_p99_ms = search.p99;
    const listing = await load({ url: `${base}/api/products?category=dog&sort=price-asc&page=2`, connections }, seconds);
    warnOfFailures('listing', listing, server);
    figures.listing_p99_ms = listing.p99;
    return figures;
  } finally {
    if (server) await server.stop();
    await database.drop();
  }
}

/** The next of 1,000 queries as shoppers type them: a word of a product's name, misspelt, and its pet. */
let searches = 0;
function nextSearch(request) {
  const item = product((searches++ * 7919) % PRODUCTS);
  const word = item.kind.words[searches % item.kind.words.length].split(' ')[0].toLowerCase();
  const typo = word.length > 4 ? word.slice(0, 2) + word.slice(3) : word;
  return { ...request, path: `/api/search?q=${encodeURIComponent(`${typo} ${item.pet.en.toLowerCase()}`)}` };
}

async function pageGzipKb(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return round(gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length / 1024, 1);
}

function warnOfFailures(name, result, server) {
  if (failureCount(result) === 0) return;
  const { non2xx, errors, timeouts } = result.failed;
  console.warn(`${name}: ${failureCount(result)} requests failed (${non2xx} not 2xx, ${errors} connection errors, ${timeouts} timed out); the server's last output:\n${server.output().slice(-2000)}`);
}

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

// ---- The run ----

buildIfNeeded();
console.log(`Node ${process.version}, ${cpus().length} cores, autocannon ${connections} connections × ${seconds} s per load`);
const engines = benchEngines();
const results = [];
for (const open of engines) {
  const database = await open();
  const figures = await benchEngine(database);
  for (const [figure, value] of Object.entries(figures)) console.log(`${database.engine} ${figure} ${value}`);
  results.push({ engine: database.engine, figures });
}
console.log('\ntargets');
let missed = 0;
for (const { engine, figures } of results) {
  for (const [figure, target] of Object.entries(TARGETS)) {
    if (figures[figure] === undefined) continue;
    const met = figures[figure] <= target.atMost;
    if (!met) missed++;
    console.log(`${engine} ${figure} ${figures[figure]} ≤ ${target.atMost}: ${met ? 'met' : 'MISSED'}`);
  }
}
if (missed > 0) process.exitCode = 1;
