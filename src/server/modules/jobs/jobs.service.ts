import type { Database, Executor } from '../../db/database';
import { countOpenJobs, emptyDonePayloads, findFailedJobs, insertJob, requeueFailedJob, type JobRow, type OpenJobState } from './jobs.repo';

/** Attempts a job gets unless it says otherwise: with the backoff below, about four hours of retries. */
export const DEFAULT_MAX_ATTEMPTS = 8;

/** Seconds before attempt n+1 after attempt n failed: 30 s, 1 min, 2 min, … capped at an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3_600);

export interface JobRequest {
  /** Names the handler that runs it. */
  kind: string;
  /** What the handler needs, as JSON. */
  payload: unknown;
  /**
   * Not run before this instant. Default: at once, by this server's real clock (an
   * immediate job does not depend on a clock a test may have pinned elsewhere).
   */
  runAt?: Date;
  /** One effect, one job: while a job with this key exists, enqueuing it again does nothing. */
  uniqueKey?: string;
  maxAttempts?: number;
}

/**
 * Queues a job (D23). Call it with the transaction of the change that causes it, so
 * both commit or neither, then `kick()` the worker once that transaction has
 * committed. False when the unique key was taken: the effect is already queued or done.
 */
export function enqueueJob(db: Executor, job: JobRequest): Promise<boolean> {
  return insertJob(db, {
    kind: job.kind,
    payload: job.payload,
    runAt: job.runAt ?? new Date(),
    uniqueKey: job.uniqueKey ?? null,
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  });
}

/** What a handler knows of the job it runs. */
export interface RunningJob {
  id: number;
  kind: string;
  /** This attempt's number, from 1. */
  attempt: number;
}

/** Does the job's work; throwing fails the attempt (retried with backoff, then failed). */
export type JobHandler = (payload: unknown, job: RunningJob) => Promise<void>;

/** The worker (job-worker.ts), as the app and its use cases see it. */
export interface JobWorker {
  /** Runs due jobs soon, in the background: call after the enqueuing transaction commits. */
  kick(): void;
  /** Runs every due job and resolves when none is left (tests, shutdown). */
  runDue(): Promise<void>;
  /** Polls for due jobs until stopped. */
  start(): void;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
}

/** The open jobs by kind and state (queued, running, scheduled, failed), for the metrics. */
export const openJobCounts = (db: Executor, now: Date): Promise<Array<{ kind: string; state: OpenJobState; count: number }>> => countOpenJobs(db, now);

// ---- Failures, for the admin command line ----

export const listFailedJobs = (db: Executor): Promise<JobRow[]> => findFailedJobs(db);

/** `npm run admin -- list-failed-jobs`: one line per failed job, newest first, with its last error. */
export async function describeFailedJobs(db: Executor): Promise<string> {
  const failed = await listFailedJobs(db);
  if (failed.length === 0) return 'No failed jobs.';
  return failed
    .map((job) => {
      const when = job.finishedAt?.toISOString() ?? 'an unknown time';
      const key = job.uniqueKey ? `  key ${job.uniqueKey}` : '';
      return `#${job.id}  ${job.kind}  failed ${when} after ${job.attempts} attempts${key}\n    ${(job.lastError ?? 'no error recorded').replaceAll('\n', '\n    ')}`;
    })
    .join('\n');
}

/** `npm run admin -- retry-job <id>`: a failed job runs again, with a fresh round of attempts. */
export async function retryFailedJob(db: Database, id: number, now: Date): Promise<{ ok: boolean; message: string }> {
  const job = await requeueFailedJob(db, id, now);
  if (!job) return { ok: false, message: `No failed job #${id}. List them with: npm run admin -- list-failed-jobs` };
  return { ok: true, message: `Job #${id} (${job.kind}) is queued again; a running server takes it within half a minute.` };
}

/** How long a done job keeps what it carried (a mail's words, a gift card's code): long enough to look into a complaint. */
export const DONE_JOB_PAYLOAD_DAYS = 7;

/**
 * Forgets what done jobs carried once DONE_JOB_PAYLOAD_DAYS have passed (issue 30: what is
 * no longer needed is destroyed): a mail's address and words, a text's number, a gift
 * card's code. The row stays, so its unique key still keeps its effect once. Failed jobs
 * keep theirs until they are retried.
 */
export function forgetDoneJobPayloads(db: Executor, now: Date): Promise<number> {
  return emptyDonePayloads(db, new Date(now.getTime() - DONE_JOB_PAYLOAD_DAYS * 86_400_000));
}
