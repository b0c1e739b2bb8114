import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { AppointmentRow } from './booking.repo';
import { appointments } from './booking.schema';

/** Every appointment of the customer, the latest start first. */
export function findCustomerAppointments(db: Executor, userId: string): Promise<AppointmentRow[]> {
  return db.select().from(appointments).where(eq(appointments.userId, userId)).orderBy(desc(appointments.startsAt), desc(appointments.id));
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
