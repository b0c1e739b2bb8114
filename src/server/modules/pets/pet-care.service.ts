import { bookingMessages, type BookingQuote, type BookingQuoteQuery, type PetType } from '@shared/contracts/booking';
import type { PetCoat, PetSize, Vaccine } from '@shared/contracts/pet-care';
import { BREED_NOT_SPECIFIED } from '@shared/contracts/pets';
import { formatDuration } from '@shared/i18n/format';
import { defaultLocale } from '@shared/i18n/locales';
import type { ServiceTerms } from '@shared/pet-care/service-terms';
import { petSizeOf } from '@shared/pet-care/pet-size';
import { currentVaccinations } from '@shared/pet-care/vaccinations';
import { todayInZone } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import type { Executor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { activeService } from '../catalog/service-catalog.service';
import { petRulesOfService } from '../catalog/service-pet-rules.service';
import { petOf } from './pets.service';
import { onRecord, vaccinationsOfPets } from './vaccinations.service';
import { assertPetCareAllows, weighPetCare, type PetCare } from './pet-care-plan';

export { assertPetCareAllows, weighPetCare, type PetCare };

/**
 * What an appointment's mail and calendar entry say about the pet (issue 14): its size
 * and coat, and the vaccines the service requires as they are on record.
 */
export interface AppointmentPetCare {
  size: PetSize | null;
  coat: PetCoat | null;
  /** The required vaccines, each as the record that counts. */
  vaccines: Array<{ vaccine: Vaccine; expiresOn: string | null; verified: boolean }>;
}

/** What a request says about the pet: a saved one by id, or the size, coat and weight of one typed in. */
export interface PetAsked {
  petId?: string | undefined;
  petType?: PetType | undefined;
  size?: PetSize | undefined;
  coat?: PetCoat | undefined;
  weightKg?: number | undefined;
}

/**
 * Loads what booking weighs about the pet (issue 14): the service's size and coat rows
 * and required vaccines, and the saved pet with its records. A saved pet's own size and
 * coat count; the request's fill in only what the pet has not got. Another customer's
 * pet is not found.
 */
export async function loadPetCare(db: Executor, userId: string | undefined, serviceId: string, asked: PetAsked): Promise<PetCare> {
  const [rules, saved] = await Promise.all([
    petRulesOfService(db, serviceId),
    asked.petId === undefined || userId === undefined ? undefined : petOf(db, userId, asked.petId),
  ]);
  if (asked.petId !== undefined && !saved) throw notFound('errors.pets.notFound');
  const records = saved ? onRecord((await vaccinationsOfPets(db, [saved.id])).get(saved.id) ?? []) : [];
  const type = saved?.type ?? asked.petType;
  return {
    pet: saved && { id: saved.id, name: saved.name, type: saved.type, age: saved.age, breed: saved.breed === BREED_NOT_SPECIFIED ? null : saved.breed },
    size: (saved ? petSizeOf(saved) : undefined) ?? asked.size ?? (type ? petSizeOf({ type, weightKg: asked.weightKg }) : undefined) ?? null,
    coat: saved?.coat ?? asked.coat ?? null,
    options: rules.options,
    requiredVaccines: rules.requiredVaccines,
    records,
  };
}

/**
 * Step 2's answer before any slot (issue 14): the duration and price of the service for
 * the pet, what must still be asked, and each required vaccine missing or expiring
 * before the date (today when none is chosen yet). The browser never works a price out.
 */
export async function getBookingQuote(db: Executor, userId: string, query: BookingQuoteQuery, now: Date): Promise<BookingQuote> {
  const service = await activeService(db, query.serviceId);
  if (!service) throw new AppError(404, 'SERVICE_NOT_FOUND', bookingMessages.serviceUnavailable);
  const care = await loadPetCare(db, userId, service.id, { petId: query.petId, size: query.size, coat: query.coat });
  const onDate = query.date ?? todayInZone(now, siteConfig.timeZone);
  const verdict = weighPetCare(service, care, onDate);
  return {
    serviceId: service.id,
    size: care.size,
    coat: care.coat,
    terms: termsView(verdict.terms),
    needs: verdict.needs,
    onDate,
    requiredVaccines: care.requiredVaccines,
    vaccineProblems: verdict.vaccineProblems,
  };
}

/** Terms as the API shows them: "120 minutes", and the price in cents. */
export const termsView = (terms: ServiceTerms) => ({
  durationMinutes: terms.durationMinutes,
  duration: formatDuration(terms.durationMinutes, defaultLocale),
  priceCents: terms.priceCents,
});

/**
 * A saved pet's appointment moved by its owner to another date must still find its
 * vaccinations valid then (the size and price stay as booked). A pet typed in, or since
 * deleted, has no records to check.
 */
export async function assertVaccinatedOn(
  db: Executor,
  appointment: { userId: string; petId: string | null; serviceId: string; petName: string; serviceDurationMinutes: number; servicePriceCents: number },
  date: string,
): Promise<void> {
  if (appointment.petId === null) return;
  const care = await loadPetCare(db, appointment.userId, appointment.serviceId, { petId: appointment.petId });
  const booked = { durationMinutes: appointment.serviceDurationMinutes, priceCents: appointment.servicePriceCents };
  const { vaccineProblems } = weighPetCare(booked, care, date);
  assertPetCareAllows({ terms: booked, needs: { size: false, coat: false }, vaccineProblems }, appointment.petName);
}

/**
 * The pet's part of an appointment's mail (issue 14): its size and coat, and each vaccine
 * the service requires as the record that counts (verified or not). Nothing for a pet
 * typed in or since deleted: the mail then says what the appointment itself recorded.
 */
export async function appointmentPetCare(db: Executor, appointment: { userId: string; petId: string | null; serviceId: string }): Promise<AppointmentPetCare | undefined> {
  if (appointment.petId === null) return undefined;
  const [pet, rules] = await Promise.all([petOf(db, appointment.userId, appointment.petId), petRulesOfService(db, appointment.serviceId)]);
  if (!pet) return undefined;
  const records = currentVaccinations((await vaccinationsOfPets(db, [pet.id])).get(pet.id) ?? []);
  return {
    size: petSizeOf(pet) ?? null,
    coat: pet.coat,
    vaccines: rules.requiredVaccines.map((vaccine) => {
      const record = records.get(vaccine);
      return { vaccine, expiresOn: record?.expiresOn ?? null, verified: record?.verifiedAt != null };
    }),
  };
}
