import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { providerServices, providerWorkingHours, providers } from './providers.schema';

export type ProviderRow = typeof providers.$inferSelect;
export interface WorkingHoursRow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export async function findProviderByUser(db: Executor, userId: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(providers).where(eq(providers.userId, userId));
  return row;
}

/** Schedules that offer the service, with their weekly hours, in one query. */
export async function findSchedulesOffering(db: Executor, serviceId: string) {
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
  const byId = new Map<number, { id: number; createdAt: Date; displayName: string; workingHours: WorkingHoursRow[] }>();
  for (const row of rows) {
    const provider = byId.get(row.id) ?? { id: row.id, createdAt: row.createdAt, displayName: row.displayName, workingHours: [] };
    if (row.weekday !== null && row.startMinute !== null && row.endMinute !== null) {
      provider.workingHours.push({ weekday: row.weekday, startMinute: row.startMinute, endMinute: row.endMinute });
    }
    byId.set(row.id, provider);
  }
  return [...byId.values()];
}

export function findSchedulesByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: providers.id, displayName: providers.displayName })
    .from(providers)
    .where(inArray(providers.id, [...ids]));
}

export function findAllSchedules(db: Executor) {
  return db
    .select({ id: providers.id, displayName: providers.displayName, userId: providers.userId })
    .from(providers)
    .orderBy(asc(providers.id));
}

// ---- Claiming and releasing schedules (the provider role) ----

export async function findUnclaimedSchedule(tx: Transaction): Promise<ProviderRow | undefined> {
  const [row] = await tx
    .select()
    .from(providers)
    .where(isNull(providers.userId))
    .orderBy(asc(providers.createdAt), asc(providers.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function claimSchedule(tx: Transaction, providerId: number, userId: string, displayName: string): Promise<void> {
  await tx.update(providers).set({ userId, displayName }).where(eq(providers.id, providerId));
}

/** A new schedule working the given hours every day and offering the given services. */
export async function createSchedule(
  tx: Transaction,
  schedule: { userId: string; displayName: string; weeklyHours: readonly WorkingHoursRow[]; serviceIds: readonly string[] },
): Promise<number> {
  const [provider] = await tx
    .insert(providers)
    .values({ userId: schedule.userId, displayName: schedule.displayName })
    .returning({ id: providers.id });
  if (!provider) throw new Error('Creating a provider schedule returned no row');
  await tx.insert(providerWorkingHours).values(schedule.weeklyHours.map((hours) => ({ providerId: provider.id, ...hours })));
  if (schedule.serviceIds.length > 0) {
    await tx.insert(providerServices).values(schedule.serviceIds.map((serviceId) => ({ providerId: provider.id, serviceId })));
  }
  return provider.id;
}

/** The schedule and its appointments stay, unclaimed, for the next provider. False when the user had none. */
export async function releaseSchedule(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.update(providers).set({ userId: null }).where(eq(providers.userId, userId)).returning({ id: providers.id });
  return rows.length > 0;
}
