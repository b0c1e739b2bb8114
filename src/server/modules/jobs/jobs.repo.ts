import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { jobs } from './jobs.schema';

export type JobRow = typeof jobs.$inferSelect;
export interface NewJob {
  kind: string;
  payload: unknown;
  runAt: Date;
  uniqueKey: string | null;
  maxAttempts: number;
}

/** False when a job with the same unique key exists already (whatever its status). */
export async function insertJob(db: Executor, job: NewJob): Promise<boolean> {
  const rows = await db.insert(jobs).values(job).onConflictDoNothing({ target: jobs.uniqueKey }).returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims due jobs of the given kinds for one attempt, in one statement: SKIP LOCKED
 * leaves rows another worker is claiming at this moment to it, and the lease keeps
 * them from every other worker until it expires.
 */
export async function claimDueJobs(
  db: Database,
  claim: { kinds: string[]; owner: string; now: Date; leaseExpiresAt: Date; limit: number },
): Promise<JobRow[]> {
  if (claim.kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'pending'),
        inArray(jobs.kind, claim.kinds),
        lte(jobs.runAt, claim.now),
        lt(jobs.attempts, jobs.maxAttempts),
        or(isNull(jobs.leaseExpiresAt), lte(jobs.leaseExpiresAt, claim.now)),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, leaseOwner: claim.owner, leaseExpiresAt: claim.leaseExpiresAt })
    .where(inArray(jobs.id, due))
    .returning();
}

/** The claim a worker holds: its owner id and the attempt it started. Any other claim since then wins. */
export interface Lease {
  id: number;
  owner: string;
  attempts: number;
}

const heldBy = (lease: Lease) =>
  and(eq(jobs.id, lease.id), eq(jobs.status, 'pending'), eq(jobs.leaseOwner, lease.owner), eq(jobs.attempts, lease.attempts));

/** False when the lease was lost (expired and taken by another worker): its result is not ours to write. */
export async function markDone(db: Database, lease: Lease, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lastError: null, leaseOwner: null, leaseExpiresAt: null })
    .where(heldBy(lease))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Records a failed attempt: due again at `retryAt`, or failed for good when that is null. False when the lease was lost. */
export async function markAttemptFailed(db: Database, lease: Lease, failure: { error: string; now: Date; retryAt: Date | null }): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set(
      failure.retryAt
        ? { lastError: failure.error, runAt: failure.retryAt, leaseOwner: null, leaseExpiresAt: null }
        : { status: 'failed', lastError: failure.error, finishedAt: failure.now, leaseOwner: null, leaseExpiresAt: null },
    )
    .where(heldBy(lease))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Jobs whose last allowed attempt never finished (its worker died): failed, so they show. */
export async function failAbandonedJobs(db: Database, now: Date): Promise<JobRow[]> {
  return db
    .update(jobs)
    .set({
      status: 'failed',
      finishedAt: now,
      lastError: sql`coalesce(${jobs.lastError} || ${'\n'}, '') || ${ABANDONED}`,
      leaseOwner: null,
      leaseExpiresAt: null,
    })
    .where(and(eq(jobs.status, 'pending'), gte(jobs.attempts, jobs.maxAttempts), lte(jobs.leaseExpiresAt, now)))
    .returning();
}
const ABANDONED = 'The last attempt did not finish before its lease expired.';

export function findFailedJobs(db: Executor): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.status, 'failed')).orderBy(desc(jobs.finishedAt), desc(jobs.id));
}

/** A failed job, due again at `now` with a fresh round of attempts; undefined when there is no such failed job. */
export async function requeueFailedJob(db: Executor, id: number, now: Date): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: now, finishedAt: null, leaseOwner: null, leaseExpiresAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  return row;
}

/** Where an open job stands at `now`: failed, running (a live lease), scheduled (due later) or queued (due, waiting). */
export type OpenJobState = 'queued' | 'running' | 'scheduled' | 'failed';

/** Jobs not done, counted by kind and state in one statement. */
export async function countOpenJobs(db: Executor, now: Date): Promise<Array<{ kind: string; state: OpenJobState; count: number }>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const state = sql<OpenJobState>`case when ${jobs.status} = 'failed' then 'failed'
    when ${jobs.leaseOwner} is not null and ${jobs.leaseExpiresAt} > ${at} then 'running'
    when ${jobs.runAt} > ${at} then 'scheduled' else 'queued' end`;
  return db
    .select({ kind: jobs.kind, state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(ne(jobs.status, 'done'))
    // By position: the state's expression carries parameters, which PostgreSQL numbers anew in a GROUP BY.
    .groupBy(sql`1, 2`);
}

/** Empties the payload of every job done before `finishedBefore` (its kind, dates and unique key stay); how many it emptied. */
export async function emptyDonePayloads(db: Executor, finishedBefore: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ payload: {} })
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, finishedBefore), ne(jobs.payload, {})))
    .returning({ id: jobs.id });
  return rows.length;
}
