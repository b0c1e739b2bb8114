import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localWriteCount, openEmbeddedDatabase, openEmbeddedWorkerInMemory, pgliteExtensions, selectRows, wrapPglite, type DatabaseHandle } from './database';
import { sqlState, UNIQUE_VIOLATION } from './sql-state';

/**
 * The embedded database in its own thread (ADR 0054) answers as PGlite on the main thread
 * does: the same rows (dates, bigints, bytes, JSON, arrays), the same errors (SQLSTATE,
 * message, constraint), transactions pinned, and a ping that does not wait for the queue.
 */

const schemaSql = `
  create table kinds (
    id int primary key,
    at timestamptz, local_at timestamp, day date, span interval, amount numeric(12, 2), big bigint,
    bytes bytea, doc json, docb jsonb, tags text[], bigs int8[], days date[], ats timestamptz[], amounts numeric[],
    flag boolean, uid uuid, during tstzrange, ratio double precision, note text
  );
  create table uniq (email text primary key);`;

const row = {
  id: 1,
  at: new Date('2026-11-28T10:15:30.123Z'),
  localAt: '2026-11-28 11:15:30',
  day: '2026-11-28',
  span: '1 day 02:03:04',
  amount: '1234.50',
  big: 9_007_199_254_740_993n,
  bytes: Buffer.from([0, 1, 2, 254, 255]),
  doc: JSON.stringify({ a: [1, 'two', null], b: { c: true } }),
  docb: JSON.stringify({ z: 1, a: 'é' }),
  tags: ['a', 'b,c', 'd"e', ''],
  bigs: ['1', '-9223372036854775808'],
  ratio: 0.1 + 0.2,
};

const clientOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PGlite }).$client;

async function fill(handle: DatabaseHandle) {
  await clientOf(handle).exec(schemaSql);
  await handle.db.execute(sql`
    insert into kinds values (${row.id}, ${row.at}, ${row.localAt}, ${row.day}, ${row.span}, ${row.amount}, ${row.big},
      ${row.bytes}, ${row.doc}, ${row.docb}, ${sql.param(row.tags)}, ${sql.param(row.bigs)}, array['2026-01-01'::date, null], array[now(), null]::timestamptz[],
      array[1.5, 2]::numeric[], true, '5f0b3c1e-0000-4000-8000-000000000001', '[2026-11-28 10:00+00,2026-11-28 11:00+00)', ${row.ratio}, null)`);
  await handle.db.execute(sql`insert into uniq values ('taken@example.com')`);
}

/** What each client answers, with what varies by run (now()) taken out. */
async function answers(handle: DatabaseHandle) {
  const raw = await selectRows<Record<string, unknown>>(handle.db, sql`select *, ats[2] as no_at from kinds`);
  const typed = await handle.db.execute(sql`select at, big, bytes, doc, docb, tags, amounts, during, ratio, flag, uid, extract(epoch from at)::float8 as epoch from kinds`);
  const arrayMode = await clientOf(handle).query<unknown[]>(
    'select at, local_at, day, span, amounts, bytes, $1::int8 as param_big, $2::bytea as param_bytes, $3::timestamptz as param_at from kinds',
    [5n, Buffer.from('hé'), new Date('2026-01-02T03:04:05.678Z')],
    { rowMode: 'array' },
  );
  for (const each of raw) delete each.ats;
  return { raw, typed: (typed as unknown as { rows: unknown[] }).rows, arrayMode: { rows: arrayMode.rows, fields: arrayMode.fields, affectedRows: arrayMode.affectedRows } };
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('the embedded database in its own thread', () => {
  let inThread: DatabaseHandle;
  let worker: DatabaseHandle;

  beforeAll(async () => {
    inThread = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
    worker = await openEmbeddedWorkerInMemory();
    await fill(inThread);
    await fill(worker);
  });

  afterAll(async () => {
    await inThread?.close();
    await worker?.close();
  });

  it('gives back the same values as PGlite on the main thread: dates, bigints, bytes, JSON, arrays, ranges', async () => {
    const [expected, actual] = [await answers(inThread), await answers(worker)];
    expect(actual).toEqual(expected);
    const typed = actual.typed[0] as Record<string, unknown>;
    // Drizzle keeps dates as their text; PGlite's own parsers make a Date.
    expect(typed.at).toBe('2026-11-28 10:15:30.123+00');
    expect(actual.arrayMode.rows[0]![8]).toBeInstanceOf(Date);
    // As PGlite does: an int8 that fits a number is a number, one that does not a bigint.
    expect(actual.arrayMode.rows[0]![6]).toBe(5);
    expect(typed.big).toBe(row.big);
    expect(typed.bytes).toBeInstanceOf(Uint8Array);
    expect([...(typed.bytes as Uint8Array)]).toEqual([0, 1, 2, 254, 255]);
    expect(typed.docb).toEqual({ z: 1, a: 'é' });
    expect(typed.tags).toEqual(row.tags);
  });

  it('raises the same errors: SQLSTATE, message, constraint, through Drizzle and raw', async () => {
    const insertTaken = (handle: DatabaseHandle) => () => handle.db.execute(sql`insert into uniq values (${'taken@example.com'})`);
    const [expected, actual] = [await failure(insertTaken(inThread)), await failure(insertTaken(worker))];
    expect(sqlState(actual)).toBe(UNIQUE_VIOLATION);
    expect((actual as Error).message).toBe((expected as Error).message);
    expect((actual as Error).constructor).toBe((expected as Error).constructor);
    const [expectedCause, actualCause] = [(expected as { cause: Record<string, unknown> }).cause, (actual as { cause: Record<string, unknown> }).cause];
    expect(actualCause.constructor).toBe(expectedCause.constructor);
    for (const field of ['message', 'code', 'detail', 'constraint', 'table', 'severity', 'query', 'params']) expect(actualCause[field], field).toEqual(expectedCause[field]);

    const syntax = (handle: DatabaseHandle) => () => handle.db.execute(sql.raw('selec 1'));
    const [expectedSyntax, actualSyntax] = [await failure(syntax(inThread)), await failure(syntax(worker))];
    expect(sqlState(actualSyntax)).toBe('42601');
    expect((actualSyntax as { cause: Error }).cause.message).toBe((expectedSyntax as { cause: Error }).cause.message);
  });

  it('pins a transaction: its statements run in it, others wait for its end; a throw rolls it back', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`insert into uniq values ('in-tx@example.com')`);
      outside = worker.db.execute(sql`select count(*)::int as n from uniq where email = 'in-tx@example.com'`).then((result) => {
        order.push('outside');
        return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
      });
      await new Promise((resolve) => setTimeout(resolve, 30));
      const seen = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from uniq where email = 'in-tx@example.com'`);
      expect(seen[0]!.n).toBe(1);
      order.push('inside done');
    });
    // The statement outside waited for the commit, and saw it.
    expect(await outside).toBe(1);
    expect(order).toEqual(['inside done', 'outside']);

    const error = await failure(() =>
      worker.db.transaction(async (tx) => {
        await tx.execute(sql`insert into uniq values ('rolled-back@example.com')`);
        // A savepoint (a nested transaction) in the same pinned transaction.
        await tx.transaction(async (nested) => nested.execute(sql`insert into uniq values ('nested@example.com')`));
        throw new Error('changed my mind');
      }),
    );
    expect((error as Error).message).toBe('changed my mind');
    const left = await selectRows<{ n: number }>(worker.db, sql`select count(*)::int as n from uniq where email in ('rolled-back@example.com', 'nested@example.com')`);
    expect(left[0]!.n).toBe(0);

    // A unique violation inside a transaction keeps its code too.
    const inTx = await failure(() => worker.db.transaction(async (tx) => tx.execute(sql`insert into uniq values ('taken@example.com')`)));
    expect(sqlState(inTx)).toBe(UNIQUE_VIOLATION);
  });

  it('counts writes as they are sent and the work waiting, as on the main thread', async () => {
    const writes = localWriteCount(worker.db)!;
    const before = writes();
    const insert = clientOf(worker).query(`insert into uniq values ('counted@example.com')`);
    expect(writes()).toBe(before + 1);
    const read = clientOf(worker).query('select 1');
    expect(worker.poolUse()).toEqual({ max: 1, inUse: 1, waiting: 1 });
    await Promise.all([insert, read]);
    expect(worker.poolUse()).toEqual({ max: 1, inUse: 0, waiting: 0 });
    expect(writes()).toBe(before + 1);
  });

  it('leaves the event loop free while a statement runs: a timer fires during it', async () => {
    const heavy = 'select count(*) from generate_series(1, 3000000) as n where n % 7 = 3';
    const started = performance.now();
    let timerAt: number | undefined;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        timerAt = performance.now() - started;
        resolve();
      }, 1),
    );
    await worker.db.execute(sql.raw(heavy));
    const statementMs = performance.now() - started;
    await timer;
    // On the main thread the timer would wait for the whole statement.
    expect(timerAt!).toBeLessThan(statementMs / 2);
  });

  it('answers a ping between statements, before the statements queued ahead of it', async () => {
    const heavy = 'select count(*) from generate_series(1, 300000) as n where n % 7 = 3';
    let finished = 0;
    const queued = Array.from({ length: 12 }, () => worker.db.execute(sql.raw(heavy)).then(() => (finished += 1)));
    const started = performance.now();
    await worker.ping();
    const pingMs = performance.now() - started;
    const finishedAtPing = finished;
    await Promise.all(queued);
    const allMs = performance.now() - started;
    expect(finishedAtPing).toBeLessThan(12);
    expect(pingMs).toBeLessThan(allMs / 2);
  });
});

describe('the embedded database in its own thread, in a folder', () => {
  it.each(['worker', 'main'] as const)('on the %s thread: survives a restart, backs up, and refuses statements once closed', async (thread) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pet-haven-worker-'));
    try {
      const first = await openEmbeddedDatabase(dataDir, thread);
      await clientOf(first).exec('create table kept (n int); create table users (id int); create table pets (id int); create table appointments (id int); create table orders (id int)');
      await first.db.transaction(async (tx) => tx.execute(sql`insert into kept values (${41}), (${42})`));
      await first.ping();
      await first.close();
      // PGlite's words, through Drizzle's error (the main thread's ping is a query) or as they are (the thread's).
      const refused = (await failure(() => first.ping())) as Error & { cause?: Error };
      expect(refused.cause?.message ?? refused.message).toBe('PGlite is closed');
      await expect(first.db.execute(sql`select 1`)).rejects.toThrow();

      const again = await openEmbeddedDatabase(dataDir, thread);
      try {
        expect(await selectRows<{ n: number }>(again.db, sql`select n from kept order by n`)).toEqual([{ n: 41 }, { n: 42 }]);
        const snapshot = await again.snapshot!('secret');
        expect(snapshot.contents).toBe('0 accounts, 0 pets, 0 appointments, 0 orders');
        expect(snapshot.archive.length).toBeGreaterThan(1000);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two opens of a folder database, the first an initdb: seconds each on a busy machine.
  }, 90_000);
});
