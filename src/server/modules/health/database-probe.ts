/**
 * Whether the database answers, asked in the background and read from memory.
 *
 * /readyz used to run its own `select 1` per request. On PGlite (one connection) that
 * query waits behind every customer's query, so under load a load balancer's short
 * health timeout took a busy but healthy server out. Now one probe at a time asks the
 * database every second and records when it last answered; /readyz reads that record
 * without touching the database. The server is ready while the last probe succeeded
 * and that answer is recent. A probe still waiting in the queue is not a failure: it
 * only ages the last answer, so a database that stops answering (wedged, partitioned,
 * or a pool that never frees a connection) turns not-ready after `maxAgeMs`, while a
 * closed or unreachable one fails its next probe within a second.
 */
export const PROBE_INTERVAL_MS = 1_000;
/**
 * Under 50 connections on PGlite a query waits up to about 5 s (FIELD-NOTES), so an
 * answer at most 15 s old still means "up, and busy".
 */
export const PROBE_MAX_AGE_MS = 15_000;

export type ProbeStatus =
  | { ready: true; lastAnswerAgeMs: number }
  | { ready: false; reason: 'not-yet-asked' | 'failed' | 'stale'; lastAnswerAgeMs?: number };

export interface DatabaseProbe {
  /** Asks once and waits for that answer (so a server is ready when it starts listening), then keeps asking. */
  start(): Promise<void>;
  stop(): void;
  /** Asks now unless a probe is already waiting; resolves when that probe has its answer. */
  probeNow(): Promise<void>;
  /** From memory: never waits for the database. */
  status(): ProbeStatus;
}

export interface DatabaseProbeOptions {
  ping: () => Promise<void>;
  log: { warn(object: object, message: string): void; info(message: string): void };
  intervalMs?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export function createDatabaseProbe({
  ping,
  log,
  intervalMs = PROBE_INTERVAL_MS,
  maxAgeMs = PROBE_MAX_AGE_MS,
  now = () => performance.now(),
}: DatabaseProbeOptions): DatabaseProbe {
  let lastAnswerAt: number | undefined;
  let lastProbeFailed = false;
  let inFlight: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wasReady: boolean | undefined;

  const status = (): ProbeStatus => {
    if (lastAnswerAt === undefined) return { ready: false, reason: lastProbeFailed ? 'failed' : 'not-yet-asked' };
    const lastAnswerAgeMs = now() - lastAnswerAt;
    if (lastProbeFailed) return { ready: false, reason: 'failed', lastAnswerAgeMs };
    if (lastAnswerAgeMs > maxAgeMs) return { ready: false, reason: 'stale', lastAnswerAgeMs };
    return { ready: true, lastAnswerAgeMs };
  };

  // Logged when readiness changes, not on every request a load balancer makes.
  const noteChange = (error?: unknown) => {
    const current = status();
    if (current.ready === wasReady) return;
    if (current.ready && wasReady === false) log.info('the database answers again: ready');
    if (!current.ready) log.warn({ err: error, reason: current.reason }, 'the database is not answering: not ready');
    wasReady = current.ready;
  };

  const probeNow = (): Promise<void> => {
    // One probe at a time: a busy database gets one extra query in its queue, not one per second.
    inFlight ??= ping()
      .then(
        () => {
          lastAnswerAt = now();
          lastProbeFailed = false;
          noteChange();
        },
        (error: unknown) => {
          lastProbeFailed = true;
          noteChange(error);
        },
      )
      .finally(() => (inFlight = undefined));
    return inFlight;
  };

  return {
    async start() {
      await probeNow();
      timer ??= setInterval(() => {
        void probeNow();
        // A probe that waits too long turns the status stale without settling: say so too.
        noteChange();
      }, intervalMs).unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    probeNow,
    status,
  };
}
