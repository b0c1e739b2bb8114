import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { siteConfig } from '@shared/site-config/site-config';
import type { JobHandler } from '../jobs/jobs.service';
import { outgoingMailSchema } from './mail.service';

export interface MailDelivery {
  /** The handler of the mail job. */
  send: JobHandler;
  close(): void;
}

/**
 * Sends queued mail through SMTP (D16), or, with no SMTP server configured, writes
 * each mail to the log so a newcomer can read a reset code.
 */
export function createMailDelivery({ log, smtpUrl, from }: { log: FastifyBaseLogger; smtpUrl: string | undefined; from: string | undefined }): MailDelivery {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const sender = from ?? `"${siteConfig.brand}" <${siteConfig.contact.email}>`;

  return {
    async send(payload) {
      const mail = outgoingMailSchema.parse(payload);
      if (!transport) {
        log.info({ mailTo: mail.to, subject: mail.subject }, `Mail not sent (no SMTP_URL); it reads:\n${mail.text}`);
        return;
      }
      await transport.sendMail({
        from: sender,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: (mail.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
    close() {
      transport?.close();
    },
  };
}
