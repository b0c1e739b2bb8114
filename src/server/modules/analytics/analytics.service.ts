import { createHash, randomBytes } from 'node:crypto';
import type { Period } from '@shared/analytics/period';
import { funnelOf } from '@shared/analytics/rates';
import type { AnalyticsEventName, BrowserEvent, PeriodFigures } from '@shared/contracts/analytics';
import { paths } from '@shared/routes/paths';
import { addDaysToDate, todayInZone, zonedDateTimeToInstant } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import { enqueueJob, type JobHandler, type JobWorker } from '../jobs/jobs.service';
import { addressSubject } from '../limits/limits.service';
import { countFunnelEvents, deleteSaltsBefore, findSalt, insertAnalyticsEvent, insertSalt } from './analytics.repo';

/** What an event is about; never who (D27). */
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** Defaults to now; tests and imports may set it. */
  occurredAt?: Date;
  path?: string;
  visitor?: string;
  productId?: number;
  orderId?: string;
  appointmentId?: string;
  serviceId?: string;
  providerId?: number;
  step?: 1 | 2 | 3;
  amountCents?: number;
  details?: Record<string, unknown>;
}

/**
 * Records an event. Pass the change's own transaction where there is one, so that an
 * event is counted exactly when what it reports has happened (a booking rolled back
 * leaves no `appointment_booked`).
 */
export function recordEvent(db: Executor, event: AnalyticsEvent): Promise<void> {
  return insertAnalyticsEvent(db, { ...event, details: event.details ?? {} });
}

// ---- What browsers report: page views and the booking wizard's steps ----

/** The job that forgets a day's visitor salt once the day is over (D23), even if nobody visits the next day. */
export const FORGET_VISITOR_SALTS_JOB = 'forget-visitor-salts';

/** Where a browser's report came from; used for the day's pseudonym, then dropped. */
export interface Visit {
  ip: string;
  userAgent: string;
}

/**
 * Records what a browser reported, with no cookie and nothing personal (D27): the
 * visitor is a hash of the day's random salt, the address (an IPv6 address by its /64,
 * as the limiter counts it) and the browser's user agent. The address and user agent
 * are not stored; once the day is over its salt is deleted, so nobody, us included,
 * can recompute a visitor from an address or follow one into the next day.
 */
export async function recordBrowserEvent(deps: { db: Database; jobs: JobWorker; now: () => Date }, event: BrowserEvent, visit: Visit): Promise<void> {
  const now = deps.now();
  const visitor = await visitorOf(deps, visit, now);
  await recordEvent(deps.db, {
    name: event.name,
    occurredAt: now,
    visitor,
    ...(event.name === 'page_view' ? { path: event.path } : { step: event.step }),
  });
}

/**
 * The day's salt as this process last read it, per database: a day's salt never changes
 * once made, so a page view costs one insert rather than a read and an insert. Only
 * today's is kept; a new day reads (or makes) its own.
 */
const saltOfToday = new WeakMap<Database, { day: string; salt: string }>();

async function visitorOf(deps: { db: Database; jobs: JobWorker }, visit: Visit, now: Date): Promise<string> {
  const day = todayInZone(now, siteConfig.timeZone);
  const known = saltOfToday.get(deps.db);
  const salt = known?.day === day ? known.salt : ((await findSalt(deps.db, day)) ?? (await newDaySalt(deps, day)));
  saltOfToday.set(deps.db, { day, salt });
  return createHash('sha256').update(`${salt}\n${addressSubject(visit.ip)}\n${visit.userAgent}`).digest('hex').slice(0, 32);
}

/**
 * The first report of a day makes its salt, forgets the salts of the days before, and
 * queues the job that forgets this one when the day ends.
 */
async function newDaySalt(deps: { db: Database; jobs: JobWorker }, day: string): Promise<string> {
  const salt = await deps.db.transaction(async (tx) => {
    await deleteSaltsBefore(tx, day);
    const stored = await insertSalt(tx, day, randomBytes(32).toString('hex'));
    const nextDay = addDaysToDate(day, 1);
    await enqueueJob(tx, {
      kind: FORGET_VISITOR_SALTS_JOB,
      payload: {},
      runAt: zonedDateTimeToInstant(nextDay, 0, siteConfig.timeZone),
      uniqueKey: `${FORGET_VISITOR_SALTS_JOB}:${day}`,
    });
    return stored;
  });
  deps.jobs.kick();
  return salt;
}

/** The job's handler: forgets every salt of a day before today. Running it twice acts once. */
export const forgetVisitorSaltsJob =
  (db: Database, now: () => Date): JobHandler =>
  () =>
    deleteSaltsBefore(db, todayInZone(now(), siteConfig.timeZone));

// ---- The funnels of the owner's dashboard ----

/**
 * The shop funnel (the shop page viewed → added to cart → checkout started → paid) and
 * the booking funnel (wizard step 1 → 2 → 3 → booked) of a period, as counts of events.
 * Events and not people: the later steps are taken by signed-in accounts and the paid
 * one is reported by the payment provider, and tying them to the page views' daily
 * pseudonym would tie an account to its browsing, which D27 rules out.
 */
export async function funnelFigures(db: Executor, period: Period): Promise<Pick<PeriodFigures, 'shopFunnel' | 'bookingFunnel'>> {
  const counts = await countFunnelEvents(db, period, paths.shop.getHref());
  return {
    shopFunnel: funnelOf([
      ['viewed_shop', counts.viewedShop],
      ['added_to_cart', counts.addedToCart],
      ['started_checkout', counts.startedCheckout],
      ['paid', counts.paid],
    ]),
    bookingFunnel: funnelOf([
      ['step_1', counts.step1],
      ['step_2', counts.step2],
      ['step_3', counts.step3],
      ['booked', counts.booked],
    ]),
  };
}
