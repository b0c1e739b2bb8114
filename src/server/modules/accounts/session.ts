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

export async function requireUserHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  requireUser(request);
}

/** Sets `request.user` from the session cookie; the API resolves it for every request, other pages when they need it. */
export async function loadSessionUser(auth: Auth, request: FastifyRequest): Promise<void> {
  if (!request.headers.cookie) return;
  const session = await auth.api.getSession({ headers: new Headers({ cookie: request.headers.cookie }) });
  request.user = session ? (session.user as SessionUser) : null;
}
