import { open, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Durable commits on the embedded database (D30, ADR 0036).
 *
 * PGlite runs PostgreSQL with fsync off, and its NODEFS writes go straight to real files
 * under the data folder: after a COMMIT the write-ahead log is in the operating system's
 * cache, not on the disk. So the database layer syncs the WAL itself before a write's
 * answer: fdatasync of the segment files written since the last sync, from any fd,
 * flushes what PostgreSQL wrote through its own. Concurrent commits share one sync
 * (group commit). A checkpoint writes data files that the engine never syncs, and lets
 * the WAL before it be recycled: every sync that sees `global/pg_control` changed (a
 * checkpoint happened) syncs the data files written since the last such sync first. The
 * app runs CHECKPOINT itself every 64 MB of WAL and every 5 minutes of writing, so
 * PostgreSQL's own (at about half of max_wal_size) does not come mid-request and a restart
 * has little WAL to replay.
 */

// ---- The group-commit core: pure, no I/O ----

/**
 * Returns `afterCommit()`: its promise settles with a run of `sync` that started after
 * the call, so it covers every commit that finished before the call. Runs never overlap;
 * calls made while a run is going share the next run, however many they are.
 */
export function groupCommit(sync: () => Promise<void>): () => Promise<void> {
  let running = false;
  let waiting: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | undefined;

  const run = (resolve: () => void, reject: (error: unknown) => void) => {
    running = true;
    const settle = () => {
      running = false;
      const next = waiting;
      waiting = undefined;
      if (next) run(next.resolve, next.reject);
    };
    // A sync that throws synchronously is a failed run like any other.
    Promise.resolve()
      .then(sync)
      .then(
        () => {
          settle();
          resolve();
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
  };

  return () => {
    if (!running) return new Promise<void>(run);
    if (!waiting) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      waiting = { promise, resolve, reject };
    }
    return waiting.promise;
  };
}

/** How long a file's clock may lag ours: the kernel stamps files with a coarse clock (a tick). */
export const MTIME_SLACK_MS = 1_000;

export interface FileStamp {
  path: string;
  mtimeMs: number;
}

/**
 * The files a sync must flush: those written since the last sync began (a timestamp
 * allows for the coarse file clock) and those whose time changed since it recorded them
 * (a clock stepped back), and any it has not seen yet.
 */
export function filesToSync(files: readonly FileStamp[], recorded: ReadonlyMap<string, number>, lastSyncStartedAt: number): FileStamp[] {
  return files.filter((file) => {
    const before = recorded.get(file.path);
    return before === undefined || before !== file.mtimeMs || file.mtimeMs >= lastSyncStartedAt - MTIME_SLACK_MS;
  });
}

/** A WAL segment file: 24 hex digits (timeline, log, segment). */
export const isWalSegmentName = (name: string) => /^[0-9A-F]{24}$/.test(name);

// ---- The syncs, on a PGlite data folder ----

/** A checkpoint after this much WAL: about 64 MB, four 16 MB segments. */
const CHECKPOINT_AFTER_SEGMENTS = 4;
/** And after this long with writes since the last one, as PostgreSQL's checkpoint_timeout. */
const CHECKPOINT_EVERY_MS = 5 * 60_000;

export interface DurableCommits {
  /** Resolves once every commit that finished before the call is on the disk. */
  afterCommit(): Promise<void>;
  /**
   * Syncs the database's files and folders written since the last complete sync (all of
   * them on a first start): initdb and crash recovery write without the WAL or a synced checkpoint.
   */
  syncAtStart(): Promise<void>;
  /** Runs `checkpoint` (CHECKPOINT on the database's one connection) by WAL size and time, until `close`. */
  scheduleCheckpoints(checkpoint: () => Promise<unknown>): void;
  /** After the database closed (its shutdown checkpoint): the last sync. */
  close(): Promise<void>;
  /** Syncs run so far, and how many files they flushed. */
  stats(): { rounds: number; walFileSyncs: number; dataSyncs: number };
}

interface Stamped {
  recorded: Map<string, number>;
  lastStartedAt: number;
}

/**
 * What DATA_DIR/pglite.synced says: every file of the database folder (that folder, by its
 * inode: a restore moves another one in) last modified before `syncedBefore` is on the
 * disk. It spares a restart the sync of every file (seconds on a busy disk).
 */
interface SyncedMark {
  folder: number;
  syncedBefore: number;
}

export function durableCommits(databaseDir: string): DurableCommits {
  const walDir = join(databaseDir, 'pg_wal');
  const markFile = `${databaseDir}.synced`;
  const controlFile = join(databaseDir, 'global', 'pg_control');
  const wal: Stamped = { recorded: new Map(), lastStartedAt: -Infinity };
  const data: Stamped = { recorded: new Map(), lastStartedAt: -Infinity };
  let folderStamps = new Map<string, number>();
  let controlStamp: number | undefined;
  const segmentsSinceCheckpoint = new Set<string>();
  const stats = { rounds: 0, walFileSyncs: 0, dataSyncs: 0 };
  let checkpoint: (() => Promise<unknown>) | undefined;
  let checkpointing = false;
  let timer: NodeJS.Timeout | undefined;

  const requestCheckpoint = () => {
    if (!checkpoint || checkpointing) return;
    checkpointing = true;
    // Its own commit path syncs it (and, pg_control having changed, the data files); a
    // checkpoint that fails (the database closing) is retried by the next trigger.
    void checkpoint()
      .catch(() => {})
      .finally(() => (checkpointing = false));
  };

  /** Flushes the files of `stamped` chosen by filesToSync, then records them. */
  async function syncChanged(stamped: Stamped, files: FileStamp[], startedAt: number, all = false): Promise<FileStamp[]> {
    const chosen = all ? files : filesToSync(files, stamped.recorded, stamped.lastStartedAt);
    await syncAll(chosen.map((file) => file.path));
    stamped.recorded = new Map(files.map((file) => [file.path, file.mtimeMs]));
    stamped.lastStartedAt = startedAt;
    return chosen;
  }

  /**
   * Syncs the data files and folders changed since the last data sync, or, at start
   * (`since` given), those last modified since `since`; then moves the mark forward.
   */
  async function syncData(startedAt: number, since?: number): Promise<void> {
    const { files, folders } = await listTree(databaseDir, [walDir]);
    if (since !== undefined) {
      // Everything listed counts as seen, so only the time decides.
      data.recorded = new Map(files.map((file) => [file.path, file.mtimeMs]));
      data.lastStartedAt = since;
      folderStamps = new Map(folders.map((folder) => [folder.path, folder.mtimeMs]));
    }
    const foldersSince = data.lastStartedAt;
    await syncChanged(data, files, startedAt);
    // Folders last: new and removed files (relations created or dropped) are in their entries.
    for (const folder of filesToSync(folders, folderStamps, foldersSince)) await syncFile(folder.path, true);
    folderStamps = new Map(folders.map((folder) => [folder.path, folder.mtimeMs]));
    controlStamp = (await stat(controlFile)).mtimeMs;
    segmentsSinceCheckpoint.clear();
    stats.dataSyncs += 1;
    const mark: SyncedMark = { folder: (await stat(databaseDir)).ino, syncedBefore: startedAt };
    await writeFile(markFile, JSON.stringify(mark));
    await syncFile(markFile);
  }

  /** When the files of this database folder were last all on the disk; -Infinity when unknown. */
  async function syncedBefore(): Promise<number> {
    try {
      const mark = JSON.parse(await readFile(markFile, 'utf8')) as Partial<SyncedMark>;
      const folder = (await stat(databaseDir)).ino;
      return mark.folder === folder && typeof mark.syncedBefore === 'number' ? mark.syncedBefore : -Infinity;
    } catch {
      // No mark (a first start, an older version) or a torn one: sync everything.
      return -Infinity;
    }
  }

  async function round(): Promise<void> {
    const startedAt = Date.now();
    stats.rounds += 1;
    const segments = await walSegments(walDir);
    const known = new Set(wal.recorded.keys());
    const synced = await syncChanged(wal, segments, startedAt);
    stats.walFileSyncs += synced.length;
    // A segment new to us was created or renamed from a recycled one: its name is in the folder's entry.
    if (segments.some((segment) => !known.has(segment.path))) await syncFile(walDir, true);
    for (const segment of synced) segmentsSinceCheckpoint.add(segment.path);

    if ((await stat(controlFile)).mtimeMs !== controlStamp) await syncData(startedAt);
    else if (segmentsSinceCheckpoint.size >= CHECKPOINT_AFTER_SEGMENTS) requestCheckpoint();
  }

  const afterCommit = groupCommit(round);

  return {
    afterCommit,
    async syncAtStart() {
      const startedAt = Date.now();
      await syncData(startedAt, await syncedBefore());
      await syncChanged(wal, await walSegments(walDir), startedAt, true);
      await syncFile(walDir, true);
    },
    scheduleCheckpoints(run) {
      checkpoint = run;
      timer = setInterval(() => {
        if (segmentsSinceCheckpoint.size > 0) requestCheckpoint();
      }, CHECKPOINT_EVERY_MS);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      checkpoint = undefined;
      // The shutdown checkpoint changed pg_control: this round syncs the data files too.
      await afterCommit();
    },
    stats: () => ({ ...stats }),
  };
}

async function walSegments(walDir: string): Promise<FileStamp[]> {
  const names = (await readdir(walDir)).filter(isWalSegmentName);
  const stamps = await Promise.all(
    names.map(async (name) => {
      const path = join(walDir, name);
      // A segment removed since the listing (recycled by a checkpoint) needs no sync.
      const stats = await stat(path).catch(() => undefined);
      return stats && { path, mtimeMs: stats.mtimeMs };
    }),
  );
  return stamps.filter((stamp) => stamp !== undefined);
}

/** Every file and folder under `root`, with their modification times, skipping `except`. */
async function listTree(root: string, except: string[]): Promise<{ files: FileStamp[]; folders: FileStamp[] }> {
  const files: FileStamp[] = [];
  const folders: FileStamp[] = [{ path: root, mtimeMs: (await stat(root)).mtimeMs }];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      if (except.some((skipped) => path === skipped || path.startsWith(`${skipped}/`))) return;
      if (!entry.isFile() && !entry.isDirectory()) return;
      const stats = await stat(path).catch(() => undefined);
      if (stats) (entry.isDirectory() ? folders : files).push({ path, mtimeMs: stats.mtimeMs });
    }),
  );
  return { files, folders };
}

/** Syncs that wait on the disk at once: each is mostly waiting for the disk's cache flush, which several share. */
const SYNCS_AT_ONCE = 8;

async function syncAll(paths: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) await syncFile(paths[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(SYNCS_AT_ONCE, paths.length) }, worker));
}

/** fdatasync of a file (its data and the size that finds it), fsync of a folder (its entries). */
async function syncFile(path: string, isFolder = false): Promise<void> {
  let handle;
  try {
    handle = await open(path, isFolder ? 'r' : 'r+');
  } catch (error) {
    // Removed between the listing and now (a dropped relation, a recycled segment): nothing to keep.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    await (isFolder ? handle.sync() : handle.datasync());
  } finally {
    await handle.close();
  }
}
