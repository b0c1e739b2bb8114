// Lighthouse (mobile) on the public pages of the built site, in both languages, against
// D20's budget: performance, accessibility, best practices and SEO 100, LCP at most 1.0 s,
// TBT at most 50 ms and CLS 0 on every public page. Needs `npm run build` and Debian's
// Chromium; Lighthouse itself is fetched by npx on first use (not a project dependency).
//   node bench/lighthouse.mjs
// Each page is measured LIGHTHOUSE_RUNS times (3): a 2-core machine is noisy, so the table
// gives each figure's median over the runs, with the worst run's performance, LCP and TBT
// beside them, and the verdict is the medians'. LIGHTHOUSE_PAGES (comma-separated paths) measures fewer.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordFigures } from './figures.mjs';
import { lighthousePages } from './lighthouse-pages.mjs';

recordFigures('lighthouse', 'Lighthouse, mobile, on every public page (node bench/lighthouse.mjs)');

const port = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const english = ['/', '/shop', '/our-story', '/contact', '/blog/1'];
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [...english, ...english.map((page) => (page === '/' ? '/fr' : `/fr${page}`))];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const out = mkdtempSync(join(tmpdir(), 'pet-haven-lighthouse-'));
const server = spawn(process.execPath, ['dist/server/server.js'], {
  env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', BASE_URL: base, LOG_LEVEL: 'warn', DATA_DIR: join(out, 'data') },
  stdio: 'inherit',
});
process.on('exit', () => server.kill('SIGTERM'));

for (let i = 0; i < 150 && !(await fetch(`${base}/readyz`).then((r) => r.ok, () => false)); i++) {
  await new Promise((resolve) => setTimeout(resolve, 200));
}

// The machine's load beside the figures: on a 2-core machine shared with other work, Chromium's
// tasks wait for a core and Lighthouse counts the wait as blocking time.
const load = () => loadavg().map((figure) => figure.toFixed(2)).join(', ');
console.log(`load average (1, 5, 15 min) at the start: ${load()}`);
const { missed } = lighthousePages({ base, pages, runs, out });
console.log(`load average (1, 5, 15 min) at the end: ${load()}`);
server.kill('SIGTERM');
if (missed > 0) process.exitCode = 1;
