import type { Appointment } from '@shared/contracts/booking';
import type { Executor } from '../../db/database';
import { providerNamesOf } from '../providers/providers.service';
import { toAppointment } from './appointment-views';
import { countAppointmentsOf, findCustomerAppointments } from './customer-appointments.repo';

/** A customer's appointments as the owner console shows them: every one, the latest start first. */
export async function appointmentsOfUser(db: Executor, userId: string): Promise<Appointment[]> {
  const rows = await findCustomerAppointments(db, userId);
  const names = await providerNamesOf(db, rows.map((row) => row.providerId));
  return rows.map((row) => toAppointment(row, names.get(row.providerId) ?? null));
}

export interface AppointmentTally {
  upcoming: number;
  lastBookedAt: Date | null;
}

/** Per customer: how many Confirmed appointments are still to come, and when they last booked. */
export async function appointmentTalliesOf(db: Executor, userIds: readonly string[], now: Date): Promise<Map<string, AppointmentTally>> {
  const rows = await countAppointmentsOf(db, userIds, now);
  return new Map(rows.map(({ userId, upcoming, lastBookedAt }) => [userId, { upcoming, lastBookedAt }]));
}
