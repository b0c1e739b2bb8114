import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/database';
import { pets } from './pets.schema';

export type PetRow = typeof pets.$inferSelect;
export type PetFields = Pick<PetRow, 'name' | 'type' | 'age' | 'breed' | 'size' | 'coat' | 'weightKg'>;

/** Every query is scoped by owner: another user's pet simply is not found. */
export function findPetsOf(db: Executor, userId: string): Promise<PetRow[]> {
  return db.select().from(pets).where(eq(pets.userId, userId)).orderBy(asc(pets.createdAt), asc(pets.id));
}

export async function findPetOf(db: Executor, userId: string, petId: string): Promise<PetRow | undefined> {
  const [row] = await db.select().from(pets).where(and(eq(pets.id, petId), eq(pets.userId, userId)));
  return row;
}

/**
 * Inserts only while the owner has fewer than `limit` pets. A per-owner advisory
 * lock, held until the caller's transaction ends, serialises the count and the
 * insert, so two quick adds cannot both slip past the limit.
 */
export async function insertPetWithinLimit(
  tx: Transaction,
  userId: string,
  fields: PetFields,
  limit: number,
): Promise<PetRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pets:' || ${userId}))`);
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(pets)
    .where(eq(pets.userId, userId));
  if (count >= limit) return undefined;
  const [row] = await tx.insert(pets).values({ userId, ...fields }).returning();
  return row;
}

export async function updatePetOf(db: Database, userId: string, petId: string, fields: PetFields) {
  const [row] = await db
    .update(pets)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)))
    .returning();
  return row;
}

export async function deletePetOf(db: Database, userId: string, petId: string): Promise<boolean> {
  const rows = await db
    .delete(pets)
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)))
    .returning({ id: pets.id });
  return rows.length > 0;
}

/** How many pets each of these owners has; owners without pets are left out. */
export async function countPetsOf(db: Executor, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: pets.userId, count: sql<number>`count(*)::int` })
    .from(pets)
    .where(inArray(pets.userId, [...userIds]))
    .groupBy(pets.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

/** A pet whoever owns it (the staff's view, and the proof check that names its owner). */
export async function findPetById(db: Executor, petId: string): Promise<PetRow | undefined> {
  const [row] = await db.select().from(pets).where(eq(pets.id, petId));
  return row;
}

/** The pet types each customer keeps, for the news mail's "owners of a pet type" (issue 30). */
export function findPetTypesByOwner(db: Executor): Promise<Array<{ userId: string; types: string[] }>> {
  return db
    .select({ userId: pets.userId, types: sql<string[]>`array_agg(distinct ${pets.type})` })
    .from(pets)
    .groupBy(pets.userId);
}

/** Deletes every pet of the owner (their vaccination records and waivers go with them); returns their ids. */
export async function deletePetsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.delete(pets).where(eq(pets.userId, userId)).returning({ id: pets.id });
  return rows.map((row) => row.id);
}
