import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './config/project-paths';
import { wrapPglite } from './db/database';
import { durableCommits } from './db/wal-sync';
import { diskSyncs, straceAvailable, straceDiskSyncs, type DiskSync } from './test/strace-log';
import { buildServer } from '../../scripts/build-server.mjs';
import { startServer } from '../../bench/crash-harness.mjs';

/**
 * D30 and ADR 0036: on the embedded default, an answer that says a write is done comes
 * after the write-ahead log holding it was synced to the disk. The built server runs
 * under strace on a fresh DATA_DIR; for each of 100 sign-ups, the log must show an
 * fdatasync of a pg_wal segment that began after the request was sent and ended before
 * the answer arrived. Reads that follow sync nothing.
 */
const hasStrace = straceAvailable();
if (!hasStrace) console.warn('strace is not installed: the test that counts the WAL syncs of acknowledged writes is skipped.');

const bundleDir = join(projectRoot, 'dist', 'test-server-durable');
const WRITES = 100;
const WAL_SEGMENT = /\/pg_wal\/[0-9A-F]{24}$/;
/** Wall-clock time in seconds with microseconds, as strace -ttt writes it. */
const now = () => (performance.timeOrigin + performance.now()) / 1000;

beforeAll(async () => {
  if (hasStrace) await buildServer({ outdir: bundleDir, logLevel: 'silent' });
});

describe.skipIf(!hasStrace)('durable commits on the embedded database (strace)', () => {
  it(`syncs the WAL after each of ${WRITES} acknowledged sign-ups before answering, and not for reads`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pet-haven-durable-'));
    const traceFile = `${dataDir}.strace`;
    const server = await startServer({ serverScript: join(bundleDir, 'server.js'), dataDir, wrapper: straceDiskSyncs(traceFile) });
    // The child is strace; the server's own pid is in its lock file. Stopping strace would leave the server running.
    const serverPid = Number.parseInt(readFileSync(join(dataDir, 'server.lock'), 'utf8'), 10);
    const writes: Array<{ email: string; sentAt: number; answeredAt: number }> = [];
    const reads: Array<{ sentAt: number; answeredAt: number }> = [];
    let cookie = '';
    try {
      for (let number = 1; number <= WRITES; number++) {
        const email = `durable-${number}@example.com`;
        const sentAt = now();
        const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': `10.1.${number >> 8}.${number & 255}` },
          body: JSON.stringify({ name: `Durable ${number}`, email, password: 'durable test password 42' }),
        });
        const body = await response.text();
        const answeredAt = now();
        expect(response.status, body).toBe(200);
        cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
        writes.push({ email, sentAt, answeredAt });
      }
      // Once the mail jobs of the sign-ups have run, a customer's reads (the session, their pets) write nothing.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      for (let read = 0; read < 20; read++) {
        const sentAt = now();
        const response = await fetch(`${server.url}/api/pets`, { headers: { cookie, 'x-forwarded-for': '10.2.0.1' } });
        expect(response.status, await response.text()).toBe(200);
        reads.push({ sentAt, answeredAt: now() });
      }
    } finally {
      process.kill(serverPid, 'SIGTERM');
      await server.exited;
    }

    const walSyncs = diskSyncs(readFileSync(traceFile, 'utf8')).filter((sync) => WAL_SEGMENT.test(sync.path));
    const within = (window: { sentAt: number; answeredAt: number }) => (sync: DiskSync) =>
      sync.startedAt >= window.sentAt && sync.endedAt <= window.answeredAt;
    const unsynced = writes.filter((write) => !walSyncs.some(within(write)));
    expect(unsynced.map((write) => write.email), `${walSyncs.length} WAL syncs in the log`).toEqual([]);

    const readStart = reads[0]!.sentAt;
    const readEnd = reads.at(-1)!.answeredAt;
    expect(walSyncs.filter((sync) => sync.endedAt >= readStart && sync.startedAt <= readEnd)).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(traceFile, { force: true });
  }, 300_000);
});

describe('durable commits on a data folder, in this process', () => {
  it('syncs for writes and not for reads, shares syncs between concurrent commits, and syncs a checkpoint\'s data files', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pet-haven-wal-sync-'));
    const databaseDir = join(dataDir, 'pglite');
    const client = await PGlite.create(databaseDir);
    const commits = durableCommits(databaseDir);
    await commits.syncAtStart();
    const { db, close } = wrapPglite(client, () => {}, commits);
    try {
      const mark = () => JSON.parse(readFileSync(`${databaseDir}.synced`, 'utf8')) as { syncedBefore: number };
      const started = commits.stats();
      await db.execute(sql`create table notes (id serial primary key, body text not null)`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('in a transaction')`);
      });
      const afterWrites = commits.stats();
      expect(afterWrites.rounds - started.rounds).toBe(2);
      expect(afterWrites.walFileSyncs - started.walFileSyncs).toBeGreaterThanOrEqual(2);

      for (let read = 0; read < 10; read++) await db.execute(sql`select count(*) from notes`);
      // A union as Drizzle writes it starts with a parenthesis: still a read.
      await db.execute(sql`(select id from notes) union all (select id from notes)`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select body from notes`);
      });
      expect(commits.stats().rounds).toBe(afterWrites.rounds);

      await Promise.all(Array.from({ length: 50 }, (_, n) => db.execute(sql`insert into notes (body) values (${`note ${n}`})`)));
      const afterConcurrent = commits.stats();
      expect(afterConcurrent.rounds - afterWrites.rounds).toBeLessThan(50);

      const markBefore = mark().syncedBefore;
      await db.execute(sql`checkpoint`);
      expect(commits.stats().dataSyncs).toBe(afterConcurrent.dataSyncs + 1);
      expect(mark().syncedBefore).toBeGreaterThan(markBefore);
    } finally {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
