import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import type { DatabaseHandle } from '../../db/database';
import { jobs } from '../../db/schema';
import { createTestDatabaseTwice } from '../../test/test-database';
import { createJobWorker, type JobWorkerOptions } from './job-worker';
import { claimDueJobs } from './jobs.repo';
import { describeFailedJobs, enqueueJob, forgetDoneJobPayloads, listFailedJobs, retryFailedJob, type JobHandler } from './jobs.service';

/**
 * The jobs worker (D23) on a real database, reached through two separate clients as
 * two server processes would (two pools on PostgreSQL). Each test uses its own job
 * kinds, so workers of one test never take another's jobs.
 */
let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  [first, second] = await createTestDatabaseTwice();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const T0 = new Date('2027-03-10T14:00:00Z');
const after = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** A clock a test moves by hand. */
function clock(start = T0) {
  const state = { now: start };
  return { now: () => state.now, set: (instant: Date) => (state.now = instant) };
}

/** Log lines as pino writes them, to check that failures are visible. */
function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'debug' }, stream), lines };
}

function worker(database: DatabaseHandle, handlers: Record<string, JobHandler>, options: Partial<JobWorkerOptions> = {}) {
  return createJobWorker({ db: database.db, log: capturedLog().log, now: () => T0, handlers, ...options });
}

const jobOf = async (id: number) => (await first.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const idsOf = async (kind: string) => (await first.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, kind))).map((row) => row.id);

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('the jobs worker', () => {
  it('runs each job once when two workers on two clients race over many jobs', { timeout: 60_000 }, async () => {
    for (let i = 0; i < 200; i++) await enqueueJob(first.db, { kind: 'race', payload: { i } });
    const runs = new Map<number, number>();
    const handler: JobHandler = async (_payload, job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setImmediate(resolve));
    };
    const a = worker(first, { race: handler }, { batchSize: 7 });
    const b = worker(second, { race: handler }, { batchSize: 7 });
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);

    const ids = await idsOf('race');
    expect(ids).toHaveLength(200);
    expect(ids.filter((id) => runs.get(id) !== 1)).toEqual([]);
    const rows = await first.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs).where(eq(jobs.kind, 'race'));
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('retries a failing job with backoff, then keeps it failed with its error, visible and retryable', async () => {
    const time = clock();
    const { log, lines } = capturedLog();
    let calls = 0;
    let succeed = false;
    const flaky = createJobWorker({
      db: first.db,
      log,
      now: time.now,
      handlers: {
        flaky: async (_payload, job) => {
          calls += 1;
          if (!succeed) throw new Error(`boom ${job.attempt}`);
        },
      },
    });
    await enqueueJob(first.db, { kind: 'flaky', payload: {}, runAt: T0, maxAttempts: 3 });
    const [id] = await idsOf('flaky');

    await flaky.runDue();
    expect(await jobOf(id!)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'boom 1', runAt: after(30), leaseOwner: null });
    time.set(after(29));
    await flaky.runDue();
    expect(calls).toBe(1);
    time.set(after(30));
    await flaky.runDue();
    expect(await jobOf(id!)).toMatchObject({ status: 'pending', attempts: 2, lastError: 'boom 2', runAt: after(90) });
    time.set(after(89));
    await flaky.runDue();
    expect(calls).toBe(2);
    time.set(after(90));
    await flaky.runDue();
    expect(await jobOf(id!)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3', finishedAt: after(90) });
    time.set(after(100_000));
    await flaky.runDue();
    expect(calls).toBe(3);

    const logged = lines.filter((line) => line.jobId === id);
    expect(logged.map((line) => [line.level, line.kind, line.attempt])).toEqual([
      [40, 'flaky', 1],
      [40, 'flaky', 2],
      [50, 'flaky', 3],
    ]);
    expect((await listFailedJobs(first.db)).map((job) => job.id)).toContain(id);
    expect(await describeFailedJobs(first.db)).toContain(`#${id}  flaky  failed ${after(90).toISOString()} after 3 attempts\n    boom 3`);

    succeed = true;
    expect(await retryFailedJob(first.db, id!, after(100_000))).toEqual({
      ok: true,
      message: `Job #${id} (flaky) is queued again; a running server takes it within half a minute.`,
    });
    await flaky.runDue();
    expect(await jobOf(id!)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(await retryFailedJob(first.db, id!, after(100_000))).toMatchObject({ ok: false, message: expect.stringContaining(`No failed job #${id}`) });
  });

  it('lets another worker take a job whose lease expired, and the first cannot overwrite its result', async () => {
    await enqueueJob(first.db, { kind: 'slow', payload: {}, runAt: T0 });
    const [id] = await idsOf('slow');
    const started = deferred();
    const gate = deferred();
    const { log: slowLog, lines: slowLines } = capturedLog();
    const slow = createJobWorker({
      db: first.db,
      log: slowLog,
      now: () => T0,
      handlers: {
        slow: async () => {
          started.release();
          await gate.promise;
          throw new Error('too late to matter');
        },
      },
    });
    const inFlight = slow.runDue();
    await started.promise;

    const time = clock(after(60));
    let ranAgain = 0;
    const rescuer = worker(second, { slow: async () => void (ranAgain += 1) }, { now: time.now });
    await rescuer.runDue();
    expect(ranAgain).toBe(0);
    time.set(after(121));
    await rescuer.runDue();
    expect(ranAgain).toBe(1);
    expect(await jobOf(id!)).toMatchObject({ status: 'done', attempts: 2 });

    gate.release();
    await inFlight;
    expect(await jobOf(id!)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(slowLines.some((line) => line.jobId === id && String(line.msg).includes('lease was lost'))).toBe(true);
  });

  it('fails a job whose last attempt was abandoned by a worker that died', async () => {
    await enqueueJob(first.db, { kind: 'orphan', payload: {}, runAt: T0, maxAttempts: 1 });
    const [id] = await idsOf('orphan');
    await claimDueJobs(first.db, { kinds: ['orphan'], owner: 'a worker that died', now: T0, leaseExpiresAt: after(120), limit: 1 });

    let calls = 0;
    const { log, lines } = capturedLog();
    const survivor = createJobWorker({ db: second.db, log, now: () => after(121), handlers: { orphan: async () => void (calls += 1) } });
    await survivor.runDue();
    expect(calls).toBe(0);
    expect(await jobOf(id!)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('lease expired') });
    expect(lines.some((line) => line.jobId === id && line.level === 50)).toBe(true);
  });

  it('enqueues a job with a unique key once, and runs it once', async () => {
    const key = 'reminder:0f8fad5b-d9cb-469f-a165-70867728950e:2027-03-12T15:00:00.000Z';
    expect(await enqueueJob(first.db, { kind: 'reminder', payload: { n: 1 }, uniqueKey: key })).toBe(true);
    expect(await enqueueJob(first.db, { kind: 'reminder', payload: { n: 2 }, uniqueKey: key })).toBe(false);
    const payloads: unknown[] = [];
    const reminders = worker(first, { reminder: async (payload) => void payloads.push(payload) });
    await reminders.runDue();
    expect(await enqueueJob(first.db, { kind: 'reminder', payload: { n: 3 }, uniqueKey: key })).toBe(false);
    await reminders.runDue();
    expect(payloads).toEqual([{ n: 1 }]);
    expect(await idsOf('reminder')).toHaveLength(1);
  });

  it('runs a job only once the injected clock reaches its time', async () => {
    await enqueueJob(first.db, { kind: 'later', payload: {}, runAt: after(3_600) });
    const time = clock();
    let calls = 0;
    const later = worker(first, { later: async () => void (calls += 1) }, { now: time.now });
    await later.runDue();
    time.set(after(3_599));
    await later.runDue();
    expect(calls).toBe(0);
    time.set(after(3_600));
    await later.runDue();
    expect(calls).toBe(1);
  });

  it('leaves a kind it has no handler for to a server that has one', async () => {
    await enqueueJob(first.db, { kind: 'from-a-newer-server', payload: {} });
    await worker(first, { other: async () => {} }).runDue();
    const [id] = await idsOf('from-a-newer-server');
    expect(await jobOf(id!)).toMatchObject({ status: 'pending', attempts: 0, leaseOwner: null });
  });

  it('waits for the job in hand when stopped, and runs nothing after', async () => {
    await enqueueJob(first.db, { kind: 'stopping', payload: {} });
    const started = deferred();
    const gate = deferred();
    let finished = false;
    const stopping = worker(first, {
      stopping: async () => {
        started.release();
        await gate.promise;
        finished = true;
      },
    });
    stopping.kick();
    await started.promise;
    const stopped = stopping.stop().then(() => finished);
    gate.release();
    expect(await stopped).toBe(true);

    await enqueueJob(first.db, { kind: 'stopping', payload: {} });
    await stopping.runDue();
    expect((await first.db.select().from(jobs).where(eq(jobs.kind, 'stopping'))).map((job) => job.status).sort()).toEqual(['done', 'pending']);
  });

  it('forgets what done jobs carried a week after they finished, keeping their rows and unique keys, and leaves the rest alone', async () => {
    const payload = { to: 'sam@example.com', text: 'Your code is K7QM-3XRT-9PWD-H2CN' };
    await enqueueJob(first.db, { kind: 'forget-old', payload, uniqueKey: 'forget-old:1' });
    await enqueueJob(first.db, { kind: 'forget-recent', payload });
    await enqueueJob(first.db, { kind: 'forget-failing', payload, maxAttempts: 1 });
    await enqueueJob(first.db, { kind: 'forget-pending', payload, runAt: after(30 * 86_400) });
    await worker(first, { 'forget-old': async () => {} }, { now: () => T0 }).runDue();
    await worker(first, { 'forget-recent': async () => {} }, { now: () => after(6 * 86_400) }).runDue();
    await worker(first, { 'forget-failing': async () => Promise.reject(new Error('SMTP down')) }, { now: () => T0 }).runDue();

    // A week and a second after the first finished: only it is forgotten.
    expect(await forgetDoneJobPayloads(second.db, after(7 * 86_400 + 1))).toBeGreaterThanOrEqual(1);
    const payloads = Object.fromEntries(
      (await first.db.select().from(jobs).where(inArray(jobs.kind, ['forget-old', 'forget-recent', 'forget-failing', 'forget-pending']))).map((job) => [job.kind, [job.status, job.payload]]),
    );
    expect(payloads).toEqual({
      'forget-old': ['done', {}],
      'forget-recent': ['done', payload],
      'forget-failing': ['failed', payload],
      'forget-pending': ['pending', payload],
    });
    // Its unique key still holds: the effect is not queued again.
    expect(await enqueueJob(first.db, { kind: 'forget-old', payload, uniqueKey: 'forget-old:1' })).toBe(false);
  });
});
