import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { pets, petVaccinations } from './pets.schema';

export type VaccinationRow = typeof petVaccinations.$inferSelect;
export type VaccinationFields = Pick<VaccinationRow, 'vaccine' | 'givenOn' | 'expiresOn' | 'proofSha256'>;

/** These pets' records: by vaccine, the latest expiry first. */
export function findVaccinationsOfPets(db: Executor, petIds: readonly string[]): Promise<VaccinationRow[]> {
  if (petIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(petVaccinations)
    .where(inArray(petVaccinations.petId, [...petIds]))
    .orderBy(asc(petVaccinations.vaccine), desc(petVaccinations.expiresOn), desc(petVaccinations.createdAt));
}

export async function findVaccination(db: Executor, petId: string, vaccinationId: string): Promise<VaccinationRow | undefined> {
  const [row] = await db
    .select()
    .from(petVaccinations)
    .where(and(eq(petVaccinations.id, vaccinationId), eq(petVaccinations.petId, petId)));
  return row;
}

/** A record's proof and whose pet it is, in one query: the proof's route runs it on every fetch. */
export async function findRecordProof(
  db: Executor,
  petId: string,
  vaccinationId: string,
): Promise<{ ownerId: string; vaccine: string; proofSha256: string | null } | undefined> {
  const [row] = await db
    .select({ ownerId: pets.userId, vaccine: petVaccinations.vaccine, proofSha256: petVaccinations.proofSha256 })
    .from(petVaccinations)
    .innerJoin(pets, eq(pets.id, petVaccinations.petId))
    .where(and(eq(petVaccinations.id, vaccinationId), eq(petVaccinations.petId, petId)));
  return row;
}

/** Inserts while the pet has fewer than `limit` records; a per-pet lock makes the count and the insert one step. */
export async function insertVaccinationWithinLimit(
  tx: Transaction,
  petId: string,
  fields: VaccinationFields,
  limit: number,
): Promise<VaccinationRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pet-vaccinations:' || ${petId}))`);
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(petVaccinations)
    .where(eq(petVaccinations.petId, petId));
  if (count >= limit) return undefined;
  const [row] = await tx.insert(petVaccinations).values({ petId, ...fields }).returning();
  return row;
}

export async function deleteVaccination(db: Executor, petId: string, vaccinationId: string): Promise<boolean> {
  const rows = await db
    .delete(petVaccinations)
    .where(and(eq(petVaccinations.id, vaccinationId), eq(petVaccinations.petId, petId)))
    .returning({ id: petVaccinations.id });
  return rows.length > 0;
}

/** Marks a record verified once; a record already verified keeps who verified it first (undefined then). */
export async function markVerified(tx: Executor, petId: string, vaccinationId: string, by: string): Promise<VaccinationRow | undefined> {
  const [row] = await tx
    .update(petVaccinations)
    .set({ verifiedAt: sql`now()`, verifiedBy: by })
    .where(and(eq(petVaccinations.id, vaccinationId), eq(petVaccinations.petId, petId), sql`${petVaccinations.verifiedAt} is null`))
    .returning();
  return row;
}

export async function findVaccinationById(db: Executor, vaccinationId: string): Promise<VaccinationRow | undefined> {
  const [row] = await db.select().from(petVaccinations).where(eq(petVaccinations.id, vaccinationId));
  return row;
}

/** Every proof a record names. */
export async function findProofsOnRecord(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ proof: petVaccinations.proofSha256 }).from(petVaccinations).where(sql`${petVaccinations.proofSha256} is not null`);
  return rows.map((row) => row.proof!);
}
