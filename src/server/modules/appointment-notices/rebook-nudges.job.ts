import * as z from 'zod';
import { isoDateSchema } from '@shared/contracts/booking';
import { formatDay } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { addDaysToDate } from '@shared/scheduling/slots';
import { todayInZone, zonedDateTimeToInstant } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import { escapeHtml, simpleHtml } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';
import { contactsOf, remindsWhenDue } from '../accounts/accounts.service';
import { rebookIntervals } from '../catalog/service-catalog.service';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service';
import { enqueueMail, type OutgoingMail } from '../mail/mail.service';
import { petOf } from '../pets/pets.service';
import { rowsInLanguage } from './appointment-language.service';
import { REBOOK_NUDGES_JOB } from './appointment-notices.service';
import type { RebookVisit, RebookVisits } from './notice-appointment';

/** The sweep runs once a day at this time, shop time: a mail at a civil hour. */
const SWEEP_MINUTE = 10 * 60;
/** A visit due longer ago than this is left alone: an interval set today does not mail every visit of years past. */
const LATE_DAYS = 30;
const DAY_MS = 86_400_000;

const payloadSchema = z.object({ date: isoDateSchema }).partial();

export interface RebookNudgeDeps {
  db: Database;
  visits: RebookVisits;
  baseUrl: string;
  /** The app's clock: which visits are due is decided by it, so tests pin time. */
  now: () => Date;
  /** Runs the worker again once a mail is queued. */
  kick: () => void;
}

/**
 * Queues the sweep of `date` (at 10:00 shop time, or at once if that has passed) under a
 * key of that day, so any number of servers starting, or a sweep scheduling its
 * successor twice, queue one sweep a day.
 */
export async function scheduleRebookNudges(db: Executor, now: Date, date = todayInZone(now, siteConfig.timeZone)): Promise<void> {
  const at = zonedDateTimeToInstant(date, SWEEP_MINUTE, siteConfig.timeZone);
  await enqueueJob(db, { kind: REBOOK_NUDGES_JOB, payload: { date }, runAt: at > now ? at : now, uniqueKey: `${REBOOK_NUDGES_JOB}:${date}` });
}

/**
 * The `rebook-nudges` job (issue 29): for each active service with a rebook interval,
 * the Completed visits that interval old (at most 30 days late) whose pet has no later
 * visit of it booked or done, whose pet is still the customer's, and whose customer has
 * not turned the reminder off. Each visit is marked nudged and its mail queued in one
 * transaction, the mark only if it was not there yet and the mail under the visit's own
 * key: two servers, or a sweep run again, mail once per visit. Then it queues tomorrow's.
 */
export function rebookNudgesJob(deps: RebookNudgeDeps): JobHandler {
  return async (payload) => {
    payloadSchema.parse(payload);
    const now = deps.now();
    let queued = false;
    for (const { id, weeks } of await rebookIntervals(deps.db)) {
      const dueBefore = new Date(now.getTime() - weeks * 7 * DAY_MS);
      const visits = await deps.visits.due(deps.db, id, new Date(dueBefore.getTime() - LATE_DAYS * DAY_MS), dueBefore);
      for (const visit of visits) if (await nudge(deps, visit, now)) queued = true;
    }
    await scheduleRebookNudges(deps.db, now, addDaysToDate(todayInZone(now, siteConfig.timeZone), 1));
    if (queued) deps.kick();
  };
}

async function nudge(deps: RebookNudgeDeps, visit: RebookVisit, now: Date): Promise<boolean> {
  const pet = visit.petId ? await petOf(deps.db, visit.userId, visit.petId) : undefined;
  if (!pet || !(await remindsWhenDue(deps.db, visit.userId))) return false;
  const customer = (await contactsOf(deps.db, [visit.userId])).get(visit.userId);
  if (!customer) return false;
  return deps.db.transaction(async (tx) => {
    if (!(await deps.visits.markNudged(tx, visit.id, now))) return false;
    const [theirs] = await rowsInLanguage(tx, [visit], customer.locale);
    const url = `${deps.baseUrl}${paths.bookAppointment.getHref({ serviceId: visit.serviceId, petId: pet.id })}`;
    const mail = rebookNudgeEmail(customer, { pet: pet.name, service: (theirs ?? visit).serviceName, lastVisit: visit.startsAt, url, profileUrl: `${deps.baseUrl}${paths.profile.getHref()}` }, customer.locale);
    return enqueueMail(tx, mail, { uniqueKey: `rebook-mail:${visit.id}` });
  });
}

export function rebookNudgeEmail(
  customer: { name: string; email: string },
  visit: { pet: string; service: string; lastVisit: Date; url: string; profileUrl: string },
  locale: Locale,
): OutgoingMail {
  const t = translatorFor(locale);
  const values = { pet: visit.pet, service: visit.service, date: formatDay(visit.lastVisit, locale, siteConfig.timeZone), brand: siteConfig.brand };
  const paragraphs = [
    customer.name ? t('mail.greeting', { name: customer.name }) : t('mail.greetingNoName'),
    t('mail.rebookNudge.due', values),
    t('mail.rebookNudge.book', values),
  ];
  const optOut = t('mail.rebookNudge.optOut', { url: visit.profileUrl });
  return {
    to: customer.email,
    subject: t('mail.rebookNudge.subject', values),
    text: [...paragraphs, visit.url, optOut].join('\n\n'),
    html: simpleHtml(locale, paragraphs, { href: visit.url, label: t('mail.rebookNudge.button', values) }).replace('</body>', `<p>${escapeHtml(optOut)}</p></body>`),
  };
}
