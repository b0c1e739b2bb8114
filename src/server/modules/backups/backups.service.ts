import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { parseClock } from '@shared/scheduling/time-of-day';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import { writeBackupFile } from '../../db/embedded-backup';
import type { EmbeddedSnapshot } from '../../db/embedded-snapshot';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service';
import { backupFileName, backupsToDelete, nextBackupAt, scheduledBackups } from './backup-plan';

export const BACKUP_JOB = 'back-up-database';

/** The nightly backup of the embedded database; server.ts hands it over only when there is one (PostgreSQL has pg_dump). */
export interface NightlyBackups {
  /** A consistent backup of the running database. */
  take: () => Promise<EmbeddedSnapshot>;
  dir: string;
  keep: number;
  /** Shop time, HH:MM. */
  at: string;
}

export interface BackupOutcomes {
  succeeded: (at: Date) => void;
  failed: () => void;
}

/** Queues the next nightly backup under its day's key, so any number of starts, or a backup that fails and is retried, queue one a night. */
export async function scheduleBackup(db: Executor, now: Date, at: string): Promise<void> {
  // BACKUP_AT is checked as HH:MM when the configuration is read.
  const next = nextBackupAt(now, parseClock(at)!, siteConfig.timeZone);
  await enqueueJob(db, { kind: BACKUP_JOB, payload: { date: next.date }, runAt: next.at, uniqueKey: `${BACKUP_JOB}:${next.date}` });
}

/**
 * The `back-up-database` job: the next night's is queued first, so a night that fails
 * (and fails its retries) never stops the nights after it; then the backup is written
 * atomically to BACKUP_DIR and the oldest beyond BACKUP_KEEP are deleted. A failure is
 * logged, counted in the metrics and thrown, so the job is retried and, in the end,
 * shows as failed (`npm run admin -- list-failed-jobs`).
 */
export function backupJob(deps: { db: Database; backups: NightlyBackups; now: () => Date; log: FastifyBaseLogger; outcomes: BackupOutcomes }): JobHandler {
  const { backups, log } = deps;
  return async (_payload, job) => {
    await scheduleBackup(deps.db, deps.now(), backups.at);
    try {
      const snapshot = await backups.take();
      mkdirSync(backups.dir, { recursive: true, mode: 0o700 });
      const takenAt = deps.now();
      const file = join(backups.dir, backupFileName(takenAt));
      writeBackupFile(file, snapshot.archive);
      for (const old of backupsToDelete(readdirSync(backups.dir), backups.keep)) rmSync(join(backups.dir, old), { force: true });
      deps.outcomes.succeeded(takenAt);
      log.info({ file, bytes: snapshot.archive.length, pausedMs: Math.round(snapshot.pausedMs), contents: snapshot.contents }, 'nightly backup written');
    } catch (error) {
      deps.outcomes.failed();
      log.error({ err: error, jobId: job.id, attempt: job.attempt, dir: backups.dir }, 'nightly backup failed');
      throw error;
    }
  };
}

/** When the newest scheduled backup in `dir` was written, so the metrics start from it rather than from 0 after a restart. */
export function newestBackupAt(dir: string): Date | undefined {
  try {
    const newest = scheduledBackups(readdirSync(dir)).at(-1);
    return newest ? statSync(join(dir, newest)).mtime : undefined;
  } catch {
    return undefined;
  }
}
