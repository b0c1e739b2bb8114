import * as z from 'zod';
import { message } from '../i18n/message';
import { petTypeSchema } from './booking';
import { PET_AGE_MAX, PET_BREED_MAX, PET_NAME_MAX, PETS_PER_USER_MAX } from './pet-rules';
import { lineText } from './text';

export * from './pet-rules';

/** What the pet rules say when they refuse (spec §5, §8), by message id. */
export const petMessages = {
  /** The spec's one message for a missing name, type or age. */
  requiredFields: 'errors.pets.requiredFields',
  tooMany: message('errors.pets.tooMany', { max: PETS_PER_USER_MAX }),
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
});

export const petSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: petTypeSchema,
  age: z.string(),
  /** 'Not specified' when the owner left it empty. */
  breed: z.string(),
  createdAt: z.string(),
});

export const petListResponseSchema = z.object({ pets: z.array(petSchema) });
export const petIdParamsSchema = z.object({ petId: z.uuid({ error: 'errors.pets.unknownPet' }) });

export type PetBody = z.input<typeof petBodySchema>;
export type Pet = z.infer<typeof petSchema>;
