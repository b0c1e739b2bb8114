import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { requestLimits, signInGuards } from './limits.schema';

/**
 * Counts one request against a key in one statement, starting a new window when the
 * last one has ended: two servers counting at the same moment both see their hit.
 */
export async function countHit(db: Database, key: string, now: Date, windowMs: number): Promise<{ hits: number; windowEndsAt: Date }> {
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const ended = sql`${requestLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key, hits: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${requestLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then ${windowEndsAt.toISOString()}::timestamptz else ${requestLimits.windowEndsAt} end`,
      },
    })
    .returning({ hits: requestLimits.hits, windowEndsAt: requestLimits.windowEndsAt });
  return row!;
}

/** After `freeAttempts` attempts, each next one waits `baseDelayMs`, doubling, up to `maxDelayMs`. */
export interface SlowdownPolicy {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Takes the next sign-in attempt on an account if it is due, in one statement, and sets
 * when the one after it is due. Null when the account must still wait: concurrent
 * guesses queue on the row and cannot slip in together.
 */
export async function claimSignInAttempt(db: Database, account: string, now: Date, policy: SlowdownPolicy): Promise<{ attempts: number } | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const attempts = sql`${signInGuards.attempts} + 1`;
  const free = sql`${policy.freeAttempts}::int`;
  const delayMs = sql`case when ${attempts} < ${free} then 0
    else least(${policy.baseDelayMs}::float8 * power(2, least(${attempts} - ${free}, 30)), ${policy.maxDelayMs}::float8) end`;
  const [row] = await db
    .insert(signInGuards)
    .values({ account, attempts: 1, nextAttemptAt: policy.freeAttempts > 1 ? now : new Date(now.getTime() + policy.baseDelayMs), updatedAt: now })
    .onConflictDoUpdate({
      target: signInGuards.account,
      set: { attempts, nextAttemptAt: sql`${at} + (${delayMs}) * interval '1 millisecond'`, updatedAt: now },
      setWhere: sql`${signInGuards.nextAttemptAt} <= ${at}`,
    })
    .returning({ attempts: signInGuards.attempts });
  return row ?? null;
}

export async function nextSignInAttemptAt(db: Database, account: string): Promise<Date | null> {
  const [row] = await db.select({ at: signInGuards.nextAttemptAt }).from(signInGuards).where(eq(signInGuards.account, account));
  return row?.at ?? null;
}

export async function clearSignInGuard(db: Database, account: string): Promise<void> {
  await db.delete(signInGuards).where(eq(signInGuards.account, account));
}

/** Forgets windows that have ended and guards untouched since `staleBefore`. */
export async function pruneLimits(db: Database, now: Date, staleBefore: Date): Promise<void> {
  await db.delete(requestLimits).where(lt(requestLimits.windowEndsAt, now));
  await db.delete(signInGuards).where(lt(signInGuards.updatedAt, staleBefore));
}
