import { reminderDueAt } from '@shared/scheduling/reminder-times';
import { instantToZoned } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Executor } from '../../db/database';
import { localeOrDefault } from '../../lib/i18n';
import { contactsOf, type Contact } from '../accounts/accounts.service';
import { enqueueJob } from '../jobs/jobs.service';
import { enqueueMail, type OutgoingMail } from '../mail/mail.service';
import { listSchedules } from '../providers/providers.service';
import { bookingSettings } from '../shop/shop.service';
import { appointmentEmail } from './appointment-emails';
import { rowsInLanguage } from './appointment-language.service';
import { appointmentPetCare } from '../pets/pet-care.service';
import type { NoticeAppointment, NoticeDeposit } from './notice-appointment';

export type { NoticeAppointment, NoticeAppointments, NoticeDeposit, RebookVisit, RebookVisits } from './notice-appointment';
export { whenIn } from './appointment-emails';
import { providerAppointmentEmail } from './provider-notice-emails';

/**
 * The job that offers freed times to the waitlist (issue 14), which modules/waitlist
 * answers (app.ts): payload `{ date }` for one date, `{}` for every date someone waits for.
 */
export const WAITLIST_OFFERS_JOB = 'waitlist-offers';

/** The job that emails the customer their reminder (issue 14). */
export const APPOINTMENT_REMINDER_JOB = 'appointment-reminder';
/** The job that emails a provider their day's appointments at the start of their working day. */
export const PROVIDER_AGENDA_JOB = 'provider-agenda';
/** The daily sweep that reminds customers whose visit is due again (issue 29). */
export const REBOOK_NUDGES_JOB = 'rebook-nudges';

/** One reminder per appointment and start time: a new time has a new key, the old one's job finds it moved. */
export const reminderKey = (appointmentId: string, startsAt: Date | string) => `reminder:${appointmentId}:${new Date(startsAt).toISOString()}`;
/** One agenda per provider and date. */
export const agendaKey = (providerId: number, date: string) => `agenda:${providerId}:${date}`;

export interface AppointmentNotice {
  /** `reassigned`: the owner gave it, same time, to another provider (pass `before`). */
  change: 'booked' | 'rescheduled' | 'reassigned' | 'cancelled';
  /** The appointment after the change. */
  row: NoticeAppointment;
  /** A rescheduled appointment as it was: its provider is told when it went to another one. */
  before?: NoticeAppointment;
  /** Who booked it; mailed in their language when the account has one. */
  customer: { name: string; email: string; locale?: string | null };
  providerName: string | null;
  /** The provider made the change themselves (a cancel from their dashboard): they are not mailed about it. */
  byProvider?: boolean;
  /** When its provider's working day starts that date (their agenda goes then); none once the day has begun. */
  agendaAt?: Date;
  now: Date;
  /**
   * Issue 29, a series just booked: its first visit's notice carries every visit, and the
   * customer gets one mail listing them (`seriesVisits`); the others' notices mail the
   * customer nothing (`customerMail: false`). Everything else is queued per visit.
   */
  seriesVisits?: readonly NoticeAppointment[];
  customerMail?: false;
  /** Issue 29: the visit's deposit, which the customer's mail states with its policy (paid, refunded or kept). */
  deposit?: NoticeDeposit;
}


/**
 * Everything that follows a booking, a new time or a cancellation, queued in the
 * transaction of the change (D16, D23): the customer's mail with the calendar file and
 * the cancellation rule; the provider's mail (and the previous provider's, when a new
 * time went to another one); the waitlist's round for the dates concerned (a job the
 * waitlist answers); and, while it
 * is Confirmed, its reminder the lead time before it and its provider's agenda for that
 * day. Jobs are keyed by their effect, so queuing one twice acts once; a reminder queued
 * for an earlier time, or for an appointment since cancelled, finds it changed when it
 * runs and does nothing.
 */
export async function queueAppointmentNotices(tx: Executor, notice: AppointmentNotice): Promise<void> {
  const { change, row, customer, providerName, now } = notice;
  const settings = await bookingSettings(tx);
  const locale = localeOrDefault(customer.locale);
  // The customer's mail only (a series' later visits have none: the first visit's lists them).
  if (notice.customerMail !== false) {
    const petCare = await appointmentPetCare(tx, row);
    // A series' visits begin with this one: worded once for both.
    const series = notice.seriesVisits && (await rowsInLanguage(tx, [...notice.seriesVisits], locale));
    const [customerRow] = series && series[0]?.id === row.id ? series : await rowsInLanguage(tx, [row], locale);
    await enqueueMail(tx, appointmentEmail(change, customerRow ?? row, customer, providerName, now, locale, settings.cancelWindowMinutes, petCare, series, notice.deposit));
  }
  for (const mail of await providerMails(tx, notice)) await enqueueMail(tx, mail);
  // A time freed (or taken) on those dates: the waitlist offers it (or closes its offers of it), through the jobs table.
  const dates = new Set([row, ...(notice.before ? [notice.before] : [])].map((changed) => instantToZoned(changed.startsAt, siteConfig.timeZone).date));
  for (const date of dates) await enqueueJob(tx, { kind: WAITLIST_OFFERS_JOB, payload: { date } });
  if (row.status !== 'Confirmed') return;

  const remindAt = reminderDueAt(row.startsAt, settings.reminderLeadMinutes, now);
  if (remindAt) {
    await enqueueJob(tx, {
      kind: APPOINTMENT_REMINDER_JOB,
      payload: { appointmentId: row.id, startsAt: row.startsAt.toISOString() },
      runAt: remindAt,
      uniqueKey: reminderKey(row.id, row.startsAt),
    });
  }
  if (notice.agendaAt) {
    const { date } = instantToZoned(row.startsAt, siteConfig.timeZone);
    await enqueueJob(tx, {
      kind: PROVIDER_AGENDA_JOB,
      payload: { providerId: row.providerId, date },
      runAt: notice.agendaAt,
      uniqueKey: agendaKey(row.providerId, date),
    });
  }
}

/** Its provider is told; on a new time that went to another provider, the new one is told of a booking and the old one that it left. */
async function providerMails(tx: Executor, { change, row, before, customer, byProvider }: AppointmentNotice): Promise<OutgoingMail[]> {
  const movedFrom = before && before.providerId !== row.providerId ? before : undefined;
  const contacts = await providerContacts(tx, movedFrom ? [row.providerId, movedFrom.providerId] : [row.providerId]);
  const mails: OutgoingMail[] = [];
  const current = byProvider ? undefined : contacts.get(row.providerId);
  if (current) {
    const kind = change === 'reassigned' || (change === 'rescheduled' && movedFrom) ? 'booked' : change;
    const [theirs] = await rowsInLanguage(tx, [row], current.locale);
    mails.push(providerAppointmentEmail(kind, theirs ?? row, current, customer.name, current.locale, kind === 'rescheduled' ? before?.startsAt : undefined));
  }
  const previous = movedFrom && contacts.get(movedFrom.providerId);
  if (movedFrom && previous) {
    const [theirs] = await rowsInLanguage(tx, [movedFrom], previous.locale);
    mails.push(providerAppointmentEmail('removed', theirs ?? movedFrom, previous, customer.name, previous.locale));
  }
  return mails;
}

/** The accounts that hold these schedules, by schedule id; an unclaimed schedule has nobody to email. */
export async function providerContacts(db: Executor, providerIds: readonly number[]): Promise<Map<number, Contact>> {
  const holders = (await listSchedules(db)).flatMap((schedule) =>
    providerIds.includes(schedule.id) && schedule.userId ? [{ id: schedule.id, userId: schedule.userId }] : [],
  );
  const contacts = await contactsOf(db, holders.map((holder) => holder.userId));
  return new Map(holders.flatMap(({ id, userId }) => {
    const contact = contacts.get(userId);
    return contact ? [[id, contact] as const] : [];
  }));
}
