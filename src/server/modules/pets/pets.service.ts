import type * as z from 'zod';
import { BREED_NOT_SPECIFIED, PETS_PER_USER_MAX, petMessages, type Pet, type petBodySchema } from '@shared/contracts/pets';
import type { PetType } from '@shared/contracts/booking';
import type { PetCoat, PetSize } from '@shared/contracts/pet-care';
import { sizeFromWeight } from '@shared/pet-care/pet-size';
import type { Database, Executor, Transaction } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { countPetsOf, deletePetOf, deletePetsOf, findPetOf, findPetTypesByOwner, findPetsOf, insertPetWithinLimit, updatePetOf, type PetRow } from './pets.repo';

type PetInput = z.output<typeof petBodySchema>;

const petNotFound = () => notFound('errors.pets.notFound');

/** The size chosen, else the one the weight says (dogs and cats), else none. */
const toFields = (input: PetInput) => ({
  name: input.name,
  type: input.type,
  age: input.age,
  breed: input.breed ?? null,
  size: input.size ?? sizeFromWeight(input.type, input.weightKg) ?? null,
  coat: input.coat ?? null,
  weightKg: input.weightKg ?? null,
});

export async function listPets(db: Database, userId: string): Promise<Pet[]> {
  return (await findPetsOf(db, userId)).map(toPet);
}

export async function getPet(db: Database, userId: string, petId: string): Promise<Pet> {
  const row = await findPetOf(db, userId, petId);
  if (!row) throw petNotFound();
  return toPet(row);
}

export function addPet(db: Database, userId: string, input: PetInput): Promise<Pet> {
  return db.transaction((tx) => addPetIn(tx, userId, input));
}

/** Adds a pet inside the caller's transaction (booking saves the pet typed in with the appointment). */
export async function addPetIn(tx: Transaction, userId: string, input: PetInput): Promise<Pet> {
  const row = await insertPetWithinLimit(tx, userId, toFields(input), PETS_PER_USER_MAX);
  if (!row) throw new AppError(409, 'PET_LIMIT_REACHED', petMessages.tooMany);
  return toPet(row);
}

export async function changePet(db: Database, userId: string, petId: string, input: PetInput): Promise<Pet> {
  const row = await updatePetOf(db, userId, petId, toFields(input));
  if (!row) throw petNotFound();
  return toPet(row);
}

export async function removePet(db: Database, userId: string, petId: string): Promise<void> {
  if (!(await deletePetOf(db, userId, petId))) throw petNotFound();
}

/** One of the owner's pets, or undefined when it is not theirs. */
export async function petOf(db: Executor, userId: string, petId: string): Promise<Pet | undefined> {
  const row = await findPetOf(db, userId, petId);
  return row && toPet(row);
}

/** How many pets each of these owners has (0 for none). */
export const petCountsOf = (db: Executor, userIds: readonly string[]): Promise<Map<string, number>> => countPetsOf(db, userIds);

function toPet(row: PetRow): Pet {
  return {
    id: row.id,
    name: row.name,
    type: row.type as PetType,
    age: row.age,
    breed: row.breed ?? BREED_NOT_SPECIFIED,
    size: row.size as PetSize | null,
    coat: row.coat as PetCoat | null,
    weightKg: row.weightKg,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Per customer with pets: the types of their pets (issue 30's news audience). */
export async function petTypesByOwner(db: Executor): Promise<Map<string, string[]>> {
  return new Map((await findPetTypesByOwner(db)).map((row) => [row.userId, row.types]));
}

/**
 * Deletes all the owner's pets with their vaccination records, in the caller's transaction
 * (their account is closing, issue 30); the proofs' files, named by no record any more, go
 * with the unused-uploads job. Returns the pets' ids.
 */
export const removeAllPetsOf = (db: Executor, userId: string): Promise<string[]> => deletePetsOf(db, userId);
