import { storedAuthSecret } from './config/auth-secret';
import { parseEnv, type Env } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { openEmbeddedDatabase, openPostgresDatabase, type Database, type DatabaseHandle } from './db/database';
import { backUpEmbeddedDatabase, restoreEmbeddedDatabase, type Outcome } from './db/embedded-backup';
import { seedDemoData } from './db/seed';
import { describeProviders } from './modules/appointment-book/provider-agenda.service';
import { describeFailedJobs, retryFailedJob } from './modules/jobs/jobs.service';
import { makeMissingRenditions } from './modules/catalog/uploaded-images.service';
import { grantProvider, revokeProvider } from './modules/providers/providers.service';
import { describeOwners, grantOwner, revokeOwner } from './modules/accounts/owners.service';

/**
 * `npm run admin -- <command>`: provider and owner roles (D9, D21), failed jobs (D23), and backups
 * of the embedded database, against the same database the server uses (DATA_DIR or
 * DATABASE_URL).
 */
const USAGE = `Usage:
  npm run admin -- grant-provider <email>    give an account the provider role
  npm run admin -- revoke-provider <email>   take the provider role away
  npm run admin -- list-providers            list provider schedules
  npm run admin -- grant-owner <email>       give an account the owner role (the console at /console)
  npm run admin -- revoke-owner <email>      take the owner role away
  npm run admin -- list-owners               list the owners
  npm run admin -- list-failed-jobs          list jobs (such as mail) that failed for good, with their errors
  npm run admin -- retry-job <id>            run a failed job again
  npm run admin -- make-image-renditions     make the smaller copies (srcset) of product images uploaded before they were made
  npm run admin -- backup <file> [--force]   copy the embedded database in DATA_DIR and its auth secret into a file
                                             (a running server takes it itself); --force replaces an existing file
  npm run admin -- restore <file> [--force]  put a backup in place as the embedded database in DATA_DIR (server stopped);
                                             --force replaces a database already there, keeping it aside`;

/** Each command with what it needs after its name; a missing argument shows the usage. */
const commands: Record<string, { argument?: 'email' | 'id'; run: (db: Database, argument: string) => Promise<Outcome> }> = {
  'grant-provider': { argument: 'email', run: (db, email) => grantProvider(db, email) },
  'revoke-provider': { argument: 'email', run: (db, email) => revokeProvider(db, email) },
  'list-providers': { run: async (db) => ({ ok: true, message: await describeProviders(db, new Date()) }) },
  'grant-owner': { argument: 'email', run: (db, email) => grantOwner(db, email) },
  'revoke-owner': { argument: 'email', run: (db, email) => revokeOwner(db, email) },
  'list-owners': { run: async (db) => ({ ok: true, message: await describeOwners(db) }) },
  'list-failed-jobs': { run: async (db) => ({ ok: true, message: await describeFailedJobs(db) }) },
  'retry-job': { argument: 'id', run: (db, id) => retryFailedJob(db, Number(id), new Date()) },
  'make-image-renditions': { run: async (db) => describeRenditionsMade(await makeMissingRenditions(db)) },
};

const describeRenditionsMade = ({ made, failed }: { made: number; failed: string[] }): Outcome =>
  failed.length === 0
    ? { ok: true, message: `Made the renditions of ${made} uploaded image(s).` }
    : { ok: false, message: `Made the renditions of ${made} uploaded image(s); could not decode ${failed.length}: ${failed.join(', ')}` };

/**
 * Backups work on the embedded database's folder, not through Drizzle. PostgreSQL has its
 * own tools, which copy a consistent snapshot while the servers run.
 */
const fileCommands: Record<string, (env: Env, file: string, force: boolean) => Promise<Outcome>> = {
  backup: (env, file, force) => backUpEmbeddedDatabase(env.DATA_DIR, file, { force, authSecret: storedAuthSecret(env) }),
  restore: (env, file, force) => restoreEmbeddedDatabase(env.DATA_DIR, file, { force, authSecret: env.AUTH_SECRET }),
};

const postgresRecipe = (command: string, file: string) =>
  `DATABASE_URL is set, and ${command} works on the embedded database only. PostgreSQL has its own tools:\n` +
  `  back up (while the servers run):  pg_dump --format=custom --no-owner --no-privileges --file=${file} "$DATABASE_URL"\n` +
  `  restore into a new, empty database:  createdb pethaven_restored && ` +
  `pg_restore --no-owner --no-privileges --exit-on-error --dbname=postgres://…/pethaven_restored ${file}\n` +
  'then point DATABASE_URL at the restored database. Nothing was changed.';

async function main(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const [name, argument = ''] = args.filter((arg) => arg !== '--force');
  const fileCommand = name && Object.hasOwn(fileCommands, name) ? fileCommands[name] : undefined;
  const command = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  const argumentMissing = fileCommand
    ? !argument
    : command?.argument === 'email'
      ? !argument
      : command?.argument === 'id'
        ? !/^\d{1,15}$/.test(argument)
        : false;
  if ((!command && !fileCommand) || argumentMissing || (force && !fileCommand)) {
    console.error(USAGE);
    return 2;
  }

  const env = parseEnv();
  if (fileCommand && env.DATABASE_URL) {
    console.error(postgresRecipe(name!, argument));
    return 1;
  }

  try {
    const result = fileCommand ? await fileCommand(env, argument, force) : await runOnDatabase(env, command!, argument);
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `The embedded database in ${env.DATA_DIR} is held by a running server (pid ${error.holderPid}). ` +
          'Stop the server (Ctrl-C), run this command, then start the server again. Nothing was changed.',
      );
      return 1;
    }
    throw error;
  }
}

async function runOnDatabase(env: Env, command: (typeof commands)[string], argument: string): Promise<Outcome> {
  const database: DatabaseHandle = env.DATABASE_URL ? openPostgresDatabase(env.DATABASE_URL, 2) : await openEmbeddedDatabase(env.DATA_DIR, env.PGLITE_THREAD);
  try {
    await database.migrate(seedDemoData);
    return await command.run(database.db, argument);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
