/**
 * What may still happen to a booked appointment, by its status and the clock (issues 13
 * and 14): a Confirmed appointment can be moved, given to another provider or cancelled
 * only before it starts; it can be closed as Completed or No-show only once it has.
 * The server enforces these; the console reads the same rule to offer the right buttons.
 */
/** Why an appointment cannot be cancelled, rescheduled or reassigned; undefined when it can. */
export type ChangeRefusal = 'not-confirmed' | 'started';
/** Why an appointment cannot be marked Completed or No-show; undefined when it can. */
export type CloseRefusal = 'not-confirmed' | 'not-started';

export const hasStarted = (startsAt: Date, now: Date): boolean => startsAt.getTime() <= now.getTime();

export function changeRefusal(appointment: { status: string; startsAt: Date }, now: Date): ChangeRefusal | undefined {
  if (appointment.status !== 'Confirmed') return 'not-confirmed';
  return hasStarted(appointment.startsAt, now) ? 'started' : undefined;
}

export function closeRefusal(appointment: { status: string; startsAt: Date }, now: Date): CloseRefusal | undefined {
  if (appointment.status !== 'Confirmed') return 'not-confirmed';
  return hasStarted(appointment.startsAt, now) ? undefined : 'not-started';
}
