import {
  bookAppointmentBodySchema,
  bookingMessages,
  type BookAppointmentBody,
  type PetType,
  type Service,
  type ServiceCategory,
  type ServiceCategoryId,
} from '@shared/contracts/booking';
import type { Message } from '@shared/i18n/message';
import type { PetCoat, PetSize } from '@shared/contracts/pet-care';
import { waiverAcceptanceSchema } from '@shared/contracts/waivers';
import { fieldMessagesOf, type FieldErrors, type FieldMessages } from '@web/lib/form-errors';

/** Everything the wizard has been told so far; '' for not chosen yet. */
export interface BookingDraft {
  categoryId: ServiceCategoryId | '';
  serviceId: string;
  /** The owned pet the details were filled in from, if any. */
  petId: string;
  petType: PetType | '';
  petName: string;
  petAge: string;
  petBreed: string;
  /** Issue 14: '' for not given; a saved pet's own fill them in. */
  petSize: PetSize | '';
  petCoat: PetCoat | '';
  /** Kilograms as typed ("32.5"), '' for not given. */
  petWeightKg: string;
  /** Save the pet typed in to the profile with the booking (only without a saved pet). */
  savePet: boolean;
  date: string;
  time: string;
  specialInstructions: string;
  /** Issue 29: the version of the service's waiver step 3 shows (0 when none is asked), the name typed and the box ticked. */
  waiverVersion: number;
  waiverFullName: string;
  waiverAccepted: boolean;
}

export const emptyDraft: BookingDraft = {
  categoryId: '',
  serviceId: '',
  petId: '',
  petType: '',
  petName: '',
  petAge: '',
  petBreed: '',
  petSize: '',
  petCoat: '',
  petWeightKg: '',
  savePet: false,
  date: '',
  time: '',
  specialInstructions: '',
  waiverVersion: 0,
  waiverFullName: '',
  waiverAccepted: false,
};

export type WizardStep = 1 | 2 | 3;
export const wizardSteps = [
  { step: 1, title: 'screens.booking.step.service' },
  { step: 2, title: 'screens.booking.step.pet' },
  { step: 3, title: 'screens.booking.step.schedule' },
] as const satisfies ReadonlyArray<{ step: WizardStep; title: string }>;

export type DraftField =
  | 'categoryId'
  | 'serviceId'
  | 'petType'
  | 'petName'
  | 'petAge'
  | 'petBreed'
  | 'petSize'
  | 'petCoat'
  | 'petWeightKg'
  | 'date'
  | 'time'
  | 'specialInstructions'
  | 'waiverFullName'
  | 'waiverAccepted';
/** What stops a step, by field: messages while the rules decide, words once on screen. */
export type DraftMessages = FieldMessages<DraftField>;
export type DraftErrors = FieldErrors<DraftField>;

export function findService(categories: readonly ServiceCategory[], serviceId: string): Service | undefined {
  for (const category of categories) {
    const service = category.services.find((s) => s.id === serviceId);
    if (service) return service;
  }
  return undefined;
}

/** The warning of spec §5 when the chosen service does not suit the pet type, else undefined. */
export function petTypeMismatch(service: Service | undefined, petType: PetType | ''): Message | undefined {
  if (!service || petType === '' || service.petTypes.includes(petType)) return undefined;
  return bookingMessages.serviceNotForPetType(petType);
}

/** Step 1: a category and one of its services (spec §5). */
export function validateServiceStep(draft: BookingDraft, categories: readonly ServiceCategory[]): DraftMessages {
  const category = categories.find((c) => c.id === draft.categoryId);
  if (!category) return { categoryId: bookingMessages.categoryRequired };
  if (!category.services.some((s) => s.id === draft.serviceId)) return { serviceId: bookingMessages.serviceRequired };
  return {};
}

const petStepSchema = bookAppointmentBodySchema.pick({ petType: true, petName: true, petAge: true, petBreed: true, petWeightKg: true });

/** Step 2: pet type, name and age (breed optional; a weight, if given, a number), with the contract's own rules and words. */
export function validatePetStep(draft: BookingDraft): DraftMessages {
  const result = petStepSchema.safeParse({
    petType: draft.petType || undefined,
    petName: draft.petName,
    petAge: draft.petAge,
    petBreed: draft.petBreed,
    petWeightKg: weightOf(draft.petWeightKg),
  });
  return result.success ? {} : fieldMessagesOf<DraftField>(result.error);
}

/** A weight as typed ("32,5" too), undefined when empty; NaN for what is no number, which the contract refuses. */
export function weightOf(typed: string): number | undefined {
  const text = typed.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}

/**
 * What confirming sends, or the errors that stop it: service, pet type, name, age,
 * date and time are required (spec §5); breed and instructions are sent only when given.
 */
export function toBookingBody(
  draft: BookingDraft,
  idempotencyKey: string,
): { body: BookAppointmentBody; errors?: undefined } | { body?: undefined; errors: DraftMessages } {
  const result = bookAppointmentBodySchema.safeParse({
    serviceId: draft.serviceId,
    petType: draft.petType || undefined,
    petName: draft.petName,
    petAge: draft.petAge,
    petBreed: draft.petBreed.trim() || undefined,
    petId: draft.petId || undefined,
    petSize: draft.petSize || undefined,
    petCoat: draft.petCoat || undefined,
    petWeightKg: weightOf(draft.petWeightKg),
    savePet: draft.petId === '' && draft.savePet ? true : undefined,
    date: draft.date,
    time: draft.time,
    specialInstructions: draft.specialInstructions.trim() || undefined,
    idempotencyKey,
  });
  const waiver = draft.waiverVersion > 0 ? waiverAcceptanceSchema.safeParse(waiverOf(draft)) : undefined;
  const errors = {
    ...(result.success ? {} : fieldMessagesOf<DraftField>(result.error)),
    ...(waiver?.success === false ? waiverFieldMessages(waiver.error) : {}),
  };
  if (!result.success || waiver?.success === false) return { errors };
  return { body: waiver ? { ...result.data, waiver: waiver.data } : result.data };
}

const waiverOf = (draft: BookingDraft) => ({ version: draft.waiverVersion, fullName: draft.waiverFullName, accepted: draft.waiverAccepted });

/** The acceptance's problems under the wizard's own field names. */
function waiverFieldMessages(error: Parameters<typeof fieldMessagesOf>[0]): DraftMessages {
  const { fullName, accepted } = fieldMessagesOf<'fullName' | 'accepted'>(error);
  return { ...(fullName && { waiverFullName: fullName }), ...(accepted && { waiverAccepted: accepted }) };
}

/** The first step whose answers are missing or wrong: the furthest a visitor may be. */
export function firstIncompleteStep(draft: BookingDraft, categories: readonly ServiceCategory[]): WizardStep | undefined {
  if (Object.keys(validateServiceStep(draft, categories)).length > 0) return 1;
  const service = findService(categories, draft.serviceId);
  if (Object.keys(validatePetStep(draft)).length > 0 || petTypeMismatch(service, draft.petType)) return 2;
  if (draft.date === '' || draft.time === '') return 3;
  return undefined;
}
