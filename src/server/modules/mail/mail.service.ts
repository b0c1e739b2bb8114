import type { Executor } from '../../db/database';
import type { MailAttachment } from './mail.schema';
import { insertMail } from './outbox.repo';

export type { MailAttachment } from './mail.schema';
export type { Mailer } from './mailer';

/** A mail as a module writes it; delivery adds the sender. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * Queues a mail (D16). Call with the transaction of the change that causes it, so
 * both commit or neither, then kick the mailer once that transaction has committed.
 */
export const enqueueMail = (db: Executor, mail: OutgoingMail): Promise<void> => insertMail(db, mail);
