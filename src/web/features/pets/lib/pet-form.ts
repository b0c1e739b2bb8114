import { BREED_NOT_SPECIFIED, petBodySchema, petMessages, petTypes, type Pet, type PetBody, type PetType } from '@shared/contracts/pets';
import { isApiClientError } from '@web/lib/api-client';
import { fieldMessagesOf, inWords, type FieldErrors, type FieldMessages, type Translate } from '@web/lib/form-errors';
import { messageParts, type Message } from '@shared/i18n/message';
import type { PetCoat, PetSize } from '@shared/contracts/pet-care';
import { sizeFromWeight } from '@shared/pet-care/pet-size';

export const petFields = ['name', 'type', 'age', 'breed', 'size', 'weightKg', 'coat'] as const;
export type PetField = (typeof petFields)[number];
export type PetFieldErrors = FieldErrors<PetField>;

export interface PetFormValues {
  name: string;
  /** '' until a type is chosen. */
  type: PetType | '';
  age: string;
  breed: string;
  /** Issue 14: '' to work the size out from the weight (or to give none). */
  size: PetSize | '';
  /** Kilograms as typed ("32.5"), '' for none. */
  weightKg: string;
  coat: PetCoat | '';
}

export const emptyPetForm: PetFormValues = { name: '', type: '', age: '', breed: '', size: '', weightKg: '', coat: '' };

/** Pets whose size and coat the form asks for: a dog's or a cat's set a grooming's time and price. */
export const hasSizeAndCoat = (type: PetType | '') => type === 'Dog' || type === 'Cat';

/**
 * The contract says the spec's one message, 'Please fill out all required fields.', for
 * each missing field; beside each field the form says which one.
 */
const missingFieldMessages: Record<'name' | 'type' | 'age', string> = {
  name: 'errors.booking.petNameRequired',
  type: 'errors.booking.petTypeRequired',
  age: 'errors.booking.petAgeRequired',
};

const isRequiredField = (field: PetField): field is keyof typeof missingFieldMessages => field in missingFieldMessages;

/** What went wrong with a save, in words: the message above the form, and the fields to mark. */
export interface PetFormProblem {
  message: string;
  fields: PetFieldErrors;
  /** The session has ended: saving again will not help until the user signs in. */
  signedOut?: boolean;
}

/**
 * The edit form starts from the pet as shown; a breed shown as 'Not specified' is an
 * empty field, and a size the weight gives is left to the weight (so a new weight moves it).
 */
export function petFormValuesOf(pet: Pet): PetFormValues {
  const fromWeight = pet.size !== null && pet.size === sizeFromWeight(pet.type, pet.weightKg);
  return {
    name: pet.name,
    type: pet.type,
    age: pet.age,
    breed: pet.breed === BREED_NOT_SPECIFIED ? '' : pet.breed,
    size: fromWeight ? '' : (pet.size ?? ''),
    weightKg: pet.weightKg === null ? '' : String(pet.weightKg),
    coat: pet.coat ?? '',
  };
}

export const isPetType = (value: string): value is PetType => (petTypes as readonly string[]).includes(value);

/**
 * Spec §5 with the server's contract: name, type and age are required (breed is
 * optional), checked before anything is sent. The parsed body, or the problem in words.
 */
export function checkPetForm(values: PetFormValues, translate: Translate): { body: PetBody } | { problem: PetFormProblem } {
  const sized = hasSizeAndCoat(values.type);
  const weight = values.weightKg.trim().replace(',', '.');
  const result = petBodySchema.safeParse({
    ...values,
    type: values.type || undefined,
    size: (sized && values.size) || undefined,
    coat: (sized && values.coat) || undefined,
    weightKg: weight === '' ? undefined : Number(weight),
  });
  if (result.success) return { body: result.data };
  const messages: FieldMessages<PetField> = fieldMessagesOf<PetField>(result.error);
  const isMissing = (text: Message | undefined) => text !== undefined && messageParts(text).id === petMessages.requiredFields;
  const missing = Object.values(messages).some(isMissing);
  for (const field of ['name', 'type', 'age'] as const) {
    if (isMissing(messages[field])) messages[field] = missingFieldMessages[field];
  }
  const fields = inWords(messages, translate);
  return { problem: { message: missing ? translate(petMessages.requiredFields) : (Object.values(fields)[0] ?? ''), fields } };
}

/**
 * A failed save in the spec's words (§5, §8): signed out → 'You must be logged in to add
 * a pet.'; a field the server refused → its words, a missing one said as the browser
 * says it; the per-user limit → the server's words; anything else (network, server
 * error) → 'Failed to save pet. Please try again.'.
 */
export function petSaveProblem(error: unknown, translate: Translate): PetFormProblem {
  if (!isApiClientError(error)) return { message: translate('screens.pets.saveFailed'), fields: {} };
  if (error.status === 401) return { message: translate('screens.pets.mustBeLoggedIn'), fields: {}, signedOut: true };
  if (error.status === 409) return { message: error.message, fields: {} };
  if (error.status === 422) {
    const requiredFields = translate(petMessages.requiredFields);
    const fields: PetFieldErrors = {};
    for (const field of petFields) {
      const refused = error.fields?.[field];
      if (refused === undefined) continue;
      fields[field] = refused === requiredFields && isRequiredField(field) ? translate(missingFieldMessages[field]) : refused;
    }
    const refused = Object.values(error.fields ?? {});
    const message = refused.length === 0 || refused.includes(requiredFields) ? requiredFields : refused[0]!;
    return { message, fields };
  }
  return { message: translate('screens.pets.saveFailed'), fields: {} };
}
