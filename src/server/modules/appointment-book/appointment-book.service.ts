import { appointmentBookMessages, type AppointmentBook, type AppointmentBookQuery, type EligibleProviders } from '@shared/contracts/appointment-book';
import type { NoticeDeposit } from '../appointment-notices/appointment-notices.service';
import { bookingMessages } from '@shared/contracts/booking';
import { hoursMessages } from '@shared/contracts/hours';
import { changeRefusal, closeRefusal } from '@shared/scheduling/appointment-rules';
import { localDaysToInstants } from '@shared/scheduling/calendar-week';
import { instantToZoned, slotLabel } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, sqlState } from '../../db/sql-state';
import { AppError, notFound } from '../../lib/app-error';
import { contactsOf, type Contact } from '../accounts/accounts.service';
import { recordEvent } from '../analytics/analytics.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { serviceCatalogueForConsole } from '../catalog/service-admin.service';
import type { JobWorker } from '../jobs/jobs.service';
import { listSchedules, providerNames } from '../providers/providers.service';
import { staffSchedules } from '../providers/staff.service';
import { closureOn } from '../shop/shop.service';
import { queueAppointmentNotices } from '../appointment-notices/appointment-notices.service';
import { appointmentSubject, toConsoleAppointment } from './appointment-views';
import { waiversOnVisits } from '../waivers/waivers.service';
import { visitsWithReportCards } from '../report-cards/report-cards.service';
import {
  closeConfirmedAppointment,
  findAppointmentById,
  findAppointmentsStartingBetween,
  findConfirmedBookings,
  lockProviderSchedule,
  reassignConfirmedAppointment,
  type AppointmentRow,
} from './appointments.repo';
import { providersFreeFor } from './schedule-conflicts';

/**
 * The owner's appointment book (issue 13 item 3): every provider's appointments a few
 * days at a time, and the owner's four actions on one. Reassigning, rescheduling and
 * cancelling need a Confirmed appointment that has not started; a no-show one that has.
 * The customer is emailed an updated calendar entry for each change of time, provider or
 * status they care about; every action is in the audit log, and cancellations and
 * no-shows are counted for the figures (D27), each in the transaction of the change.
 */

/**
 * What a visit's deposit does when the shop cancels the visit or marks a no-show (issue 29):
 * checkout's deposits answer it, handed over by app.ts and the console, which the
 * appointment book does not know. Each runs in the change's transaction.
 */
export interface VisitDepositHooks {
  /** The shop's cancel: a paid deposit goes back; its state, for the cancellation mail. */
  onCancel(tx: Executor, row: AppointmentRow, by: 'customer' | 'shop', now: Date): Promise<NoticeDeposit | undefined>;
  /** A no-show keeps a paid deposit. */
  onNoShow(tx: Executor, appointmentId: string): Promise<void>;
}

export interface AppointmentBookDeps {
  db: Database;
  jobs: JobWorker;
  now: () => Date;
  /** Issue 29: what the visit's deposit does on a cancel or a no-show; none, nothing. */
  deposits?: VisitDepositHooks;
}

const { timeZone } = siteConfig;

export async function appointmentBook(deps: AppointmentBookDeps, query: AppointmentBookQuery): Promise<AppointmentBook> {
  const { start, end } = localDaysToInstants(query.from, query.to, timeZone);
  const [rows, schedules, catalogue] = await Promise.all([
    findAppointmentsStartingBetween(deps.db, start, end, { providerId: query.providerId, serviceId: query.serviceId }),
    listSchedules(deps.db),
    serviceCatalogueForConsole(deps.db),
  ]);
  const [customers, waivers, withCards] = await Promise.all([
    contactsOf(deps.db, rows.map((row) => row.userId)),
    waiversOnVisits(deps.db, rows),
    visitsWithReportCards(deps.db, rows.filter((row) => row.status === 'Completed').map((row) => row.id)),
  ]);
  const names = new Map(schedules.map((schedule) => [schedule.id, schedule.displayName]));
  const now = deps.now();
  return {
    from: query.from,
    to: query.to,
    timeZone,
    appointments: rows.map((row) => toConsoleAppointment(row, names, customers.get(row.userId), now, waivers.get(row.id), withCards.has(row.id))),
    providers: schedules.map(({ id, displayName }) => ({ id, displayName })),
    services: catalogue.services.map(({ id, name }) => ({ id, name })),
  };
}

/** The providers the appointment could be given to at its time. */
export async function eligibleProviders(deps: AppointmentBookDeps, appointmentId: string): Promise<EligibleProviders> {
  const existing = await requireChangeable(deps.db, appointmentId, deps.now());
  const situation = await loadReassignment(deps.db, existing);
  return { providers: situation.schedules.filter((schedule) => situation.freeIds.includes(schedule.id)).map(({ id, displayName }) => ({ id, displayName })) };
}

/** Gives the appointment, same time, to another provider who offers the service, works then and is free; the customer is told who. */
export async function reassignByOwner(deps: AppointmentBookDeps, actor: AuditActor, appointmentId: string, providerId: number): Promise<void> {
  const now = deps.now();
  const existing = await requireChangeable(deps.db, appointmentId, now);
  const situation = await loadReassignment(deps.db, existing);
  const target = situation.schedules.find((schedule) => schedule.id === providerId);
  const refused = () => new AppError(409, 'NOT_REASSIGNABLE', hoursMessages.notReassignable, { providerId: hoursMessages.notReassignable });
  if (!target) throw new AppError(422, 'VALIDATION_ERROR', hoursMessages.unknownProvider, { providerId: hoursMessages.unknownProvider });
  if (!situation.freeIds.includes(providerId)) throw refused();
  const fromName = situation.schedules.find((schedule) => schedule.id === existing.providerId)?.displayName ?? '';
  try {
    await deps.db.transaction(async (tx) => {
      await lockProviderSchedule(tx, providerId);
      if ((await findConfirmedBookings(tx, [providerId], existing.startsAt, existing.endsAt, existing.id)).length > 0) throw refused();
      const row = await reassignConfirmedAppointment(tx, existing.id, { fromProviderId: existing.providerId, toProviderId: providerId });
      if (!row) throw notConfirmed();
      await queueAppointmentNotices(tx, { change: 'reassigned', row, before: existing, customer: situation.customer, providerName: target.displayName, now });
      await recordChange(tx, {
        actor,
        action: 'appointment.reassigned',
        subject: `appointment:${row.id}`,
        details: { ...describe(row, situation.customer.email), from: fromName, to: target.displayName },
      });
    });
  } catch (error) {
    // The EXCLUDE constraint: someone booked that provider at that time meanwhile.
    const code = sqlState(error);
    if (code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED) throw refused();
    throw error;
  }
  deps.jobs.kick();
}

/** The owner cancels a booked appointment; the customer is emailed with a calendar cancellation. */
export async function cancelByOwner(deps: AppointmentBookDeps, actor: AuditActor, appointmentId: string): Promise<void> {
  const now = deps.now();
  const existing = await requireChangeable(deps.db, appointmentId, now);
  const customer = await requireCustomer(deps.db, existing);
  const providerName = (await providerNames(deps.db)).get(existing.providerId) ?? null;
  await deps.db.transaction(async (tx) => {
    const row = await closeConfirmedAppointment(tx, appointmentId, 'Cancelled');
    if (!row) throw notConfirmed();
    // Issue 29: the shop's cancel gives a paid deposit back.
    const deposit = await deps.deposits?.onCancel(tx, row, 'shop', now);
    await queueAppointmentNotices(tx, { change: 'cancelled', row, customer, providerName, now, deposit });
    await recordChange(tx, { actor, action: 'appointment.cancelled', subject: `appointment:${row.id}`, details: describe(row, customer.email) });
    await recordEvent(tx, { name: 'appointment_cancelled', ...appointmentSubject(row), details: { by: 'owner' } });
  });
  deps.jobs.kick();
}

/** The customer did not come: only a Confirmed appointment that has started. */
export async function markNoShowByOwner(deps: AppointmentBookDeps, actor: AuditActor, appointmentId: string): Promise<void> {
  const existing = await findAppointmentById(deps.db, appointmentId);
  if (!existing) throw notFound(bookingMessages.appointmentNotFound);
  assertClosable(existing, deps.now(), { notConfirmed: appointmentBookMessages.noShowNotConfirmed, notStarted: appointmentBookMessages.noShowNotStarted });
  const customer = await requireCustomer(deps.db, existing);
  await deps.db.transaction(async (tx) => {
    const row = await closeConfirmedAppointment(tx, appointmentId, 'No-show');
    if (!row) throw new AppError(409, 'NOT_CONFIRMED', appointmentBookMessages.noShowNotConfirmed);
    await deps.deposits?.onNoShow(tx, row.id);
    await recordChange(tx, { actor, action: 'appointment.noShow', subject: `appointment:${row.id}`, details: describe(row, customer.email) });
    await recordEvent(tx, { name: 'appointment_no_show', ...appointmentSubject(row), details: { by: 'owner' } });
  });
}

/** Refuses a no-show or a completion that the status or the clock does not allow, in the caller's words. */
export function assertClosable(appointment: AppointmentRow, now: Date, words: { notConfirmed: string; notStarted: string }): void {
  const refusal = closeRefusal(appointment, now);
  if (refusal === 'not-confirmed') throw new AppError(409, 'NOT_CONFIRMED', words.notConfirmed);
  if (refusal === 'not-started') throw new AppError(409, 'NOT_STARTED', words.notStarted);
}

// ---- helpers ----

const notConfirmed = () => new AppError(409, 'NOT_CONFIRMED', appointmentBookMessages.notConfirmed);

/** The appointment, still Confirmed and not yet started; otherwise the refusal in words. */
export async function requireChangeable(db: Executor, appointmentId: string, now: Date): Promise<AppointmentRow> {
  const existing = await findAppointmentById(db, appointmentId);
  if (!existing) throw notFound(bookingMessages.appointmentNotFound);
  const refusal = changeRefusal(existing, now);
  if (refusal === 'not-confirmed') throw notConfirmed();
  if (refusal === 'started') throw new AppError(409, 'APPOINTMENT_STARTED', appointmentBookMessages.started);
  return existing;
}

export async function requireCustomer(db: Executor, row: AppointmentRow): Promise<Contact> {
  const customer = (await contactsOf(db, [row.userId])).get(row.userId);
  if (!customer) throw notFound(bookingMessages.appointmentNotFound);
  return customer;
}

/** Everything reassigning decides on: every schedule that date, who of them is free then, and the customer. */
async function loadReassignment(db: Executor, row: AppointmentRow) {
  const { date } = instantToZoned(row.startsAt, timeZone);
  const [schedules, closure, customer] = await Promise.all([staffSchedules(db, date), closureOn(db, date), requireCustomer(db, row)]);
  const bookings = await findConfirmedBookings(db, schedules.map((schedule) => schedule.id), row.startsAt, row.endsAt, row.id);
  // On a day the shop is closed nobody can take it.
  const freeIds = closure ? [] : providersFreeFor({ appointment: row, schedules, bookings, timeZone });
  return { schedules, freeIds, customer };
}

/** An appointment as the audit log describes it. */
export function describe(row: AppointmentRow, customerEmail: string) {
  const local = instantToZoned(row.startsAt, timeZone);
  return { date: local.date, time: slotLabel(local.minutes), name: row.serviceName, petName: row.petName, customer: customerEmail };
}
