/**
 * What the server keeps in memory of data that changes rarely (issue 15): values computed
 * once per version of that data, and a way to learn the version that costs one database
 * read per burst of requests rather than one per request.
 *
 * Both also answer callbacks (`whenCurrent`, `known`), synchronously when they can: a
 * request that makes no promise skips the cost every promise carries once async hooks are
 * on (Better Auth turns them on, on Node 20), which is a large part of what an answer from
 * memory costs. On PostgreSQL the requests waiting for one version read share its one
 * promise instead of making one each.
 */

import { localWriteCount, type Database } from '../db/database';

/** Node's convention: an error, or null and the value. */
export type Callback<T> = (error: unknown, value?: T) => void;

/**
 * The version: `current()` asks (or joins a read); `whenCurrent` gives the same answer to a
 * callback, at once when that is safe, without making a promise for each caller: a request
 * answered from memory then makes none.
 */
export interface VersionSource {
  current(): Promise<number>;
  whenCurrent(done: Callback<number>): void;
}

/** A promise of what a function taking a callback answers. */
export const promised = <T>(take: (done: Callback<T>) => void): Promise<T> =>
  new Promise((resolve, reject) => take((error, value) => (error ? reject(error) : resolve(value as T))));

/** A promise's outcome handed to a callback; a rejection without a reason is still a failure. */
export function deliver<T>(promise: Promise<T>, done: Callback<T>): void {
  promise.then(
    (value) => done(null, value),
    (error: unknown) => done(error ?? new Error('Failed without a reason')),
  );
}

/**
 * Wraps a read (of a version number) so that every caller gets the answer of a read that
 * began after it called: what committed before a request arrived is always seen, even
 * when another server process committed it. Callers arriving while a read is on its way
 * share the next one, so under load there is one read at a time, whatever the traffic.
 * There is never a version to use without waiting.
 */
export function freshReads(read: () => Promise<number>): VersionSource {
  let reading = false;
  /** Callers who arrived while a read was on its way: the read after it answers them. */
  let waiting: Array<Callback<number>> = [];
  const start = (callers: Array<Callback<number>>) => {
    reading = true;
    deliver(read(), (error, version) => finish(callers, error, version));
  };
  const finish = (callers: Array<Callback<number>>, error: unknown, version: number | undefined) => {
    reading = false;
    // The next read starts before anyone is answered: whoever calls from now on began after it, and waits for the one after.
    if (waiting.length > 0) {
      const next = waiting;
      waiting = [];
      start(next);
    }
    for (const done of callers) done(error, version);
  };
  const whenCurrent = (done: Callback<number>) => {
    if (reading) waiting.push(done);
    else start([done]);
  };
  return { current: () => promised(whenCurrent), whenCurrent };
}

/**
 * For a database this process alone writes, whose queries wait for a transaction begun
 * before them (the embedded one): the version read after this process's last write
 * stays true until its next one, so it is read once per write, not per request.
 * `changes` counts the statements this process sent that may write, as they are sent.
 */
export function readsAfterLocalChanges(read: () => Promise<number>, changes: () => number): VersionSource {
  let known: { version: Promise<number>; afterChanges: number; value?: number } | undefined;
  const current = (): Promise<number> => {
    const afterChanges = changes();
    if (known?.afterChanges === afterChanges) return known.version;
    // Issued now, the read runs after the transaction that made the change: it sees it.
    const reading: { version: Promise<number>; afterChanges: number; value?: number } = { version: read(), afterChanges };
    known = reading;
    reading.version.then(
      (value) => (reading.value = value),
      () => {
        if (known === reading) known = undefined;
      },
    );
    return reading.version;
  };
  const now = () => (known?.afterChanges === changes() ? known.value : undefined);
  return {
    current,
    whenCurrent(done) {
      const version = now();
      if (version !== undefined) return done(null, version);
      deliver(current(), done);
    },
  };
}

const MAX_VALUES = 1000;

/**
 * Values by key for the newest version seen: a newer version drops them all, and a caller
 * holding an older version is given the newer values (never older ones than it asked for).
 * A computation that fails is forgotten, so the next caller tries again.
 */
export function versionedMemo() {
  let version = -1;
  let values = new Map<string, { value: Promise<unknown>; settled?: { value: unknown } }>();
  return {
    get<T>(atLeast: number, key: string, compute: () => Promise<T>): Promise<T> {
      if (atLeast > version) {
        version = atLeast;
        values = new Map();
      }
      const found = values.get(key);
      if (found) return found.value as Promise<T>;
      // Keys made of a date (hours from today on) grow by one a day: keep them bounded.
      if (values.size >= MAX_VALUES) values = new Map();
      const made = values;
      const entry: { value: Promise<T>; settled?: { value: unknown } } = { value: compute() };
      made.set(key, entry);
      entry.value.then(
        (value) => (entry.settled = { value }),
        () => {
          if (made.get(key) === entry) made.delete(key);
        },
      );
      return entry.value;
    },
    /** The value already made for `atLeast` or a newer version, without waiting; undefined when there is none yet. */
    known<T>(atLeast: number, key: string): T | undefined {
      if (atLeast > version) return undefined;
      return values.get(key)?.settled?.value as T | undefined;
    },
  };
}

export type VersionedMemo = ReturnType<typeof versionedMemo>;

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
  return {
    current: (db: Database): Promise<number> => sourceOf(db).current(),
    whenCurrent: (db: Database, done: Callback<number>): void => sourceOf(db).whenCurrent(done),
  };
}

export type DataVersion = ReturnType<typeof dataVersion>;
