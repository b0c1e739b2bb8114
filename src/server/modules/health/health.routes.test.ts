import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/contracts/errors';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A load balancer asks /readyz with a short timeout. It must answer from what the
 * background probe last saw, not queue its own query behind the customers' (PGlite has
 * one connection; a busy PostgreSQL pool makes every new query wait too).
 */

// Every connection the app's database has: PGlite's one, or the test pool's 20
// (src/server/test/test-database.ts). The test proves they are all taken (below).
const connectionsOf = (t: TestApp) => (t.database.kind === 'pglite' ? 1 : 20);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Holds `count` transactions open until released: the database is busy for anyone else. */
async function holdEveryConnection(app: TestApp, count: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const started: Promise<void>[] = [];
  const finished: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    let signalStarted!: () => void;
    started.push(new Promise<void>((resolve) => (signalStarted = resolve)));
    finished.push(
      app.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        signalStarted();
        await gate;
      }),
    );
  }
  await Promise.all(started);
  return { release, finished: Promise.all(finished) };
}

describe('/readyz', () => {
  it('answers at once while every database connection is busy', async () => {
    t = await createTestApp();
    const busy = await holdEveryConnection(t, connectionsOf(t));

    // Proof that the database is busy: a query asked now waits for the held transactions.
    let directPingAnswered = false;
    const directPing = t.database.ping().then(() => (directPingAnswered = true));

    // A failsafe so the test ends either way; the passing path never waits for it.
    let released = false;
    const release = () => {
      released = true;
      busy.release();
    };
    const failsafe = setTimeout(release, 10_000);

    const response = await t.app.inject('/readyz');
    const answeredWhileBusy = !released && !directPingAnswered;
    clearTimeout(failsafe);
    release();
    await busy.finished;
    await directPing;

    expect(answeredWhileBusy).toBe(true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('says 503 once the database is gone, while /healthz still answers', async () => {
    t = await createTestApp();
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);

    const { app, database } = t;
    await database.close();
    // The app is closed below without closing the database a second time.
    t = undefined;
    try {
      // The probe asks every second; a generous bound, as the answer comes from its next try.
      const deadline = Date.now() + 15_000;
      let response = await app.inject('/readyz');
      while (response.statusCode === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        response = await app.inject('/readyz');
      }
      expect(response.statusCode).toBe(503);
      expect(apiErrorSchema.parse(response.json()).error).toEqual({ code: 'NOT_READY', message: 'The database is not answering.' });
      expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });
});
