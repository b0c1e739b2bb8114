import type { PetType, Service, ServiceCatalogResponse, ServiceCategoryId } from '@shared/contracts/booking';
import { formatDuration } from '@shared/i18n/format';
import { defaultLocale } from '@shared/i18n/locales';
import type { Database, Executor } from '../../db/database';
import { termsVaryBy } from '@shared/pet-care/service-terms';
import { findActiveService, findActiveServiceIds, findRebookIntervals, findServiceCatalog, type ServiceRow } from './service-catalog.repo';
import { petRulesOf, type ServicePetRules } from './service-pet-rules.service';

/** A bookable service as the shop offers it today (booking copies it into each appointment). */
export type ServiceOffer = Pick<ServiceRow, 'id' | 'name' | 'description' | 'durationMinutes' | 'petTypes' | 'priceCents' | 'depositKind' | 'depositValue'>;

/** The categories and their active services: step 1 of booking (§7 call 11). */
export async function listServiceCatalog(db: Database): Promise<ServiceCatalogResponse> {
  const { categories, services } = await findServiceCatalog(db);
  const rules = await petRulesOf(db, services.map((service) => service.id));
  const toService = (row: ServiceRow) => serviceOf(row, rules.get(row.id));
  return {
    categories: categories.map((category) => ({
      id: category.id as ServiceCategoryId,
      name: category.name,
      description: category.description,
      services: services.filter((service) => service.categoryId === category.id).map(toService),
    })),
  };
}

/** The service if the shop offers it now; undefined for an unknown or retired one. */
export async function activeService(db: Executor, serviceId: string): Promise<ServiceOffer | undefined> {
  const row = await findActiveService(db, serviceId);
  return (
    row && {
      id: row.id,
      name: row.name,
      description: row.description,
      durationMinutes: row.durationMinutes,
      petTypes: row.petTypes,
      priceCents: row.priceCents,
      depositKind: row.depositKind,
      depositValue: row.depositValue,
    }
  );
}

/** What a new provider schedule offers: every service on offer today. */
export const activeServiceIds = (db: Executor): Promise<string[]> => findActiveServiceIds(db);

function serviceOf(row: ServiceRow, rules: ServicePetRules = { options: [], requiredVaccines: [] }): Service {
  return {
    id: row.id,
    categoryId: row.categoryId as ServiceCategoryId,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    duration: formatDuration(row.durationMinutes, defaultLocale),
    petTypes: row.petTypes as PetType[],
    priceCents: row.priceCents,
    requiredVaccines: rules.requiredVaccines,
    variesBy: termsVaryBy(rules.options),
  };
}

/** Active services that remind customers to rebook, with their interval in weeks (issue 29). */
export const rebookIntervals = (db: Executor): Promise<Array<{ id: string; weeks: number }>> => findRebookIntervals(db);
