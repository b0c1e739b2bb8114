import type { Database } from '../../db/database';
import type { GuardSources } from '../../plugins/guards';
import { readSession, SESSION_POLICY, type Auth } from './auth';
import { hasRole } from './roles.service';
import { LONGEST_REMEMBERED_COOKIE, sessionStandsUntil } from './session-standing';
import { accountMemo } from './sessions-version';

/**
 * What the guards ask (plugins/guards.ts), answered from memory for one version of
 * `sessions_version` (issue 31, ADR 0038). Reading the session on every signed-in request
 * queued each one behind the database twice; now a server reads a session once and gives
 * its answer again until the version moves, which the database does in the same
 * transaction as any sign-out, revocation, password reset, account change or removal, or
 * role change, whoever makes it. The version is learned like the catalogue's (ADR 0022):
 * on PostgreSQL by a read begun after the request arrived (so a revocation committed by
 * any server is seen by the next request of every server), on the embedded database after
 * each write this process sends. Expiry is checked against the clock on every request.
 */
/** At most this many sessions and role answers per version; past it the memo starts again. */
const sessions = accountMemo({ max: 10_000 });
const roles = accountMemo({ max: 10_000 });

type Session = Awaited<ReturnType<typeof readSession>>;

export function sessionGuards(auth: Auth, db: Database): GuardSources {
  // Better Auth decides expiry by the real clock, so this does too (tests pin `now` for booking rules only).
  const stands = (session: Session) => session !== null && Date.now() < sessionStandsUntil(session.expiresAt, SESSION_POLICY);
  return {
    async sessionUser(cookie) {
      // A header too long to keep as a key is read every time.
      const session =
        cookie.length > LONGEST_REMEMBERED_COOKIE ? await readSession(auth, cookie) : await sessions.remember(db, cookie, () => readSession(auth, cookie), stands);
      return session?.user ?? null;
    },
    hasRole: (userId, role) => roles.remember(db, `${userId} ${role}`, () => hasRole(db, userId, role)),
  };
}
