import type { PetCoat, PetSize, Vaccine } from './pet-care';

/** How sizes, coats and vaccines are said to a reader (the API keeps the codes), by message id; zod-free for any screen. */
export const petSizeNames: Record<PetSize, string> = {
  small: 'screens.petSize.small',
  medium: 'screens.petSize.medium',
  large: 'screens.petSize.large',
  giant: 'screens.petSize.giant',
};

export const petCoatNames: Record<PetCoat, string> = {
  short: 'screens.petCoat.short',
  medium: 'screens.petCoat.medium',
  long: 'screens.petCoat.long',
  double: 'screens.petCoat.double',
};

export const vaccineNames: Record<Vaccine, string> = {
  rabies: 'screens.vaccine.rabies',
  dhpp: 'screens.vaccine.dhpp',
  bordetella: 'screens.vaccine.bordetella',
  leptospirosis: 'screens.vaccine.leptospirosis',
  canine_influenza: 'screens.vaccine.canineInfluenza',
  fvrcp: 'screens.vaccine.fvrcp',
  felv: 'screens.vaccine.felv',
};
