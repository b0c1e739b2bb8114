import { useLingui } from '@lingui/react';
import { BREED_NOT_SPECIFIED, petTypeNames, type PetType } from '@shared/contracts/pet-rules';
import type { PetCoat, PetSize, Vaccine } from '@shared/contracts/pet-care';
import { petCoatNames, petSizeNames, vaccineNames } from '@shared/contracts/pet-care-names';

/** A pet's type and breed as the visitor's language says them; the API keeps the spec's values. */
export function usePetLabels() {
  const { _ } = useLingui();
  return {
    type: (type: PetType) => _(petTypeNames[type]),
    /** The spec's 'Not specified' (§3) in the visitor's words; any other breed as the owner wrote it. */
    breed: (breed: string) => (breed === BREED_NOT_SPECIFIED ? _('screens.pet.breedNotSpecified') : breed),
    /** Issue 14's size, coat and vaccines, by their codes. */
    size: (size: PetSize) => _(petSizeNames[size]),
    coat: (coat: PetCoat) => _(petCoatNames[coat]),
    vaccine: (vaccine: Vaccine) => _(vaccineNames[vaccine]),
  };
}
