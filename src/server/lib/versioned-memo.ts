/**
 * What the server keeps in memory of data that changes rarely (issue 15): values computed
 * once per version of that data, and a way to learn the version that costs one database
 * read per burst of requests rather than one per request. One shape for every such memory
 * (the catalogue's values and bodies, the appointment book's days and availability
 * answers, the prerendered pages): `versionedMemo`, kept per database by `dataMemo`.
 */

import { localWriteCount, type Database } from '../db/database';

/** The version of some data, as `current()` learns it (a read, or one it joins). */
export interface VersionSource {
  current(): Promise<number>;
}

/**
 * Wraps a read (of a version number) so that every caller gets the answer of a read that
 * began after it called: what committed before a request arrived is always seen, even
 * when another server process committed it. Callers arriving while a read is on its way
 * share the next one, so under load there is one read at a time, whatever the traffic.
 * There is never a version to use without waiting.
 */
export function freshReads(read: () => Promise<number>): VersionSource {
  let reading: Promise<number> | undefined;
  /** The read after the one on its way, shared by everyone who called meanwhile. */
  let next: Promise<number> | undefined;
  const start = (): Promise<number> => {
    const began = read();
    reading = began;
    const done = () => {
      if (reading === began) reading = undefined;
    };
    began.then(done, done);
    return began;
  };
  return {
    current() {
      if (!reading) return start();
      // Whoever calls during a read waits for the one begun as it ends, and shares it.
      const restart = () => {
        next = undefined;
        return start();
      };
      next ??= reading.then(restart, restart);
      return next;
    },
  };
}

/**
 * For a database this process alone writes, whose queries wait for a transaction begun
 * before them (the embedded one): the version read after this process's last write
 * stays true until its next one, so it is read once per write, not per request.
 * `changes` counts the statements this process sent that may write, as they are sent.
 */
export function readsAfterLocalChanges(read: () => Promise<number>, changes: () => number): VersionSource {
  let known: { version: Promise<number>; afterChanges: number } | undefined;
  return {
    current() {
      const afterChanges = changes();
      if (known?.afterChanges === afterChanges) return known.version;
      // Issued now, the read runs after the transaction that made the change: it sees it.
      const reading = { version: read(), afterChanges };
      known = reading;
      reading.version.catch(() => {
        if (known === reading) known = undefined;
      });
      return reading.version;
    },
  };
}

/**
 * The version of some data kept in one database row that the database itself moves
 * forward with every write of that data (a trigger: the catalogue's, the appointment
 * book's), whoever wrote it. Where others may write (PostgreSQL), each caller gets a read
 * begun after it asked, shared with the callers that arrive meanwhile (`freshReads`);
 * where this process sees every write (the embedded database counts the statements sent
 * to it, raw SQL included), the version is read again only after one
 * (`readsAfterLocalChanges`), so a request costs no query at all.
 */
export function dataVersion(read: (db: Database) => Promise<number>) {
  const sources = new WeakMap<Database, VersionSource>();
  const sourceOf = (db: Database): VersionSource => {
    let source = sources.get(db);
    if (!source) {
      const writes = localWriteCount(db);
      source = writes ? readsAfterLocalChanges(() => read(db), writes) : freshReads(() => read(db));
      sources.set(db, source);
    }
    return source;
  };
  return { current: (db: Database): Promise<number> => sourceOf(db).current() };
}

export type DataVersion = ReturnType<typeof dataVersion>;

/**
 * One version for values made of several versioned data (a provider's list: the
 * appointment book's rows and the accounts' names): their sum, learned together. Each
 * only ever moves forward, so the sum moves whenever any of them does, and never back.
 */
export function combinedVersion(...versions: DataVersion[]): DataVersion {
  return {
    current: (db: Database): Promise<number> =>
      Promise.all(versions.map((version) => version.current(db))).then((values) => values.reduce((sum, value) => sum + value, 0)),
  };
}

export interface MemoOptions {
  /** Values kept at most per version; past it the memo starts again (keys made of dates or paths grow). */
  max?: number;
}

/**
 * Values by key for the newest version seen: a newer version drops them all, and a caller
 * holding an older version is given the newer values (never older ones than it asked for).
 * A computation that fails is forgotten, so the next caller tries again. A value may hold
 * for less than its version (an availability answer until a slot's time passes, a session
 * until it expires): `holds` says whether a made value still does, and one that does not
 * is made again. A value that does not hold even as it is made (no session behind a
 * cookie) is not kept either, so keys that answer nothing cannot crowd out those that do.
 */
export function versionedMemo({ max = 1000 }: MemoOptions = {}) {
  let version = -1;
  let values = new Map<string, { value: Promise<unknown>; settled?: { value: unknown } }>();
  function get<T>(atLeast: number, key: string, compute: () => Promise<T>, holds?: (value: T) => boolean): Promise<T> {
    if (atLeast > version) {
      version = atLeast;
      values = new Map();
    }
    const found = values.get(key) as { value: Promise<T>; settled?: { value: T } } | undefined;
    if (found && !holds) return found.value;
    if (found?.settled && holds!(found.settled.value)) return found.value;
    // Still being made: wait for it, and make it again if it does not hold for this caller.
    if (found && !found.settled) return found.value.then((value) => (holds!(value) ? value : get(atLeast, key, compute, holds)));
    if (!found && values.size >= max) values = new Map();
    const made = values;
    const entry: { value: Promise<T>; settled?: { value: T } } = { value: compute() };
    made.set(key, entry);
    entry.value.then(
      (value) => {
        entry.settled = { value };
        if (holds && !holds(value) && made.get(key) === entry) made.delete(key);
      },
      () => {
        if (made.get(key) === entry) made.delete(key);
      },
    );
    return entry.value;
  }
  return { get };
}

export type VersionedMemo = ReturnType<typeof versionedMemo>;

/**
 * A module's values built from data with a version, kept per database for its newest
 * version: `remember(db, key, build)` answers from memory unless the data changed since
 * (learning the version as `dataVersion` does, so on the embedded database between this
 * process's writes it costs no query).
 */
export function dataMemo(version: DataVersion, options?: MemoOptions) {
  const memos = new WeakMap<Database, VersionedMemo>();
  const memoOf = (db: Database) => {
    let memo = memos.get(db);
    if (!memo) memos.set(db, (memo = versionedMemo(options)));
    return memo;
  };
  return {
    remember<T>(db: Database, key: string, build: () => Promise<T>, holds?: (value: T) => boolean): Promise<T> {
      // One promise hop, not an async function's two: this is every answer from memory.
      return version.current(db).then((current) => memoOf(db).get(current, key, build, holds));
    },
  };
}
