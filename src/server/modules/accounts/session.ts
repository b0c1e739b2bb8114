import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null for guests. */
    user: SessionUser | null;
  }
}

/** The signed-in user, or a 401 in the one error shape. Use as a route's preHandler or inside it. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  return request.user;
}

/** A preHandler for signed-in routes: loads the session, then refuses guests with a 401. */
export async function requireUserHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await loadSessionUser(request.server.auth, request);
  requireUser(request);
}

/** Sets `request.user` from the session cookie (once per request: a second call is free). */
export async function loadSessionUser(auth: Auth, request: FastifyRequest): Promise<void> {
  if (request.user || !request.headers.cookie) return;
  const session = await auth.api.getSession({ headers: new Headers({ cookie: request.headers.cookie }) });
  request.user = session ? (session.user as SessionUser) : null;
}
