import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env';

/**
 * AUTH_SECRET when set (always, in production). Otherwise, for the embedded
 * database, a secret kept beside it in DATA_DIR so sessions survive restarts.
 */
export function resolveAuthSecret(env: Env, log: Pick<FastifyBaseLogger, 'warn'>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL) {
    log.warn('AUTH_SECRET is not set: using a random one, so sessions end when the server restarts');
    return randomBytes(32).toString('base64url');
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const path = join(env.DATA_DIR, 'auth-secret');
  if (!existsSync(path)) writeFileSync(path, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  return readFileSync(path, 'utf8').trim();
}

/** The secret sessions are signed with, without making one: what a backup taken with the server stopped carries. */
export function storedAuthSecret(env: Env): string | undefined {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const path = join(env.DATA_DIR, 'auth-secret');
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : undefined;
}
