import type { Database } from '../../db/database';
import { dataVersion, deliver, promised, versionedMemo, type Callback, type VersionedMemo } from '../../lib/versioned-memo';
import { findCatalogueVersion } from './catalogue-version.repo';

/**
 * The catalogue served from memory (issue 15, ADR 0018): what the shop offers (products,
 * services, categories, their translations and pet rules), its calendar (opening hours,
 * closures, booking settings, texts) and the providers' schedules. Every statement that
 * writes any of them moves the version in its own transaction (a trigger, migration 0019),
 * whoever writes; every answer built from memory first learns the version, so the very
 * next answer of any server process sharing the database shows the change.
 */

const version = dataVersion(findCatalogueVersion);

/** The version now. */
export const catalogueVersion = (db: Database): Promise<number> => version.current(db);

/**
 * One module's values built from the catalogue, kept per database for the newest version.
 * `remember(db, key, build)` answers from memory unless the catalogue changed since;
 * `recall(db, key, build, done)` gives the same to a callback, without a promise of its
 * own once the value is made: at once on the embedded database between this process's
 * changes, else after the version read it shares with the requests that came meanwhile.
 */
export function catalogueMemo() {
  const memos = new WeakMap<Database, VersionedMemo>();
  const memoOf = (db: Database) => {
    let memo = memos.get(db);
    if (!memo) memos.set(db, (memo = versionedMemo()));
    return memo;
  };
  const recall = <T>(db: Database, key: string, build: () => Promise<T>, done: Callback<T>): void =>
    version.whenCurrent(db, (error, current) => {
      if (error) return done(error);
      const memo = memoOf(db);
      const known = memo.known<T>(current!, key);
      if (known !== undefined) return done(null, known);
      deliver(memo.get(current!, key, build), done);
    });
  return {
    remember: <T>(db: Database, key: string, build: () => Promise<T>): Promise<T> => promised<T>((done) => recall(db, key, build, done)),
    recall,
  };
}
