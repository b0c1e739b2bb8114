import type { Executor } from '../../db/database';
import { WAITLIST_OFFERS_JOB } from '../appointment-notices/appointment-notices.service';
import { enqueueJob } from '../jobs/jobs.service';
import { anyoneWaiting, findWaitingDatesAmong } from './waitlist.repo';

/**
 * Queues an offer round for the dates of a change that may have freed a time there (a
 * cancellation, a new time, another provider) or taken one (a booking: offers of it are
 * then gone), in the transaction of the change. Nothing for a date nobody waits for, so
 * booking pays one indexed read when there is no waitlist.
 */
export async function queueWaitlistRound(tx: Executor, dates: readonly string[]): Promise<void> {
  for (const date of await findWaitingDatesAmong(tx, [...new Set(dates)])) await enqueueJob(tx, { kind: WAITLIST_OFFERS_JOB, payload: { date } });
}

/**
 * Queues a round over every date someone waits for, when the shop's or a provider's
 * hours changed (new hours, a closure or time off removed); nothing when nobody waits.
 */
export async function queueWaitlistSweep(tx: Executor): Promise<void> {
  if (await anyoneWaiting(tx)) await enqueueJob(tx, { kind: WAITLIST_OFFERS_JOB, payload: {} });
}
