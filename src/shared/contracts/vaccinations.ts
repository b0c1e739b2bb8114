import * as z from 'zod';
import { isValidIsoDate } from '../scheduling/zoned-time';
import { vaccines, vaccineSchema } from './pet-care';

/**
 * A pet's vaccination records (issue 14): which vaccine, when it was given, when it
 * runs out, and optionally a proof (a photo or a PDF of the vet's certificate, D22),
 * which only the pet's owner and the shop's staff can open. The owner marks a record
 * verified once they have seen the proof.
 */

export const VACCINATION_PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** What one account's proofs may take together: ten proofs at the largest, far more than a family's pets need. */
export const PROOF_STORAGE_PER_ACCOUNT_BYTES = 50 * 1024 * 1024;
export const vaccinationProofTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type VaccinationProofType = (typeof vaccinationProofTypes)[number];
/** The extension a proof's file name gets (its download's, the server's cached copy's). */
export const proofExtensions: Record<VaccinationProofType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
export const VACCINATIONS_PER_PET_MAX = 60;

export const vaccinationMessages = {
  vaccineRequired: 'errors.vaccinations.vaccineRequired',
  givenOnRequired: 'errors.vaccinations.givenOnRequired',
  expiresOnRequired: 'errors.vaccinations.expiresOnRequired',
  invalidDate: 'errors.vaccinations.invalidDate',
  givenInFuture: 'errors.vaccinations.givenInFuture',
  expiresBeforeGiven: 'errors.vaccinations.expiresBeforeGiven',
  unknownProof: 'errors.vaccinations.unknownProof',
  proofTooLarge: 'errors.vaccinations.proofTooLarge',
  proofType: 'errors.vaccinations.proofType',
  proofTooManyPixels: 'errors.vaccinations.proofTooManyPixels',
  accountStorageFull: 'errors.vaccinations.accountStorageFull',
  shopStorageFull: 'errors.vaccinations.shopStorageFull',
  notFound: 'errors.vaccinations.notFound',
  tooMany: 'errors.vaccinations.tooMany',
} as const;

const recordDate = (required: string) =>
  z.string({ error: required }).min(1, { error: required, abort: true }).refine(isValidIsoDate, vaccinationMessages.invalidDate);

/** A proof's name: the SHA-256 of its bytes, as the upload answered it. */
export const proofIdSchema = z.string({ error: vaccinationMessages.unknownProof }).regex(/^[0-9a-f]{64}$/, vaccinationMessages.unknownProof);

export const vaccinationBodySchema = z
  .object({
    vaccine: z.enum(vaccines, { error: vaccinationMessages.vaccineRequired }),
    givenOn: recordDate(vaccinationMessages.givenOnRequired),
    expiresOn: recordDate(vaccinationMessages.expiresOnRequired),
    proof: proofIdSchema.optional(),
  })
  .refine((body) => body.expiresOn >= body.givenOn, { path: ['expiresOn'], message: vaccinationMessages.expiresBeforeGiven });

export const vaccinationSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  vaccine: vaccineSchema,
  givenOn: z.string(),
  expiresOn: z.string(),
  /** Where the owner or the staff open the proof; null when none was given. */
  proofUrl: z.string().nullable(),
  /** When the shop's owner checked it, and who; null until then. */
  verifiedAt: z.iso.datetime().nullable(),
  verifiedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const vaccinationListSchema = z.object({ vaccinations: z.array(vaccinationSchema) });
export const uploadedProofSchema = z.object({ proof: z.string(), contentType: z.enum(vaccinationProofTypes), byteSize: z.number().int() });
export const vaccinationParamsSchema = z.object({
  petId: z.uuid({ error: 'errors.pets.unknownPet' }),
  vaccinationId: z.uuid({ error: vaccinationMessages.notFound }),
});

export type VaccinationBody = z.input<typeof vaccinationBodySchema>;
export type Vaccination = z.infer<typeof vaccinationSchema>;
export type UploadedProof = z.infer<typeof uploadedProofSchema>;
