import { parseEnv } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from './db/database';
import { seedDemoData } from './db/seed';
import { describeProviders } from './modules/booking/provider-agenda.service';
import { grantProvider, revokeProvider } from './modules/providers/providers.service';

/**
 * `npm run admin -- <command>`: provider role management (D9) against the same
 * database the server uses (DATA_DIR or DATABASE_URL).
 */
const USAGE = `Usage:
  npm run admin -- grant-provider <email>    give an account the provider role
  npm run admin -- revoke-provider <email>   take the provider role away
  npm run admin -- list-providers            list provider schedules`;

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  const needsEmail = command === 'grant-provider' || command === 'revoke-provider';
  if (!command || !['grant-provider', 'revoke-provider', 'list-providers'].includes(command) || (needsEmail && !email)) {
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
    if (command === 'list-providers') {
      console.log(await describeProviders(database.db, new Date()));
      return 0;
    }
    const result = command === 'grant-provider' ? await grantProvider(database.db, email!) : await revokeProvider(database.db, email!);
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
