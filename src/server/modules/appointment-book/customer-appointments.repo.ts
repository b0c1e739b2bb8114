import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { AppointmentRow } from './appointments.repo';
import { appointments } from './appointment-book.schema';

/** The customer's latest-starting appointments, latest first, at most `limit`. */
export function findCustomerAppointments(db: Executor, userId: string, limit: number): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.userId, userId))
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(limit);
}

/** Per customer: Confirmed appointments starting after `now`, and when they last booked. */
export async function countAppointmentsOf(
  db: Executor,
  userIds: readonly string[],
  now: Date,
): Promise<Array<{ userId: string; upcoming: number; lastBookedAt: Date }>> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: appointments.userId,
      upcoming: sql<number>`(count(*) filter (where ${and(eq(appointments.status, 'Confirmed'), gt(appointments.startsAt, now))}))::int`,
      lastBookedAt: sql<Date>`max(${appointments.createdAt})`.mapWith(appointments.createdAt),
    })
    .from(appointments)
    .where(inArray(appointments.userId, [...userIds]))
    .groupBy(appointments.userId);
}

/** Per customer with an appointment: when they last booked one, or last came to one (issue 30). */
export function findLastBookingAt(db: Executor, now: Date, userId?: string): Promise<Array<{ userId: string; at: Date }>> {
  return db
    .select({
      userId: appointments.userId,
      at: sql<Date>`max(greatest(${appointments.createdAt}, case when ${appointments.status} = 'Completed' and ${appointments.startsAt} <= ${now} then ${appointments.startsAt} end))`.mapWith(appointments.createdAt),
    })
    .from(appointments)
    .where(userId === undefined ? undefined : eq(appointments.userId, userId))
    .groupBy(appointments.userId);
}

/** Blanks the words the customers typed on their visits (special instructions); answers how many visits had any. */
export async function clearInstructionsOf(db: Executor, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const cleared = await db
    .update(appointments)
    .set({ specialInstructions: null })
    .where(and(inArray(appointments.userId, [...userIds]), isNotNull(appointments.specialInstructions)))
    .returning({ id: appointments.id });
  return cleared.length;
}
