import { bookingMessages, type BookingQuote, type ServiceCategory } from '@shared/contracts/booking';
import type { Pet } from '@shared/contracts/pets';
import { BREED_NOT_SPECIFIED } from '@shared/contracts/pets';
import { sizeFromWeight } from '@shared/pet-care/pet-size';
import type { PetLooks } from '@web/components/ui/pet-looks-fields';
import type { QuoteRequest } from '@web/features/booking/api/get-booking-quote';
import { emptyDraft, firstIncompleteStep, weightOf, type BookingDraft, type DraftMessages } from '@web/features/booking/lib/booking-draft';

/**
 * Step 2's part of issue 14, pure: which pet the server is asked about, what it still
 * needs, and when a change of the fields means the booking is no longer for the saved
 * pet they were filled in from.
 */

/** The quote to ask for: the saved pet by id, or the size (chosen, else from the weight) and coat typed in. */
export function quoteRequestOf(draft: BookingDraft, date?: string): QuoteRequest {
  const weight = weightOf(draft.petWeightKg);
  const size = draft.petSize || (draft.petType === '' || weight === undefined ? undefined : sizeFromWeight(draft.petType, weight));
  return {
    serviceId: draft.serviceId,
    petId: draft.petId || undefined,
    size: size || undefined,
    coat: draft.petCoat || undefined,
    date,
  };
}

/** The size, weight and coat fields' change, as the draft's fields. */
export function draftOfLooks({ size, weightKg, coat }: Partial<PetLooks>): Partial<BookingDraft> {
  return {
    ...(size === undefined ? {} : { petSize: size }),
    ...(weightKg === undefined ? {} : { petWeightKg: weightKg }),
    ...(coat === undefined ? {} : { petCoat: coat }),
  };
}

/** What step 2 must still ask before it can show the time and price: the size or the coat, by field. */
export function petCareMessages(quote: BookingQuote | undefined): DraftMessages {
  const messages: DraftMessages = {};
  if (quote?.needs.size) messages.petSize = bookingMessages.petSizeNeeded;
  if (quote?.needs.coat) messages.petCoat = bookingMessages.petCoatNeeded;
  return messages;
}

/** Whether a required vaccine is missing or runs out before the date: the booking stops there. */
export const vaccinesBlock = (quote: BookingQuote | undefined): boolean => (quote?.vaccineProblems.length ?? 0) > 0;

/** The draft's pet fields as a saved pet fills them in. */
export function fieldsOfPet(pet: Pet): Partial<BookingDraft> {
  return {
    petId: pet.id,
    petType: pet.type,
    petName: pet.name,
    petAge: pet.age,
    petBreed: pet.breed === BREED_NOT_SPECIFIED ? '' : pet.breed,
    petSize: pet.size ?? '',
    petCoat: pet.coat ?? '',
    petWeightKg: pet.weightKg === null ? '' : String(pet.weightKg),
    savePet: false,
  };
}

/**
 * A change to a field the saved pet filled in makes it another pet: the booking is no
 * longer linked to the saved one. A field the saved pet left empty (an older pet with no
 * size) may be filled in and keeps the link: the server uses it only where the pet has none.
 */
export function unlinkIfChanged(draft: BookingDraft, pet: Pet | undefined, patch: Partial<BookingDraft>): Partial<BookingDraft> {
  if (!pet || draft.petId !== pet.id) return patch;
  const saved = fieldsOfPet(pet);
  const changesSaved = (Object.keys(patch) as Array<keyof BookingDraft>).some(
    (field) => saved[field] !== undefined && saved[field] !== '' && patch[field] !== saved[field],
  );
  return changesSaved ? { ...patch, petId: '' } : patch;
}

/**
 * Issue 29: a rebook reminder's link (/book-appointment?service=…&pet=…) opens the wizard
 * at step 3 with the service and the pet chosen: the draft's fields, when the service is
 * bookable (listed), the pet is one of the customer's own and the service suits it; else
 * undefined, and the wizard starts at step 1 as usual.
 */
export function prefillOf(
  categories: readonly ServiceCategory[],
  pets: readonly Pet[],
  wanted: { serviceId: string | null; petId: string | null },
): Partial<BookingDraft> | undefined {
  const category = categories.find((each) => each.services.some((service) => service.id === wanted.serviceId));
  const pet = pets.find((each) => each.id === wanted.petId);
  if (!category || !pet) return undefined;
  const draft: BookingDraft = { ...emptyDraft, categoryId: category.id, serviceId: wanted.serviceId!, ...fieldsOfPet(pet) };
  return firstIncompleteStep(draft, categories) === 3 ? draft : undefined;
}
