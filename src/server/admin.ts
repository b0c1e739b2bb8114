import { parseEnv } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { openEmbeddedDatabase, openPostgresDatabase, type Database, type DatabaseHandle } from './db/database';
import { seedDemoData } from './db/seed';
import { describeProviders } from './modules/booking/provider-agenda.service';
import { describeFailedJobs, retryFailedJob } from './modules/jobs/jobs.service';
import { grantProvider, revokeProvider } from './modules/providers/providers.service';

/**
 * `npm run admin -- <command>`: provider roles (D9, D21) and failed jobs (D23), against
 * the same database the server uses (DATA_DIR or DATABASE_URL).
 */
const USAGE = `Usage:
  npm run admin -- grant-provider <email>    give an account the provider role
  npm run admin -- revoke-provider <email>   take the provider role away
  npm run admin -- list-providers            list provider schedules
  npm run admin -- list-failed-jobs          list jobs (such as mail) that failed for good, with their errors
  npm run admin -- retry-job <id>            run a failed job again`;

interface Outcome {
  ok: boolean;
  message: string;
}

/** Each command with what it needs after its name; a missing argument shows the usage. */
const commands: Record<string, { argument?: 'email' | 'id'; run: (db: Database, argument: string) => Promise<Outcome> }> = {
  'grant-provider': { argument: 'email', run: (db, email) => grantProvider(db, email) },
  'revoke-provider': { argument: 'email', run: (db, email) => revokeProvider(db, email) },
  'list-providers': { run: async (db) => ({ ok: true, message: await describeProviders(db, new Date()) }) },
  'list-failed-jobs': { run: async (db) => ({ ok: true, message: await describeFailedJobs(db) }) },
  'retry-job': { argument: 'id', run: (db, id) => retryFailedJob(db, Number(id), new Date()) },
};

async function main(args: string[]): Promise<number> {
  const [name, argument = ''] = args;
  const command = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  const argumentMissing = command?.argument === 'email' ? !argument : command?.argument === 'id' ? !/^\d{1,15}$/.test(argument) : false;
  if (!command || argumentMissing) {
    console.error(USAGE);
    return 2;
  }

  const env = parseEnv();
  let database: DatabaseHandle;
  try {
    database = env.DATABASE_URL ? openPostgresDatabase(env.DATABASE_URL, 2) : await openEmbeddedDatabase(env.DATA_DIR);
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

  try {
    await database.migrate(seedDemoData);
    const result = await command.run(database.db, argument);
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
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
