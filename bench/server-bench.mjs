// What the benches that load the built server share (bench:api, bench:catalogue): building
// dist/ when the sources are newer, scratch databases on each engine, people signed up
// through the real auth API, roles granted by the admin command as an operator would, and
// autocannon runs. Plain JavaScript so the benches run with node alone.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverScript = join(root, 'dist/server/server.js');
export const adminScript = join(root, 'dist/server/admin.js');
export const PASSWORD = 'bench password 42 long enough';

/** `npm run build` when dist/ is missing or older than any source it is built from. */
export function buildIfNeeded() {
  const built = [serverScript, adminScript, join(root, 'dist/web/index.html')];
  const oldestBuild = Math.min(...built.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const sources = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((path) => join(root, path));
  if (oldestBuild > 0 && newest(sources) <= oldestBuild) return;
  console.log('Building (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

function newest(paths) {
  let latest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    latest = Math.max(latest, stat.isDirectory() ? newest(readdirSync(path).map((entry) => join(path, entry))) : stat.mtimeMs);
  }
  return latest;
}

/** A new account through the auth API, from its own address (the sign-up limits count per address); its session cookie. */
export async function signUp(base, role, n) {
  const ip = `10.77.0.${n}`;
  const email = `bench-${role}-${randomUUID()}@example.com`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': ip },
    body: JSON.stringify({ name: `Bench ${role}`, email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { email, ip, cookie: response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ') };
}

/** The admin command (dist/server/admin.js) on `database`; an embedded database's server must be stopped first. */
export function admin(database, args, env = {}) {
  const result = spawnSync(process.execPath, [adminScript, ...args], {
    env: { PATH: process.env.PATH, ...database.env, ...(database.dataDir ? { DATA_DIR: database.dataDir } : {}), ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stdout}${result.stderr}`);
}

/** A fresh embedded data folder, removed by drop(). */
export function embeddedDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pet-haven-bench-data-'));
  return { engine: 'embedded', dataDir, env: {}, describe: 'a fresh data folder', drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A new database on the server `adminUrl` names, so no other data is touched; dropped by drop(). */
export async function scratchPostgres(adminUrl) {
  const name = `pet_haven_bench_${randomBytes(4).toString('hex')}`;
  const query = async (text) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine: 'postgres',
    env: { DATABASE_URL: url.toString() },
    describe: `a scratch database ${name} on ${url.host}`,
    drop: () => query(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * The engines a two-engine bench measures, each an opener to call in turn: the embedded
 * database unless BENCH_EMBEDDED=0, PostgreSQL (a scratch database on BENCH_DATABASE_URL's
 * server) unless BENCH_POSTGRES=0.
 */
export function benchEngines() {
  const engines = [];
  if (process.env.BENCH_EMBEDDED !== '0') engines.push(() => embeddedDatabase());
  if (process.env.BENCH_POSTGRES !== '0') engines.push(() => scratchPostgres(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'));
  return engines;
}

/** One autocannon run (its options as autocannon takes them). */
export function autocannonRun(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** One warm-up second (not counted), then the measured run; latencies in ms. */
export async function load(options, seconds) {
  await autocannonRun({ ...options, duration: 1 });
  const result = await autocannonRun({ ...options, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
  };
}

/** Requests that got no 2xx answer: answered otherwise, lost to a connection error or timed out. */
export function failureCount({ failed }) {
  return failed.non2xx + failed.errors + failed.timeouts;
}
