import { isIPv6 } from 'node:net';
import type { Database } from '../../db/database';
import { TooManyRequests } from '../../lib/app-error';
import { clearSignInGuard, claimSignInAttempt, countHit, nextSignInAttemptAt, pruneLimits, type SlowdownPolicy } from './limits.repo';

/** At most `max` requests per subject in each window of `windowSeconds`. */
export interface LimitRule {
  /** Names the counter: `sign-in`, `email-lookup`. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** Sign-in on one account: five attempts, then 30 s, 1 min, 2 min … up to an hour between tries. */
export const SIGN_IN_SLOWDOWN: SlowdownPolicy = { freeAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 };

/**
 * The subject an address stands for: the address itself, or for IPv6 its /64 network,
 * which one household or one attacker holds whole.
 */
export function addressSubject(ip: string): string {
  if (!isIPv6(ip)) return `ip:${ip}`;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `ip6:${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The subject an account stands for: its email, as Better Auth stores it. */
export const accountSubject = (email: string) => `account:${email.trim().toLowerCase()}`;

/** A 429 in a route's own words, given how many seconds to wait, and when the window ends. */
export type Refusal = (retryAfterSeconds: number, until: Date) => TooManyRequests;

const PRUNE_EVERY_MS = 10 * 60_000;
const FORGET_GUARDS_AFTER_MS = 24 * 60 * 60_000;

/**
 * The one limiter (per address, per account), kept in the database so that a limit
 * holds across any number of app servers. Refusals are `TooManyRequests`: 429 with
 * how long to wait.
 */
export function createRequestLimits({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  let lastPruneAt = 0;
  const pruneNowAndThen = (at: Date) => {
    if (at.getTime() - lastPruneAt < PRUNE_EVERY_MS) return;
    lastPruneAt = at.getTime();
    // Housekeeping never fails a request.
    void pruneLimits(db, at, new Date(at.getTime() - FORGET_GUARDS_AFTER_MS)).catch(() => {});
  };

  return {
    /**
     * Counts a request by `subject` under `rule`; refuses it beyond the rule's maximum,
     * worded by `refusal` when the route has its own words (the spec's sign-in message).
     */
    async hit(rule: LimitRule, subject: string, refusal: Refusal = (seconds) => new TooManyRequests(seconds)): Promise<void> {
      const at = now();
      pruneNowAndThen(at);
      const { hits, windowEndsAt } = await countHit(db, `${rule.name}:${subject}`, at, rule.windowSeconds * 1000);
      if (hits > rule.max) throw refusal((windowEndsAt.getTime() - at.getTime()) / 1000, windowEndsAt);
    },

    /**
     * Takes a sign-in attempt on an account, or refuses it with how long the account must
     * still wait (`refusal` words it, e.g. the spec's sign-in message).
     */
    async claimSignInAttempt(email: string, refusal: Refusal): Promise<void> {
      const account = accountSubject(email);
      const at = now();
      if (await claimSignInAttempt(db, account, at, SIGN_IN_SLOWDOWN)) return;
      const nextAt = await nextSignInAttemptAt(db, account);
      throw refusal(nextAt ? (nextAt.getTime() - at.getTime()) / 1000 : 1, nextAt ?? at);
    },

    /** A successful sign-in or a new password: the account starts afresh. */
    async clearSignInAttempts(email: string): Promise<void> {
      await clearSignInGuard(db, accountSubject(email));
    },
  };
}

export type RequestLimits = ReturnType<typeof createRequestLimits>;
