import * as z from 'zod';
import { message } from '../i18n/message';
import { petTypeSchema } from './booking';
import { petCoats, petCoatSchema, petSizes, petSizeSchema } from './pet-care';
import { PET_AGE_MAX, PET_BREED_MAX, PET_NAME_MAX, PET_WEIGHT_MAX_KG, PETS_PER_USER_MAX } from './pet-rules';
import { lineText } from './text';

export * from './pet-rules';

/** What the pet rules say when they refuse (spec §5, §8), by message id. */
export const petMessages = {
  /** The spec's one message for a missing name, type or age. */
  requiredFields: 'errors.pets.requiredFields',
  tooMany: message('errors.pets.tooMany', { max: PETS_PER_USER_MAX }),
  sizeInvalid: 'errors.pets.sizeInvalid',
  coatInvalid: 'errors.pets.coatInvalid',
  weightInvalid: 'errors.pets.weightInvalid',
} as const;

const requiredText = (max: number, tooLong: string) =>
  lineText({ error: petMessages.requiredFields }).min(1, petMessages.requiredFields).max(max, tooLong);

/** Add and edit take the same fields (§7 call 8: name, type, age, breed). */
export const petBodySchema = z.object({
  name: requiredText(PET_NAME_MAX, 'errors.pets.nameTooLong'),
  type: z.enum(petTypeSchema.options, { error: petMessages.requiredFields }),
  age: requiredText(PET_AGE_MAX, 'errors.pets.ageTooLong'),
  breed: lineText()
    .max(PET_BREED_MAX, 'errors.pets.breedTooLong')
    .optional()
    .transform((breed) => breed || undefined),
  /** Issue 14: left out, the server works it out from the weight (dogs and cats). */
  size: z.enum(petSizes, { error: petMessages.sizeInvalid }).optional(),
  coat: z.enum(petCoats, { error: petMessages.coatInvalid }).optional(),
  /** Kilograms, e.g. 32.5. */
  weightKg: z
    .number({ error: petMessages.weightInvalid })
    .positive(petMessages.weightInvalid)
    .max(PET_WEIGHT_MAX_KG, petMessages.weightInvalid)
    .optional(),
});

export const petSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: petTypeSchema,
  age: z.string(),
  /** 'Not specified' when the owner left it empty. */
  breed: z.string(),
  /** Chosen, or worked out from the weight; null when neither was given. */
  size: petSizeSchema.nullable(),
  coat: petCoatSchema.nullable(),
  weightKg: z.number().nullable(),
  createdAt: z.string(),
});

export const petListResponseSchema = z.object({ pets: z.array(petSchema) });
export const petIdParamsSchema = z.object({ petId: z.uuid({ error: 'errors.pets.unknownPet' }) });

export type PetBody = z.input<typeof petBodySchema>;
export type Pet = z.infer<typeof petSchema>;
