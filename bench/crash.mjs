// Crash test at length: `npm run bench:crash` (builds the server, then 100 cycles), or
//   node bench/crash.mjs [cycles]            after `npm run build:server`
// Env: CRASH_CYCLES (default 100), CRASH_CONCURRENCY (customers writing at once, 4),
// CRASH_KILL_MIN_MS / CRASH_KILL_MAX_MS (the SIGKILL comes at a random moment this long
// after the cycle's first acknowledged write, 0-3000), CRASH_SEED (repeat a run's kill moments), CRASH_DATA_DIR (default a
// fresh temporary folder). Each cycle: customers sign up, add a pet, book, add to cart and
// pay or cancel through the test checkout, then cancel the booking; the embedded-database
// server is SIGKILLed, restarted on the same DATA_DIR, and every acknowledged write is
// looked for. Exits 1 if a write was lost, a restart failed or an answer was unexpected.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeFigures, runCrashCycles } from './crash-harness.mjs';
import { recordFigures } from './figures.mjs';

recordFigures('crash', 'SIGKILLs of a busy embedded-database server (npm run bench:crash)');

const root = fileURLToPath(new URL('..', import.meta.url));
const cycles = Number(process.argv[2] ?? process.env.CRASH_CYCLES ?? 100);
const dataDir = process.env.CRASH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pet-haven-crash-'));
const startedAt = performance.now();

const figures = await runCrashCycles({
  serverScript: join(root, 'dist/server/server.js'),
  dataDir,
  cycles,
  concurrency: Number(process.env.CRASH_CONCURRENCY ?? 4),
  killAfterMs: [Number(process.env.CRASH_KILL_MIN_MS ?? 0), Number(process.env.CRASH_KILL_MAX_MS ?? 3_000)],
  ...(process.env.CRASH_SEED ? { seed: Number(process.env.CRASH_SEED) } : {}),
  log: (line) => console.log(line),
});

console.log(`\n${describeFigures(figures)}`);
console.log(`wall time: ${((performance.now() - startedAt) / 1000).toFixed(0)} s, DATA_DIR ${dataDir}`);
const failed = figures.lost.length > 0 || figures.failedRestarts > 0 || figures.unexpected.length > 0 || figures.cycles < cycles;
if (!failed && !process.env.CRASH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
