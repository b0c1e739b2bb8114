import { bookingMessages } from '@shared/contracts/booking';
import type { VisitDepositHooks } from './appointment-book.service';
import {
  providerMessages,
  type ProviderAppointment,
  providerAppointmentPageSchema,
  type ProviderAppointmentPageQuery,
  type ProviderDashboardResponse,
} from '@shared/contracts/providers';
import { addDaysToDate, todayInZone, zonedDateTimeToInstant } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { accountsVersion, contactsOf } from '../accounts/accounts.service';
import type { JobWorker } from '../jobs/jobs.service';
import { listSchedules, type Provider } from '../providers/providers.service';
import { recordEvent } from '../analytics/analytics.service';
import { assertClosable } from './appointment-book.service';
import { queueAppointmentNotices } from '../appointment-notices/appointment-notices.service';
import { jsonRepresentation, type Representation } from '../../lib/representation';
import { combinedVersion, dataMemo } from '../../lib/versioned-memo';
import { appointmentBookVersion } from './appointments-version';
import { firstPageHolds } from './first-page';
import { findProviderAgenda } from './appointment-pages.repo';
import { readAppointmentPage } from './appointment-pages.service';
import { appointmentSubject, toProviderAppointment } from './appointment-views';
import { waiversOnVisits } from '../waivers/waivers.service';
import { visitsWithReportCards } from '../report-cards/report-cards.service';
import {
  closeConfirmedAppointment,
  countUpcomingByProvider,
  findAppointmentOfProvider,
  type AppointmentRow,
} from './appointments.repo';

/**
 * The provider area (spec §4): a provider's own appointments, today's agenda and the
 * week's, and the status changes they make. Routes reach it behind requireRole('provider').
 */

const timeZone = siteConfig.timeZone;

/** A page of the provider's own appointments: upcoming soonest first, then older latest first (issue 15). */
export async function providerAppointmentPageBody(
  db: Database,
  provider: Provider,
  query: ProviderAppointmentPageQuery,
  now: Date,
): Promise<Representation> {
  const read = async () => {
    const { rows, nextCursor, nextIsOlder } = await readAppointmentPage(db, { providerId: provider.id }, { cursor: query.cursor, limit: query.limit, now });
    return { rows, page: { appointments: await withOwnerNames(db, rows), nextCursor, nextIsOlder } };
  };
  if (query.cursor) return jsonRepresentation(providerAppointmentPageSchema, (await read()).page, { compress: false });
  // The page a provider opens, from memory (issue 31) for one version of the book (which
  // waivers and report cards move too, migration 0038) and of the accounts (the owners'
  // names); like the rows alone, it changes as its first appointment starts.
  const made = await providerFirstPages.remember(
    db,
    `${provider.id} ${query.limit}`,
    async () => {
      const { rows, page } = await read();
      return { rows, body: jsonRepresentation(providerAppointmentPageSchema, page, { brotliQuality: 5 }) };
    },
    ({ rows }) => firstPageHolds(rows, now),
  );
  return made.body;
}

/** First pages per provider and size, with the owners' names, waivers and report cards. */
const providerFirstPages = dataMemo(combinedVersion(appointmentBookVersion, accountsVersion), { max: 1_000 });

/** Today's agenda and the seven days after it, in the business time zone. */
export async function providerDashboard(db: Database, provider: Provider, now: Date): Promise<ProviderDashboardResponse> {
  const today = todayInZone(now, timeZone);
  const startOfToday = zonedDateTimeToInstant(today, 0, timeZone);
  const startOfTomorrow = zonedDateTimeToInstant(addDaysToDate(today, 1), 0, timeZone);
  const endOfWeek = zonedDateTimeToInstant(addDaysToDate(today, 8), 0, timeZone);
  const appointments = await withOwnerNames(db, await findProviderAgenda(db, provider.id, startOfToday, endOfWeek));
  const todayAppointments = appointments.filter((a) => new Date(a.startsAt) < startOfTomorrow);
  const weekAppointments = appointments.filter((a) => new Date(a.startsAt) >= startOfTomorrow);
  const confirmed = (list: ProviderAppointment[]) => list.filter((a) => a.status === 'Confirmed').length;
  return {
    today,
    todayAppointments,
    weekAppointments,
    counts: { today: confirmed(todayAppointments), week: confirmed(weekAppointments) },
  };
}

/** What each of the provider's actions makes of a Confirmed appointment, what refuses it, and the event it counts as. */
const closings = {
  complete: {
    status: 'Completed',
    words: { notConfirmed: providerMessages.onlyConfirmed, notStarted: providerMessages.completeNotStarted },
    event: 'appointment_completed',
  },
  'no-show': {
    status: 'No-show',
    words: { notConfirmed: providerMessages.onlyConfirmed, notStarted: providerMessages.noShowNotStarted },
    event: 'appointment_no_show',
  },
  cancel: { status: 'Cancelled', words: undefined, event: 'appointment_cancelled' },
} as const;

/**
 * Confirmed → Completed, No-show or Cancelled (§4 provider status; D4: one spelling;
 * issue 14: Completed and No-show only once it has started). A provider's cancel tells
 * the customer by email, with a calendar cancellation, and offers the time to the waitlist; a no-show is counted for the figures.
 */
export async function changeAppointmentStatus(
  deps: { db: Database; jobs: JobWorker; now: () => Date; deposits?: VisitDepositHooks },
  provider: Provider,
  appointmentId: string,
  action: 'complete' | 'cancel' | 'no-show',
): Promise<ProviderAppointment> {
  const existing = await findAppointmentOfProvider(deps.db, provider.id, appointmentId);
  const owner = existing && (await contactsOf(deps.db, [existing.userId])).get(existing.userId);
  if (!existing || !owner) throw notFound(bookingMessages.appointmentNotFound);
  const { status, words } = closings[action];
  if (words) assertClosable(existing, deps.now(), words);
  const changed = await deps.db.transaction(async (tx) => {
    const row = await closeConfirmedAppointment(tx, appointmentId, status);
    if (!row) throw new AppError(409, 'NOT_CONFIRMED', providerMessages.onlyConfirmed);
    // The same notices as any other cancel: the customer's mail in their language, the waitlist's round for the freed time.
    // Issue 29: the shop's cancel gives a paid deposit back; a no-show keeps it.
    if (action === 'cancel') {
      const deposit = await deps.deposits?.onCancel(tx, row, 'shop', deps.now());
      await queueAppointmentNotices(tx, { change: 'cancelled', row, customer: owner, providerName: provider.displayName, byProvider: true, now: deps.now(), deposit });
    }
    if (action === 'no-show') await deps.deposits?.onNoShow(tx, row.id);
    await recordEvent(tx, { name: closings[action].event, ...appointmentSubject(row), details: { by: 'provider' } });
    return row;
  });
  if (action === 'cancel') deps.jobs.kick();
  // A visit closed just now has no report card yet: one is written on a Completed visit only.
  return toProviderAppointment(changed, owner.name, (await waiversOnVisits(deps.db, [changed])).get(changed.id));
}

/** `npm run admin -- list-providers`: every schedule, who holds it and how many appointments lie ahead. */
export async function describeProviders(db: Database, now: Date): Promise<string> {
  const schedules = await listSchedules(db);
  if (schedules.length === 0) return 'No provider schedules.';
  const holders = await contactsOf(db, schedules.flatMap((schedule) => (schedule.userId ? [schedule.userId] : [])));
  const upcoming = await countUpcomingByProvider(db, now);
  return schedules
    .map((schedule) => {
      const email = schedule.userId ? holders.get(schedule.userId)?.email : undefined;
      return `#${schedule.id}  ${schedule.displayName}  ${email ?? '(unclaimed)'}  ${upcoming.get(schedule.id) ?? 0} upcoming`;
    })
    .join('\n');
}

/** The owners' names in one query; an appointment whose owner is gone is left out. */
async function withOwnerNames(db: Executor, rows: AppointmentRow[]): Promise<ProviderAppointment[]> {
  const [owners, waivers, written] = await Promise.all([
    contactsOf(db, rows.map((row) => row.userId)),
    waiversOnVisits(db, rows),
    visitsWithReportCards(db, rows.filter((row) => row.status === 'Completed').map((row) => row.id)),
  ]);
  return rows.flatMap((row) => {
    const owner = owners.get(row.userId);
    return owner ? [toProviderAppointment(row, owner.name, waivers.get(row.id), written.has(row.id))] : [];
  });
}
