import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../config/project-paths';
import { acquireDataDirLock } from './data-dir-lock';
import { EmbeddedWorkerClient } from './embedded-client';
import { pgliteExtensions } from './embedded-extensions';
import { snapshotOf, type EmbeddedSnapshot } from './embedded-snapshot';
import { durableCommits, type DurableCommits } from './wal-sync';
import * as schema from './schema';

/** Drizzle over either driver; the rest of the server never knows which (D10). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction(tx => …)` hands its callback; inside it, use only `tx` (D11). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/**
 * What a query runs on: the database, or the transaction of the caller's use case. A
 * function that takes an Executor can join a transaction another module opened.
 */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws unless the database answers a query. */
  ping(): Promise<void>;
  /**
   * Applies the SQL migrations in drizzle/, then runs `afterMigrate` (the seed)
   * while no other app server can migrate or seed the same database.
   */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** How the connections are used now, for the metrics. */
  poolUse(): PoolUse;
  /** Calls `listener` with the seconds each statement took, from sending it to its answer; returns how to stop. */
  watchQueries(listener: QueryListener): () => void;
  /** The embedded database only: a consistent backup taken while it runs (embedded-snapshot.ts). */
  snapshot?(authSecret: string | undefined): Promise<EmbeddedSnapshot>;
}

export interface PoolUse {
  /** Connections the pool may open (1 for the embedded database). */
  max: number;
  /** Connections running a statement or held by a transaction. */
  inUse: number;
  /** Statements and transactions waiting for a connection. */
  waiting: number;
}

export type QueryListener = (seconds: number) => void;

/** The listeners of one database's statements; timing a statement costs two clock reads. */
function queryWatch() {
  const listeners = new Set<QueryListener>();
  const finished = (startedAt: number) => {
    const seconds = (performance.now() - startedAt) / 1000;
    for (const listener of listeners) listener(seconds);
  };
  return {
    watch(listener: QueryListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The same answer, once the time it took has been reported. */
    timed<T>(answer: Promise<T>, startedAt = performance.now()): Promise<T> {
      return answer.then(
        (value) => {
          finished(startedAt);
          return value;
        },
        (error: unknown) => {
          finished(startedAt);
          throw error;
        },
      );
    },
    finished,
  };
}

/** Arbitrary but fixed: the advisory lock key that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_411_202_601;

export { pgliteExtensions };

/**
 * Where the embedded database runs: in a thread of its own (ADR 0054, the default), so a
 * statement never holds up the event loop, or on the main thread (`PGLITE_THREAD=main`).
 */
export type EmbeddedThread = 'worker' | 'main';

/** The embedded database in DATA_DIR, held under an exclusive lock until closed (D11). */
export async function openEmbeddedDatabase(dataDir: string, thread: EmbeddedThread = 'worker'): Promise<DatabaseHandle> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const databaseDir = join(dataDir, 'pglite');
    if (thread === 'worker') {
      // The thread syncs the WAL at start, after each write it is asked to, and at close (ADR 0036).
      const client = await EmbeddedWorkerClient.open({ dataDir: databaseDir, durable: true });
      return wrapEmbedded(client, {
        afterClose: () => lock.release(),
        afterCommit: () => client.afterCommit(),
        checkpointAfterMigrate: true,
        // Answered between statements, however many wait: /readyz stays quick while the database is busy.
        ping: () => client.ping(),
      });
    }
    const client = await PGlite.create(databaseDir, { extensions: pgliteExtensions });
    // initdb and crash recovery write without the WAL or a synced checkpoint (ADR 0036).
    const commits = durableCommits(databaseDir);
    await commits.syncAtStart();
    return wrapPglite(client, () => lock.release(), commits);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The count of statements that may have written, for databases that see every write this process makes. */
const localWrites = new WeakMap<Database, () => number>();

/**
 * How many statements that may write this process has sent to `db` so far, when no other
 * process can write it (the embedded database: one connection in one process, running one
 * statement or transaction at a time, so a query issued after a write waits for it to
 * end); undefined when others may write it too (PostgreSQL).
 */
export const localWriteCount = (db: Database): (() => number) | undefined => localWrites.get(db);

/**
 * Counts every statement sent to the embedded database that is not a plain read, raw SQL
 * included, as it is sent; times every statement; counts the work that wants its one
 * connection (statements outside a transaction, and transactions), for the pool metrics;
 * and holds the answer of a statement or transaction that wrote until `afterCommit` (the
 * WAL on the disk, ADR 0036) resolves.
 */
function instrumentPglite(client: PGlite, queries: ReturnType<typeof queryWatch>, afterCommit?: () => Promise<void>) {
  let writes = 0;
  let wanting = 0;
  const durable = <T>(answer: Promise<T>): Promise<T> => (afterCommit ? answer.then(async (value) => (await afterCommit(), value)) : answer);
  /** Whether a statement may write; counted as it is sent. */
  const count = (statement: unknown): boolean => {
    // Drizzle writes a union as "(select …) union (select …)": a read too.
    const mayWrite = typeof statement !== 'string' || !/^[\s(]*(select|show|explain)\b/i.test(statement);
    if (mayWrite) writes += 1;
    return mayWrite;
  };
  const settle = <T>(answer: Promise<T>): Promise<T> => {
    wanting += 1;
    const done = () => void (wanting -= 1);
    answer.then(done, done);
    return answer;
  };
  // Outside a transaction a statement that writes commits on its own; inside, `wrote` marks the transaction.
  const watch = <Target extends Pick<PGlite, 'query' | 'exec'>>(target: Target, wrote?: () => void) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    const send = (run: (...args: unknown[]) => Promise<unknown>, statement: string, rest: unknown[]) => {
      const mayWrite = count(statement);
      const answer = queries.timed(run(statement, ...rest));
      if (wrote) {
        if (mayWrite) wrote();
        return answer;
      }
      return settle(mayWrite ? durable(answer) : answer);
    };
    target.query = ((statement: string, ...rest: unknown[]) => send(query as (...args: unknown[]) => Promise<unknown>, statement, rest)) as Target['query'];
    target.exec = ((statement: string, ...rest: unknown[]) => send(exec as (...args: unknown[]) => Promise<unknown>, statement, rest)) as Target['exec'];
  };
  watch(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) => {
    let wrote = false;
    const committed = transaction((tx) => {
      watch(tx, () => (wrote = true));
      return callback(tx);
    });
    return settle(committed.then((value) => (wrote ? durable(Promise.resolve(value)) : value)));
  }) as PGlite['transaction'];
  return {
    writes: () => writes,
    // One connection: one piece of work has it, the rest wait.
    poolUse: (): PoolUse => ({ max: 1, inUse: Math.min(wanting, 1), waiting: Math.max(wanting - 1, 0) }),
  };
}

/** The part of PGlite the data layer uses: PGlite itself, or its thread's client (embedded-client.ts). */
export type EmbeddedClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close' | 'closed' | 'dataDir'>;

interface EmbeddedOptions {
  afterClose?: () => void;
  /** Resolves once every commit finished before the call is on the disk (ADR 0036); none in memory. */
  afterCommit?: () => Promise<void>;
  /** Runs the app's checkpoints (wal-sync.ts) through the instrumented client, so each is synced as a write. */
  scheduleCheckpoints?: (checkpoint: () => Promise<unknown>) => void;
  /** After the database closed: the last sync. */
  closeCommits?: () => Promise<void>;
  /** A folder on disk: migrating ends with a checkpoint. */
  checkpointAfterMigrate: boolean;
  /** How /readyz's probe asks; by default a `select 1` in the queue. */
  ping?: () => Promise<void>;
}

/** `commits`: the embedded database in a data folder syncs its WAL before a write's answer; an in-memory one (tests) has none. */
export function wrapPglite(client: PGlite, afterClose: () => void = () => {}, commits?: DurableCommits): DatabaseHandle {
  return wrapEmbedded(client, {
    afterClose,
    afterCommit: commits?.afterCommit,
    scheduleCheckpoints: commits && ((checkpoint) => commits.scheduleCheckpoints(checkpoint)),
    closeCommits: commits && (() => commits.close()),
    checkpointAfterMigrate: commits !== undefined,
  });
}

/** An in-memory embedded database in a thread of its own, started from a dump (tests, ADR 0054). */
export async function openEmbeddedWorkerInMemory(loadDataDir?: Uint8Array<ArrayBuffer>): Promise<DatabaseHandle> {
  const client = await EmbeddedWorkerClient.open({ durable: false, ...(loadDataDir ? { loadDataDir } : {}) });
  return wrapEmbedded(client, { checkpointAfterMigrate: false, ping: () => client.ping() });
}

function wrapEmbedded(client: EmbeddedClient, options: EmbeddedOptions): DatabaseHandle {
  const pglite = client as PGlite;
  const queries = queryWatch();
  const instrumented = instrumentPglite(pglite, queries, options.afterCommit);
  options.scheduleCheckpoints?.(() => client.exec('checkpoint'));
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  localWrites.set(db, instrumented.writes);
  return {
    db,
    kind: 'pglite',
    poolUse: instrumented.poolUse,
    watchQueries: queries.watch,
    snapshot: (authSecret) => snapshotOf(pglite, authSecret),
    ping: options.ping ?? (() => db.execute(sql`select 1`).then(() => undefined)),
    async migrate(afterMigrate) {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder: migrationsDir });
      await afterMigrate?.(db);
      // A start ends with everything on the disk and little WAL for the next one to replay.
      if (options.checkpointAfterMigrate) await client.exec('checkpoint');
    },
    async close() {
      try {
        if (!client.closed) await client.close();
        await options.closeCommits?.();
      } finally {
        options.afterClose?.();
      }
    },
  };
}

export function openPostgresDatabase(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let closing = false;
  // An idle connection that the server drops (restart, failover) must not crash the
  // process: the pool replaces it on the next query.
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const queries = queryWatch();
  pool.on('connect', (client) => timeQueries(client, queries));
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    poolUse: () => ({ max: poolSize, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    watchQueries: queries.watch,
    ping: () => db.execute(sql`select 1`).then(() => undefined),
    async migrate(afterMigrate) {
      // Several app servers may start at once against one database: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const lockedDb = drizzlePostgres(client, { schema });
        await migratePostgres(lockedDb, { migrationsFolder: migrationsDir });
        await afterMigrate?.(lockedDb as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close() {
      closing = true;
      return pool.end();
    },
  };
}

/**
 * Times every statement a pooled connection runs: the pool's own `query` passes a
 * callback, Drizzle's transactions await the promise.
 */
function timeQueries(client: pg.PoolClient, queries: ReturnType<typeof queryWatch>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const startedAt = performance.now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        queries.finished(startedAt);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const answer = query(...args);
    return answer instanceof Promise ? queries.timed(answer, startedAt) : answer;
  }) as typeof client.query;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function selectRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
