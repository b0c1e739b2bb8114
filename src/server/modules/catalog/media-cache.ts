import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';

/**
 * Each app server's copy of the uploads it has served (D32), on its own disk: an upload
 * is read from the database once per server, then streamed from the file, so a hundred
 * fetches of a 5 MB proof cost the database nothing and the process no 5 MB buffers.
 * Only a cache: the database stays the one place every upload lives (and what a backup
 * holds); a missing, wiped or half-cleared folder is filled again as files are asked for.
 * Files are named by their content's SHA-256, so a cached file never goes stale.
 */
export interface MediaCache {
  /**
   * The file `name`, streamed; on a miss `load` reads its bytes (once, however many ask
   * at the same time) and they are written here first. Undefined when `load` finds none.
   */
  open(name: string, load: () => Promise<Buffer | undefined>): Promise<CachedFile | undefined>;
  /** Drops the copy of an upload the database no longer holds. */
  forget(name: string): Promise<void>;
}

/** A file as the reply sends it: from memory when it is one the server sends often, else streamed from disk. */
export interface CachedFile {
  body: Buffer | Readable;
  byteSize: number;
  /** Lets go of the file when the reply sends no body (a 304). */
  release(): void;
}

/** What a cache file may be called: a SHA-256, an optional kind before it, an extension. */
const CACHE_NAME = /^(?:[a-z]+-)?[0-9a-f]{64}\.[a-z]+$/;

/**
 * A large file goes to the socket this much at a time, each write waiting for the one
 * before: one 5 MB write would have the kernel copy megabytes per turn of the event loop
 * for each client, and every other request would wait behind twenty of them.
 */
const CHUNK_BYTES = 64 * 1024;

/**
 * The files last sent, kept in memory up to this many bytes (a file of at most a quarter
 * of it): a popular file then costs no disk read and no open file per request.
 */
const MEMORY_BYTES = 64 * 1024 * 1024;

export function createMediaCache(dir: string, memoryBytes = MEMORY_BYTES): MediaCache {
  const filling = new Map<string, Promise<boolean>>();
  const inMemory = new Map<string, Buffer>();
  let memoryUsed = 0;

  /** Most recently used last; the least recently used go first when the budget is spent. */
  function remember(name: string, bytes: Buffer): void {
    if (bytes.length > memoryBytes / 4) return;
    forgetInMemory(name);
    inMemory.set(name, bytes);
    memoryUsed += bytes.length;
    for (const [oldest, kept] of inMemory) {
      if (memoryUsed <= memoryBytes) break;
      inMemory.delete(oldest);
      memoryUsed -= kept.length;
    }
  }

  function forgetInMemory(name: string): void {
    const kept = inMemory.get(name);
    if (!kept) return;
    inMemory.delete(name);
    memoryUsed -= kept.length;
  }

  function fromMemory(name: string): CachedFile | undefined {
    const bytes = inMemory.get(name);
    if (!bytes) return undefined;
    inMemory.delete(name);
    inMemory.set(name, bytes);
    return inChunks(bytes);
  }

  async function openFile(name: string): Promise<CachedFile | undefined> {
    // Opened before its size is read: a file removed after this still streams whole.
    const handle = await open(join(dir, name), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!handle) return undefined;
    try {
      const { size } = await handle.stat();
      if (size <= memoryBytes / 4) {
        const bytes = await handle.readFile();
        await handle.close();
        remember(name, bytes);
        return inChunks(bytes);
      }
      const stream = handle.createReadStream({ highWaterMark: CHUNK_BYTES });
      return { body: stream, byteSize: size, release: () => stream.destroy() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Writes under a name of its own, then renames: no reader ever opens half a file. */
  async function fill(name: string, load: () => Promise<Buffer | undefined>): Promise<boolean> {
    const bytes = await load();
    if (!bytes) return false;
    await mkdir(dir, { recursive: true });
    const partial = join(dir, `${name}.${randomUUID()}.part`);
    try {
      await writeFile(partial, bytes);
      await rename(partial, join(dir, name));
    } finally {
      await rm(partial, { force: true });
    }
    return true;
  }

  return {
    async open(name, load) {
      if (!CACHE_NAME.test(name)) return undefined;
      const cached = fromMemory(name) ?? (await openFile(name));
      if (cached) return cached;
      let filled = filling.get(name);
      if (!filled) {
        filled = fill(name, load).finally(() => filling.delete(name));
        filling.set(name, filled);
      }
      return (await filled) ? openFile(name) : undefined;
    },
    async forget(name) {
      forgetInMemory(name);
      if (CACHE_NAME.test(name)) await rm(join(dir, name), { force: true });
    },
  };
}

function inChunks(bytes: Buffer): CachedFile {
  if (bytes.length <= CHUNK_BYTES) return { body: bytes, byteSize: bytes.length, release: () => {} };
  const chunks = function* () {
    for (let start = 0; start < bytes.length; start += CHUNK_BYTES) yield bytes.subarray(start, start + CHUNK_BYTES);
  };
  const body = Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK_BYTES });
  return { body, byteSize: bytes.length, release: () => body.destroy() };
}
