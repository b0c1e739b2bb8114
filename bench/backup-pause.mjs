// How long a backup of the running embedded database holds other requests up (issue 31,
// ADR 0037): `npm run bench:backup` (builds the server first), or `node bench/backup-pause.mjs`.
//
// For a fresh shop and for one with BACKUP_PRODUCTS products (default 10,000, added by SQL
// while the server is stopped), starts the built server, signs a customer in, and while a
// prober asks GET /healthz (no database) and the customer's GET /api/pets (the database)
// one after another, runs `admin backup` BACKUP_ROUNDS times (default 3). Prints per shop:
//   paused_ms        what the server reports: its transaction's checkpoint, count and copy
//   admin_ms         the whole command, Node's start and the gzip included
//   healthz_max_ms   the slowest /healthz answer while a backup ran (baseline: p50 outside)
//   pets_max_ms      the slowest /api/pets answer while a backup ran
//   archive_mb       the backup's size
// Each as the median of the rounds.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startServer } from './crash-harness.mjs';
import { recordFigures } from './figures.mjs';
import { runOnStoppedEmbedded, syntheticCatalogueSql } from './search-load.mjs';

recordFigures('backup-pause', 'A backup of the running embedded database (npm run bench:backup)');

const root = fileURLToPath(new URL('..', import.meta.url));
const serverScript = join(root, 'dist/server/server.js');
const adminScript = join(root, 'dist/server/admin.js');
const products = Number(process.env.BACKUP_PRODUCTS ?? 10_000);
const rounds = Number(process.env.BACKUP_ROUNDS ?? 3);
const run = promisify(execFile);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value) => Math.round(value * 10) / 10;

async function measure(name, productCount) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pet-haven-backup-bench-'));
  try {
    if (productCount > 0) {
      // Migrated and seeded by the server itself, then filled while it is stopped.
      await (await startServer({ serverScript, dataDir, readyTimeoutMs: 300_000 })).stop();
      await runOnStoppedEmbedded(dataDir, syntheticCatalogueSql(productCount));
    }
    const server = await startServer({ serverScript, dataDir, readyTimeoutMs: 300_000 });
    try {
      const headers = { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' };
      const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Bench', email: `bench-${randomUUID()}@example.com`, password: 'bench password 42' }),
      });
      if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status}`);
      const cookie = signUp.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

      const samples = [];
      let probing = true;
      const probe = async (path, extra) => {
        while (probing) {
          const started = performance.now();
          const response = await fetch(`${server.url}${path}`, { headers: { ...extra, 'x-forwarded-for': '10.9.9.9' } });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
          samples.push({ path, started, ms: performance.now() - started });
        }
      };
      const probes = [probe('/healthz', {}), probe('/api/pets', { cookie })];
      await new Promise((resolve) => setTimeout(resolve, 2_000));

      const figures = { paused: [], admin: [], healthz: [], pets: [], size: [] };
      for (let n = 1; n <= rounds; n++) {
        const file = join(dataDir, `bench-${n}.tar.gz`);
        const started = performance.now();
        const { stdout } = await run(process.execPath, [adminScript, 'backup', file], { env: { PATH: process.env.PATH, DATA_DIR: dataDir } });
        const ended = performance.now();
        const paused = /which paused (\d+) ms/.exec(stdout);
        if (!paused) throw new Error(`not taken by the running server: ${stdout}`);
        const during = (path) => samples.filter((s) => s.path === path && s.started + s.ms >= started && s.started <= ended).map((s) => s.ms);
        figures.paused.push(Number(paused[1]));
        figures.admin.push(ended - started);
        figures.healthz.push(Math.max(...during('/healthz')));
        figures.pets.push(Math.max(...during('/api/pets')));
        figures.size.push(statSync(file).size / 1_048_576);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      probing = false;
      await Promise.all(probes);
      const baseline = (path) => median(samples.filter((s) => s.path === path).map((s) => s.ms));
      console.log(`${name} paused_ms ${round(median(figures.paused))}   (rounds: ${figures.paused.map(round).join(', ')})`);
      console.log(`${name} admin_ms ${round(median(figures.admin))}`);
      console.log(`${name} healthz_max_ms ${round(median(figures.healthz))}   (p50 over the run: ${round(baseline('/healthz'))})`);
      console.log(`${name} pets_max_ms ${round(median(figures.pets))}   (p50 over the run: ${round(baseline('/api/pets'))})`);
      console.log(`${name} archive_mb ${round(median(figures.size))}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('fresh', 0);
if (products > 0) await measure(`products_${products}`, products);
