import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { requestServerBackup } from './backup-channel';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';
import { pgliteExtensions } from './database';
import { AUTH_SECRET_ENTRY, describeContents, snapshotOf, type EmbeddedSnapshot } from './embedded-snapshot';

/**
 * Backup and restore of the embedded database (`npm run admin -- backup|restore`).
 *
 * PGlite is one process per data folder (FIELD-NOTES): both commands take the same lock
 * the server takes (data-dir-lock.ts) rather than read a folder that is changing or write
 * under a live server. A backup while a server holds the folder is asked of that server
 * (backup-channel.ts), which takes it between two of its transactions; a restore refuses.
 * Either way the archive is embedded-snapshot.ts's: PGlite's dump and the auth secret.
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

export async function backUpEmbeddedDatabase(
  dataDir: string,
  file: string,
  options: { force: boolean; authSecret: string | undefined },
): Promise<Outcome> {
  const databaseDir = databaseDirOf(dataDir);
  if (!holdsDatabase(databaseDir)) {
    return { ok: false, message: `There is no embedded database in ${dataDir} (no ${databaseDir}). Nothing was written.` };
  }
  if (existsSync(file) && !options.force) {
    return { ok: false, message: `${file} already exists. Choose another file name, or add --force to replace it. Nothing was written.` };
  }
  const folder = dirname(resolve(file));
  if (!existsSync(folder)) return { ok: false, message: `There is no folder ${folder} to write ${file} in. Nothing was written.` };

  let snapshot: EmbeddedSnapshot;
  let source = '';
  try {
    const lock = acquireDataDirLock(dataDir);
    try {
      const client = await PGlite.create(databaseDir, { extensions: pgliteExtensions });
      try {
        snapshot = await snapshotOf(client, options.authSecret);
      } finally {
        await client.close();
      }
    } finally {
      lock.release();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server holds the folder: it takes the backup itself, between two of its transactions.
    try {
      const fromServer = await requestServerBackup(dataDir, error.holderPid);
      snapshot = fromServer;
      source = ` (taken by the running server, pid ${fromServer.serverPid}, which paused ${Math.round(fromServer.pausedMs)} ms)`;
    } catch (refusal) {
      return { ok: false, message: `${refusal instanceof Error ? refusal.message : String(refusal)} Nothing was written.` };
    }
  }
  writeBackupFile(file, snapshot.archive);
  const holds = options.authSecret || source ? 'password hashes, sessions and the auth secret' : 'password hashes and sessions';
  return {
    ok: true,
    message:
      `Backed up the embedded database in ${dataDir} to ${file} (${megabytes(statSync(file).size)})${source}: ${snapshot.contents}. ` +
      `It holds ${holds}: keep it as safe as the server. Restore it with: npm run admin -- restore ${file}`,
  };
}

/**
 * Writes a backup under a temporary name beside `file`, syncs it and renames it, so a full
 * disk or a crash never leaves a truncated backup under the real name; mode 600, since it
 * holds password hashes and the auth secret.
 */
export function writeBackupFile(file: string, archive: Uint8Array): void {
  const folder = dirname(resolve(file));
  const partial = join(folder, `.${process.pid}-${randomUUID().slice(0, 8)}.pet-haven-backup.partial`);
  try {
    const fd = openSync(partial, 'wx', 0o600);
    try {
      writeSync(fd, archive);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

export async function restoreEmbeddedDatabase(
  dataDir: string,
  file: string,
  options: { force: boolean; authSecret: string | undefined },
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
    let carriedSecret: string | undefined;
    try {
      const backup = new File([readFileSync(file)], 'backup.tar.gz', { type: 'application/x-gzip' });
      const client = await PGlite.create(staging, { extensions: pgliteExtensions, loadDataDir: backup });
      try {
        contents = await describeContents(client);
        await client.exec('checkpoint');
      } finally {
        await client.close();
      }
      // The secret came inside the data folder; it belongs beside it, as auth-secret.
      const secretFile = join(staging, AUTH_SECRET_ENTRY);
      if (existsSync(secretFile)) {
        carriedSecret = readFileSync(secretFile, 'utf8').trim();
        rmSync(secretFile);
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
    notes.push(...putAuthSecretInPlace(dataDir, carriedSecret, options.authSecret));
    notes.push('Start the server as usual.');
    return { ok: true, message: notes.join(' ') };
  } finally {
    lock.release();
  }
}

/**
 * Sessions in the restored database were signed with the backup's secret, so it wins over
 * one already in DATA_DIR, which is kept aside rather than deleted. Says what the operator
 * must still do, if anything.
 */
function putAuthSecretInPlace(dataDir: string, carried: string | undefined, fromEnvironment: string | undefined): string[] {
  const path = join(dataDir, 'auth-secret');
  if (!carried) {
    if (fromEnvironment || existsSync(path)) return [];
    return ['This backup carries no auth-secret (it was taken by an older version) and this DATA_DIR has none: customers sign in again, unless you copy auth-secret from the old DATA_DIR (or set AUTH_SECRET) before starting.'];
  }
  const notes: string[] = [];
  const current = existsSync(path) ? readFileSync(path, 'utf8').trim() : undefined;
  if (current !== carried) {
    if (current !== undefined) {
      const aside = `${path}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(path, aside);
      notes.push(`The backup's auth-secret replaced the one in ${dataDir}, kept in ${aside}.`);
    }
    writeBackupFile(path, new TextEncoder().encode(carried));
  }
  if (fromEnvironment && fromEnvironment !== carried) {
    notes.push('AUTH_SECRET is set and differs from the backup\'s auth secret (now in DATA_DIR/auth-secret): unset it, or set it to that file\'s content, or customers sign in again.');
  } else {
    notes.push('The backup\'s auth secret is in place: customers stay signed in.');
  }
  return notes;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
