import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './config/project-paths';
import { withAdminClient } from './test/test-database';
import { buildServer } from '../../scripts/build-server.mjs';
import {
  ackedWrites,
  createSlotBook,
  findLostWrites,
  newCustomer,
  runJourney,
  startServer,
  type Customer,
  type StartedServer,
} from '../../bench/crash-harness.mjs';

/**
 * Backups as an operator takes them: the real server written to over HTTP, the admin
 * command line (embedded database) or pg_dump/pg_restore (PostgreSQL, the README's
 * commands), and a server started on the restored copy reading everything back.
 */
const bundleDir = join(projectRoot, 'dist', 'test-server-backup');
const serverScript = join(bundleDir, 'server.js');
const running: StartedServer[] = [];
const folders: string[] = [];
/** A temporary folder, removed after the tests (each database in one is about 40 MB). */
const tempFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};

beforeAll(async () => {
  await buildServer({ outdir: bundleDir, logLevel: 'silent' });
});

afterAll(async () => {
  for (const server of running) await server.kill();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function start(options: Omit<Parameters<typeof startServer>[0], 'serverScript'>): Promise<StartedServer> {
  const server = await startServer({ ...options, serverScript });
  running.push(server);
  return server;
}

function admin(env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, [join(bundleDir, 'admin.js'), ...args], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
}

/** Customers who sign up, add a pet, book, buy (pay or cancel at the test checkout) and cancel the booking. */
async function writeCustomers(server: StartedServer, count: number): Promise<Customer[]> {
  const runId = randomUUID().slice(0, 8);
  const slots = createSlotBook();
  const customers: Customer[] = [];
  for (let n = 1; n <= count; n++) {
    const customer = newCustomer(runId, n);
    await runJourney(server.url, customer, slots);
    customers.push(customer);
  }
  // Every kind of write was acknowledged, so the restored copy is checked for each.
  expect(customers.flatMap(ackedWrites)).toEqual(expect.arrayContaining(['account', 'pet', 'appointment', 'cartItem', 'order', 'payment', 'orderCancellation', 'appointmentCancellation']));
  return customers;
}

async function lostWrites(server: StartedServer, customers: Customer[]) {
  return (await Promise.all(customers.map((customer) => findLostWrites(server.url, customer)))).flat();
}

describe('backup and restore of the embedded database', () => {
  it('backs up a stopped server\'s DATA_DIR and restores into a folder a server reads back', async () => {
    const dataDir = tempFolder('pet-haven-backup-');
    const backups = tempFolder('pet-haven-backups-');
    const file = join(backups, 'pet-haven.tar.gz');

    const original = await start({ dataDir });
    const customers = await writeCustomers(original, 2);

    expect(await original.stop()).toBe(0);
    const backup = admin({ DATA_DIR: dataDir }, 'backup', file);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(`^Backed up the embedded database in ${dataDir} to ${file} \\(\\d+\\.\\d MB\\): 2 accounts, 2 pets, 2 appointments, 2 orders\\.`),
    );
    expect(backup.stdout).toContain(`Restore it with: npm run admin -- restore ${file}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(backups)).toEqual(['pet-haven.tar.gz']);

    // An existing backup is not overwritten unless asked.
    const again = admin({ DATA_DIR: dataDir }, 'backup', file);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists. Choose another file name, or add --force to replace it. Nothing was written.');
    expect(admin({ DATA_DIR: dataDir }, 'backup', file, '--force').status).toBe(0);

    // Nothing to back up, and a file that is not a backup: refused, nothing changed.
    const empty = tempFolder('pet-haven-empty-');
    expect(admin({ DATA_DIR: empty }, 'backup', join(backups, 'x.tar.gz')).stderr).toContain(`There is no embedded database in ${empty}`);
    const notABackup = join(backups, 'notes.txt');
    writeFileSync(notABackup, 'not a backup');
    const bad = admin({ DATA_DIR: empty }, 'restore', notABackup);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(`${notABackup} is not a Pet Haven backup that this version can restore`);
    expect(readdirSync(empty)).toEqual([]);

    // Restore into a new DATA_DIR: the auth secret came with the backup.
    const restoredDir = join(tempFolder('pet-haven-restored-'), 'data');
    const restore = admin({ DATA_DIR: restoredDir }, 'restore', file);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain(`Restored ${file} into ${restoredDir}: 2 accounts, 2 pets, 2 appointments, 2 orders.`);
    expect(restore.stdout).toContain("The backup's auth secret is in place: customers stay signed in.");
    expect(readFileSync(join(restoredDir, 'auth-secret'), 'utf8')).toBe(readFileSync(join(dataDir, 'auth-secret'), 'utf8'));
    expect(statSync(join(restoredDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(existsSync(join(restoredDir, 'pglite', 'pet-haven-auth-secret'))).toBe(false);

    // A database is there now: not replaced unless asked, and then kept aside.
    const clobber = admin({ DATA_DIR: restoredDir }, 'restore', file);
    expect(clobber.status).toBe(1);
    expect(clobber.stderr).toContain(`${restoredDir} already holds an embedded database. Restoring would replace it: add --force`);
    // What a restore killed half-way would leave: cleared by the next one.
    mkdirSync(join(restoredDir, 'pglite.restoring-1'));
    const forced = admin({ DATA_DIR: restoredDir }, 'restore', file, '--force');
    expect(forced.status).toBe(0);
    expect(forced.stdout).toMatch(/The database that was there is in .*pglite\.replaced-/);
    expect(readdirSync(restoredDir).filter((name) => name.startsWith('pglite')).sort()).toEqual([
      'pglite',
      expect.stringMatching(/^pglite\.replaced-/),
    ]);

    const restored = await start({ dataDir: restoredDir });
    expect(await lostWrites(restored, customers)).toEqual([]);
    // The check is not vacuous: a write that never happened is reported lost.
    const [first] = customers;
    const invented = { ...first!, acked: { account: first!.email, pet: randomUUID() } };
    expect((await findLostWrites(restored.url, invented)).map((loss) => loss.write)).toEqual(['pet']);

    // And the restore is refused while that server runs.
    const underServer = admin({ DATA_DIR: restoredDir }, 'restore', file, '--force');
    expect(underServer.status).toBe(1);
    expect(underServer.stderr).toContain('is held by a running server');
    expect(await restored.stop()).toBe(0);
  }, 480_000);
});

/** The admin command without blocking this process, so the writers keep writing while it runs. */
function adminAsync(env: Record<string, string>, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(bundleDir, 'admin.js'), ...args], { env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The customers as they stood at this moment: only the writes acknowledged by now. */
const acknowledgedNow = (customers: Customer[]): Customer[] => customers.map((customer) => ({ ...customer, acked: { ...customer.acked } }));
/**
 * The writes of `before` missing from the restored server, less a cart line that a later
 * payment (in `after`, acknowledged once the copy of `before` was made) took while the
 * backup was starting: it is gone because the backup has that payment, which is no loss.
 */
async function lostSince(server: StartedServer, before: Customer[], after: Customer[]) {
  const lost = await lostWrites(server, before);
  const paidLater = async (email: string) => {
    const customer = after.find((candidate) => candidate.email === email);
    if (customer?.acked.order === undefined) return false;
    const order = await fetch(`${server.url}/api/orders/${customer.acked.order}`, { headers: { cookie: customer.cookie, 'x-forwarded-for': customer.ip } });
    return order.status === 200 && ((await order.json()) as { status: string }).status === 'paid';
  };
  const explained = await Promise.all(lost.map((loss) => loss.write === 'cartItem' && paidLater(loss.email)));
  return lost.filter((_, index) => !explained[index]);
}

const ackCount = (customers: Customer[]) => customers.reduce((sum, customer) => sum + ackedWrites(customer).length, 0);

describe('backup of the embedded database while its server runs (ADR 0037)', () => {
  it('is taken by the server under concurrent writes, twice at once, and restores every write acknowledged before it began, sessions included', async () => {
    const dataDir = tempFolder('pet-haven-live-');
    const backups = tempFolder('pet-haven-live-backups-');
    const [first, second] = [join(backups, 'first.tar.gz'), join(backups, 'second.tar.gz')];
    // A first start makes a database, which a busy shared machine can take over a minute to do.
    const original = await start({ dataDir, readyTimeoutMs: 240_000 });

    // Customers sign up, book, buy and cancel, three at a time, until told to stop.
    const runId = randomUUID().slice(0, 8);
    const slots = createSlotBook();
    const customers: Customer[] = [];
    const failures: string[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) {
        const customer = newCustomer(runId, customers.length + 1);
        customers.push(customer);
        await runJourney(original.url, customer, slots).catch((error: Error) => failures.push(`${customer.email}: ${error.message}`));
      }
    };
    const writers = Array.from({ length: 3 }, writer);
    while (ackCount(customers) < 12 && failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));

    const before = acknowledgedNow(customers);
    const [firstBackup, secondBackup] = await Promise.all([adminAsync({ DATA_DIR: dataDir }, 'backup', first), adminAsync({ DATA_DIR: dataDir }, 'backup', second)]);
    const during = ackCount(customers) - ackCount(before);
    writing = false;
    await Promise.all(writers);
    expect(failures).toEqual([]);
    // The backups were taken while writes went on: some were acknowledged while they ran.
    expect(during).toBeGreaterThan(0);

    for (const [result, file] of [[firstBackup, first], [secondBackup, second]] as const) {
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(
        new RegExp(`^Backed up the embedded database in ${dataDir} to ${file} \\(\\d+\\.\\d MB\\) \\(taken by the running server, pid ${original.child.pid}, which paused \\d+ ms\\): \\d+ accounts,`),
      );
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
    expect(readdirSync(backups).sort()).toEqual(['first.tar.gz', 'second.tar.gz']);
    // The server answered throughout, and still does.
    expect((await fetch(`${original.url}/readyz`)).status).toBe(200);
    // The channel is a socket only this account can open, and nothing on the HTTP port.
    expect(statSync(join(dataDir, 'control')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'control', 'backup.sock')).mode & 0o777).toBe(0o600);
    expect((await fetch(`${original.url}/backup`, { method: 'POST', headers: { origin: original.url } })).status).toBe(404);
    // Restore is still refused while a server holds the folder.
    const underServer = admin({ DATA_DIR: dataDir }, 'restore', first, '--force');
    expect(underServer.status).toBe(1);
    expect(underServer.stderr).toContain('is held by a running server');
    expect(await original.stop()).toBe(0);

    // A fresh folder with no auth-secret of its own: sessions work only if the secret travelled.
    const restoredDir = join(tempFolder('pet-haven-live-restored-'), 'data');
    const restore = admin({ DATA_DIR: restoredDir }, 'restore', first);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain("The backup's auth secret is in place: customers stay signed in.");
    const restored = await start({ dataDir: restoredDir, readyTimeoutMs: 240_000 });
    expect(before.filter((customer) => customer.acked.account !== undefined).length).toBeGreaterThan(0);
    expect(await lostSince(restored, before, customers)).toEqual([]);
    expect(await restored.stop()).toBe(0);

    // The other backup, taken at the same moment, restores too.
    const otherDir = join(tempFolder('pet-haven-live-other-'), 'data');
    expect(admin({ DATA_DIR: otherDir }, 'restore', second).status).toBe(0);
  }, 600_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log('The PostgreSQL backup test is skipped: set TEST_DATABASE_URL (a user who may create databases) to run it.');

describe('backup and restore of PostgreSQL (pg_dump, pg_restore)', () => {
  it.skipIf(!adminUrl)('dumps a database the app wrote to while it runs, restores it into a new one and reads it back (needs TEST_DATABASE_URL)', async () => {
    const suffix = randomBytes(4).toString('hex');
    const sourceName = `pet_haven_backup_${suffix}`;
    const targetName = `pet_haven_restored_${suffix}`;
    const urlOf = (name: string) => Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString();
    const authSecret = randomBytes(32).toString('base64url');
    const file = join(tempFolder('pet-haven-pgdump-'), 'pethaven.dump');
    await withAdminClient(adminUrl!, (client) => client.query(`create database "${sourceName}"`));
    try {
      const original = await start({ env: { DATABASE_URL: urlOf(sourceName), AUTH_SECRET: authSecret } });
      const customers = await writeCustomers(original, 2);

      // The admin command line points at PostgreSQL's own tools instead.
      const refused = admin({ DATABASE_URL: urlOf(sourceName) }, 'backup', file);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`pg_dump --format=custom --no-owner --no-privileges --file=${file} "$DATABASE_URL"`);

      // The README's commands, while the server runs.
      const run = (command: string, args: string[]) => {
        const result = spawnSync(command, args, { encoding: 'utf8', env: { PATH: process.env.PATH, DATABASE_URL: urlOf(sourceName) } });
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
      };
      run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, urlOf(sourceName)]);
      expect(await original.stop()).toBe(0);
      await withAdminClient(adminUrl!, (client) => client.query(`create database "${targetName}"`));
      run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${urlOf(targetName)}`, file]);

      const restored = await start({ env: { DATABASE_URL: urlOf(targetName), AUTH_SECRET: authSecret } });
      expect(await lostWrites(restored, customers)).toEqual([]);
      expect(await restored.stop()).toBe(0);
    } finally {
      await withAdminClient(adminUrl!, async (client) => {
        await client.query(`drop database if exists "${sourceName}" with (force)`);
        await client.query(`drop database if exists "${targetName}" with (force)`);
      });
    }
  }, 120_000);
});
