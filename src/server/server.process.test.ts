import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './config/project-paths';
import { buildServer } from '../../scripts/build-server.mjs';

/**
 * The real server process, as `npm start` runs it: one embedded database per
 * DATA_DIR, refused to a second process, closed cleanly on SIGTERM and SIGINT.
 */
const bundleDir = join(projectRoot, 'dist', 'test-server');
const bundle = join(bundleDir, 'server.js');
const adminBundle = join(bundleDir, 'admin.js');
const running: ChildProcess[] = [];

beforeAll(async () => {
  await buildServer({ outdir: bundleDir, logLevel: 'silent' });
});

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    // A clean environment: Vitest puts Vite's own BASE_URL ('/') into process.env.
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://localhost:${port}`, output: () => output, exited };
}

async function waitUntilReady(server: Started): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const ready = await fetch(`${server.url}/readyz`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

async function waitForOutput(server: Started, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`no ${pattern} in the output:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function runAdmin(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [adminBundle, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const productCount = async (url: string) =>
  ((await (await fetch(`${url}/api/products`)).json()) as { products: unknown[] }).products.length;

describe('the server process on the embedded database', () => {
  it('refuses a second server on the same DATA_DIR without harming the first, and shuts down cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pet-haven-process-'));
    const first = await startServer(dataDir);
    await waitUntilReady(first);
    expect(await productCount(first.url)).toBe(9);

    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another process');
    expect(second.output()).toContain('Nothing was changed');

    // The first still serves, and still holds its lock.
    expect(await productCount(first.url)).toBe(9);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);

    // Without SMTP_URL, mail is written to the log: that is where a newcomer reads a reset code.
    const post = (path: string, body: unknown) =>
      fetch(`${first.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: first.url }, body: JSON.stringify(body) });
    expect((await post('/api/auth/sign-up/email', { name: 'Robin', email: 'robin@example.com', password: 'correct horse 42' })).status).toBe(200);
    expect((await post('/api/auth/email-otp/request-password-reset', { email: 'robin@example.com' })).status).toBe(200);
    await waitForOutput(first, /Your Pet Haven password reset code is \d{6}\./);
    expect(first.output()).toContain('Mail not sent (no SMTP_URL); it reads:');

    // The admin command line refuses too, and says why.
    const admin = runAdmin(dataDir, 'list-providers');
    expect(admin.status).toBe(1);
    expect(admin.stderr).toContain('held by a running server');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    // The data survived and the directory opens again; SIGINT (Ctrl-C) is clean too.
    const third = await startServer(dataDir);
    await waitUntilReady(third);
    expect(await productCount(third.url)).toBe(9);
    // /readyz asked all through the shutdown: no warning that the database stopped answering.
    const asking = (async () => {
      while (third.child.exitCode === null && third.child.signalCode === null) {
        await fetch(`${third.url}/readyz`).catch(() => new Promise((resolve) => setTimeout(resolve, 5)));
      }
    })();
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
    await asking;
    expect(third.output()).not.toMatch(/PGlite is closed|not answering/);

    // With the server stopped the admin command line works on the same data.
    const list = runAdmin(dataDir, 'list-providers');
    expect(list.status).toBe(0);
    expect(list.stdout).toContain('Pet Haven Care Team  (unclaimed)');
    const unknown = runAdmin(dataDir, 'grant-provider', 'nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account uses nobody@example.com');
    const failedJobs = runAdmin(dataDir, 'list-failed-jobs');
    expect(failedJobs.status).toBe(0);
    expect(failedJobs.stdout).toContain('No failed jobs.');
    const retry = runAdmin(dataDir, 'retry-job', '12345');
    expect(retry.status).toBe(1);
    expect(retry.stderr).toContain('No failed job #12345');
    expect(runAdmin(dataDir, 'retry-job', 'twelve').status).toBe(2);
  }, 90_000);
});
