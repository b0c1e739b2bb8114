import type { PetCoat, PetSize } from '../contracts/pet-care';

/**
 * What a service takes and costs for one pet (issue 14). The owner may set rows per
 * size and coat; 'any' matches every size or coat. The most specific row wins: size and
 * coat, then size alone, then coat alone, then the 'any' row; with none of them, the
 * service's own duration and price. A pet whose size or coat is not known matches
 * only rows that say 'any' for it.
 */
export interface ServiceOption {
  size: PetSize | 'any';
  coat: PetCoat | 'any';
  durationMinutes: number;
  priceCents: number;
}

export interface ServiceTerms {
  durationMinutes: number;
  priceCents: number;
}

export interface PetLooks {
  size?: PetSize | null | undefined;
  coat?: PetCoat | null | undefined;
}

export function serviceTermsFor(service: ServiceTerms, options: readonly ServiceOption[], pet: PetLooks): ServiceTerms {
  const size = pet.size ?? undefined;
  const coat = pet.coat ?? undefined;
  const find = (wantSize: PetSize | 'any' | undefined, wantCoat: PetCoat | 'any' | undefined) =>
    wantSize === undefined || wantCoat === undefined ? undefined : options.find((option) => option.size === wantSize && option.coat === wantCoat);
  const row = find(size, coat) ?? find(size, 'any') ?? find('any', coat) ?? find('any', 'any');
  return row ? { durationMinutes: row.durationMinutes, priceCents: row.priceCents } : { durationMinutes: service.durationMinutes, priceCents: service.priceCents };
}

/** Whether a pet's size or coat changes anything: what step 2 must ask before it can show the time and price. */
export function termsVaryBy(options: readonly ServiceOption[]): { size: boolean; coat: boolean } {
  return { size: options.some((option) => option.size !== 'any'), coat: options.some((option) => option.coat !== 'any') };
}
