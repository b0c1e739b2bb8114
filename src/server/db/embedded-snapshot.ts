import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A backup of the embedded database (ADR 0037): PGlite's own dump of its data folder (a
 * tar, which `PGlite.create({ loadDataDir })` reads), gzipped, with the auth secret added
 * as one more file so sessions survive a restore into a new DATA_DIR.
 *
 * `dumpDataDir` copies the files as PGlite's file system holds them, taking only the
 * per-statement lock: on its own it may land between two statements of another request's
 * transaction, and pages changed since the last checkpoint are only in the WAL. So the copy
 * is taken inside a transaction of our own (PGlite runs one at a time, so no other is
 * open), after a CHECKPOINT (every commit is in the data files, and opening the copy
 * replays nothing). Compression runs after, on zlib's thread pool, while requests flow.
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

const gzipAsync = promisify(gzip);

export async function snapshotOf(client: PGlite, authSecret: string | undefined): Promise<EmbeddedSnapshot> {
  let pausedMs = 0;
  const { dump, contents } = await client.transaction(async (tx) => {
    const started = performance.now();
    await tx.exec('checkpoint');
    const counted = await describeContents(tx);
    // The Blob holds a copy: reading it out can wait until other requests run again.
    const copy = await client.dumpDataDir('none');
    pausedMs = performance.now() - started;
    return { dump: copy, contents: counted };
  });
  const tar = new Uint8Array(await dump.arrayBuffer());
  const whole = authSecret ? tarWithFile(tar, `/${AUTH_SECRET_ENTRY}`, new TextEncoder().encode(authSecret)) : tar;
  return { archive: new Uint8Array(await gzipAsync(whole)), contents, pausedMs };
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

/** The tar with one more regular file (mode 600) before its end, and the two empty blocks that end a tar. */
export function tarWithFile(tar: Uint8Array, name: string, content: Uint8Array): Uint8Array {
  if (new TextEncoder().encode(name).length > 99) throw new Error(`tar entry name too long: ${name}`);
  const last = tarEntries(tar).at(-1);
  const end = last ? last.offset + Math.ceil(last.size / BLOCK) * BLOCK : 0;
  const padded = Math.ceil(content.length / BLOCK) * BLOCK;
  const result = new Uint8Array(end + BLOCK + padded + 2 * BLOCK);
  result.set(tar.subarray(0, end));
  result.set(fileHeader(name, content.length), end);
  result.set(content, end + BLOCK);
  return result;
}

function fileHeader(name: string, size: number): Uint8Array {
  const header = new Uint8Array(BLOCK);
  const put = (offset: number, text: string) => header.set(new TextEncoder().encode(text), offset);
  const octal = (value: number, digits: number) => `${value.toString(8).padStart(digits, '0')}\0`;
  put(0, name);
  put(100, octal(0o600, 7));
  put(108, octal(0, 7));
  put(116, octal(0, 7));
  put(124, octal(size, 11));
  put(136, octal(Math.floor(Date.now() / 1000), 11));
  put(148, '        ');
  put(156, '0');
  put(257, 'ustar\0');
  put(263, '00');
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  put(148, `${checksum.toString(8).padStart(6, '0')}\0 `);
  return header;
}
