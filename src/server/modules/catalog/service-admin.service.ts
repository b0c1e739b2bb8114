import { consoleMessages } from '@shared/contracts/console-catalogue';
import { petTypes } from '@shared/contracts/pet-rules';
import type { Executor, Transaction } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import {
  insertCategoryUnlessTaken,
  insertServiceUnlessTaken,
  lockCategories,
  selectAllServices,
  selectCategories,
  selectCategory,
  selectCategoryNamed,
  selectLastSortOrder,
  selectServiceForUpdate,
  updateServiceRow,
  type CategoryRow,
  type ServiceFields,
} from './service-admin.repo';
import type { ServiceRow } from './service-catalog.repo';
import { slugCandidates, slugOf } from './slug';

/**
 * The owner console's side of the service catalogue: services and categories as rows,
 * inactive ones included. Which providers offer a service is the providers module's;
 * the console module puts the two together in one transaction.
 */
export type CatalogueService = ServiceRow;
export type CatalogueCategory = CategoryRow;
export type { ServiceFields };

/** Categories in the wizard's order and every service, for the console's list. */
export async function serviceCatalogueForConsole(db: Executor): Promise<{ categories: CategoryRow[]; services: ServiceRow[] }> {
  const [categories, services] = await Promise.all([selectCategories(db), selectAllServices(db)]);
  return { categories, services };
}

/** "new" would be the console's new-service form (/console/services/new), not the service. */
const RESERVED_SERVICE_IDS = ['new'];

/** A service with a new id made from its name ("dental-check", "dental-check-2" if taken). */
export async function createService(tx: Transaction, fields: ServiceFields): Promise<ServiceRow> {
  await requireCategory(tx, fields.categoryId);
  for (const id of slugCandidates(slugOf(fields.name, 'service'), RESERVED_SERVICE_IDS)) {
    const row = await insertServiceUnlessTaken(tx, id, inPetTypeOrder(fields));
    if (row) return row;
  }
  throw new Error('unreachable: slug candidates never end');
}

/** The service as it is now, held until the caller's transaction ends; 404 for an unknown id. */
export async function serviceForUpdate(tx: Transaction, serviceId: string): Promise<ServiceRow> {
  const row = await selectServiceForUpdate(tx, serviceId);
  if (!row) throw notFound(consoleMessages.unknownService);
  return row;
}

/** Replaces what the owner sets on a service (deactivating or reactivating it too). */
export async function updateService(tx: Transaction, serviceId: string, fields: ServiceFields): Promise<ServiceRow> {
  await requireCategory(tx, fields.categoryId);
  return updateServiceRow(tx, serviceId, inPetTypeOrder(fields));
}

/**
 * A new category, last in the wizard's order, with an id made from its name. Names are
 * unique whatever their case: two "Boarding" categories would confuse the customer.
 */
export async function createCategory(tx: Transaction, category: { name: string; description: string }): Promise<CategoryRow> {
  await lockCategories(tx);
  if (await selectCategoryNamed(tx, category.name)) {
    throw new AppError(409, 'CATEGORY_EXISTS', consoleMessages.categoryExists, { name: consoleMessages.categoryExists });
  }
  const sortOrder = (await selectLastSortOrder(tx)) + 1;
  for (const id of slugCandidates(slugOf(category.name, 'category'))) {
    const row = await insertCategoryUnlessTaken(tx, { id, ...category, sortOrder });
    if (row) return row;
  }
  throw new Error('unreachable: slug candidates never end');
}

async function requireCategory(db: Executor, categoryId: string): Promise<void> {
  if (!(await selectCategory(db, categoryId))) {
    throw new AppError(422, 'UNKNOWN_CATEGORY', consoleMessages.unknownCategory, { categoryId: consoleMessages.unknownCategory });
  }
}

/** Pet types kept in the spec's order (Dog, Cat, Bird, Fish, Small Pet), so equal choices read and compare alike. */
function inPetTypeOrder(fields: ServiceFields): ServiceFields {
  return { ...fields, petTypes: petTypes.filter((type) => fields.petTypes.includes(type)) };
}
