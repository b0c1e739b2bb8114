import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobStatuses = ['pending', 'done', 'failed'] as const;

/**
 * Work done after the change that causes it (D23): mail now; reminders, waitlist
 * offers and reservation expiry later. A worker claims a due job by writing its lease
 * (owner and expiry), so across any number of app servers one worker runs it at a
 * time, and a job whose worker died is taken again once the lease has expired.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it, e.g. 'mail'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** Not run before this instant. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts started, counting one whose worker died. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** pending → done, or failed after its last attempt (kept, with its error, for `npm run admin -- list-failed-jobs`). */
    status: text('status', { enum: jobStatuses }).notNull().default('pending'),
    lastError: text('last_error'),
    /** One effect, one job: a second enqueue with the same key is ignored (e.g. one reminder per appointment and start). */
    uniqueKey: text('unique_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt, table.id).where(sql`${table.status} = 'pending'`),
    // Done jobs stay for ever (their unique keys keep each effect once): /metrics counts the rest by kind without reading them.
    index('jobs_open_idx').on(table.kind).where(sql`${table.status} <> 'done'`),
    check('jobs_status', sql`${table.status} in ('pending', 'done', 'failed')`),
    check('jobs_attempts', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
  ],
);
