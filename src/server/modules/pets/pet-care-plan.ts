import { bookingMessages, type PetType } from '@shared/contracts/booking';
import type { PetCoat, PetSize, Vaccine } from '@shared/contracts/pet-care';
import { serviceTermsFor, termsVaryBy, type ServiceOption, type ServiceTerms } from '@shared/pet-care/service-terms';
import { vaccineProblems, type VaccinationOnRecord, type VaccineProblem } from '@shared/pet-care/vaccinations';
import { AppError } from '../../lib/app-error';

/**
 * What booking a service asks of the pet (issue 14), pure like booking-plan.ts: the
 * duration and price for its size and coat, and its vaccinations valid on the date.
 * Everything is loaded first (pet-care.service.ts) and passed in.
 */
export interface PetCare {
  /** The saved pet the booking is for, if any: its details are the appointment's. */
  pet: { id: string; name: string; type: PetType; age: string; breed: string | null } | undefined;
  size: PetSize | null;
  coat: PetCoat | null;
  /** The service's rows by size and coat, and the vaccines it requires. */
  options: ServiceOption[];
  requiredVaccines: Vaccine[];
  /** The saved pet's records; none for a pet typed in. */
  records: VaccinationOnRecord[];
}

export interface PetCareVerdict {
  terms: ServiceTerms;
  /** What step 2 must still ask: the service depends on it and it is not known. */
  needs: { size: boolean; coat: boolean };
  vaccineProblems: VaccineProblem[];
}

export function weighPetCare(service: ServiceTerms, care: PetCare, date: string): PetCareVerdict {
  const varies = termsVaryBy(care.options);
  return {
    terms: serviceTermsFor(service, care.options, care),
    needs: { size: varies.size && care.size === null, coat: varies.coat && care.coat === null },
    vaccineProblems: vaccineProblems(care.requiredVaccines, care.records, date),
  };
}

/**
 * A booking goes ahead only when the pet's size and coat are known where they matter,
 * and every required vaccine is on record and valid on the date; the terms it books at.
 */
export function assertPetCareAllows(verdict: PetCareVerdict, petName: string): ServiceTerms {
  if (verdict.needs.size) {
    throw new AppError(422, 'PET_SIZE_NEEDED', bookingMessages.petSizeNeeded, { petSize: bookingMessages.petSizeNeeded });
  }
  if (verdict.needs.coat) {
    throw new AppError(422, 'PET_COAT_NEEDED', bookingMessages.petCoatNeeded, { petCoat: bookingMessages.petCoatNeeded });
  }
  if (verdict.vaccineProblems.length > 0) {
    throw new AppError(422, 'VACCINATIONS_NEEDED', bookingMessages.vaccinationsNeeded(petName, verdict.vaccineProblems.length));
  }
  return verdict.terms;
}
