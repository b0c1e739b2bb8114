import * as z from 'zod';
import { petTypeSchema } from './booking';

export const PET_NAME_MAX = 60;
export const PET_AGE_MAX = 40;
export const PET_BREED_MAX = 60;
export const PETS_PER_USER_MAX = 30;
/** What a pet without a breed shows (§3). */
export const BREED_NOT_SPECIFIED = 'Not specified';

export const petMessages = {
  requiredFields: 'Please fill out all required fields.',
  mustBeLoggedIn: 'You must be logged in to add a pet.',
  saveFailed: 'Failed to save pet. Please try again.',
  confirmRemove: 'Are you sure you want to remove this pet?',
  tooMany: `You can keep up to ${PETS_PER_USER_MAX} pets on your profile.`,
} as const;

const requiredText = (max: number, label: string) =>
  z
    .string({ error: petMessages.requiredFields })
    .trim()
    .min(1, petMessages.requiredFields)
    .max(max, `${label} can be at most ${max} characters.`);

/** Add and edit take the same fields (§7 call 8: name, type, age, breed). */
export const petBodySchema = z.object({
  name: requiredText(PET_NAME_MAX, 'Name'),
  type: z.enum(petTypeSchema.options, { error: petMessages.requiredFields }),
  age: requiredText(PET_AGE_MAX, 'Age'),
  breed: z
    .string()
    .trim()
    .max(PET_BREED_MAX, `Breed can be at most ${PET_BREED_MAX} characters.`)
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
export const petIdParamsSchema = z.object({ petId: z.uuid({ error: 'Unknown pet.' }) });

export type PetBody = z.input<typeof petBodySchema>;
export type Pet = z.infer<typeof petSchema>;
