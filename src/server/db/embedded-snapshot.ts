import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A backup of the embedded database (ADR 0037): its data folder as a gzipped tar in the
 * shape of PGlite's own dump (`dumpDataDir`), which `PGlite.create({ loadDataDir })` reads,
 * with the auth secret as one more file so sessions survive a restore into a new DATA_DIR.
 *
 * The folder is copied inside a transaction of our own (PGlite runs one at a time, so no
 * other request's is open and those that arrive wait), after a CHECKPOINT (every commit is
 * in the data files, so opening the copy replays nothing). Not with `dumpDataDir`: it
 * takes only the per-statement lock, so alone it may land between two statements of
 * another transaction, and it reads every file synchronously, holding up every request,
 * health checks included. The tar and gzip are made from the copy once the transaction
 * has ended, while requests flow.
 */
export interface EmbeddedSnapshot {
  /** The gzipped tar. */
  archive: Uint8Array;
  /** "3 accounts, 2 pets, 1 appointment, 1 order": what the operator checks a backup by. */
  contents: string;
  /** How long other requests waited: the checkpoint, the count and the copy. */
  pausedMs: number;
}

/** Where the auth secret sits in the archive: in the data folder, where PostgreSQL ignores a file it does not know. */
export const AUTH_SECRET_ENTRY = 'pet-haven-auth-secret';

export async function snapshotOf(client: PGlite, authSecret: string | undefined): Promise<EmbeddedSnapshot> {
  const folder = client.dataDir;
  if (!folder || folder.includes('://')) throw new Error('This embedded database has no folder on disk to back up.');
  await removeLeftCopies(folder);
  const copy = `${folder}.backup-${process.pid}-${randomUUID().slice(0, 8)}`;
  try {
    let pausedMs = 0;
    const contents = await client.transaction(async (tx) => {
      const started = performance.now();
      await tx.exec('checkpoint');
      const counted = await describeContents(tx);
      await copyFolder(folder, copy);
      pausedMs = performance.now() - started;
      return counted;
    });
    const entries = await folderEntries(copy, '');
    if (authSecret) entries.push({ name: `/${AUTH_SECRET_ENTRY}`, content: encoder.encode(authSecret) });
    const gzipped: Buffer[] = [];
    await pipeline(Readable.from(tarChunks(entries)), createGzip(), async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) gzipped.push(chunk);
    });
    const archive = Buffer.concat(gzipped);
    return { archive: new Uint8Array(archive.buffer, archive.byteOffset, archive.length), contents, pausedMs };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** A copy of a backup killed half-way (its process gone: only the lock's holder makes them) is nobody's. */
async function removeLeftCopies(folder: string): Promise<void> {
  const parent = dirname(folder);
  const prefix = `${basename(folder)}.backup-`;
  for (const name of await readdir(parent)) {
    if (name.startsWith(prefix) && !name.startsWith(`${prefix}${process.pid}-`)) await rm(join(parent, name), { recursive: true, force: true });
  }
}

/**
 * Copies the data folder with the file system's asynchronous calls (a reflink where the
 * file system has them), so while the database waits for the copy, requests that need no
 * database (health checks, the catalogue from memory) are still answered.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to, { mode: 0o700 });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? copyFolder(join(from, entry.name), join(to, entry.name))
        : entry.isFile()
          ? copyFile(join(from, entry.name), join(to, entry.name), constants.COPYFILE_FICLONE)
          : Promise.resolve(),
    ),
  );
}

/** The copy's folders and files as tar entries named as PGlite's own dump names them ("/base/1/112"). */
async function folderEntries(root: string, under: string): Promise<TarEntry[]> {
  const listed = (await readdir(join(root, under), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  // Read side by side (the thread pool's four at a time), kept in the listing's order.
  const parts = await Promise.all(
    listed.map(async (entry): Promise<TarEntry[]> => {
      const name = `${under}/${entry.name}`;
      if (entry.isDirectory()) return [{ name }, ...(await folderEntries(root, name))];
      return entry.isFile() ? [{ name, content: await readFile(join(root, name)) }] : [];
    }),
  );
  return parts.flat();
}

export async function describeContents(client: Pick<PGlite, 'query'>): Promise<string> {
  const { rows } = await client.query<Record<'accounts' | 'pets' | 'appointments' | 'orders', number>>(
    `select (select count(*)::int from users) as accounts, (select count(*)::int from pets) as pets,
            (select count(*)::int from appointments) as appointments, (select count(*)::int from orders) as orders`,
  );
  const counts = rows[0]!;
  return [
    plural(counts.accounts, 'account'),
    plural(counts.pets, 'pet'),
    plural(counts.appointments, 'appointment'),
    plural(counts.orders, 'order'),
  ].join(', ');
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const BLOCK = 512;
const decoder = new TextDecoder();
const encoder = new TextEncoder();
const field = (header: Uint8Array, offset: number, length: number) => decoder.decode(header.subarray(offset, offset + length)).replace(/\0.*$/s, '');

/** The entries of a tar (ustar) as name, content offset and size; stops at the end-of-archive block. */
export function tarEntries(tar: Uint8Array): { name: string; offset: number; size: number }[] {
  const entries: { name: string; offset: number; size: number }[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    entries.push({ name: prefix ? `${prefix}/${name}` : name, offset: offset + BLOCK, size });
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/** A folder (no content) or a regular file. */
export interface TarEntry {
  name: string;
  content?: Uint8Array;
}

/** A tar (ustar) of the entries, in pieces: each header, content padded to whole blocks, then the two empty blocks that end it. */
export function* tarChunks(entries: Iterable<TarEntry>): Generator<Uint8Array> {
  for (const { name, content } of entries) {
    if (encoder.encode(name).length > 99) throw new Error(`tar entry name too long: ${name}`);
    yield entryHeader(name, content);
    if (!content) continue;
    yield content;
    const padding = (BLOCK - (content.length % BLOCK)) % BLOCK;
    if (padding > 0) yield new Uint8Array(padding);
  }
  yield new Uint8Array(2 * BLOCK);
}

/** Mode 700 for a folder, 600 for a file: the archive holds password hashes and the auth secret. */
function entryHeader(name: string, content: Uint8Array | undefined): Uint8Array {
  const header = new Uint8Array(BLOCK);
  const put = (offset: number, text: string) => header.set(encoder.encode(text), offset);
  const octal = (value: number, digits: number) => `${value.toString(8).padStart(digits, '0')}\0`;
  put(0, name);
  put(100, octal(content ? 0o600 : 0o700, 7));
  put(108, octal(0, 7));
  put(116, octal(0, 7));
  put(124, octal(content?.length ?? 0, 11));
  put(136, octal(Math.floor(Date.now() / 1000), 11));
  put(148, '        ');
  put(156, content ? '0' : '5');
  put(257, 'ustar\0');
  put(263, '00');
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  put(148, `${checksum.toString(8).padStart(6, '0')}\0 `);
  return header;
}
