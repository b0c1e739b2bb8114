import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, notExists, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/database';
import { appointments } from './appointment-book.schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

/** Confirmed appointments (and those holding their time for a deposit) of these providers overlapping [from, to), except those being moved. */
export async function findConfirmedBookings(
  db: Executor,
  providerIds: number[],
  from: Date,
  to: Date,
  except?: string | readonly string[],
) {
  const exceptIds = except === undefined ? [] : typeof except === 'string' ? [except] : except;
  if (providerIds.length === 0) return [];
  return db
    .select({ id: appointments.id, providerId: appointments.providerId, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        inArray(appointments.providerId, providerIds),
        inArray(appointments.status, ['Confirmed', 'Awaiting deposit']),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
        exceptIds.length > 0 ? notInArray(appointments.id, [...exceptIds]) : undefined,
      ),
    );
}

/**
 * Serialises every booking change for one provider. Taken first in the transaction,
 * it makes concurrent bookings queue instead of deadlocking (FIELD-NOTES); the
 * EXCLUDE constraint remains the guarantee.
 */
export async function lockProviderSchedule(tx: Transaction, providerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROVIDER_LOCK_NAMESPACE}, ${providerId})`);
}
const PROVIDER_LOCK_NAMESPACE = 7_411;

// Every write below tells the appointment book's version first (availability's memory).

export async function insertAppointment(tx: Executor, values: NewAppointment): Promise<AppointmentRow> {
  const [row] = await tx.insert(appointments).values(values).returning();
  if (!row) throw new Error('Inserting an appointment returned no row');
  return row;
}

export async function findAppointmentByIdempotencyKey(db: Executor, userId: string, key: string): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.idempotencyKey, key)));
  return row;
}

export async function findAppointmentOf(db: Executor, userId: string, appointmentId: string): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId)));
  return row;
}

/** Moves a Confirmed appointment; returns nothing when it is no longer Confirmed. */
export async function moveConfirmedAppointment(
  tx: Executor,
  appointmentId: string,
  change: { providerId: number; startsAt: Date; endsAt: Date },
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ ...change, updatedAt: sql`now()`, calendarSequence: sql`${appointments.calendarSequence} + 1` })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'Confirmed')))
    .returning();
  return row;
}

/**
 * Gives a Confirmed appointment, same time, to another provider, remembering whom it was
 * taken from (their agenda no longer shows it; the new one's marks it reassigned).
 * Returns nothing when it is no longer Confirmed or no longer `fromProviderId`'s.
 */
export async function reassignConfirmedAppointment(
  tx: Executor,
  appointmentId: string,
  change: { fromProviderId: number; toProviderId: number },
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({
      providerId: change.toProviderId,
      previousProviderId: change.fromProviderId,
      reassignedAt: sql`now()`,
      updatedAt: sql`now()`,
      calendarSequence: sql`${appointments.calendarSequence} + 1`,
    })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'Confirmed'), eq(appointments.providerId, change.fromProviderId)))
    .returning();
  return row;
}

/** Confirmed → another status; returns nothing when it was not Confirmed. */
export async function closeConfirmedAppointment(
  tx: Executor,
  appointmentId: string,
  status: 'Cancelled' | 'Completed' | 'No-show',
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ status, updatedAt: sql`now()`, calendarSequence: sql`${appointments.calendarSequence} + 1` })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'Confirmed')))
    .returning();
  return row;
}

/** A customer's Confirmed visits of a series from `from` on, earliest first ("this and following", issue 29). */
export async function findConfirmedSeriesVisitsOf(db: Executor, userId: string, seriesId: string, from: Date): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.seriesId, seriesId), eq(appointments.status, 'Confirmed'), gte(appointments.startsAt, from)))
    .orderBy(asc(appointments.startsAt));
}

/** A customer's Confirmed visits starting after `from`, earliest first (their account is closing). */
export function findConfirmedVisitsOf(db: Executor, userId: string, from: Date): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.status, 'Confirmed'), gt(appointments.startsAt, from)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

export async function deleteCancelledAppointmentOf(db: Database, userId: string, appointmentId: string): Promise<boolean> {
  const rows = await db
    .delete(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId), eq(appointments.status, 'Cancelled')))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

// ---- A provider's agenda ----

/** The provider's own appointments starting in [from, to), soonest first. */
export function findAppointmentsOfProvider(db: Executor, providerId: number, from?: Date, to?: Date): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.providerId, providerId),
        from ? gte(appointments.startsAt, from) : undefined,
        to ? lt(appointments.startsAt, to) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

export async function findAppointmentOfProvider(db: Executor, providerId: number, appointmentId: string): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.providerId, providerId)));
  return row;
}

/** How many Confirmed appointments each provider has starting after `now`. */
export async function countUpcomingByProvider(db: Executor, now: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ providerId: appointments.providerId, count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.status, 'Confirmed'), gt(appointments.startsAt, now)))
    .groupBy(appointments.providerId);
  return new Map(rows.map((row) => [row.providerId, row.count]));
}

/** Every Confirmed appointment starting at or after `from`, soonest first (the affected-appointments check). */
export function findConfirmedFrom(db: Executor, from: Date): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.status, 'Confirmed'), gte(appointments.startsAt, from)))
    .orderBy(asc(appointments.startsAt));
}

/**
 * The appointment book: every appointment starting in [from, to), optionally of one
 * provider or one service, earliest first. One query on the index on starts_at.
 */
export function findAppointmentsStartingBetween(
  db: Executor,
  from: Date,
  to: Date,
  filters: { providerId?: number; serviceId?: string } = {},
): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
        filters.providerId === undefined ? undefined : eq(appointments.providerId, filters.providerId),
        filters.serviceId === undefined ? undefined : eq(appointments.serviceId, filters.serviceId),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.providerId), asc(appointments.id));
}

export async function findAppointmentById(db: Executor, appointmentId: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  return row;
}

/** The appointment, locked for the rest of the transaction: a cancel or a move waits for it (the reminder's re-check). */
export async function lockAppointment(tx: Transaction, appointmentId: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('no key update');
  return row;
}

/**
 * A calendar feed's appointments (issue 29): those the customer booked and, for a
 * provider, those of their schedule, starting in [from, to), soonest first; cancelled
 * ones only from `cancelledFrom`. Each side reads its own index.
 */
export function findAppointmentsForCalendar(
  db: Executor,
  whose: { userId: string; providerId?: number },
  window: { from: Date; to: Date; cancelledFrom: Date },
): Promise<AppointmentRow[]> {
  const mine = eq(appointments.userId, whose.userId);
  return db
    .select()
    .from(appointments)
    .where(
      and(
        whose.providerId === undefined ? mine : or(mine, eq(appointments.providerId, whose.providerId)),
        gte(appointments.startsAt, window.from),
        lt(appointments.startsAt, window.to),
        or(ne(appointments.status, 'Cancelled'), gte(appointments.startsAt, window.cancelledFrom)),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/**
 * A service's visits due a rebook nudge (issue 29): Completed, of a pet still on record,
 * not yet nudged, started in [from, to), with no later visit of the same service for the
 * same pet that was not cancelled (booked, done or missed: the customer came back).
 */
export function findRebookDueVisits(db: Executor, serviceId: string, from: Date, to: Date): Promise<AppointmentRow[]> {
  const later = alias(appointments, 'later');
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.serviceId, serviceId),
        eq(appointments.status, 'Completed'),
        isNotNull(appointments.petId),
        isNull(appointments.rebookNudgedAt),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.petId, appointments.petId),
                eq(later.serviceId, appointments.serviceId),
                ne(later.status, 'Cancelled'),
                gt(later.startsAt, appointments.startsAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/** Records the visit's nudge; false when it was already recorded (another worker, or a rerun). */
export async function markRebookNudged(db: Executor, appointmentId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ rebookNudgedAt: at })
    .where(and(eq(appointments.id, appointmentId), isNull(appointments.rebookNudgedAt)))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/**
 * A visit Awaiting deposit (issue 29) moves on: Confirmed when its deposit is paid or
 * waived, Cancelled when its hold runs out. Returns nothing when it was no longer awaiting.
 */
export async function closeAwaitingAppointment(tx: Executor, appointmentId: string, status: 'Confirmed' | 'Cancelled'): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ status, updatedAt: sql`now()`, ...(status === 'Cancelled' ? { calendarSequence: sql`${appointments.calendarSequence} + 1` } : {}) })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'Awaiting deposit')))
    .returning();
  return row;
}
