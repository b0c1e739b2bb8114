import { petTypes, type PetType } from '@shared/contracts/booking';
import { BREED_NOT_SPECIFIED, petMessages, type Pet, type PetBody } from '@shared/contracts/pets';
import { isApiClientError } from '@web/lib/api-client';

export const petFields = ['name', 'type', 'age', 'breed'] as const;
export type PetField = (typeof petFields)[number];
export type PetFieldErrors = Partial<Record<PetField, string>>;

export interface PetFormValues {
  name: string;
  /** '' until a type is chosen. */
  type: PetType | '';
  age: string;
  breed: string;
}

export const emptyPetForm: PetFormValues = { name: '', type: '', age: '', breed: '' };

const requiredFieldMessages: Record<Exclude<PetField, 'breed'>, string> = {
  name: "Please enter your pet's name.",
  type: 'Please select a pet type.',
  age: "Please enter your pet's age.",
};

/** What went wrong with a save: the message above the form, and the fields to mark. */
export interface PetFormProblem {
  message: string;
  fields: PetFieldErrors;
  /** The session has ended: saving again will not help until the user signs in. */
  signedOut?: boolean;
}

/** The edit form starts from the pet as shown; a breed shown as 'Not specified' is an empty field. */
export function petFormValuesOf(pet: Pet): PetFormValues {
  return { name: pet.name, type: pet.type, age: pet.age, breed: pet.breed === BREED_NOT_SPECIFIED ? '' : pet.breed };
}

export const isPetType = (value: string): value is PetType => (petTypes as readonly string[]).includes(value);

/** Spec §5: name, type and age are required (breed is optional), checked before anything is sent. */
export function validatePetForm(values: PetFormValues): PetFormProblem | undefined {
  const fields: PetFieldErrors = {};
  if (values.name.trim() === '') fields.name = requiredFieldMessages.name;
  if (!isPetType(values.type)) fields.type = requiredFieldMessages.type;
  if (values.age.trim() === '') fields.age = requiredFieldMessages.age;
  return Object.keys(fields).length > 0 ? { message: petMessages.requiredFields, fields } : undefined;
}

/** The body of POST and PUT /api/pets: trimmed, with an empty breed left out. */
export function toPetBody(values: PetFormValues): PetBody {
  const breed = values.breed.trim();
  return {
    name: values.name.trim(),
    type: values.type as PetType,
    age: values.age.trim(),
    ...(breed ? { breed } : {}),
  };
}

/**
 * A failed save in the spec's words (§5, §8): signed out → 'You must be logged in to add
 * a pet.'; a field refused by the server → its message, a missing one being 'Please fill
 * out all required fields.'; the per-user limit → the server's message; anything else
 * (network, server error) → 'Failed to save pet. Please try again.'.
 */
export function petSaveProblem(error: unknown): PetFormProblem {
  if (!isApiClientError(error)) return { message: petMessages.saveFailed, fields: {} };
  if (error.status === 401) return { message: petMessages.mustBeLoggedIn, fields: {}, signedOut: true };
  if (error.status === 409) return { message: error.message || petMessages.tooMany, fields: {} };
  if (error.status === 422) {
    const fields: PetFieldErrors = {};
    for (const field of petFields) {
      const message = error.fields?.[field];
      if (message === undefined) continue;
      fields[field] = message === petMessages.requiredFields && field !== 'breed' ? requiredFieldMessages[field] : message;
    }
    const refused = Object.values(error.fields ?? {});
    const message =
      refused.length === 0 || refused.includes(petMessages.requiredFields) ? petMessages.requiredFields : refused[0]!;
    return { message, fields };
  }
  return { message: petMessages.saveFailed, fields: {} };
}
