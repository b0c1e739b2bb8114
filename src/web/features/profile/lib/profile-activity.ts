import type { Appointment } from '@shared/contracts/booking';

/** Spec §2 Profile: the recent activity is the appointment booked last (latest createdAt). */
export function latestAppointment(appointments: readonly Appointment[]): Appointment | undefined {
  let latest: Appointment | undefined;
  for (const appointment of appointments) {
    if (!latest || Date.parse(appointment.createdAt) > Date.parse(latest.createdAt)) latest = appointment;
  }
  return latest;
}
