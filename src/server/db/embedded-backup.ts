import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import { pgliteExtensions } from './database';

/**
 * Backup and restore of the embedded database (`npm run admin -- backup|restore`).
 *
 * PGlite is one process per data folder (FIELD-NOTES): both commands take the same lock
 * the server takes (data-dir-lock.ts), so they refuse while a server runs instead of
 * reading a folder that is changing or writing under a live server. With the lock held
 * the backup is consistent: the database is checkpointed, then its folder is written as
 * a gzipped tar (PGlite's own dump format, which `PGlite.create({ loadDataDir })` reads).
 * A restore loads the file into a folder beside the database, opens and checks it there,
 * and only then moves it into place, so a bad file never leaves a half-restored folder;
 * an existing database is replaced only when asked, and moved aside rather than deleted.
 */
export interface Outcome {
  ok: boolean;
  message: string;
}

const databaseDirOf = (dataDir: string) => join(dataDir, 'pglite');
const holdsDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));
const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

export async function backUpEmbeddedDatabase(dataDir: string, file: string, options: { force: boolean }): Promise<Outcome> {
  const databaseDir = databaseDirOf(dataDir);
  if (!holdsDatabase(databaseDir)) {
    return { ok: false, message: `There is no embedded database in ${dataDir} (no ${databaseDir}). Nothing was written.` };
  }
  if (existsSync(file) && !options.force) {
    return { ok: false, message: `${file} already exists. Choose another file name, or add --force to replace it. Nothing was written.` };
  }
  const folder = dirname(resolve(file));
  if (!existsSync(folder)) return { ok: false, message: `There is no folder ${folder} to write ${file} in. Nothing was written.` };

  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(databaseDir, { extensions: pgliteExtensions });
    let dump: Blob;
    let contents: string;
    try {
      // Everything committed is in the data files, so the copy needs no recovery to open.
      await client.exec('checkpoint');
      contents = await describeContents(client);
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    // Written beside the target and renamed, so a full disk never leaves a truncated backup under the real name.
    const partial = join(folder, `.${process.pid}.pet-haven-backup.partial`);
    try {
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
      renameSync(partial, file);
    } finally {
      rmSync(partial, { force: true });
    }
    return {
      ok: true,
      message:
        `Backed up the embedded database in ${dataDir} to ${file} (${megabytes(statSync(file).size)}): ${contents}. ` +
        `It holds password hashes and sessions: keep it as safe as the server. Restore it with: npm run admin -- restore ${file}`,
    };
  } finally {
    lock.release();
  }
}

export async function restoreEmbeddedDatabase(
  dataDir: string,
  file: string,
  options: { force: boolean; authSecretSet: boolean },
): Promise<Outcome> {
  if (!existsSync(file) || !statSync(file).isFile()) {
    return { ok: false, message: `There is no backup file ${file}. Nothing was changed.` };
  }

  const lock = acquireDataDirLock(dataDir);
  try {
    const databaseDir = databaseDirOf(dataDir);
    const replacing = !isEmptyOrMissing(databaseDir);
    if (replacing && !options.force) {
      return {
        ok: false,
        message:
          `${dataDir} already holds an embedded database. Restoring would replace it: add --force to restore anyway ` +
          `(the current database is kept aside in ${dataDir}), or restore into an empty DATA_DIR. Nothing was changed.`,
      };
    }

    // Under the lock, a folder left by a restore that was killed half-way is nobody's: remove it.
    for (const name of readdirSync(dataDir)) {
      if (name.startsWith('pglite.restoring-')) rmSync(join(dataDir, name), { recursive: true, force: true });
    }
    const staging = join(dataDir, `pglite.restoring-${process.pid}`);
    let contents: string;
    try {
      const backup = new File([readFileSync(file)], 'backup.tar.gz', { type: 'application/x-gzip' });
      const client = await PGlite.create(staging, { extensions: pgliteExtensions, loadDataDir: backup });
      try {
        contents = await describeContents(client);
        await client.exec('checkpoint');
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, message: `${file} is not a Pet Haven backup that this version can restore (${reason}). Nothing was changed.` };
    }

    let keptAside = '';
    if (replacing) {
      keptAside = join(dataDir, `pglite.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      renameSync(databaseDir, keptAside);
    } else {
      rmSync(databaseDir, { recursive: true, force: true });
    }
    renameSync(staging, databaseDir);

    const notes = [`Restored ${file} into ${dataDir}: ${contents}.`];
    if (keptAside) notes.push(`The database that was there is in ${keptAside}; delete it once the shop looks right.`);
    if (!options.authSecretSet && !existsSync(join(dataDir, 'auth-secret'))) {
      notes.push(
        'This DATA_DIR has no auth-secret: customers sign in again, unless you copy auth-secret from the old DATA_DIR (or set AUTH_SECRET) before starting.',
      );
    }
    notes.push('Start the server as usual.');
    return { ok: true, message: notes.join(' ') };
  } finally {
    lock.release();
  }
}

/** "3 accounts, 2 pets, 1 appointment, 1 order": what the operator checks a backup by. */
async function describeContents(client: PGlite): Promise<string> {
  const { rows } = await client.query<Record<'accounts' | 'pets' | 'appointments' | 'orders', number>>(
    `select (select count(*)::int from users) as accounts, (select count(*)::int from pets) as pets,
            (select count(*)::int from appointments) as appointments, (select count(*)::int from orders) as orders`,
  );
  const counts = rows[0]!;
  return [
    plural(counts.accounts, 'account'),
    plural(counts.pets, 'pet'),
    plural(counts.appointments, 'appointment'),
    plural(counts.orders, 'order'),
  ].join(', ');
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
