/**
 * How long a session's answer, once read, may be given again from memory (issue 31): never
 * past the session's expiry, and never past the moment Better Auth would extend it, so a
 * session in use is still extended in the database as if every request had read it.
 * Revocation is not a matter of time: the answer is kept only for one version of
 * `sessions_version`, which every ending of a session moves (migration 0031).
 */

/** Better Auth's session policy, in seconds (auth.ts). */
export interface SessionPolicy {
  expiresIn: number;
  updateAge: number;
}

/** The instant (ms since the epoch) after which the session must be read again. */
export function sessionStandsUntil(expiresAt: Date, policy: SessionPolicy): number {
  const expires = expiresAt.getTime();
  // Better Auth extends a session read at or after `expiresAt - expiresIn + updateAge`.
  const extendsAt = expires - policy.expiresIn * 1000 + policy.updateAge * 1000;
  return Math.min(expires, extendsAt);
}

/** Cookie headers longer than this are read from the database every time rather than kept as keys. */
export const LONGEST_REMEMBERED_COOKIE = 1024;
