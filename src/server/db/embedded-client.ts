import { Worker } from 'node:worker_threads';
import { messages, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { SentError, WorkerOpen, WorkerReply, WorkerRequest } from './embedded-protocol';

/**
 * The server's side of the embedded database's thread (embedded-worker.ts, ADR 0054): the
 * part of PGlite's interface Drizzle, the migrator and the backup use (`query`, `exec`,
 * `transaction`, `close`, `closed`, `dataDir`), each call a message to the thread that
 * owns PGlite. A transaction is pinned there: the callback's statements run in it, others
 * wait for its end, as PGlite itself serialises them. Errors come back as PGlite raised
 * them (a `DatabaseError` with its SQLSTATE `code`, detail and constraint), rows as its
 * parsers made them (structured cloning keeps dates, bigints, byte arrays and JSON).
 */
export class EmbeddedWorkerClient {
  readonly dataDir: string | undefined;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  #nextId = 1;
  #closed = false;
  #exited: Error | undefined;

  private constructor(worker: Worker, dataDir: string | undefined) {
    this.#worker = worker;
    this.dataDir = dataDir;
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(received(reply.error));
    });
    const gone = (error: Error) => {
      this.#closed = true;
      this.#exited ??= error;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
  }

  /** Starts the thread and opens the database in it; rejects with the opening's error. */
  static async open(options: WorkerOpen): Promise<EmbeddedWorkerClient> {
    const script = workerScript();
    const worker = new Worker(script.url, { workerData: options, execArgv: script.execArgv });
    const client = new EmbeddedWorkerClient(worker, options.dataDir);
    try {
      await new Promise<void>((resolve, reject) => client.#pending.set(0, { resolve: () => resolve(), reject }));
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #request<T>(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<T> {
    if (this.#closed && request.op !== 'close') return Promise.reject(this.#exited ?? new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #query<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number): Promise<Results<T>> {
    const { rowMode, parsers, ...others } = options ?? {};
    if (Object.keys(others).length) return Promise.reject(new Error(`The embedded database's thread does not take these query options: ${Object.keys(others).join(', ')}.`));
    return this.#request<Results<T>>({ op: 'query', sql, params, rowMode, textTypes: parsers && textTypes(parsers), tx }).catch((error: unknown) => {
      throw withQuery(error, sql, params, options);
    });
  }

  #exec(sql: string, tx?: number): Promise<Results[]> {
    return this.#request<Results[]>({ op: 'exec', sql, tx }).catch((error: unknown) => {
      throw withQuery(error, sql, undefined, undefined);
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exec(sql);
  }

  /** Runs `callback` in one transaction of the thread's: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#request<number>({ op: 'begin' });
    let ended = false;
    const gone = () => Promise.reject(new Error('Transaction is closed'));
    const tx = {
      query: <Row>(sql: string, params?: unknown[], options?: QueryOptions) => (ended ? gone() : this.#query<Row>(sql, params, options, id)),
      exec: (sql: string) => (ended ? gone() : this.#exec(sql, id)),
      rollback: async () => {
        if (ended) return;
        ended = true;
        await this.#request({ op: 'end', tx: id, commit: false });
      },
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!ended) {
        ended = true;
        // The callback's error is the one to raise; a database that closed meanwhile has rolled back anyway.
        await this.#request({ op: 'end', tx: id, commit: false }).catch(() => {});
      }
      throw error;
    }
    if (!ended) {
      ended = true;
      await this.#request({ op: 'end', tx: id, commit: true });
    }
    return result;
  }

  /** Answered by the thread between statements: it runs and the database is open. */
  ping(): Promise<void> {
    return this.#request({ op: 'ping' });
  }

  /** Resolves once every commit that finished before the call is on the disk (wal-sync.ts, in the thread). */
  afterCommit(): Promise<void> {
    return this.#request({ op: 'afterCommit' });
  }

  /** The WAL syncs the thread has run (durableCommits().stats()); undefined for a database in memory. */
  walSyncStats(): Promise<{ rounds: number; walFileSyncs: number; dataSyncs: number } | undefined> {
    return this.#request({ op: 'stats' });
  }

  /** Closes the database (its shutdown checkpoint, then the last WAL sync) and stops the thread. */
  async close(): Promise<void> {
    if (this.#exited) return;
    this.#closed = true;
    try {
      await this.#request({ op: 'close' });
    } finally {
      // What PGlite says once closed, rather than the thread's exit.
      this.#exited = new Error('PGlite is closed');
      await this.#worker.terminate();
    }
  }

  /** For Drizzle's PGlite driver and the backup, which take a PGlite. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The built server runs the bundled `embedded-worker.js` beside it; the sources (tests, scripts) run the TypeScript through tsx. */
function workerScript(): { url: URL; execArgv?: string[] } {
  const here = import.meta.url;
  if (/\.[cm]?ts$/.test(here)) return { url: new URL('./embedded-worker.ts', here), execArgv: ['--import', 'tsx'] };
  return { url: new URL('./embedded-worker.js', here) };
}

/** Only parsers that keep the text cross to the thread (Drizzle's, for dates, intervals and numeric arrays). */
function textTypes(parsers: NonNullable<QueryOptions['parsers']>): number[] {
  return Object.entries(parsers).map(([type, parse]) => {
    const probe = '2026-01-01 00:00:00+00';
    if (parse(probe, Number(type)) !== probe) throw new Error(`The embedded database's thread keeps only parsers that return the text as it is (type ${type}).`);
    return Number(type);
  });
}

/** The error as PGlite raised it in the thread: a DatabaseError keeps its class, message, SQLSTATE and fields. */
function received(sent: SentError): Error {
  const error = sent.databaseError ? new messages.DatabaseError(sent.message, Number(sent.fields.length ?? 0), 'error') : new Error(sent.message);
  for (const [key, value] of Object.entries(sent.fields)) {
    if (key !== 'length' && key !== 'name') (error as unknown as Record<string, unknown>)[key] = value;
  }
  if (!sent.databaseError && sent.name !== 'Error') Object.defineProperty(error, 'name', { value: sent.name, configurable: true, writable: true });
  // The caller's stack, then the thread's: both say where it failed.
  if (sent.stack) error.stack = `${error.stack}\n    -- in the embedded database's thread --\n${sent.stack.split('\n').slice(1).join('\n')}`;
  return error;
}

/** PGlite attaches the statement to its errors; the thread keeps only text, so the caller's values go back on. */
function withQuery(error: unknown, sql: string, params: unknown[] | undefined, options: QueryOptions | undefined): unknown {
  if (error instanceof messages.DatabaseError) Object.assign(error, { query: sql, params, queryOptions: options });
  return error;
}
