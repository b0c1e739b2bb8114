import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { FastifyBaseLogger } from 'fastify';
import { CheapHistogram } from './cheap-histogram';

/** Where a job stands: due and waiting for a worker, being run, due later, or failed for good. */
export const jobStates = ['queued', 'running', 'scheduled', 'failed'] as const;
export type JobState = (typeof jobStates)[number];
export interface JobCount {
  kind: string;
  state: JobState;
  count: number;
}

export interface MetricsSources {
  /** The job kinds this server runs: each shows with every state, at 0 when it has none. */
  jobKinds: () => readonly string[];
  /** The jobs table's open jobs, counted at scrape time. */
  jobCounts: () => Promise<JobCount[]>;
  /** The database's connections now. */
  poolUse: () => { max: number; inUse: number; waiting: number };
  log: FastifyBaseLogger;
  /** This server takes the embedded database's nightly backups: their outcomes are shown. */
  nightlyBackups?: boolean;
}

/** Latency buckets in seconds: from a cached answer (about 1 ms) to a request worth an alert. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The process's own figures (memory, event-loop delay, CPU, handles), once per process:
 * prom-client's default metrics start an event-loop monitor and a GC observer each time
 * they are collected, so every app a process builds (the tests build many) shares these.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One app's metrics in its own registry (ADR 0031): requests by route and status, the
 * jobs table, mail, and the database; `text()` adds the process's figures.
 */
export function createAppMetrics(sources: MetricsSources) {
  const registry = new Registry();
  const registers = [registry];
  processMetrics();

  const requestDuration = new CheapHistogram<'method' | 'route' | 'status_code'>(
    'http_request_duration_seconds',
    'Time from routing a request to its last byte sent, by route pattern ("unmatched" for any path no route has), method and status.',
    REQUEST_BUCKETS,
    registry,
  );
  const mailsSent = new Counter({
    name: 'pethaven_mails_sent_total',
    help: 'Mails handed to the SMTP server (via="smtp"), or written to the log for want of SMTP_URL (via="log").',
    labelNames: ['via'] as const,
    registers,
  });
  mailsSent.labels('smtp').inc(0);
  mailsSent.labels('log').inc(0);
  const mailsFailed = new Counter({
    name: 'pethaven_mails_failed_total',
    help: 'Attempts to send a mail that failed (each is retried with backoff, then stays a failed job).',
    registers,
  });
  const observeQuery = new CheapHistogram(
    'pethaven_db_query_duration_seconds',
    'Time from sending a statement to the database to its answer (on the embedded database, waiting behind the statement before it included).',
    QUERY_BUCKETS,
    registry,
  ).series({});

  new Gauge({
    name: 'pethaven_jobs',
    help: 'Jobs by kind and state, read from the jobs table at scrape time: queued (due, waiting for a worker), running, scheduled (due later), failed (kept until retried).',
    labelNames: ['kind', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const kind of sources.jobKinds()) for (const state of jobStates) this.set({ kind, state }, 0);
      try {
        for (const { kind, state, count } of await sources.jobCounts()) this.set({ kind, state }, count);
      } catch (error) {
        // A scrape still answers the rest while the database does not.
        sources.log.warn({ err: error }, 'could not count the jobs for the metrics');
      }
    },
  });
  const pool = (name: string, help: string, read: (use: ReturnType<MetricsSources['poolUse']>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(sources.poolUse()));
      },
    });
  pool('pethaven_db_pool_connections_max', 'Connections the database pool may open (1 for the embedded database).', (use) => use.max);
  pool('pethaven_db_pool_connections_in_use', 'Connections running a statement or held by a transaction.', (use) => use.inUse);
  pool('pethaven_db_pool_waiting', 'Statements and transactions waiting for a connection.', (use) => use.waiting);

  // Only where backups are taken: on PostgreSQL a last success of 0 would look like a failure.
  const lastBackup = sources.nightlyBackups
    ? new Gauge({
        name: 'pethaven_backup_last_success_timestamp_seconds',
        help: 'When the last nightly backup of the embedded database was written (Unix time; 0 until one is, since this start).',
        registers,
      })
    : undefined;
  const backupsFailed = sources.nightlyBackups
    ? new Counter({ name: 'pethaven_backups_failed_total', help: 'Nightly backup attempts that failed (each is retried, then stays a failed job).', registers })
    : undefined;
  lastBackup?.set(0);

  return {
    requestDuration,
    backups: {
      succeeded: (at: Date) => lastBackup?.set(at.getTime() / 1000),
      failed: () => backupsFailed?.inc(),
    },
    mail: {
      sent: (via: 'smtp' | 'log') => mailsSent.labels(via).inc(),
      failed: () => mailsFailed.inc(),
    },
    /** Observes one statement's time: the database handle's query listener. */
    observeQuery,
    contentType: registry.contentType,
    /** The Prometheus text: this app's metrics, then the process's. */
    async text(): Promise<string> {
      const [own, shared] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${own}\n${shared}`;
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
