/** The messages between the server's thread and the embedded database's (embedded-worker.ts, embedded-client.ts). */

export interface WorkerOpen {
  /** The database folder; none: in memory (tests). */
  dataDir?: string;
  /** A dump (`dumpDataDir`) to start an in-memory database from. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
  /** Sync the WAL before a write's answer (ADR 0036): a database in a folder. */
  durable: boolean;
}

export type WorkerRequest =
  | { id: number; op: 'ping' | 'begin' | 'afterCommit' | 'stats' | 'close' }
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'end'; tx: number; commit: boolean };

/** An error as it crosses threads: a DatabaseError's fields (code, detail, constraint…) are strings. */
export interface SentError {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, string | number | boolean | undefined>;
  databaseError?: boolean;
}

/** Id 0 answers the opening. */
export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SentError };
