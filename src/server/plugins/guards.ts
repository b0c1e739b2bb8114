import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role, SessionUser } from '@shared/contracts/accounts';
import { forbidden, unauthenticated } from '../lib/app-error';

/**
 * The one way a route is guarded (D21): `requireUserHook` for signed-in routes,
 * `requireRole(role)` for a role's routes. Every module uses these; none checks a
 * session or a role by hand. What they read comes from app.ts, so this file
 * depends on no module.
 */
export interface GuardSources {
  /** Who a session cookie signs in; null when it names no live session. */
  signedIn(cookie: string): Promise<SignedIn | null>;
}

/**
 * A signed-in user and the roles they hold, as of the same moment: a role guard asks the
 * roles of the session it has just checked, so both answers come from one look at who
 * may act (ADR 0038), not two.
 */
export interface SignedIn {
  user: SessionUser;
  hasRole(role: Role): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    guards: GuardSources;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null for guests. */
    user: SessionUser | null;
    /** The same user with the roles they hold (requireRole asks them); null for guests. */
    signedIn: SignedIn | null;
  }
}

export function registerGuards(app: FastifyInstance, sources: GuardSources): void {
  app.decorate('guards', sources);
  // Routes that need the signed-in user load it; public ones pay nothing.
  app.decorateRequest('user', null);
  app.decorateRequest('signedIn', null);
}

/** Sets `request.user` from the session cookie (once per request: a second call is free). */
async function loadSessionUser(request: FastifyRequest): Promise<void> {
  if (request.user || !request.headers.cookie) return;
  const signedIn = await request.server.guards.signedIn(request.headers.cookie);
  if (!signedIn) return;
  request.signedIn = signedIn;
  request.user = signedIn.user;
}

/** The signed-in user, or a 401 in the one error shape. Use inside a route behind a guard. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * The hook of signed-in routes: loads the session, then refuses guests with a 401. Both
 * guards are `onRequest` hooks, so a refusal comes before the body is read or validated:
 * a guest learns nothing of a route's schema, and an upload is not read for someone who
 * may not send it.
 */
export const requireUserHook: onRequestAsyncHookHandler = async (request) => {
  await loadSessionUser(request);
  requireUser(request);
};

/** The hook of a role's routes (`onRequest`, as above): 401 for guests, 403 for an account without the role. */
export function requireRole(role: Role): onRequestAsyncHookHandler {
  return async function requireRoleHook(request) {
    await loadSessionUser(request);
    requireUser(request);
    if (!(await request.signedIn?.hasRole(role))) throw forbidden();
  };
}
