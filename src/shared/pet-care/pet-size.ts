import type { PetSize } from '../contracts/pet-care';
import type { PetType } from '../contracts/pet-rules';

/**
 * A pet's size, which sets how long a service takes and what it costs (issue 14): the
 * size the owner chose, else the one its weight says. Only dogs and cats have sizes
 * by weight; for birds, fish and small pets a size means nothing unless chosen.
 *
 * Dogs, in kilograms, the bands groomers and kennels price by (the usual breed-group
 * lines: up to 22 lb, 55 lb and 100 lb):
 *   small  under 10 kg   (Chihuahua, Shih Tzu, Jack Russell)
 *   medium 10 to 25 kg   (Beagle, Border Collie, Cocker Spaniel)
 *   large  25 to 45 kg   (Labrador, German Shepherd, Golden Retriever)
 *   giant  45 kg or more (Great Dane, Newfoundland, Saint Bernard, Bernese)
 * Cats are small under 5 kg and medium from 5 kg (a Maine Coon, a Norwegian Forest cat):
 * no cat takes a large dog's time.
 * Each lower bound belongs to the band it starts.
 */
export const DOG_SIZE_FROM_KG = { medium: 10, large: 25, giant: 45 } as const;
export const CAT_MEDIUM_FROM_KG = 5;

export function sizeFromWeight(type: PetType, weightKg: number | null | undefined): PetSize | undefined {
  if (weightKg === null || weightKg === undefined || !(weightKg > 0)) return undefined;
  if (type === 'Dog') {
    if (weightKg >= DOG_SIZE_FROM_KG.giant) return 'giant';
    if (weightKg >= DOG_SIZE_FROM_KG.large) return 'large';
    if (weightKg >= DOG_SIZE_FROM_KG.medium) return 'medium';
    return 'small';
  }
  if (type === 'Cat') return weightKg >= CAT_MEDIUM_FROM_KG ? 'medium' : 'small';
  return undefined;
}

/** The size that counts: the one chosen, else the one the weight says; undefined when neither tells. */
export function petSizeOf(pet: { type: PetType; size?: PetSize | null | undefined; weightKg?: number | null | undefined }): PetSize | undefined {
  return pet.size ?? sizeFromWeight(pet.type, pet.weightKg);
}
