import type { Database, Executor } from '../../db/database';
import { dataVersion, versionedMemo, type VersionedMemo } from '../../lib/versioned-memo';
import { bumpCatalogueVersionRow, findCatalogueVersion } from './catalogue-version.repo';

/**
 * The catalogue served from memory (issue 15, ADR 0018): what the shop offers (products,
 * services, categories, their translations and pet rules), its calendar (opening hours,
 * closures, booking settings) and the providers' schedules. Every write to any of them
 * calls `bumpCatalogueVersion` in its own transaction; every answer built from memory
 * first learns the version, so the very next answer of any server process sharing the
 * database shows the change.
 */

const version = dataVersion(findCatalogueVersion);

/** Marks the catalogue changed, in the caller's transaction: call it last, after the writes. */
export async function bumpCatalogueVersion(tx: Executor): Promise<void> {
  version.changedHere();
  await bumpCatalogueVersionRow(tx);
}

/** The version now. */
export const catalogueVersion = (db: Database): Promise<number> => version.current(db);

/**
 * One module's values built from the catalogue, kept per database for the newest version.
 * `remember(db, key, build)` answers from memory unless the catalogue changed since;
 * `known(db, key)` answers at once, or undefined when that needs a wait (a version to
 * read, on PostgreSQL always; a value to build), and then the caller uses `remember`.
 */
export function catalogueMemo() {
  const memos = new WeakMap<Database, VersionedMemo>();
  const memoOf = (db: Database) => {
    let memo = memos.get(db);
    if (!memo) memos.set(db, (memo = versionedMemo()));
    return memo;
  };
  return {
    async remember<T>(db: Database, key: string, build: () => Promise<T>): Promise<T> {
      return memoOf(db).get(await version.current(db), key, build);
    },
    known<T>(db: Database, key: string): T | undefined {
      const now = version.now(db);
      return now === undefined ? undefined : memos.get(db)?.known<T>(now, key);
    },
  };
}
