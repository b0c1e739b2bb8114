import { bookingMessages } from '@shared/contracts/booking';
import { hoursMessages, type AffectedAppointment } from '@shared/contracts/hours';
import { defaultLocale } from '@shared/i18n/locales';
import { instantToZoned, slotLabel, todayInZone, worksThrough } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database } from '../../db/database';
import { EXCLUSION_VIOLATION, sqlState } from '../../db/sql-state';
import { AppError, notFound } from '../../lib/app-error';
import { contactsOf } from '../accounts/accounts.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import type { JobWorker } from '../jobs/jobs.service';
import { enqueueMail } from '../mail/mail.service';
import { providerNamesOf } from '../providers/providers.service';
import { staffSchedules } from '../providers/staff.service';
import { closureOn, closuresFrom } from '../shop/shop.service';
import { appointmentEmail } from './appointment-emails';
import {
  closeConfirmedAppointment,
  findAppointmentById,
  findConfirmedBookings,
  findConfirmedFrom,
  lockProviderSchedule,
  moveConfirmedAppointment,
  type AppointmentRow,
} from './booking.repo';
import { findConflicts } from './schedule-conflicts';

/**
 * The owner's side of hours changes (issue 12 item 5): the booked appointments that no
 * longer fit, and the two ways to settle each one, another provider or a cancellation
 * that emails the customer. Every action is in the audit log.
 */

export interface ScheduleAdminDeps {
  db: Database;
  jobs: JobWorker;
  now: () => Date;
}

const { timeZone } = siteConfig;

export async function affectedAppointments(deps: ScheduleAdminDeps): Promise<AffectedAppointment[]> {
  const now = deps.now();
  const today = todayInZone(now, timeZone);
  const [rows, schedules, closures] = await Promise.all([findConfirmedFrom(deps.db, now), staffSchedules(deps.db, today), closuresFrom(deps.db, today)]);
  const conflicts = findConflicts({ appointments: rows, schedules, closures, timeZone });
  if (conflicts.length === 0) return [];
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  const names = new Map(schedules.map((schedule) => [schedule.id, schedule.displayName]));
  const customers = await contactsOf(deps.db, conflicts.map(({ appointment }) => rowsById.get(appointment.id)!.userId));
  return conflicts.map(({ appointment, reason, alternativeIds }) => {
    const row = rowsById.get(appointment.id)!;
    const local = instantToZoned(row.startsAt, timeZone);
    const customer = customers.get(row.userId);
    return {
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      date: local.date,
      time: slotLabel(local.minutes),
      serviceName: row.serviceName,
      petName: row.petName,
      customerName: customer?.name ?? '',
      customerEmail: customer?.email ?? '',
      providerId: row.providerId,
      providerName: names.get(row.providerId) ?? '',
      reason,
      alternatives: alternativeIds.map((id) => ({ id, displayName: names.get(id) ?? '' })),
    };
  });
}

/** The owner cancels a booked appointment; the customer is emailed with a calendar cancellation. */
export async function cancelByOwner(deps: ScheduleAdminDeps, actor: AuditActor, appointmentId: string): Promise<void> {
  const existing = await findAppointmentById(deps.db, appointmentId);
  const customer = existing && (await contactsOf(deps.db, [existing.userId])).get(existing.userId);
  if (!existing || !customer) throw notFound(bookingMessages.appointmentNotFound);
  const providerName = (await providerNamesOf(deps.db, [existing.providerId])).get(existing.providerId) ?? null;
  await deps.db.transaction(async (tx) => {
    const row = await closeConfirmedAppointment(tx, appointmentId, 'Cancelled');
    if (!row) throw new AppError(409, 'NOT_CONFIRMED', bookingMessages.onlyConfirmedChange);
    await enqueueMail(tx, appointmentEmail('cancelled', row, customer, providerName, deps.now(), defaultLocale));
    await recordChange(tx, { actor, action: 'appointment.cancelled', subject: `appointment:${row.id}`, details: describe(row, customer.email) });
  });
  deps.jobs.kick();
}

/** Moves a booked appointment, same time, to another provider who offers the service, works then and is free. */
export async function reassignByOwner(deps: ScheduleAdminDeps, actor: AuditActor, appointmentId: string, providerId: number): Promise<void> {
  const existing = await findAppointmentById(deps.db, appointmentId);
  if (!existing) throw notFound(bookingMessages.appointmentNotFound);
  if (existing.status !== 'Confirmed') throw new AppError(409, 'NOT_CONFIRMED', bookingMessages.onlyConfirmedChange);
  const local = instantToZoned(existing.startsAt, timeZone);
  const schedules = await staffSchedules(deps.db, local.date);
  const target = schedules.find((schedule) => schedule.id === providerId);
  const from = schedules.find((schedule) => schedule.id === existing.providerId);
  const endMinute = local.minutes + Math.round((existing.endsAt.getTime() - existing.startsAt.getTime()) / 60_000);
  const refused = () => new AppError(409, 'NOT_REASSIGNABLE', hoursMessages.notReassignable, { providerId: hoursMessages.notReassignable });
  if (!target) throw new AppError(422, 'VALIDATION_ERROR', hoursMessages.unknownProvider, { providerId: hoursMessages.unknownProvider });
  if (providerId === existing.providerId || !target.serviceIds.includes(existing.serviceId) || !worksThrough(target, local.date, local.minutes, endMinute)) {
    throw refused();
  }
  if (await closureOn(deps.db, local.date)) throw refused();
  try {
    await deps.db.transaction(async (tx) => {
      await lockProviderSchedule(tx, providerId);
      if ((await findConfirmedBookings(tx, [providerId], existing.startsAt, existing.endsAt, existing.id)).length > 0) throw refused();
      const row = await moveConfirmedAppointment(tx, existing.id, { providerId, startsAt: existing.startsAt, endsAt: existing.endsAt });
      if (!row) throw new AppError(409, 'NOT_CONFIRMED', bookingMessages.onlyConfirmedChange);
      await recordChange(tx, {
        actor,
        action: 'appointment.reassigned',
        subject: `appointment:${row.id}`,
        details: { ...describe(row), from: from?.displayName ?? '', to: target.displayName },
      });
    });
  } catch (error) {
    // The EXCLUDE constraint: someone booked that provider at that time meanwhile.
    if (sqlState(error) === EXCLUSION_VIOLATION) throw refused();
    throw error;
  }
}

function describe(row: AppointmentRow, customerEmail?: string) {
  const local = instantToZoned(row.startsAt, timeZone);
  return { date: local.date, time: slotLabel(local.minutes), name: row.serviceName, petName: row.petName, ...(customerEmail ? { customer: customerEmail } : {}) };
}
