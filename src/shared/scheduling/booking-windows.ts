/**
 * The customer's booking windows (issue 14), pure and shared by the server, which
 * enforces them, and the browser, which hides what the server would refuse and says
 * why. Both windows are lengths of elapsed time, not of clock time: on the day the
 * clocks spring forward, 24 hours before 10:00 AM is 9:00 AM the day before.
 */
import { changeRefusal, hasStarted } from './appointment-rules';

/** The owner's settings these rules read, in minutes. */
export interface BookingWindows {
  /** No booking starts sooner than this after now. */
  minNoticeMinutes: number;
  /** Inside this before the start, the customer calls the shop to cancel or reschedule. */
  cancelWindowMinutes: number;
}

/** What a fresh install uses (the migration's defaults): 2 hours' notice, a 24-hour cancellation window. */
export const DEFAULT_BOOKING_WINDOWS: BookingWindows = { minNoticeMinutes: 120, cancelWindowMinutes: 1440 };

const minutes = (count: number) => count * 60_000;

/** The earliest start a booking made at `now` may take. */
export function earliestBookableStart(now: Date, minNoticeMinutes: number): Date {
  return new Date(now.getTime() + minutes(minNoticeMinutes));
}

/** True when a start is too soon to book online: before now plus the notice (a start already past is too soon as well). */
export function isWithinNotice(startsAt: Date, now: Date, minNoticeMinutes: number): boolean {
  return startsAt.getTime() < earliestBookableStart(now, minNoticeMinutes).getTime();
}

/** Why a start cannot be booked online at `now`; undefined when it can. */
export type StartRefusal = 'past' | 'too-soon';

export function startRefusal(startsAt: Date, now: Date, minNoticeMinutes: number): StartRefusal | undefined {
  if (hasStarted(startsAt, now)) return 'past';
  return isWithinNotice(startsAt, now, minNoticeMinutes) ? 'too-soon' : undefined;
}

/** The last moment the customer may still cancel or reschedule online. */
export function changeDeadline(startsAt: Date, cancelWindowMinutes: number): Date {
  return new Date(startsAt.getTime() - minutes(cancelWindowMinutes));
}

/** True once the cancellation window has opened: strictly after the deadline, so "24 hours before" itself is still in time. */
export function isInsideCancelWindow(startsAt: Date, now: Date, cancelWindowMinutes: number): boolean {
  return now.getTime() > changeDeadline(startsAt, cancelWindowMinutes).getTime();
}

/** Why the customer cannot cancel or reschedule online; undefined when they can. */
export type CustomerChangeRefusal = 'not-confirmed' | 'started' | 'inside-window';

/** Only a Confirmed appointment, not yet started, and not inside the window; each refusal has its own words. */
export function customerChangeRefusal(
  appointment: { status: string; startsAt: Date },
  now: Date,
  cancelWindowMinutes: number,
): CustomerChangeRefusal | undefined {
  const refusal = changeRefusal(appointment, now);
  if (refusal) return refusal;
  return isInsideCancelWindow(appointment.startsAt, now, cancelWindowMinutes) ? 'inside-window' : undefined;
}

/** A window in hours, as the messages say it ("2 hours", "1.5 hours"). */
export const windowHours = (windowMinutes: number): number => Math.round((windowMinutes / 60) * 100) / 100;
