import { describe, expect, it } from 'vitest';
import { createDatabaseProbe } from './database-probe';

/** A database whose answers the test gives by hand, on a clock the test moves. */
function scene() {
  let clock = 0;
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const logged: string[] = [];
  const probe = createDatabaseProbe({
    ping: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
    log: { warn: (_object, message) => logged.push(`warn: ${message}`), info: (message) => logged.push(`info: ${message}`) },
    maxAgeMs: 15_000,
    now: () => clock,
  });
  return {
    probe,
    logged,
    pings: () => pending.length,
    answer: () => pending.shift()!.resolve(),
    fail: () => pending.shift()!.reject(new Error('connection refused')),
    advance: (ms: number) => (clock += ms),
  };
}

describe('the database probe', () => {
  it('is not ready before the database first answers', () => {
    expect(scene().probe.status()).toEqual({ ready: false, reason: 'not-yet-asked' });
  });

  it('stays ready while its probe waits in a busy queue, until the last answer is too old', async () => {
    const s = scene();
    const first = s.probe.probeNow();
    s.answer();
    await first;
    expect(s.probe.status()).toEqual({ ready: true, lastAnswerAgeMs: 0 });

    // The next probe waits behind customers' queries: one probe at a time, however often asked.
    void s.probe.probeNow();
    void s.probe.probeNow();
    expect(s.pings()).toBe(1);
    s.advance(15_000);
    expect(s.probe.status()).toEqual({ ready: true, lastAnswerAgeMs: 15_000 });
    s.advance(1);
    expect(s.probe.status()).toEqual({ ready: false, reason: 'stale', lastAnswerAgeMs: 15_001 });

    // It answers at last: ready again.
    const waiting = s.probe.probeNow();
    s.answer();
    await waiting;
    expect(s.probe.status()).toEqual({ ready: true, lastAnswerAgeMs: 0 });
  });

  it('is not ready as soon as a probe fails, however recent the last answer', async () => {
    const s = scene();
    const first = s.probe.probeNow();
    s.answer();
    await first;
    s.advance(1_000);
    const second = s.probe.probeNow();
    s.fail();
    await second;
    expect(s.probe.status()).toEqual({ ready: false, reason: 'failed', lastAnswerAgeMs: 1_000 });
    expect(s.logged).toEqual(['warn: the database is not answering: not ready']);

    const third = s.probe.probeNow();
    s.answer();
    await third;
    expect(s.probe.status().ready).toBe(true);
    expect(s.logged).toEqual(['warn: the database is not answering: not ready', 'info: the database answers again: ready']);
  });
});
