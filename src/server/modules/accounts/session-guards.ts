import type { Database } from '../../db/database';
import type { Role } from '@shared/contracts/roles';
import type { GuardSources, SignedIn } from '../../plugins/guards';
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
/** At most this many sessions per version; past it the memo starts again. */
const sessions = accountMemo({ max: 10_000 });

type Session = Awaited<ReturnType<typeof readSession>>;

/**
 * A session read once, and the roles of its user as they are asked, for one version of who
 * may act: any role change moves the version (migration 0031), so the session and its
 * roles are dropped together, and a role guard costs no second look at the version.
 */
class Standing implements SignedIn {
  private readonly roles = new Map<Role, Promise<boolean>>();
  constructor(
    private readonly db: Database,
    readonly session: NonNullable<Session>,
  ) {}
  get user() {
    return this.session.user;
  }
  hasRole(role: Role): Promise<boolean> {
    let held = this.roles.get(role);
    if (!held) {
      const asked = hasRole(this.db, this.session.user.id, role);
      held = asked;
      this.roles.set(role, asked);
      asked.catch(() => this.roles.get(role) === asked && this.roles.delete(role));
    }
    return held;
  }
}

export function sessionGuards(auth: Auth, db: Database): GuardSources {
  // Better Auth decides expiry by the real clock, so this does too (tests pin `now` for booking rules only).
  const stands = (standing: Standing | null) => standing !== null && Date.now() < sessionStandsUntil(standing.session.expiresAt, SESSION_POLICY);
  const read = async (cookie: string) => {
    const session = await readSession(auth, cookie);
    return session ? new Standing(db, session) : null;
  };
  return {
    // A header too long to keep as a key is read every time, and so are its roles.
    signedIn: (cookie) => (cookie.length > LONGEST_REMEMBERED_COOKIE ? read(cookie) : sessions.remember(db, cookie, () => read(cookie), stands)),
  };
}
