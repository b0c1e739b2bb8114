import * as z from 'zod';
import { isoDateSchema } from '@shared/contracts/booking';
import { addDaysToDate, zonedDateTimeToInstant } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database } from '../../db/database';
import { contactsOf } from '../accounts/accounts.service';
import type { JobHandler } from '../jobs/jobs.service';
import { enqueueMail } from '../mail/mail.service';
import { providerNamesOf } from '../providers/providers.service';
import { enqueueText, reminderText } from '../text-messages/text-messages.service';
import { bookingSettings } from '../shop/shop.service';
import { appointmentEmail } from './appointment-emails';
import { rowsInLanguage } from './appointment-language.service';
import { appointmentPetCare } from '../pets/pet-care.service';
import { APPOINTMENT_REMINDER_JOB, PROVIDER_AGENDA_JOB, providerContacts } from './appointment-notices.service';
import type { NoticeAppointments } from './notice-appointment';
import { providerAgendaEmail } from './provider-notice-emails';

const reminderPayloadSchema = z.object({ appointmentId: z.uuid(), startsAt: z.iso.datetime() });
const agendaPayloadSchema = z.object({ providerId: z.number().int().positive(), date: isoDateSchema });

export interface ReminderJobDeps {
  db: Database;
  appointments: NoticeAppointments;
  /** The app's clock. */
  now: () => Date;
  /** Runs the worker again once a mail is queued, so it goes at once. */
  kick: () => void;
}

/**
 * The two reminder job kinds (issue 14), for the jobs worker. Each decides in one
 * transaction and its only effects are a mail (and for the customer a text) queued under
 * a unique key, so a job run twice (two servers, or a worker that died after acting and
 * before recording it) queues each once.
 */
export function appointmentReminderJobs(deps: ReminderJobDeps): Record<string, JobHandler> {
  return { [APPOINTMENT_REMINDER_JOB]: customerReminder(deps), [PROVIDER_AGENDA_JOB]: providerAgenda(deps) };
}

/**
 * The customer's reminder: only while the appointment is still Confirmed, still starts
 * when the job was queued for (a new time has its own job) and has not started yet. The
 * appointment is locked while it is checked, so a cancel cannot slip in between.
 */
function customerReminder(deps: ReminderJobDeps): JobHandler {
  return async (payload) => {
    const { appointmentId, startsAt } = reminderPayloadSchema.parse(payload);
    const queued = await deps.db.transaction(async (tx) => {
      const row = await deps.appointments.lock(tx, appointmentId);
      const now = deps.now();
      if (!row || row.status !== 'Confirmed' || row.startsAt.getTime() !== new Date(startsAt).getTime() || row.startsAt <= now) return false;
      const [customers, names, settings] = await Promise.all([contactsOf(tx, [row.userId]), providerNamesOf(tx, [row.providerId]), bookingSettings(tx)]);
      const customer = customers.get(row.userId);
      if (!customer) return false;
      const petCare = await appointmentPetCare(tx, row);
      const [theirs] = await rowsInLanguage(tx, [row], customer.locale);
      const mail = appointmentEmail('reminder', theirs ?? row, customer, names.get(row.providerId) ?? null, now, customer.locale, settings.cancelWindowMinutes, petCare);
      const mailed = await enqueueMail(tx, mail, { uniqueKey: `reminder-mail:${row.id}:${row.startsAt.toISOString()}` });
      // The text reminder too (issue 30): it goes only if the customer agrees to texts when it is sent.
      const texted = await enqueueText(tx, { userId: row.userId, body: reminderText(theirs ?? row, customer.locale), uniqueKey: `reminder-text:${row.id}:${row.startsAt.toISOString()}` });
      return mailed || texted;
    });
    if (queued) deps.kick();
  };
}

/** A provider's day: their Confirmed appointments that date, if they have any and an account to email. */
function providerAgenda(deps: ReminderJobDeps): JobHandler {
  return async (payload) => {
    const { providerId, date } = agendaPayloadSchema.parse(payload);
    const { timeZone } = siteConfig;
    const queued = await deps.db.transaction(async (tx) => {
      const provider = (await providerContacts(tx, [providerId])).get(providerId);
      if (!provider) return false;
      const from = zonedDateTimeToInstant(date, 0, timeZone);
      const to = zonedDateTimeToInstant(addDaysToDate(date, 1), 0, timeZone);
      const rows = (await deps.appointments.ofProvider(tx, providerId, from, to)).filter((row) => row.status === 'Confirmed');
      if (rows.length === 0) return false;
      const customers = await contactsOf(tx, rows.map((row) => row.userId));
      const day = (await rowsInLanguage(tx, rows, provider.locale)).map((row) => ({ row, customerName: customers.get(row.userId)?.name ?? '' }));
      return enqueueMail(tx, providerAgendaEmail(provider, date, day, provider.locale), { uniqueKey: `agenda-mail:${providerId}:${date}` });
    });
    if (queued) deps.kick();
  };
}
