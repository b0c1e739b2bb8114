/**
 * A pet's facts and limits (spec §3), zod-free so any screen can use them without
 * loading zod; the zod contracts in pets.ts and booking.ts are built on them.
 */
export const petTypes = ['Dog', 'Cat', 'Bird', 'Fish', 'Small Pet'] as const;
export type PetType = (typeof petTypes)[number];

/** How each type is said to a reader (the API keeps the spec's values), by message id. */
export const petTypeNames: Record<PetType, string> = {
  Dog: 'screens.petType.dog',
  Cat: 'screens.petType.cat',
  Bird: 'screens.petType.bird',
  Fish: 'screens.petType.fish',
  'Small Pet': 'screens.petType.smallPet',
};

export const PET_NAME_MAX = 60;
export const PET_AGE_MAX = 40;
export const PET_BREED_MAX = 60;
export const PETS_PER_USER_MAX = 30;
/** The heaviest weight a pet form takes, in kilograms (an English Mastiff is about 100). */
export const PET_WEIGHT_MAX_KG = 150;
/** What a pet without a breed shows (§3). */
export const BREED_NOT_SPECIFIED = 'Not specified';
