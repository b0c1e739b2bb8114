// Lighthouse (mobile) on the public pages of the built site, against D20's budget of
// 100 for performance and accessibility. Needs `npm run build` and Debian's Chromium;
// Lighthouse itself is fetched by npx on first use (it is not a project dependency).
//   node bench/lighthouse.mjs
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 3190;
const base = `http://127.0.0.1:${port}`;
const pages = ['/', '/shop', '/our-story', '/contact', '/blog/1'];
const out = mkdtempSync(join(tmpdir(), 'pet-haven-lighthouse-'));
const server = spawn(process.execPath, ['dist/server/server.js'], {
  env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', BASE_URL: base, LOG_LEVEL: 'warn', DATA_DIR: join(out, 'data') },
  stdio: 'inherit',
});
process.on('exit', () => server.kill('SIGTERM'));

for (let i = 0; i < 150 && !(await fetch(`${base}/readyz`).then((r) => r.ok, () => false)); i++) {
  await new Promise((resolve) => setTimeout(resolve, 200));
}

console.log(`${'page'.padEnd(12)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}${'LCP'.padStart(9)}${'CLS'.padStart(7)}`);
for (const page of pages) {
  const report = join(out, `${page.replaceAll('/', '_') || 'home'}.json`);
  execFileSync('npx', ['--yes', 'lighthouse@12.8.2', `${base}${page}`, '--quiet', '--output=json', `--output-path=${report}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking'],
  { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
  const score = (key) => String(Math.round(categories[key].score * 100)).padStart(6);
  console.log(`${page.padEnd(12)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}` +
    `${audits['largest-contentful-paint'].displayValue.padStart(9)}${audits['cumulative-layout-shift'].displayValue.padStart(7)}`);
}
console.log(`budget (D20): performance and accessibility 100 on every public page; reports in ${out}`);
server.kill('SIGTERM');
