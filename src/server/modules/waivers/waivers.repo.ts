import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { serviceWaivers, waiverAcceptances } from './waivers.schema';

export type WaiverRow = typeof serviceWaivers.$inferSelect;

/** Every version of a service's waiver, newest first. */
export function selectWaiverVersions(db: Executor, serviceId: string): Promise<WaiverRow[]> {
  return db.select().from(serviceWaivers).where(eq(serviceWaivers.serviceId, serviceId)).orderBy(desc(serviceWaivers.version));
}

export async function selectCurrentWaiver(db: Executor, serviceId: string): Promise<WaiverRow | undefined> {
  const [row] = await db.select().from(serviceWaivers).where(eq(serviceWaivers.serviceId, serviceId)).orderBy(desc(serviceWaivers.version)).limit(1);
  return row;
}

/** The caller holds the service's row lock, so the next number is theirs alone. */
export async function insertWaiverVersion(tx: Transaction, fields: Pick<WaiverRow, 'serviceId' | 'textEn' | 'textFr' | 'publishedBy'>, version: number): Promise<WaiverRow> {
  const [row] = await tx.insert(serviceWaivers).values({ ...fields, version }).returning();
  return row!;
}

export async function acceptanceExists(db: Executor, petId: string, waiverId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: waiverAcceptances.id })
    .from(waiverAcceptances)
    .where(and(eq(waiverAcceptances.petId, petId), eq(waiverAcceptances.waiverId, waiverId)))
    .limit(1);
  return row !== undefined;
}

/** A pet that accepted this version in a booking committed meanwhile keeps that first acceptance. */
export async function insertAcceptance(tx: Transaction, row: typeof waiverAcceptances.$inferInsert): Promise<void> {
  await tx.insert(waiverAcceptances).values(row).onConflictDoNothing();
}

export interface AcceptanceRow {
  appointmentId: string;
  petId: string | null;
  serviceId: string;
  version: number;
  fullName: string;
  acceptedAt: Date;
}

/** Acceptances made with these bookings or by these pets, with the version and service they were for. */
export function selectAcceptancesFor(db: Executor, appointmentIds: string[], petIds: string[]): Promise<AcceptanceRow[]> {
  const matches = [
    appointmentIds.length > 0 ? inArray(waiverAcceptances.appointmentId, appointmentIds) : undefined,
    petIds.length > 0 ? inArray(waiverAcceptances.petId, petIds) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) return Promise.resolve([]);
  return db
    .select({
      appointmentId: waiverAcceptances.appointmentId,
      petId: waiverAcceptances.petId,
      serviceId: serviceWaivers.serviceId,
      version: serviceWaivers.version,
      fullName: waiverAcceptances.fullName,
      acceptedAt: waiverAcceptances.acceptedAt,
    })
    .from(waiverAcceptances)
    .innerJoin(serviceWaivers, eq(serviceWaivers.id, waiverAcceptances.waiverId))
    .where(or(...matches))
    .orderBy(desc(waiverAcceptances.acceptedAt));
}
