import type * as z from 'zod';
import { VACCINATIONS_PER_PET_MAX, vaccinationMessages, type Vaccination, type vaccinationBodySchema, type VaccinationProofType } from '@shared/contracts/vaccinations';
import type { Vaccine } from '@shared/contracts/pet-care';
import { paths } from '@shared/routes/paths';
import { todayInZone, zonedDateTimeToInstant } from '@shared/scheduling/zoned-time';
import { vaccineReminderDate, type VaccinationOnRecord } from '@shared/pet-care/vaccinations';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { hasRole } from '../accounts/roles.service';
import { openVaccinationProof, proofExists, type CachedFile, type MediaCache } from '../catalog/uploaded-images.service';
import { enqueueJob, type JobWorker } from '../jobs/jobs.service';
import { findPetOf } from './pets.repo';
import {
  deleteVaccination,
  findProofsOnRecord,
  findRecordProof,
  findVaccination,
  findVaccinationsOfPets,
  insertVaccinationWithinLimit,
  markVerified,
  type VaccinationRow,
} from './vaccinations.repo';

/**
 * A pet's vaccination records (issue 14): the owner keeps them on the pet's page, the
 * shop's owner verifies them against the proof, and booking checks them against the
 * vaccines a service requires. A record is never edited: a renewal is a new record (the
 * one that lasts longest counts), a mistake is deleted and entered again.
 */
export type VaccinationInput = z.output<typeof vaccinationBodySchema>;

export interface VaccinationDeps {
  db: Database;
  jobs: JobWorker;
  now: () => Date;
}

/** The job kind that reminds a customer 30 days before a vaccination runs out. */
export const VACCINE_REMINDER_JOB = 'vaccine-expiry-reminder';
/** The reminder goes at this time of day, shop time. */
const REMINDER_MINUTE = 9 * 60;

const petNotFound = () => notFound('errors.pets.notFound');
const vaccinationNotFound = () => notFound(vaccinationMessages.notFound);

export async function listVaccinations(db: Executor, userId: string, petId: string): Promise<Vaccination[]> {
  if (!(await findPetOf(db, userId, petId))) throw petNotFound();
  return (await findVaccinationsOfPets(db, [petId])).map(forCustomer);
}

/**
 * Records a vaccination on one of the owner's pets, and schedules its expiry reminder
 * in the same transaction: one job per record (its unique key), due 30 days before it
 * runs out. A record added with less than that left gets no reminder: the owner has
 * just looked at the date.
 */
export async function addVaccination(deps: VaccinationDeps, userId: string, petId: string, input: VaccinationInput): Promise<Vaccination> {
  const { db } = deps;
  if (!(await findPetOf(db, userId, petId))) throw petNotFound();
  const today = todayInZone(deps.now(), siteConfig.timeZone);
  if (input.givenOn > today) throw fieldRefusal('givenOn', vaccinationMessages.givenInFuture);
  if (input.proof !== undefined && !(await proofExists(db, input.proof))) throw fieldRefusal('proof', vaccinationMessages.unknownProof);

  const reminderDay = vaccineReminderDate(input.expiresOn);
  const row = await db.transaction(async (tx) => {
    const fields = { vaccine: input.vaccine, givenOn: input.givenOn, expiresOn: input.expiresOn, proofSha256: input.proof ?? null };
    const inserted = await insertVaccinationWithinLimit(tx, petId, fields, VACCINATIONS_PER_PET_MAX);
    if (!inserted) throw new AppError(409, 'VACCINATION_LIMIT_REACHED', vaccinationMessages.tooMany);
    if (reminderDay >= today) {
      const at = zonedDateTimeToInstant(reminderDay, REMINDER_MINUTE, siteConfig.timeZone);
      await enqueueJob(tx, {
        kind: VACCINE_REMINDER_JOB,
        payload: { vaccinationId: inserted.id },
        runAt: at.getTime() > deps.now().getTime() ? at : deps.now(),
        uniqueKey: `${VACCINE_REMINDER_JOB}:${inserted.id}`,
      });
    }
    return inserted;
  });
  deps.jobs.kick();
  return forCustomer(row);
}

export async function removeVaccination(db: Database, userId: string, petId: string, vaccinationId: string): Promise<void> {
  if (!(await findPetOf(db, userId, petId))) throw petNotFound();
  if (!(await deleteVaccination(db, petId, vaccinationId))) throw vaccinationNotFound();
}

/**
 * A record's proof, for the pet's owner and the shop's staff (owners and providers)
 * only (D22): never public, never cached by a shared cache. Anyone else is told it
 * does not exist, as for another customer's pet.
 */
export async function proofForViewer(
  { db, mediaCache }: { db: Executor; mediaCache: MediaCache },
  viewerId: string,
  petId: string,
  vaccinationId: string,
): Promise<{ contentType: VaccinationProofType; file: CachedFile; vaccine: Vaccine }> {
  const record = await findRecordProof(db, petId, vaccinationId);
  if (!record?.proofSha256) throw vaccinationNotFound();
  const allowed = record.ownerId === viewerId || (await hasRole(db, viewerId, 'owner')) || (await hasRole(db, viewerId, 'provider'));
  if (!allowed) throw vaccinationNotFound();
  const proof = await openVaccinationProof(db, mediaCache, record.proofSha256);
  if (!proof) throw vaccinationNotFound();
  return { ...proof, vaccine: record.vaccine as Vaccine };
}

/** The records of these pets, by pet (the console's customer page, booking's check). */
export async function vaccinationsOfPets(db: Executor, petIds: readonly string[]): Promise<Map<string, Vaccination[]>> {
  const byPet = new Map<string, Vaccination[]>(petIds.map((id) => [id, []]));
  for (const row of await findVaccinationsOfPets(db, petIds)) byPet.get(row.petId)?.push(toVaccination(row));
  return byPet;
}

/** What booking weighs: the records of one pet as dates. */
export const onRecord = (vaccinations: readonly Vaccination[]): VaccinationOnRecord[] =>
  vaccinations.map(({ vaccine, givenOn, expiresOn }) => ({ vaccine, givenOn, expiresOn }));

/**
 * The shop's owner marks a record verified (the console's customer page), in the
 * caller's transaction so the audit entry is written with it. Verifying a verified
 * record changes nothing and answers it as it is; `changed` says which happened.
 */
export async function verifyVaccination(
  tx: Executor,
  petId: string,
  vaccinationId: string,
  verifiedBy: string,
): Promise<{ vaccination: Vaccination; changed: boolean }> {
  const marked = await markVerified(tx, petId, vaccinationId, verifiedBy);
  if (marked) return { vaccination: toVaccination(marked), changed: true };
  const current = await findVaccination(tx, petId, vaccinationId);
  if (!current) throw vaccinationNotFound();
  return { vaccination: toVaccination(current), changed: false };
}

/** Where the pet's owner or the staff open a record's proof. */
export const proofUrl = (petId: string, vaccinationId: string) =>
  `/api/pets/${encodeURIComponent(petId)}/vaccinations/${encodeURIComponent(vaccinationId)}/proof`;

/** The pet's page, where its owner renews a record (the reminder's link). */
export const petPageUrl = (baseUrl: string, petId: string) => `${baseUrl}${paths.pet.getHref(petId)}`;

function toVaccination(row: VaccinationRow): Vaccination {
  return {
    id: row.id,
    petId: row.petId,
    vaccine: row.vaccine as Vaccine,
    givenOn: row.givenOn,
    expiresOn: row.expiresOn,
    proofUrl: row.proofSha256 ? proofUrl(row.petId, row.id) : null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verifiedBy: row.verifiedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer sees that the shop verified a record, and when; which staff member did is the staff's. */
const forCustomer = (row: VaccinationRow): Vaccination => ({ ...toVaccination(row), verifiedBy: null });

const fieldRefusal = (field: string, text: string) => new AppError(422, 'VALIDATION_ERROR', text, { [field]: text });

/** The proofs the records name, which the catalogue keeps for them (its unused-uploads job). */
export const proofsOnRecord = (db: Executor): Promise<string[]> => findProofsOnRecord(db);
