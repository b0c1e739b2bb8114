import { isSoleWriter, type Database, type Executor } from '../../db/database';
import { freshReads, readsAfterLocalChanges, versionedMemo, type VersionedMemo, type VersionSource } from '../../lib/versioned-memo';
import { bumpCatalogueVersionRow, findCatalogueVersion } from './catalogue-version.repo';

/**
 * The catalogue served from memory (issue 15, ADR 0018): what the shop offers (products,
 * services, categories, their translations and pet rules), its calendar (opening hours,
 * closures, booking settings) and the providers' schedules. Every write to any of them
 * calls `bumpCatalogueVersion` in its own transaction; every answer built from memory
 * first learns the version, so the very next answer of any server process sharing the
 * database shows the change.
 */

/** Changes this process began: the embedded database has no other writer. */
let localChanges = 0;

/** Marks the catalogue changed, in the caller's transaction: call it last, after the writes. */
export async function bumpCatalogueVersion(tx: Executor): Promise<void> {
  localChanges += 1;
  await bumpCatalogueVersionRow(tx);
}

const sources = new WeakMap<Database, VersionSource>();

/**
 * Where the version comes from. On PostgreSQL, a read begun after the caller asked
 * (another server may have changed it), shared by the requests of a burst; on the
 * embedded database, read again only after this process changed something.
 */
function sourceOf(db: Database): VersionSource {
  let source = sources.get(db);
  if (!source) {
    const read = () => findCatalogueVersion(db);
    source = isSoleWriter(db) ? readsAfterLocalChanges(read, () => localChanges) : freshReads(read);
    sources.set(db, source);
  }
  return source;
}

/** The version now. */
export const catalogueVersion = (db: Database): Promise<number> => sourceOf(db).current();

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
      const version = await catalogueVersion(db);
      return memoOf(db).get(version, key, build);
    },
    known<T>(db: Database, key: string): T | undefined {
      const version = sourceOf(db).now();
      return version === undefined ? undefined : memos.get(db)?.known<T>(version, key);
    },
  };
}
