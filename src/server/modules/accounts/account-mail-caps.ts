import * as z from 'zod';
import type { Database } from '../../db/database';
import { TooManyRequests } from '../../lib/app-error';
import { localeOrDefault } from '../../lib/i18n';
import { enqueueJob, type JobHandler, type JobWorker } from '../jobs/jobs.service';
import { accountSubject, type RequestLimits } from '../limits/limits.service';
import { enqueueMail } from '../mail/mail.service';
import { accountMailCapEmail } from './account-emails';
import { findUserByEmail } from './users.repo';

/** What anyone may have sent to an account by asking: reset codes, and links confirming its email. */
export type AccountMail = 'reset-request' | 'verification-email';

/**
 * Of each, at most this many a day per account, whoever asks and from wherever (issue 31),
 * besides the limit per minute: with 3 tries a code, 30 guesses a day at most.
 */
export const ACCOUNT_MAILS_PER_DAY = 10;
const DAY_SECONDS = 24 * 60 * 60;

/** Tells an account's owner that its daily cap was reached: queued for any email, sent only to an account. */
export const ACCOUNT_MAIL_CAP_JOB = 'account-mail-cap-notice';
const capNoticeSchema = z.object({ email: z.string(), mail: z.enum(['reset-request', 'verification-email']), until: z.iso.datetime() });

/**
 * Counts one `mail` asked for `email` against the daily cap; beyond it, refuses with how
 * long to wait, and the first refusal of the day queues a notice to the owner (once per
 * day: the job's unique key names the day's window). Known and unknown emails take the
 * same path, one count and at most one queued job, so neither the answer nor its time
 * tells whether the account exists; the job finds out later, out of the requester's sight.
 */
export async function countAccountMail(
  { db, jobs, limits }: { db: Database; jobs: JobWorker; limits: RequestLimits },
  mail: AccountMail,
  email: string,
): Promise<void> {
  let refusedUntil: Date | undefined;
  try {
    await limits.hit({ name: `${mail}-day`, max: ACCOUNT_MAILS_PER_DAY, windowSeconds: DAY_SECONDS }, accountSubject(email), (seconds, until) => {
      refusedUntil = until;
      return new TooManyRequests(seconds);
    });
  } finally {
    if (refusedUntil) {
      const until = refusedUntil.toISOString();
      const queued = await enqueueJob(db, {
        kind: ACCOUNT_MAIL_CAP_JOB,
        payload: { email, mail, until },
        uniqueKey: `${ACCOUNT_MAIL_CAP_JOB}:${mail}:${accountSubject(email)}:${until}`,
      });
      if (queued) jobs.kick();
    }
  }
}

/** The notice's job: a mail to the account in its language, or nothing when no account has the email. */
export function accountMailCapJob({ db, kick }: { db: Database; kick: () => void }): JobHandler {
  return async (payload) => {
    const notice = capNoticeSchema.parse(payload);
    const user = await findUserByEmail(db, notice.email);
    if (!user) return;
    const queued = await enqueueMail(db, accountMailCapEmail(
        user,
        { mail: notice.mail, perDay: ACCOUNT_MAILS_PER_DAY, until: new Date(notice.until) },
        localeOrDefault(user.locale),
      ), {
      uniqueKey: `${ACCOUNT_MAIL_CAP_JOB}:mail:${notice.mail}:${accountSubject(notice.email)}:${notice.until}`,
    });
    if (queued) kick();
  };
}
