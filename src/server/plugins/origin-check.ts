import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';
import { localeOf, translatorFor } from '../lib/i18n';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard: a state-changing request that carries a cookie
 * must come from our own origin. It covers /api/auth too, where Better Auth lets a
 * cross-origin sign-out through. Payment webhooks carry no cookie and are verified
 * by signature instead.
 */
export function registerOriginCheck(app: FastifyInstance, baseUrl: string): void {
  const ownOrigin = new URL(baseUrl).origin;
  // A callback hook, not an async one: reads, the bulk of the traffic, pass without making a promise (issue 15).
  app.addHook('onRequest', (request, reply, done) => {
    if (!UNSAFE.has(request.method) || !request.headers.cookie) return done();
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (origin === ownOrigin) return done();
    reply.status(403).send(errorBody('INVALID_ORIGIN', translatorFor(localeOf(request.headers))('errors.invalidOrigin')));
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
