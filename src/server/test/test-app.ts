import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseEnv } from '../config/env';
import { buildApp, type RequestTimeout } from '../app';
import type { DatabaseHandle } from '../db/database';
import type { NightlyBackups } from '../modules/backups/backups.service';
import type { StripeApiEndpoint } from '../modules/checkout/stripe/stripe.provider';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** This app server's copies of the uploads it served (D32), removed on close. */
  mediaCacheDir: string;
  close(): Promise<void>;
}

export const TEST_BASE_URL = 'http://localhost:3000';

/** The real app on a private real database, driven through `app.inject`. */
export interface TestAppOptions {
  webDir?: string | null;
  /** Extra environment, e.g. SMTP_URL of a mail catcher or the Google issuer. */
  env?: Record<string, string>;
  /** A pinned clock for the booking rules. */
  now?: () => Date;
  /** A local stand-in for Stripe's API (src/server/test/stripe-api.ts). */
  stripeApi?: StripeApiEndpoint;
  /** Another app's database: a second app server on the same data (closed by its owner). */
  database?: DatabaseHandle;
  /** Where the app's log lines go (each a JSON line), instead of nowhere. */
  logStream?: { write(line: string): void };
  /** A shorter time for a request to arrive than the app's two minutes. */
  requestTimeout?: RequestTimeout;
  /** The embedded database's nightly backups, which only server.ts turns on. */
  nightlyBackups?: NightlyBackups;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? (options.logStream ? 'info' : 'silent'),
    BASE_URL: TEST_BASE_URL,
    ...options.env,
  });
  const mediaCacheDir = mkdtempSync(join(tmpdir(), 'pet-haven-media-'));
  const app = await buildApp({
    env,
    database,
    authSecret: 'test-secret-that-is-long-enough-0123456789',
    webDir: options.webDir ?? null,
    ...(options.now ? { now: options.now } : {}),
    stripeApi: options.stripeApi,
    logStream: options.logStream,
    mediaCacheDir,
    ...(options.requestTimeout ? { requestTimeout: options.requestTimeout } : {}),
    nightlyBackups: options.nightlyBackups,
  });
  await app.ready();
  return {
    app,
    database,
    mediaCacheDir,
    async close() {
      await app.close();
      rmSync(mediaCacheDir, { recursive: true, force: true });
      if (!options.database) await database.close();
    },
  };
}
