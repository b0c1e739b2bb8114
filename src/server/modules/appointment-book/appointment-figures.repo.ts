import { and, asc, count, desc, ne, sql } from 'drizzle-orm';
import type { Period } from '@shared/analytics/period';
import type { Executor } from '../../db/database';
import { startOfLocalDay, withinPeriod } from '../../db/local-days';
import { selectRows } from '../../db/raw-rows';
import { appointments } from './appointment-book.schema';

/**
 * Appointments for the owner's figures, in SQL (D27). An appointment belongs to the
 * local day it starts on; "booked" means not cancelled (Confirmed, Completed, No-show):
 * time a provider set aside.
 */

const inPeriod = (period: Period) => withinPeriod(appointments.startsAt, period);
const notCancelled = ne(appointments.status, 'Cancelled');

/** How many of the period's appointments have each status. */
export function countByStatus(db: Executor, period: Period) {
  return db.select({ status: appointments.status, count: count() }).from(appointments).where(inPeriod(period)).groupBy(appointments.status);
}

/** The period's booked appointments per service, the most booked first. */
export function countBookingsByService(db: Executor, period: Period) {
  const bookings = count();
  // The name as it was last booked (a service renamed since keeps one line).
  const name = sql<string>`(array_agg(${appointments.serviceName} order by ${appointments.startsAt} desc))[1]`;
  return db
    .select({ serviceId: appointments.serviceId, name, bookings })
    .from(appointments)
    .where(and(inPeriod(period), notCancelled))
    .groupBy(appointments.serviceId)
    .orderBy(desc(bookings), asc(appointments.serviceId));
}

/** Per provider: the period's booked appointments and the minutes they take. */
export function sumBookingsByProvider(db: Executor, period: Period) {
  return db
    .select({
      providerId: appointments.providerId,
      bookings: count(),
      // Whole minutes (the rates take whole numbers); appointments start and end on the minute anyway.
      bookedMinutes: sql<number>`round(sum(extract(epoch from ${appointments.endsAt} - ${appointments.startsAt})) / 60)::float8`.mapWith(Number),
    })
    .from(appointments)
    .where(and(inPeriod(period), notCancelled))
    .groupBy(appointments.providerId);
}

/** The customers with a booked appointment in the period, and how many each had in it. */
export function countBookingsInPeriod(db: Executor, period: Period) {
  return db
    .select({ userId: appointments.userId, visits: count() })
    .from(appointments)
    .where(and(inPeriod(period), notCancelled))
    .groupBy(appointments.userId);
}

/**
 * Which of these customers had a booked appointment starting before the local day
 * `firstDay`: one probe each on appointments_user_visits_idx, answered by the index alone
 * from the customer's earliest visit, so it costs the same however long their history.
 */
export async function findBookedBefore(db: Executor, userIds: readonly string[], firstDay: string): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await selectRows<{ userId: string }>(
    db,
    sql`select customers.user_id as "userId"
        from (values ${sql.join(userIds.map((id) => sql`(${id}::text)`), sql`, `)}) as customers(user_id)
        where exists (
          select 1 from ${appointments}
          where ${appointments.userId} = customers.user_id and ${notCancelled} and ${appointments.startsAt} < ${startOfLocalDay(firstDay)})`,
  );
  return rows.map((row) => row.userId);
}

/** Every appointment starting in the period, in order: the CSV export. */
export function findAppointmentsInPeriod(db: Executor, period: Period) {
  return db
    .select()
    .from(appointments)
    .where(inPeriod(period))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}
