import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import type { OutgoingMail } from './mail.service';
import { outbox } from './mail.schema';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await db.insert(outbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments ?? [],
  });
}

/**
 * Claims due mail for one delivery attempt. The claim pushes next_attempt_at out by
 * a lease, so another app server skips these rows, and a server that dies mid-send
 * leaves them to be retried when the lease ends.
 */
export async function claimDueMail(db: Database, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markDelivered(db: Database, id: number, status: 'sent' | 'logged'): Promise<void> {
  await db.update(outbox).set({ status, sentAt: sql`now()`, lastError: null }).where(eq(outbox.id, id));
}

export async function markAttemptFailed(
  db: Database,
  id: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` },
    )
    .where(eq(outbox.id, id));
}
