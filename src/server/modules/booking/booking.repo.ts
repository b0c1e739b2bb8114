import { and, asc, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  appointments,
  providerServices,
  providerWorkingHours,
  providers,
  serviceCategories,
  services,
} from '../../db/schema';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type AppointmentRow = typeof appointments.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export async function findServiceCatalog(db: Database) {
  const [categories, activeServices] = await Promise.all([
    db.select().from(serviceCategories).orderBy(asc(serviceCategories.sortOrder)),
    db.select().from(services).where(eq(services.active, true)).orderBy(asc(services.name)),
  ]);
  return { categories, services: activeServices };
}

export async function findActiveService(db: Executor, serviceId: string): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.active, true)));
  return row;
}

/** Providers who offer the service, with their weekly hours and when they joined. */
export async function findProvidersOffering(db: Executor, serviceId: string) {
  const rows = await db
    .select({
      id: providers.id,
      createdAt: providers.createdAt,
      displayName: providers.displayName,
      weekday: providerWorkingHours.weekday,
      startMinute: providerWorkingHours.startMinute,
      endMinute: providerWorkingHours.endMinute,
    })
    .from(providers)
    .innerJoin(providerServices, and(eq(providerServices.providerId, providers.id), eq(providerServices.serviceId, serviceId)))
    .leftJoin(providerWorkingHours, eq(providerWorkingHours.providerId, providers.id))
    .orderBy(asc(providers.id));
  const byId = new Map<number, { id: number; createdAt: Date; displayName: string; workingHours: { weekday: number; startMinute: number; endMinute: number }[] }>();
  for (const row of rows) {
    const provider = byId.get(row.id) ?? { id: row.id, createdAt: row.createdAt, displayName: row.displayName, workingHours: [] };
    if (row.weekday !== null && row.startMinute !== null && row.endMinute !== null) {
      provider.workingHours.push({ weekday: row.weekday, startMinute: row.startMinute, endMinute: row.endMinute });
    }
    byId.set(row.id, provider);
  }
  return [...byId.values()];
}

/** Confirmed appointments of these providers overlapping [from, to), except one being moved. */
export async function findConfirmedBookings(
  db: Executor,
  providerIds: number[],
  from: Date,
  to: Date,
  exceptAppointmentId?: string,
) {
  if (providerIds.length === 0) return [];
  return db
    .select({ id: appointments.id, providerId: appointments.providerId, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        inArray(appointments.providerId, providerIds),
        eq(appointments.status, 'Confirmed'),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
        exceptAppointmentId ? ne(appointments.id, exceptAppointmentId) : undefined,
      ),
    );
}

/**
 * Serialises every booking change for one provider. Taken first in the transaction,
 * it makes concurrent bookings queue instead of deadlocking (FIELD-NOTES); the
 * EXCLUDE constraint remains the guarantee.
 */
export async function lockProviderSchedule(tx: Executor, providerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROVIDER_LOCK_NAMESPACE}, ${providerId})`);
}
const PROVIDER_LOCK_NAMESPACE = 7_411;

export async function insertAppointment(tx: Executor, values: typeof appointments.$inferInsert): Promise<AppointmentRow> {
  const [row] = await tx.insert(appointments).values(values).returning();
  if (!row) throw new Error('Inserting an appointment returned no row');
  return row;
}

export async function findAppointmentByIdempotencyKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.idempotencyKey, key)));
  return row;
}

const withProviderName = { appointment: appointments, providerName: providers.displayName };

export function findAppointmentsOf(db: Database, userId: string) {
  return db
    .select(withProviderName)
    .from(appointments)
    .leftJoin(providers, eq(providers.id, appointments.providerId))
    .where(eq(appointments.userId, userId))
    .orderBy(desc(appointments.startsAt));
}

export async function findAppointmentOf(db: Executor, userId: string, appointmentId: string) {
  const [row] = await db
    .select(withProviderName)
    .from(appointments)
    .leftJoin(providers, eq(providers.id, appointments.providerId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId)));
  return row;
}

export async function findProviderName(db: Executor, providerId: number): Promise<string | null> {
  const [row] = await db.select({ name: providers.displayName }).from(providers).where(eq(providers.id, providerId));
  return row?.name ?? null;
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

/** Confirmed → another status; returns nothing when it was not Confirmed. */
export async function closeConfirmedAppointment(
  tx: Executor,
  appointmentId: string,
  status: 'Cancelled' | 'Completed',
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ status, updatedAt: sql`now()`, calendarSequence: sql`${appointments.calendarSequence} + 1` })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'Confirmed')))
    .returning();
  return row;
}

export async function deleteCancelledAppointmentOf(db: Database, userId: string, appointmentId: string): Promise<boolean> {
  const rows = await db
    .delete(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId), eq(appointments.status, 'Cancelled')))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** How many Confirmed appointments each provider has on [dayStart, dayEnd). */
export async function countBookingsByProvider(db: Executor, providerIds: number[], dayStart: Date, dayEnd: Date) {
  if (providerIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ providerId: appointments.providerId, count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        inArray(appointments.providerId, providerIds),
        eq(appointments.status, 'Confirmed'),
        lt(appointments.startsAt, dayEnd),
        gte(appointments.startsAt, dayStart),
      ),
    )
    .groupBy(appointments.providerId);
  return new Map(rows.map((row) => [row.providerId, row.count]));
}
