import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { siteConfig } from '@shared/site-config/site-config';
import type { JobHandler } from '../jobs/jobs.service';
import { outgoingMailSchema, type OutgoingMail } from './mail.service';

export interface MailDelivery {
  /** The handler of the mail job. */
  send: JobHandler;
  /** Sends one mail now, for a job that keeps its own record of each mail (a news campaign's batch). */
  sendNow(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** What became of each mail, for the metrics. */
export interface MailOutcomes {
  sent(via: 'smtp' | 'log'): void;
  failed(): void;
}

const unreported: MailOutcomes = { sent: () => {}, failed: () => {} };

/**
 * Sends queued mail through SMTP (D16), or, with no SMTP server configured, writes
 * each mail to the log so a newcomer can read a reset code.
 */
export function createMailDelivery({
  log,
  smtpUrl,
  from,
  outcomes = unreported,
}: {
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string | undefined;
  outcomes?: MailOutcomes;
}): MailDelivery {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const sender = from ?? `"${siteConfig.brand}" <${siteConfig.contact.email}>`;

  async function sendNow(mail: unknown): Promise<void> {
    let via: 'smtp' | 'log';
    try {
      via = await deliver(outgoingMailSchema.parse(mail));
    } catch (error) {
      outcomes.failed();
      throw error;
    }
    outcomes.sent(via);
  }

  return {
    send: (payload) => sendNow(payload),
    sendNow,
    close() {
      transport?.close();
    },
  };

  async function deliver(mail: OutgoingMail): Promise<'smtp' | 'log'> {
    if (!transport) {
      log.info({ mailTo: mail.to, subject: mail.subject }, `Mail not sent (no SMTP_URL); it reads:\n${mail.text}`);
      return 'log';
    }
    await transport.sendMail({
      from: sender,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      attachments: (mail.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    });
    return 'smtp';
  }
}
