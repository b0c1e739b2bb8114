// What a first visit to `/` downloads, raw, gzip and brotli, beside the D20 budget
// (95 KB gzip of JavaScript), React's own share (its chunk: react, react-dom, scheduler)
// beside ours, and a non-zero exit above the budget.
//   node bench/bundle-size.mjs [--no-build] [--locale=fr-CA] [--why]
// With --why (npm run bench:bundle:why) it also builds the site with source maps into a
// scratch folder and says which packages and source files the first load's bytes are
// (bench/bundle-attribution.mjs).
// With Debian's Chromium it loads the built site in a browser and counts every script
// and stylesheet the page really fetches until the network is quiet (the route's chunk,
// the catalogues, anything loaded on start); without it, what index.html names.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { recordFigures } from './figures.mjs';
import { attributeChunks, printAttribution } from './bundle-attribution.mjs';

recordFigures('bundle-size', 'First load of / (npm run bench:bundle)');

const KB = 1024;
const BUDGET_KB = 95;
/** The chunk vite.config.ts gives React (react, react-dom, scheduler). */
const isReact = (file) => /^assets\/react-[\w-]+\.js$/.test(file);
const web = 'dist/web';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const locale = process.argv.find((arg) => arg.startsWith('--locale='))?.slice('--locale='.length) ?? 'en-CA';
const page = locale === 'en-CA' ? '/' : `/${locale.slice(0, 2)}`;

if (!process.argv.includes('--no-build')) execSync('npm run --silent build', { stdio: 'inherit' });

const loads = existsSync(chromium) ? await fetchedByBrowser() : [namedInHtml()];

const sizes = (files) =>
  [...files].map((file) => {
    const content = readFileSync(join(web, file));
    return {
      file,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
const total = (rows) => rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }), { raw: 0, gzip: 0, brotli: 0 });
const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`.padStart(10);

for (const { js, css, how } of loads) {
  const jsRows = sizes(js);
  const cssRows = sizes(css);
  const jsSize = total(jsRows);
  const cssSize = total(cssRows);
  const within = jsSize.gzip <= BUDGET_KB * KB;
  console.log(`\nfirst load of ${page} (${how}): ${jsRows.length} JS file(s), ${cssRows.length} CSS file(s)`);
  for (const row of [...jsRows, ...cssRows].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${row.file.padEnd(44)}${fmt(row.raw)}${fmt(row.gzip)}`);
  console.log(`${'asset'.padEnd(6)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}   budget (gzip)`);
  console.log(`${'JS'.padEnd(6)}${fmt(jsSize.raw)}${fmt(jsSize.gzip)}${fmt(jsSize.brotli)}   ${BUDGET_KB} KB: ${within ? 'within' : 'OVER'}`);
  const react = total(jsRows.filter((row) => isReact(row.file)));
  const ours = total(jsRows.filter((row) => !isReact(row.file)));
  console.log(`${'React'.padEnd(6)}${fmt(react.raw)}${fmt(react.gzip)}${fmt(react.brotli)}   react, react-dom, scheduler`);
  console.log(`${'ours'.padEnd(6)}${fmt(ours.raw)}${fmt(ours.gzip)}${fmt(ours.brotli)}   every other script: our code, Lingui, and React Router and TanStack Query where fetched`);
  console.log(`${'CSS'.padEnd(6)}${fmt(cssSize.raw)}${fmt(cssSize.gzip)}${fmt(cssSize.brotli)}`);
  if (!within) process.exitCode = 1;
}

if (process.argv.includes('--why')) {
  const scratch = mkdtempSync(join(tmpdir(), 'pet-haven-sourcemaps-'));
  execSync(`npx vite build --sourcemap --outDir ${scratch} --emptyOutDir --logLevel=warn`, { stdio: 'inherit' });
  const names = [...new Set(loads.flatMap(({ js }) => [...js]))].filter((file) => !isReact(file)).map((file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
  console.log(`\nwhat our share of the first load is made of (${names.length} chunks, React's apart):`);
  printAttribution(attributeChunks(scratch, names));
}

/** The built server on a scratch database, the page loaded in Chromium, every script and stylesheet it fetched. */
async function fetchedByBrowser() {
  const { chromium: browserType } = await import('@playwright/test');
  const port = Number(process.env.BENCH_PORT ?? 3191);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/server.js'], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', BASE_URL: base, LOG_LEVEL: 'warn', DATA_DIR: join(mkdtempSync(join(tmpdir(), 'pet-haven-bundle-')), 'data') },
    stdio: 'inherit',
  });
  try {
    for (let i = 0; i < 300 && !(await fetch(`${base}/readyz`).then((r) => r.ok, () => false)); i++) await new Promise((resolve) => setTimeout(resolve, 200));
    const browser = await browserType.launch({ executablePath: chromium });
    const loads = [];
    // A phone (Lighthouse's mobile) and a desktop window: what is below the fold differs.
    for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
      const context = await browser.newContext({ locale, viewport });
      const tab = await context.newPage();
      const js = new Set();
      const css = new Set();
      tab.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (!pathname.startsWith('/assets/')) return;
        if (pathname.endsWith('.js')) js.add(pathname.slice(1));
        if (pathname.endsWith('.css')) css.add(pathname.slice(1));
      });
      await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
      await context.close();
      loads.push({ js, css, how: `fetched by Chromium, ${name} ${viewport.width}×${viewport.height}` });
    }
    await browser.close();
    return loads;
  } finally {
    server.kill('SIGTERM');
  }
}

/** What index.html names: its script, the chunks it preloads, its stylesheets (lazy chunks are not counted). */
function namedInHtml() {
  const html = readFileSync(join(web, 'index.html'), 'utf8');
  const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1]?.replace(/^\//, '');
  const js = new Set();
  const css = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<script') && attr(tag, 'src')) js.add(attr(tag, 'src'));
    if (tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload') js.add(attr(tag, 'href'));
    if (tag.startsWith('<link') && attr(tag, 'rel') === 'stylesheet') css.add(attr(tag, 'href'));
  }
  return { js, css, how: `named in index.html; no Chromium at ${chromium}, so chunks loaded later are not counted` };
}
