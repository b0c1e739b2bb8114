import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

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
