import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database } from '../../db/database';
import { claimDueMail, markAttemptFailed, markDelivered, type OutboxRow } from './outbox.repo';

const BATCH = 20;
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 8;
const POLL_MS = 30_000;

/** Seconds before attempt n+1: 30 s, 1 min, 2 min, … capped at an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3_600);

export interface Mailer {
  /** Delivers what is due now, in the background; call after the enqueuing transaction commits. */
  kick(): void;
  /** Delivers what is due now and resolves when done (tests, shutdown). */
  deliverDue(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string | undefined;
}

/**
 * Sends the outbox (D16) through SMTP, or, with no SMTP server configured, writes
 * each mail to the log so a newcomer can read a reset code, and keeps it in the table.
 */
export function createMailer({ db, log, smtpUrl, from }: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const sender = from ?? `"${siteConfig.brand}" <${siteConfig.contact.email}>`;
  let running: Promise<void> | null = null;
  let rerun = false;
  let timer: NodeJS.Timeout | null = null;

  async function deliver(row: OutboxRow): Promise<void> {
    if (!transport) {
      log.info({ mailTo: row.to, subject: row.subject }, `Mail not sent (no SMTP_URL); it reads:\n${row.text}`);
      await markDelivered(db, row.id, 'logged');
      return;
    }
    try {
      await transport.sendMail({
        from: sender,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        attachments: row.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
      await markDelivered(db, row.id, 'sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = row.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(row.attempts);
      log.warn({ mailId: row.id, attempts: row.attempts, retryInSeconds: retry, err: error }, 'mail delivery failed');
      await markAttemptFailed(db, row.id, message, retry);
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      const rows = await claimDueMail(db, BATCH, LEASE_SECONDS);
      for (const row of rows) await deliver(row);
      if (rows.length < BATCH) return;
    }
  }

  function deliverDue(): Promise<void> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          rerun = false;
          await drain();
        } while (rerun);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    deliverDue,
    kick() {
      deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail delivery run failed'));
    },
    start() {
      timer ??= setInterval(() => this.kick(), POLL_MS);
      timer.unref();
      this.kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => {});
      transport?.close();
    },
  };
}
