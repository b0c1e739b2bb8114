import { resolveAuthSecret } from './config/auth-secret';
import { parseEnv } from './config/env';
import { buildApp } from './app';
import { openBackupChannel } from './db/backup-channel';
import { DataDirLockedError } from './db/data-dir-lock';
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from './db/database';
import { seedDemoData } from './db/seed';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = parseEnv();
  let database: DatabaseHandle;
  try {
    database = env.DATABASE_URL ? openPostgresDatabase(env.DATABASE_URL) : await openEmbeddedDatabase(env.DATA_DIR, env.PGLITE_THREAD);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  await database.migrate(seedDemoData);
  const authSecret = resolveAuthSecret(env, console);
  // The embedded database is backed up by this process, nightly and when the admin command asks (ADR 0037).
  const snapshot = database.snapshot?.bind(database);
  const take = snapshot ? () => snapshot(authSecret) : undefined;
  const nightlyBackups = take && env.BACKUP_AT !== 'off' ? { take, dir: env.BACKUP_DIR, keep: env.BACKUP_KEEP, at: env.BACKUP_AT } : undefined;
  const app = await buildApp({ env, database, authSecret, nightlyBackups });
  // Without the channel the shop still runs; only the admin command's backup waits for a stop.
  const backupChannel = take
    ? await openBackupChannel(env.DATA_DIR, take, app.log).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not open the backup channel: npm run admin -- backup needs the server stopped');
        return undefined;
      })
    : undefined;
  app.addHook('onClose', async () => {
    await backupChannel?.close();
    await database.close();
  });

  let shuttingDown = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    app.log.error({ err: error }, 'could not start listening');
    await app.close();
    process.exit(1);
  }
  app.log.info(`${env.BASE_URL} is ready (${database.kind} database)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
