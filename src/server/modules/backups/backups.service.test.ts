import { gunzipSync } from 'node:zlib';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteExtensions, wrapPglite } from '../../db/database';
import { AUTH_SECRET_ENTRY, tarEntries } from '../../db/embedded-snapshot';
import { jobs } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { BACKUP_JOB } from './backups.service';

/**
 * The nightly backup through the one jobs worker (ADR 0037): queued for 03:00 shop time,
 * written atomically with mode 600 to BACKUP_DIR, the oldest beyond BACKUP_KEEP deleted,
 * and a failure logged, counted in /metrics and retried. The embedded database only:
 * PostgreSQL has no snapshot, so server.ts turns nothing on there.
 */
const SECRET = 'the-shop-secret-that-is-long-enough-0123456789';
let t: TestApp | undefined;
let dir: string;
let clock = new Date('2026-11-28T06:00:00Z'); // 01:00 in Toronto
const logLines: Record<string, unknown>[] = [];

// On disk, as the server's is: a backup copies the data folder.
const template = inject('testDatabase');
const embedded = template.kind === 'pglite';
const folder = mkdtempSync(join(tmpdir(), 'pet-haven-nightly-'));
const database = embedded
  ? wrapPglite(await PGlite.create(join(folder, 'pglite'), { extensions: pgliteExtensions, loadDataDir: new Blob([readFileSync(template.dumpPath)]) }))
  : undefined;

beforeAll(async () => {
  if (!embedded) return;
  dir = join(folder, 'backups');
  t = await createTestApp({
    database,
    now: () => clock,
    logStream: { write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
    nightlyBackups: { take: () => database!.snapshot!(SECRET), dir, keep: 2, at: '03:00' },
  });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const backupJobs = () => t!.database.db.select().from(jobs).where(eq(jobs.kind, BACKUP_JOB)).orderBy(jobs.runAt);
const metric = async (name: string) => {
  const text = (await t!.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
};

describe.runIf(embedded)('nightly backups of the embedded database', () => {
  it('queues one at 03:00 shop time, writes a restorable backup with the auth secret, mode 600, and queues the next night', async () => {
    expect((await backupJobs()).map((job) => ({ runAt: job.runAt, status: job.status }))).toEqual([
      { runAt: new Date('2026-11-28T08:00:00Z'), status: 'pending' },
    ]);
    const customer = new ApiClient(t!.app);
    const user = newUser();
    await customer.signUp(user);

    // Not before its time.
    await t!.app.jobs.runDue();
    expect(readdirSync(folder)).toEqual(['pglite']);

    clock = new Date('2026-11-28T08:00:30Z');
    await t!.app.jobs.runDue();
    const [file] = readdirSync(dir);
    // The copy the backup was made from is gone.
    expect(readdirSync(folder).sort()).toEqual(['backups', 'pglite']);
    expect(file).toBe('pet-haven-2026-11-28T08-00-30-000Z.tar.gz');
    expect(statSync(join(dir, file!)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(await metric('pethaven_backup_last_success_timestamp_seconds')).toBe(clock.getTime() / 1000);

    const archive = readFileSync(join(dir, file!));
    const tar = gunzipSync(archive);
    const secret = tarEntries(tar).find((entry) => entry.name === `/${AUTH_SECRET_ENTRY}`)!;
    expect(tar.subarray(secret.offset, secret.offset + secret.size).toString('utf8')).toBe(SECRET);
    const copy = await PGlite.create({ extensions: pgliteExtensions, loadDataDir: new Blob([archive], { type: 'application/x-gzip' }) });
    try {
      expect((await copy.query<{ email: string }>('select email from users where email = $1', [user.email])).rows).toEqual([{ email: user.email }]);
    } finally {
      await copy.close();
    }

    expect((await backupJobs()).map((job) => ({ runAt: job.runAt, status: job.status }))).toEqual([
      { runAt: new Date('2026-11-28T08:00:00Z'), status: 'done' },
      { runAt: new Date('2026-11-29T08:00:00Z'), status: 'pending' },
    ]);
  });

  it('keeps the newest BACKUP_KEEP of its own backups and leaves other files alone', async () => {
    writeFileSync(join(dir, 'before-upgrade.tar.gz'), 'the operator\'s own copy');
    for (const night of ['2026-11-29', '2026-11-30']) {
      clock = new Date(`${night}T08:01:00Z`);
      await t!.app.jobs.runDue();
    }
    expect(readdirSync(dir).sort()).toEqual([
      'before-upgrade.tar.gz',
      'pet-haven-2026-11-29T08-01-00-000Z.tar.gz',
      'pet-haven-2026-11-30T08-01-00-000Z.tar.gz',
    ]);
  });

  it('logs a failed backup, counts it in /metrics, keeps the last success and retries, and the next night stays queued', async () => {
    const lastSuccess = await metric('pethaven_backup_last_success_timestamp_seconds');
    // BACKUP_DIR is now a file: nothing can be written there.
    rmSync(dir, { recursive: true });
    writeFileSync(dir, 'not a folder');
    clock = new Date('2026-12-01T08:00:00Z');
    await t!.app.jobs.runDue();

    expect(await metric('pethaven_backups_failed_total')).toBe(1);
    expect(await metric('pethaven_backup_last_success_timestamp_seconds')).toBe(lastSuccess);
    expect(logLines.filter((line) => line.msg === 'nightly backup failed')).toEqual([expect.objectContaining({ level: 50, dir })]);
    const [tonight, tomorrow] = (await backupJobs()).filter((job) => job.status === 'pending');
    expect(tonight).toMatchObject({ runAt: new Date('2026-12-01T08:00:30Z'), attempts: 1, lastError: expect.stringMatching(/EEXIST|ENOTDIR/) });
    expect(tomorrow).toMatchObject({ runAt: new Date('2026-12-02T08:00:00Z'), attempts: 0 });

    // Once the folder can be written again, the retry writes the backup.
    rmSync(dir);
    clock = new Date('2026-12-01T08:00:31Z');
    await t!.app.jobs.runDue();
    expect(readdirSync(dir)).toEqual(['pet-haven-2026-12-01T08-00-31-000Z.tar.gz']);
    expect(await metric('pethaven_backup_last_success_timestamp_seconds')).toBe(clock.getTime() / 1000);
  });
});

describe.runIf(!embedded)('on PostgreSQL', () => {
  it('the database offers no snapshot, so server.ts schedules no backup and opens no socket (pg_dump does the job)', async () => {
    const postgres = await createTestDatabase();
    try {
      expect(postgres.kind).toBe('postgres');
      expect(postgres.snapshot).toBeUndefined();
    } finally {
      await postgres.close();
    }
  });
});
