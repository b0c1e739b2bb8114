import { and, asc, eq, gte, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { providerServices, providerTimeOff, providerWorkingHours, providers } from './providers.schema';

export type ProviderRow = typeof providers.$inferSelect;
export interface WorkingHoursRow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface TimeOffRow {
  id: number;
  providerId: number;
  startsOn: string;
  endsOn: string;
  reason: string;
}

/** Schedules that offer the service, with their weekly hours and their time off ending on or after `fromDate`. */
export async function findSchedulesOffering(db: Executor, serviceId: string, fromDate: string) {
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
    .orderBy(asc(providers.id), asc(providerWorkingHours.weekday), asc(providerWorkingHours.startMinute));
  const byId = new Map<number, { id: number; createdAt: Date; displayName: string; workingHours: WorkingHoursRow[]; timeOff: TimeOffRow[] }>();
  for (const row of rows) {
    const provider = byId.get(row.id) ?? { id: row.id, createdAt: row.createdAt, displayName: row.displayName, workingHours: [], timeOff: [] };
    if (row.weekday !== null && row.startMinute !== null && row.endMinute !== null) {
      provider.workingHours.push({ weekday: row.weekday, startMinute: row.startMinute, endMinute: row.endMinute });
    }
    byId.set(row.id, provider);
  }
  for (const timeOff of await findTimeOff(db, [...byId.keys()], fromDate)) byId.get(timeOff.providerId)?.timeOff.push(timeOff);
  return [...byId.values()];
}

/** Time off of these schedules that ends on or after `fromDate`, earliest first. */
export function findTimeOff(db: Executor, providerIds: readonly number[], fromDate: string): Promise<TimeOffRow[]> {
  if (providerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: providerTimeOff.id, providerId: providerTimeOff.providerId, startsOn: providerTimeOff.startsOn, endsOn: providerTimeOff.endsOn, reason: providerTimeOff.reason })
    .from(providerTimeOff)
    .where(and(inArray(providerTimeOff.providerId, [...providerIds]), gte(providerTimeOff.endsOn, fromDate)))
    .orderBy(asc(providerTimeOff.startsOn), asc(providerTimeOff.id));
}

export async function insertTimeOff(db: Executor, timeOff: Omit<TimeOffRow, 'id'>): Promise<TimeOffRow> {
  const [row] = await db.insert(providerTimeOff).values(timeOff).returning();
  if (!row) throw new Error('Adding time off returned no row');
  return row;
}

export async function deleteTimeOff(db: Executor, providerId: number, timeOffId: number): Promise<TimeOffRow | undefined> {
  const [row] = await db
    .delete(providerTimeOff)
    .where(and(eq(providerTimeOff.id, timeOffId), eq(providerTimeOff.providerId, providerId)))
    .returning();
  return row;
}

export function findWorkingHours(db: Executor, providerIds: readonly number[]) {
  if (providerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(providerWorkingHours)
    .where(inArray(providerWorkingHours.providerId, [...providerIds]))
    .orderBy(asc(providerWorkingHours.weekday), asc(providerWorkingHours.startMinute));
}

export async function replaceWorkingHours(db: Executor, providerId: number, intervals: readonly WorkingHoursRow[]): Promise<void> {
  await db.delete(providerWorkingHours).where(eq(providerWorkingHours.providerId, providerId));
  if (intervals.length > 0) await db.insert(providerWorkingHours).values(intervals.map((hours) => ({ providerId, ...hours })));
}

export function findServiceOffers(db: Executor) {
  return db.select().from(providerServices);
}

/** Locks one schedule's row, so two edits of its hours or time off queue rather than interleave. */
export async function lockSchedule(db: Executor, providerId: number): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId)).for('update');
  return row;
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
    .select({ id: providers.id, displayName: providers.displayName, userId: providers.userId, createdAt: providers.createdAt })
    .from(providers)
    .orderBy(asc(providers.id));
}

// ---- Which schedules offer which service (the owner console) ----

export function findAllOfferings(db: Executor): Promise<Array<{ providerId: number; serviceId: string }>> {
  return db
    .select({ providerId: providerServices.providerId, serviceId: providerServices.serviceId })
    .from(providerServices)
    .orderBy(asc(providerServices.serviceId), asc(providerServices.providerId));
}

export async function findProviderIdsOffering(db: Executor, serviceId: string): Promise<number[]> {
  const rows = await db
    .select({ providerId: providerServices.providerId })
    .from(providerServices)
    .where(eq(providerServices.serviceId, serviceId))
    .orderBy(asc(providerServices.providerId));
  return rows.map((row) => row.providerId);
}

/** Exactly these schedules offer the service afterwards: the others stop, the new ones start. */
export async function replaceOfferings(db: Executor, serviceId: string, providerIds: readonly number[]): Promise<void> {
  const others = providerIds.length === 0 ? undefined : notInArray(providerServices.providerId, [...providerIds]);
  await db.delete(providerServices).where(and(eq(providerServices.serviceId, serviceId), others));
  if (providerIds.length === 0) return;
  await db
    .insert(providerServices)
    .values(providerIds.map((providerId) => ({ providerId, serviceId })))
    .onConflictDoNothing();
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
