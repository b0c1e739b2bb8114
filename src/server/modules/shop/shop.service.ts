import { DEFAULT_DEPOSIT_HOLD_MINUTES } from '@shared/contracts/booking-rules';
import type { BookingSettings, Closure, ConsoleHours, ShopHours, SlotStep, WeeklyInterval } from '@shared/contracts/hours';
import { hoursMessages } from '@shared/contracts/hours';
import { DEFAULT_BOOKING_WINDOWS } from '@shared/scheduling/booking-windows';
import { DEFAULT_REMINDER_LEAD_MINUTES } from '@shared/scheduling/reminder-times';
import { DEFAULT_SLOT_STEP_MINUTES } from '@shared/scheduling/slots';
import { toWeeklyClock, toWeeklyMinutes, type WeeklyMinutes } from '@shared/scheduling/weekly-hours';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields, recordChange, type AuditActor } from '../audit/audit.service';
import {
  deleteClosure,
  findClosure,
  findClosuresFrom,
  findOpeningHours,
  insertClosure,
  replaceOpeningHours,
  findBookingSettings,
  saveBookingSettings,
} from './shop.repo';

/**
 * The shop's own calendar (issue 12): its opening hours (the contact page, the footer),
 * the days it is closed (no bookings either), the grid appointments start on, and the
 * booking rules (issue 14: minimum notice, cancellation window, reminder lead time).
 * Each is data the owner edits in the console, and every change is in the audit log.
 */

/** The week the shop's doors are open, in minutes: what new provider schedules start from. */
export const openingHours = (db: Executor): Promise<WeeklyMinutes[]> => findOpeningHours(db);

/** What the contact page and the footer show: the week, and the closures from `today` on. */
export async function shopHours(db: Executor, today: string): Promise<ShopHours> {
  const [week, closures] = await Promise.all([findOpeningHours(db), findClosuresFrom(db, today)]);
  return { openingHours: toWeeklyClock(week), closures: closures.map(toClosure) };
}

export async function consoleHours(db: Executor, today: string): Promise<ConsoleHours> {
  const [hours, settings] = await Promise.all([shopHours(db, today), bookingSettings(db)]);
  return { ...hours, ...settings };
}

/** The closure of that date, when the shop is closed then. */
export async function closureOn(db: Executor, date: string): Promise<Closure | undefined> {
  const row = await findClosure(db, date);
  return row && toClosure(row);
}

/** The closures from `from` on, for the affected-appointments check. */
export async function closuresFrom(db: Executor, from: string): Promise<Closure[]> {
  return (await findClosuresFrom(db, from)).map(toClosure);
}

/** The grid slot starts sit on (15 or 30 minutes). */
export async function slotStep(db: Executor): Promise<SlotStep> {
  return (await bookingSettings(db)).slotStepMinutes;
}

/** The booking settings the owner chose, or the defaults until they first save them. */
export async function bookingSettings(db: Executor): Promise<BookingSettings> {
  const row = await findBookingSettings(db);
  return {
    slotStepMinutes: (row?.slotStepMinutes ?? DEFAULT_SLOT_STEP_MINUTES) as SlotStep,
    minNoticeMinutes: row?.minNoticeMinutes ?? DEFAULT_BOOKING_WINDOWS.minNoticeMinutes,
    cancelWindowMinutes: row?.cancelWindowMinutes ?? DEFAULT_BOOKING_WINDOWS.cancelWindowMinutes,
    reminderLeadMinutes: row?.reminderLeadMinutes ?? DEFAULT_REMINDER_LEAD_MINUTES,
    depositHoldMinutes: row?.depositHoldMinutes ?? DEFAULT_DEPOSIT_HOLD_MINUTES,
  };
}

/**
 * What else a change of hours does, in its transaction: app.ts passes the waitlist's
 * (new hours may free times someone waits for), which this module does not know.
 */
export type AfterHoursChange = (tx: Executor) => Promise<void>;

export async function updateOpeningHours(db: Database, actor: AuditActor, intervals: readonly WeeklyInterval[], afterChange?: AfterHoursChange): Promise<void> {
  const after = toWeeklyMinutes(intervals);
  await db.transaction(async (tx) => {
    const before = await findOpeningHours(tx);
    await replaceOpeningHours(tx, after);
    const changes = changedFields({ openingHours: toWeeklyClock(before) }, { openingHours: toWeeklyClock(after) });
    if (Object.keys(changes).length === 0) return;
    await recordChange(tx, { actor, action: 'hours.opening.updated', subject: 'shop:opening-hours', details: { changes } });
    await afterChange?.(tx);
  });
}

export async function addClosure(db: Database, actor: AuditActor, closure: Closure): Promise<Closure> {
  return db.transaction(async (tx) => {
    if (!(await insertClosure(tx, closure))) {
      throw new AppError(409, 'CLOSURE_EXISTS', hoursMessages.closureExists, { date: hoursMessages.closureExists });
    }
    await recordChange(tx, { actor, action: 'hours.closure.added', subject: `closure:${closure.date}`, details: { ...closure } });
    return closure;
  });
}

export async function removeClosure(db: Database, actor: AuditActor, date: string, afterChange?: AfterHoursChange): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await deleteClosure(tx, date);
    if (!removed) throw notFound(hoursMessages.unknownClosure);
    await recordChange(tx, { actor, action: 'hours.closure.removed', subject: `closure:${date}`, details: toClosure(removed) });
    await afterChange?.(tx);
  });
}

/** Changes the settings given, keeping the others; one audit entry lists what changed, before and after. */
export async function updateBookingSettings(db: Database, actor: AuditActor, update: Partial<BookingSettings>): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await bookingSettings(tx);
    const after = { ...before, ...update };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0) return;
    await saveBookingSettings(tx, after);
    await recordChange(tx, { actor, action: 'settings.booking.updated', subject: 'shop:booking-settings', details: { changes } });
  });
}

function toClosure(row: { date: string; reason: string }): Closure {
  return { date: row.date, reason: row.reason };
}
