import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeed, CalendarFeedAddress } from '@shared/contracts/calendar-feed';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { accountById, contactsOf } from '../accounts/accounts.service';
import { findAppointmentsForCalendar } from '../appointment-book/appointments.service';
import { providerNames, scheduleHeldBy } from '../providers/providers.service';
import { calendarFeedText, FEED_WINDOW, firstName } from './calendar-events';
import { deleteFeedOf, findFeedByTokenHash, findFeedOfUser, upsertFeedToken } from './calendar-feed.repo';

/**
 * Calendar feeds (issue 29, ADR 0033): each account's private address that calendar apps
 * poll without a session. The token is 32 random bytes; only its SHA-256 is stored, so
 * the address is shown once, when it is made, and replacing it retires the old one.
 */

const DAY_MS = 24 * 60 * 60_000;
const FEED_SUFFIX = '.ics';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function calendarFeedOf(db: Database, userId: string): Promise<CalendarFeed> {
  const row = await findFeedOfUser(db, userId);
  return { createdAt: row?.createdAt.toISOString() ?? null };
}

/** A new address for the account; the one before it, if any, answers 404 from now on. */
export async function replaceCalendarFeed(db: Database, userId: string, baseUrl: string, now: Date): Promise<CalendarFeedAddress> {
  const token = randomBytes(32).toString('base64url');
  const row = await upsertFeedToken(db, userId, hashOf(token), now);
  const httpsUrl = new URL(`/calendar/${token}${FEED_SUFFIX}`, baseUrl).href;
  return { createdAt: row.createdAt.toISOString(), httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') };
}

/**
 * The feed an address names, as iCalendar text. Anything that is not a live token,
 * whatever its shape, is the same 404 after the same work (a hash and one indexed read):
 * neither the answer nor its timing tells a guesser more than "no".
 */
export async function calendarFeedFile(db: Database, feed: string, now: Date): Promise<string> {
  const token = feed.endsWith(FEED_SUFFIX) ? feed.slice(0, -FEED_SUFFIX.length) : feed;
  const found = await findFeedByTokenHash(db, hashOf(token));
  const account = found && feed.endsWith(FEED_SUFFIX) ? await accountById(db, found.userId) : undefined;
  if (!found || !account) throw notFound();

  const schedule = await scheduleHeldBy(db, account.id);
  const rows = await findAppointmentsForCalendar(
    db,
    { userId: account.id, providerId: schedule?.id },
    {
      from: new Date(now.getTime() - FEED_WINDOW.daysBack * DAY_MS),
      to: new Date(now.getTime() + FEED_WINDOW.daysAhead * DAY_MS),
      cancelledFrom: new Date(now.getTime() - FEED_WINDOW.cancelledDaysBack * DAY_MS),
    },
  );
  const customers = schedule ? await contactsOf(db, rows.filter((row) => row.providerId === schedule.id).map((row) => row.userId)) : new Map();
  return calendarFeedText(
    rows,
    { locale: account.locale, providerId: schedule?.id },
    {
      providers: await providerNames(db),
      customerFirstNames: new Map([...customers].map(([id, contact]) => [id, firstName(contact.name)])),
    },
  );
}

/** Ends the account's calendar address, in the caller's transaction (the account is closing, issue 30). */
export const forgetCalendarFeedOf = (db: Executor, userId: string): Promise<void> => deleteFeedOf(db, userId);
