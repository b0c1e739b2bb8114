import { useLingui } from '@lingui/react';
import type { PetType } from '@shared/contracts/booking';
import { BREED_NOT_SPECIFIED } from '@shared/contracts/pets';

const petTypeNames: Record<PetType, string> = {
  Dog: 'screens.petType.dog',
  Cat: 'screens.petType.cat',
  Bird: 'screens.petType.bird',
  Fish: 'screens.petType.fish',
  'Small Pet': 'screens.petType.smallPet',
};

/** A pet's type and breed as the visitor's language says them; the API keeps the spec's values. */
export function usePetLabels() {
  const { _ } = useLingui();
  return {
    type: (type: PetType) => _(petTypeNames[type]),
    /** The spec's 'Not specified' (§3) in the visitor's words; any other breed as the owner wrote it. */
    breed: (breed: string) => (breed === BREED_NOT_SPECIFIED ? _('screens.pet.breedNotSpecified') : breed),
  };
}
