import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './embedded-extensions';
import { durableCommits, type DurableCommits } from './wal-sync';
import type { WorkerOpen, WorkerReply, WorkerRequest, SentError } from './embedded-protocol';

/**
 * The embedded database's own thread (ADR 0054): PGlite (WASM PostgreSQL) runs here, so
 * a statement no longer holds up the server's event loop. The main thread's client
 * (embedded-client.ts) sends each statement as a message and gets its rows back; PGlite
 * itself still runs one statement or transaction at a time, in the order they arrive.
 * Messages are read between statements, so a ping is answered as soon as the statement
 * running ends, however many wait behind it.
 */

const port = parentPort!;
const options = workerData as WorkerOpen;

/** An open transaction, pinned: its statements run in it, every other statement waits for its end (PGlite's own lock). */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  ended: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
let client: PGlite | undefined;
let commits: DurableCommits | undefined;

/** Only what crosses a thread as it is: strings, numbers, booleans, undefined (a DatabaseError's code, detail, constraint…). */
function sendable(error: unknown): SentError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: SentError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  const databaseError = typeof (error as { length?: unknown }).length === 'number' && 'severity' in error;
  return { message: error.message, name: error.name, stack: error.stack, fields, databaseError };
}

function answer(id: number, work: () => Promise<unknown>): void {
  Promise.resolve()
    .then(work)
    .then(
    (value) => port.postMessage({ id, ok: true, value } satisfies WorkerReply),
    (error: unknown) => port.postMessage({ id, ok: false, error: sendable(error) } satisfies WorkerReply),
  );
}

/** Parsers that keep a type's text as it came (what Drizzle asks for dates, intervals and numeric arrays). */
function keptAsText(types: number[] | undefined) {
  if (!types?.length) return undefined;
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]));
}

function target(txId: number | undefined): Pick<PGlite, 'query' | 'exec'> {
  if (txId === undefined) return client!;
  const open = transactions.get(txId);
  if (!open) throw new Error('This transaction has already ended.');
  return open.tx;
}

function begin(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const id = nextTransaction++;
    let endWith!: (commit: boolean) => void;
    const decided = new Promise<boolean>((res) => (endWith = res));
    const ended = client!
      .transaction(async (tx) => {
        transactions.set(id, { tx, end: endWith, ended });
        resolve(id);
        // Rolled back by throwing: PGlite rolls back and rethrows, which `end` swallows.
        if (!(await decided)) throw new RolledBack();
      })
      .finally(() => transactions.delete(id));
    // A transaction that could not begin (the database closed) rejects before the callback ran.
    ended.catch(reject);
  });
}

class RolledBack extends Error {}

async function end(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open) throw new Error('This transaction has already ended.');
  open.end(commit);
  try {
    await open.ended;
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

async function open(): Promise<void> {
  const loadDataDir = options.loadDataDir ? new Blob([options.loadDataDir]) : undefined;
  client = await PGlite.create(options.dataDir, { extensions: pgliteExtensions, ...(loadDataDir ? { loadDataDir } : {}) });
  if (options.dataDir && options.durable) {
    // initdb and crash recovery write without the WAL or a synced checkpoint (ADR 0036).
    const durable = durableCommits(options.dataDir);
    await durable.syncAtStart();
    // The checkpoint's own commit path syncs it (and, pg_control having changed, the data files).
    durable.scheduleCheckpoints(() => client!.exec('checkpoint').then(() => durable.afterCommit()));
    commits = durable;
  }
}

async function close(): Promise<void> {
  if (client && !client.closed) await client.close();
  await commits?.close();
}

/**
 * Statements start one per turn of the event loop. PGlite runs a statement synchronously
 * once it has its lock, and chains the next waiting one in the same microtask queue: a
 * burst of statements started together would run back to back, and a ping arriving meanwhile
 * would wait for all of them. Started one per turn, the thread reads its messages (a ping)
 * between two statements. A start only queues on PGlite's lock, so a statement outside a
 * transaction started while one is open does not hold up that transaction's own.
 */
const starts: Array<() => void> = [];
let pumping = false;

function paced(start: () => void): void {
  starts.push(start);
  if (pumping) return;
  pumping = true;
  setImmediate(pump);
}

function pump(): void {
  starts.shift()?.();
  if (starts.length) setImmediate(pump);
  else pumping = false;
}

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'ping' || request.op === 'stats') {
    serve(request);
    return;
  }
  paced(() => serve(request));
});

function serve(request: WorkerRequest): void {
  switch (request.op) {
    case 'ping':
      // Answered at once, between statements: the thread is alive and the database open.
      answer(request.id, async () => {
        if (!client || client.closed) throw new Error('PGlite is closed');
      });
      return;
    case 'query':
      answer(request.id, () =>
        target(request.tx).query(request.sql, request.params, {
          ...(request.rowMode ? { rowMode: request.rowMode } : {}),
          ...(request.textTypes ? { parsers: keptAsText(request.textTypes) } : {}),
        }),
      );
      return;
    case 'exec':
      answer(request.id, () => target(request.tx).exec(request.sql));
      return;
    case 'begin':
      answer(request.id, begin);
      return;
    case 'end':
      answer(request.id, () => end(request.tx, request.commit));
      return;
    case 'afterCommit':
      answer(request.id, () => commits?.afterCommit() ?? Promise.resolve());
      return;
    case 'stats':
      answer(request.id, async () => commits?.stats());
      return;
    case 'close':
      answer(request.id, close);
      return;
  }
}

open().then(
  () => port.postMessage({ id: 0, ok: true, value: undefined } satisfies WorkerReply),
  (error: unknown) => port.postMessage({ id: 0, ok: false, error: sendable(error) } satisfies WorkerReply),
);
