import type { AffectedAppointment, Closure } from '@shared/contracts/hours';
import { instantToZoned, isOnTimeOff, overlaps, worksThrough, type ProviderSchedule } from '@shared/scheduling/slots';

/**
 * Which booked appointments no longer fit the hours (issue 12 item 5), pure: changing
 * hours never cancels anything by itself; what no longer fits is listed for the owner,
 * with the providers who could take each one instead.
 */

export type ConflictReason = AffectedAppointment['reason'];

export interface BookedAppointment {
  id: string;
  providerId: number;
  serviceId: string;
  startsAt: Date;
  endsAt: Date;
}

export interface ScheduleForConflicts extends ProviderSchedule {
  serviceIds: readonly string[];
}

export interface Conflict {
  appointment: BookedAppointment;
  reason: ConflictReason;
  /** Providers who offer the service, work then and are free: where it can go. */
  alternativeIds: number[];
}

export function findConflicts(input: {
  appointments: readonly BookedAppointment[];
  schedules: readonly ScheduleForConflicts[];
  closures: readonly Closure[];
  timeZone: string;
}): Conflict[] {
  const { appointments, schedules, timeZone } = input;
  const closedDates = new Set(input.closures.map((closure) => closure.date));
  const byId = new Map(schedules.map((schedule) => [schedule.id, schedule]));
  const conflicts: Conflict[] = [];
  for (const appointment of appointments) {
    const { date, minutes } = instantToZoned(appointment.startsAt, timeZone);
    const endMinute = minutes + Math.round((appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000);
    const own = byId.get(appointment.providerId);
    const reason: ConflictReason | undefined = closedDates.has(date)
      ? 'closure'
      : own && isOnTimeOff(own, date)
        ? 'time-off'
        : !own || !worksThrough(own, date, minutes, endMinute)
          ? 'outside-hours'
          : undefined;
    if (!reason) continue;
    const alternativeIds = reason === 'closure' ? [] : providersFreeFor({ appointment, schedules, bookings: appointments, timeZone });
    conflicts.push({ appointment, reason, alternativeIds });
  }
  return conflicts;
}

/**
 * Who could take an appointment at its own time instead of its provider: another
 * provider who offers its service, works through it that date (not on time off) and
 * has no other Confirmed booking overlapping it. The shop being closed that day is the
 * caller's to check. The one rule behind reassigning, from the hours screen or the book.
 */
export function providersFreeFor(input: {
  appointment: BookedAppointment;
  schedules: readonly ScheduleForConflicts[];
  /** Confirmed bookings that may overlap it (the appointment itself is ignored). */
  bookings: ReadonlyArray<Omit<BookedAppointment, 'serviceId'>>;
  timeZone: string;
}): number[] {
  const { appointment, schedules, bookings, timeZone } = input;
  const { date, minutes } = instantToZoned(appointment.startsAt, timeZone);
  const endMinute = minutes + Math.round((appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000);
  return schedules
    .filter((schedule) => schedule.id !== appointment.providerId && schedule.serviceIds.includes(appointment.serviceId))
    .filter((schedule) => worksThrough(schedule, date, minutes, endMinute))
    .filter(
      (schedule) =>
        !bookings.some((other) => other.id !== appointment.id && other.providerId === schedule.id && overlaps(other, appointment.startsAt, appointment.endsAt)),
    )
    .map((schedule) => schedule.id);
}
