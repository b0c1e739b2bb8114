import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/database';
import { appointments, providerServices, providerWorkingHours, providers, services, users } from '../../db/schema';

export async function findProviderByUser(db: Executor, userId: string) {
  const [row] = await db.select().from(providers).where(eq(providers.userId, userId));
  return row;
}

/** The provider's own appointments starting in [from, to), soonest first, with the owner's name. */
export function findAppointmentsOfProvider(db: Database, providerId: number, from?: Date, to?: Date) {
  return db
    .select({ appointment: appointments, ownerName: users.name })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(
      and(
        eq(appointments.providerId, providerId),
        from ? gte(appointments.startsAt, from) : undefined,
        to ? lt(appointments.startsAt, to) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

export async function findAppointmentOfProvider(db: Database | Transaction, providerId: number, appointmentId: string) {
  const [row] = await db
    .select({ appointment: appointments, ownerName: users.name, ownerEmail: users.email })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.providerId, providerId)));
  return row;
}

// ---- Role management (the admin command line) ----

export async function findUnclaimedSchedule(tx: Transaction) {
  const [row] = await tx
    .select()
    .from(providers)
    .where(isNull(providers.userId))
    .orderBy(asc(providers.createdAt), asc(providers.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function claimSchedule(tx: Transaction, providerId: number, userId: string, displayName: string) {
  await tx.update(providers).set({ userId, displayName }).where(eq(providers.id, providerId));
}

/** A new schedule with default hours every day, offering every active service. */
export async function createSchedule(
  tx: Transaction,
  userId: string,
  displayName: string,
  hours: { startMinute: number; endMinute: number },
): Promise<number> {
  const [provider] = await tx.insert(providers).values({ userId, displayName }).returning({ id: providers.id });
  if (!provider) throw new Error('Creating a provider schedule returned no row');
  await tx
    .insert(providerWorkingHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ providerId: provider.id, weekday, ...hours })));
  const offered = await tx.select({ id: services.id }).from(services).where(eq(services.active, true));
  if (offered.length > 0) {
    await tx.insert(providerServices).values(offered.map((service) => ({ providerId: provider.id, serviceId: service.id })));
  }
  return provider.id;
}

/** The role goes; the schedule and its appointments stay, unclaimed, for the next provider. */
export async function releaseSchedule(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.update(providers).set({ userId: null }).where(eq(providers.userId, userId)).returning({ id: providers.id });
  return rows.length > 0;
}

export function listProviders(db: Database) {
  return db
    .select({
      id: providers.id,
      displayName: providers.displayName,
      email: users.email,
      upcoming: sql<number>`(select count(*)::int from ${appointments}
        where ${appointments.providerId} = ${providers.id} and ${appointments.status} = 'Confirmed' and ${appointments.startsAt} > now())`,
    })
    .from(providers)
    .leftJoin(users, eq(users.id, providers.userId))
    .orderBy(asc(providers.id));
}
