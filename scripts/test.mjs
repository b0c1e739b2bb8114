// `npm test`: builds the site, runs the unit and API tests (Vitest), then the
// browser tests (Playwright on Debian's Chromium). Without Chromium the browser
// tests are skipped and say so, unless REQUIRE_BROWSER=1 (CI), where that fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const requireBrowser = process.env.REQUIRE_BROWSER === '1';
const reports = mkdtempSync(join(tmpdir(), 'pet-haven-test-'));
const extraArgs = process.argv.slice(2);

const startedAt = Date.now();
const elapsed = () => {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
let skipped = 0;

if (run('npm', ['run', '--silent', 'build']) !== 0) {
  console.error('\nThe build failed; no test was run.');
  process.exit(1);
}

const vitestReport = join(reports, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`, ...extraArgs]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
if (vitestStatus !== 0 && !existsSync(vitestReport)) failed += 1;

let playwrightStatus = 0;
if (!existsSync(chromium)) {
  if (requireBrowser) {
    console.error(`\nREQUIRE_BROWSER=1 but no Chromium at ${chromium}: install the Debian package 'chromium'.`);
    playwrightStatus = 1;
    failed += 1;
  } else {
    console.log(`\nBrowser tests skipped: no Chromium at ${chromium} (install the Debian package 'chromium' to run them).`);
  }
} else {
  const playwrightReport = join(reports, 'playwright.json');
  playwrightStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  } else if (playwrightStatus !== 0) {
    failed += 1;
  }
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped, in ${elapsed()}`);
process.exit(vitestStatus !== 0 || playwrightStatus !== 0 || failed > 0 ? 1 : 0);
