import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { isoDateSchema } from '@shared/contracts/booking';
import type { Locale } from '@shared/i18n/locales';
import { localizedPath } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor, Transaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { contactsOf } from '../accounts/accounts.service';
import { localizedNames } from '../catalog/translations.service';
import type { JobHandler } from '../jobs/jobs.service';
import { enqueueMail } from '../mail/mail.service';
import { petDaySlots } from '../booking/booking.service';
import { waitlistGoneEmail, waitlistOfferEmail } from './waitlist-emails';
import { firstFittingSlot, stillFree } from './waitlist-plan';
import {
  closeOpenOffer,
  expireEntriesBefore,
  findOpenOffersOfEntries,
  findOpenOffersOn,
  findWaitingDates,
  findWaitingDatesAmong,
  findWaitingEntriesOn,
  lockWaitlistDay,
  offerTime,
  type WaitlistEntryRow,
} from './waitlist.repo';

/**
 * Offering freed times to the waitlist (issue 14), run by the jobs worker after a change
 * that may free a time (waitlist-rounds.ts), and closing offers whose time is no longer
 * free, which the accepting transaction does too. A round for a date, under that date's
 * lock and in one transaction with its mails:
 *   1. every open offer there whose time is no longer free is closed ('gone'), and its
 *      customer told so;
 *   2. every entry waiting there without an open offer is offered the earliest free time
 *      that suits it (its pet's duration, its range), by mail with a link.
 * Everyone a time suits is offered it; the first to book it gets it (waitlist.service.ts).
 * A round run twice offers nothing twice: an entry holding an open offer is skipped, and
 * an offer and its mail are made once per entry and time.
 */

export interface WaitlistOfferDeps {
  db: Database;
  now: () => Date;
  /** The site's address, for the links in the mails. */
  baseUrl: string;
  /** Runs the queued mails soon, rather than at the worker's next poll. */
  kick: () => void;
}

const payloadSchema = z.object({ date: isoDateSchema.optional() });

/** The `waitlist-offers` job: one date's round, or (no date) every date someone waits for, entries of past days closed first. */
export function waitlistOffersJob(deps: WaitlistOfferDeps): JobHandler {
  return async (payload) => {
    const { date } = payloadSchema.parse(payload);
    const now = deps.now();
    const today = todayInZone(now, siteConfig.timeZone);
    if (date === undefined) await expireEntriesBefore(deps.db, today);
    // A change to an appointment queues a round for its dates whether anyone waits or not: one indexed read then.
    const dates = date === undefined ? await findWaitingDates(deps.db, today) : date >= today ? await findWaitingDatesAmong(deps.db, [date]) : [];
    let mailed = 0;
    for (const day of dates) mailed += await deps.db.transaction((tx) => offerRound(tx, day, now, deps.baseUrl));
    if (mailed > 0) deps.kick();
  };
}

/** One date's round (see above); the number of mails queued. */
export async function offerRound(tx: Transaction, date: string, now: Date, baseUrl: string): Promise<number> {
  await lockWaitlistDay(tx, date);
  const dayOf = dayCache(tx, now);
  let mailed = await settleOffersOn(tx, date, now, undefined, dayOf);
  const entries = await findWaitingEntriesOn(tx, date);
  const holding = new Set((await findOpenOffersOfEntries(tx, entries.map((entry) => entry.id), now)).map((offer) => offer.entryId));
  const readers = await contactsOf(tx, entries.map((entry) => entry.userId));
  for (const entry of entries) {
    const reader = readers.get(entry.userId);
    if (holding.has(entry.id) || !reader) continue;
    const day = await dayOf(entry);
    const slot = day && !day.closure ? firstFittingSlot(day.slots, entry, day.terms.durationMinutes) : undefined;
    if (!day || !slot) continue;
    const offer = await offerTime(tx, { entryId: entry.id, token: newToken(), providerId: slot.providerIds[0]!, startsAt: slot.startsAt });
    if (!offer) continue;
    const serviceName = await serviceNameIn(tx, day.service, reader.locale);
    const url = `${baseUrl}${localizedPath(reader.locale, paths.waitlistOffer.getHref(offer.token))}`;
    const mail = waitlistOfferEmail(reader, { serviceName, petName: day.pet.name, startsAt: offer.startsAt, url }, reader.locale);
    if (await enqueueMail(tx, mail, { uniqueKey: `waitlist-offer:${offer.id}:${offer.token}` })) mailed++;
  }
  return mailed;
}

/**
 * Closes the open offers on a date (but `exceptOfferId`) whose time is no longer free for
 * their pet, and tells each customer the time has gone: their entry still waits. In the
 * caller's transaction (the accepting one sees its own booking); the number of mails queued.
 */
export async function settleOffersOn(tx: Executor, date: string, now: Date, exceptOfferId?: string, dayOf = dayCache(tx, now)): Promise<number> {
  const open = await findOpenOffersOn(tx, date, now, exceptOfferId);
  if (open.length === 0) return 0;
  const readers = await contactsOf(tx, open.map(({ entry }) => entry.userId));
  let mailed = 0;
  for (const { offer, entry } of open) {
    const day = await dayOf(entry);
    if (day && !day.closure && stillFree(day.slots, offer.startsAt)) continue;
    if (!(await closeOpenOffer(tx, offer.id))) continue;
    const reader = readers.get(entry.userId);
    if (!reader || !day) continue;
    const serviceName = await serviceNameIn(tx, day.service, reader.locale);
    const mail = waitlistGoneEmail(reader, { serviceName, petName: day.pet.name, startsAt: offer.startsAt, date }, reader.locale);
    if (await enqueueMail(tx, mail, { uniqueKey: `waitlist-gone:${offer.id}:${offer.token}` })) mailed++;
  }
  return mailed;
}

type PetDay = Awaited<ReturnType<typeof petDaySlots>>;
type DayOf = (entry: WaitlistEntryRow) => Promise<PetDay | undefined>;

/**
 * Each entry's day as booking sees it, asked once per customer, pet, service and date:
 * several offers of one pet share it. Undefined when the pet was deleted or the service retired.
 */
function dayCache(tx: Executor, now: Date): DayOf {
  const days = new Map<string, Promise<PetDay | undefined>>();
  return ({ userId, serviceId, petId, date }) => {
    if (petId === null) return Promise.resolve(undefined);
    const key = `${userId}:${petId}:${serviceId}:${date}`;
    let day = days.get(key);
    if (!day) {
      day = petDaySlots(tx, now, { userId, serviceId, petId, date }).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return undefined;
        throw error;
      });
      days.set(key, day);
    }
    return day;
  };
}

async function serviceNameIn(db: Executor, service: { id: string; name: string }, locale: Locale): Promise<string> {
  return (await localizedNames(db, 'service', new Map([[service.id, service.name]]), locale)).get(service.id) ?? service.name;
}

/** The link's secret: 192 random bits. */
const newToken = () => randomBytes(24).toString('base64url');
