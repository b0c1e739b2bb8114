import type { FastifyBaseLogger } from 'fastify';
import { addDaysToDate } from '@shared/scheduling/slots';
import { todayInZone, zonedDateTimeToInstant } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import { accountIdsAtEmailDomain } from '../accounts/accounts.service';
import { forgetWordsOnVisitsOf } from '../appointment-book/customer-appointments.service';
import { forgetCartsOf } from '../cart/cart.service';
import { forgetOrdersOf } from '../checkout/orders.service';
import { forgetEndedInquiries } from '../consents/consents.service';
import { enqueueJob, forgetDoneJobPayloads, type JobHandler } from '../jobs/jobs.service';
import { forgetReportCardsOf } from '../report-cards/report-cards.service';
import { CLOSED_EMAIL_DOMAIN, salesRecordsExpireBy } from './account-closure';

/** The daily job that destroys what the law no longer lets the shop keep (issue 30). */
export const RETENTION_JOB = 'privacy-retention';

/** It runs at 3:30 AM shop time, when nobody shops. */
const RETENTION_MINUTE = 3 * 60 + 30;

export interface RetentionSweep {
  /** Subscribers without an account whose 6 months from their latest inquiry are over. */
  endedInquiries: number;
  /** Closed accounts' orders (with their lines, refunds and tax amounts) 6 years after their last record. */
  orders: number;
  /** What a closed account still had (accounts closed before closing removed them): report cards, cart lines, visits' words. */
  reportCards: number;
  cartLines: number;
  visitsWithWords: number;
  /** Done jobs a week old whose payload (a mail's address and words, a gift card's code) was forgotten. */
  doneJobPayloads: number;
}

/**
 * Destroys, for every closed account, what closing it removes (their report cards, cart
 * and the words typed on their visits: a no-op once done, and the catch-up for accounts
 * closed before closing removed them) and its orders whose 6 years are over; and the
 * newsletter box's subscribers whose consent has ended; and what done jobs carried once a
 * week has passed (every mail's address and words). Each in its own statement: a
 * sweep cut short is finished by the next.
 */
export async function sweepRetention(db: Database, now: Date): Promise<RetentionSweep> {
  const closed = await accountIdsAtEmailDomain(db, CLOSED_EMAIL_DOMAIN);
  return {
    endedInquiries: await forgetEndedInquiries(db, now),
    orders: await forgetOrdersOf(db, closed, salesRecordsExpireBy(now)),
    reportCards: await forgetReportCardsOf(db, closed),
    cartLines: await forgetCartsOf(db, closed),
    visitsWithWords: await forgetWordsOnVisitsOf(db, closed),
    doneJobPayloads: await forgetDoneJobPayloads(db, now),
  };
}

/** Queues the sweep of `date` under a key of that day: any number of servers starting queue one a day. */
export async function scheduleRetention(db: Executor, now: Date, date = todayInZone(now, siteConfig.timeZone)): Promise<void> {
  const at = zonedDateTimeToInstant(date, RETENTION_MINUTE, siteConfig.timeZone);
  await enqueueJob(db, { kind: RETENTION_JOB, payload: { date }, runAt: at > now ? at : now, uniqueKey: `${RETENTION_JOB}:${date}` });
}

/** The `privacy-retention` job: today's sweep, logged with what it destroyed; then it queues tomorrow's. */
export function retentionJob(deps: { db: Database; now: () => Date; log: FastifyBaseLogger }): JobHandler {
  return async () => {
    const now = deps.now();
    const swept = await sweepRetention(deps.db, now);
    if (Object.values(swept).some((count) => count > 0)) deps.log.info({ retention: swept }, 'retention: records no longer needed destroyed');
    await scheduleRetention(deps.db, now, addDaysToDate(todayInZone(now, siteConfig.timeZone), 1));
  };
}
