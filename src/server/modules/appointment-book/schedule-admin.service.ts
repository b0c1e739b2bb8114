import type { AffectedAppointment } from '@shared/contracts/hours';
import { instantToZoned, slotLabel, todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database } from '../../db/database';
import { contactsOf } from '../accounts/accounts.service';
import { staffSchedules } from '../providers/staff.service';
import { closuresFrom } from '../shop/shop.service';
import { findConfirmedFrom } from './appointments.repo';
import { findConflicts } from './schedule-conflicts';

/**
 * The owner's side of hours changes (issue 12 item 5): the booked appointments that no
 * longer fit, with who could take each one. The two ways to settle one, another
 * provider or a cancellation that emails the customer, are the appointment book's
 * (appointment-book.service.ts).
 */

export interface ScheduleAdminDeps {
  db: Database;
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
