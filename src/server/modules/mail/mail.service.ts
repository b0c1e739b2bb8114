import * as z from 'zod';
import type { Executor } from '../../db/database';
import { enqueueJob } from '../jobs/jobs.service';

/** The job kind that sends one mail (D16, D23). */
export const MAIL_JOB = 'mail';

export const outgoingMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
  /** Extra headers, such as a news mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers: z.record(z.string(), z.string()).optional(),
});

/** A mail as a module writes it; delivery adds the sender. */
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

/**
 * Queues a mail as a job (D16). Call with the transaction of the change that causes
 * it, so both commit or neither, then kick the job worker once it has committed. With a
 * `uniqueKey` the mail is queued once however often it is asked for (a reminder whose
 * job runs again): false when it was queued already.
 */
export function enqueueMail(db: Executor, mail: OutgoingMail, options: { uniqueKey?: string } = {}): Promise<boolean> {
  return enqueueJob(db, { kind: MAIL_JOB, payload: mail, ...options });
}
