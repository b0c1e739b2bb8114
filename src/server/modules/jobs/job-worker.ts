import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { claimDueJobs, failAbandonedJobs, markAttemptFailed, markDone, type JobRow, type Lease } from './jobs.repo';
import { retryDelaySeconds, type JobHandler, type JobWorker } from './jobs.service';

export interface JobWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** The app's clock (buildApp's `now`): run_at and leases are compared with it, so tests control time. */
  now: () => Date;
  /** One handler per job kind; a kind without one is left to a server that has it. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** How long a claim keeps other workers off a job; a worker that dies gives it up when this ends. */
  leaseSeconds?: number;
  /** How often to look for due jobs besides the kicks. */
  pollMs?: number;
  /** Jobs claimed at a time. */
  batchSize?: number;
}

/**
 * The one worker for every job kind (D23). Each run fails jobs abandoned on their last
 * attempt, then claims due jobs in batches and runs them one by one; success and
 * failure are written only while this worker still holds the job's lease. Runs in one
 * process never overlap: a kick during a run makes it go round once more.
 */
export function createJobWorker({
  db,
  log,
  now,
  handlers,
  leaseSeconds = 120,
  pollMs = 30_000,
  batchSize = 20,
}: JobWorkerOptions): JobWorker {
  // Random per worker: two processes, or two workers in one test, never share a lease.
  const owner = randomUUID();
  const kinds = Object.keys(handlers);
  let running: Promise<void> | null = null;
  let rerun = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function run(job: JobRow): Promise<void> {
    const lease: Lease = { id: job.id, owner, attempts: job.attempts };
    const context = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    try {
      await handlers[job.kind]!(job.payload, { id: job.id, kind: job.kind, attempt: job.attempts });
    } catch (error) {
      const retryInSeconds = job.attempts >= job.maxAttempts ? null : retryDelaySeconds(job.attempts);
      const at = now();
      const recorded = await markAttemptFailed(db, lease, {
        error: error instanceof Error ? error.message : String(error),
        now: at,
        retryAt: retryInSeconds === null ? null : new Date(at.getTime() + retryInSeconds * 1000),
      });
      if (!recorded) log.warn(context, 'job failed after its lease was lost; another worker has it');
      else if (retryInSeconds === null) log.error({ ...context, err: error }, 'job failed on its last attempt; it stays failed until retried');
      else log.warn({ ...context, retryInSeconds, err: error }, 'job failed; it will be retried');
      return;
    }
    if (!(await markDone(db, lease, now()))) log.warn(context, 'job finished after its lease was lost; another worker has it');
  }

  async function drain(): Promise<void> {
    for (const job of await failAbandonedJobs(db, now())) {
      log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job abandoned on its last attempt; it stays failed until retried');
    }
    for (;;) {
      const at = now();
      const claimed = await claimDueJobs(db, {
        kinds,
        owner,
        now: at,
        leaseExpiresAt: new Date(at.getTime() + leaseSeconds * 1000),
        limit: batchSize,
      });
      for (const job of claimed) await run(job);
      if (claimed.length < batchSize || stopped) return;
    }
  }

  function runDue(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          rerun = false;
          await drain();
        } while (rerun && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const kick = () => {
    runDue().catch((error: unknown) => log.error({ err: error }, 'job run failed'));
  };

  return {
    kick,
    runDue,
    start() {
      if (stopped) return;
      timer ??= setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };
}
