import type * as z from 'zod';
import type { categoryBodySchema, ConsoleCategory, ConsoleService, ConsoleServiceList, serviceBodySchema } from '@shared/contracts/console-catalogue';
import type { AuditChanges } from '@shared/contracts/owner';
import type { PetType } from '@shared/contracts/pet-rules';
import { formatCatalogPrice } from '@shared/i18n/format';
import { defaultLocale } from '@shared/i18n/locales';
import type { Database, Executor } from '../../db/database';
import { changedFields, recordChange, type AuditActor } from '../audit/audit.service';
import {
  createCategory,
  createService,
  serviceCatalogueForConsole,
  serviceForUpdate,
  updateService,
  type CatalogueCategory,
  type CatalogueService,
  type ServiceFields,
} from '../catalog/service-admin.service';
import { listSchedules, providerIdsByService, providerIdsOfService, providerNamesOf, setProvidersOfService } from '../providers/providers.service';
import { petRulesOf, petRulesOfService, setPetRules, type ServicePetRules } from '../catalog/service-pet-rules.service';

/**
 * The owner console's services screen: the catalogue's rows and the providers' offers
 * put together, each change written with its audit record in one transaction.
 */
export type ServiceInput = z.output<typeof serviceBodySchema>;
export type CategoryInput = z.output<typeof categoryBodySchema>;

/** Categories in the wizard's order, every service (inactive ones too) with its providers, and every provider. */
export async function consoleServiceList(db: Database): Promise<ConsoleServiceList> {
  const [{ categories, services }, offers, schedules] = await Promise.all([
    serviceCatalogueForConsole(db),
    providerIdsByService(db),
    listSchedules(db),
  ]);
  const rules = await petRulesOf(db, services.map((service) => service.id));
  return {
    categories: categories.map(toConsoleCategory),
    services: services.map((service) => toConsoleService(service, offers.get(service.id) ?? [], rules.get(service.id))),
    providers: schedules.map(({ id, displayName }) => ({ id, displayName })),
  };
}

export function addService(db: Database, actor: AuditActor, input: ServiceInput): Promise<ConsoleService> {
  return db.transaction(async (tx) => {
    const service = await createService(tx, fieldsOf(input));
    await setProvidersOfService(tx, service.id, input.providerIds);
    const rules = await setPetRules(tx, service.id, petRulesFrom(input));
    await recordChange(tx, { actor, action: 'service.created', subject: `service:${service.id}`, details: { name: service.name } });
    return toConsoleService(service, inOrder(input.providerIds), rules);
  });
}

/**
 * Replaces a service's fields and providers (deactivating or reactivating it too) and
 * records what changed; an edit that changes nothing records nothing. Appointments
 * already booked keep their own copy of the service, so they read as they were booked.
 */
export function changeService(db: Database, actor: AuditActor, serviceId: string, input: ServiceInput): Promise<ConsoleService> {
  return db.transaction(async (tx) => {
    const before = await serviceForUpdate(tx, serviceId);
    const providersBefore = await providerIdsOfService(tx, serviceId);
    const rulesBefore = await petRulesOfService(tx, serviceId);
    const after = await updateService(tx, serviceId, fieldsOf(input));
    await setProvidersOfService(tx, serviceId, input.providerIds);
    const rulesAfter = await setPetRules(tx, serviceId, petRulesFrom(input));
    const providersAfter = inOrder(input.providerIds);
    const changes = await withProviderNames(
      tx,
      changedFields(auditedState(before, providersBefore, rulesBefore), auditedState(after, providersAfter, rulesAfter)),
    );
    if (Object.keys(changes).length > 0) {
      await recordChange(tx, { actor, action: 'service.updated', subject: `service:${serviceId}`, details: { name: after.name, changes } });
    }
    return toConsoleService(after, providersAfter, rulesAfter);
  });
}

export function addCategory(db: Database, actor: AuditActor, input: CategoryInput): Promise<ConsoleCategory> {
  return db.transaction(async (tx) => {
    const category = await createCategory(tx, input);
    await recordChange(tx, { actor, action: 'category.created', subject: `category:${category.id}`, details: { name: category.name } });
    return toConsoleCategory(category);
  });
}

/**
 * What the audit log compares of a service: the owner's fields and the providers, not the
 * timestamps. Pet types (kept in the spec's order) and provider ids (ascending) come in a
 * fixed order, so equal choices compare equal.
 */
function auditedState(row: CatalogueService, providerIds: readonly number[], rules: ServicePetRules) {
  const { categoryId, name, description, durationMinutes, priceCents, petTypes, active, rebookWeeks, depositKind, depositValue } = row;
  // Size and coat rows read as one line each ("giant/double: 120 min, $95"), in the rules' fixed order.
  const options = rules.options.map(
    (option) => `${option.size}/${option.coat}: ${option.durationMinutes} min, ${formatCatalogPrice(option.priceCents, defaultLocale)}`,
  );
  return {
    categoryId,
    name,
    description,
    durationMinutes,
    priceCents,
    petTypes,
    providerIds,
    active,
    rebookWeeks,
    deposit: depositKind === 'none' ? 'none' : `${depositKind} ${depositValue}`,
    options,
    requiredVaccines: rules.requiredVaccines,
  };
}

/** The log names providers ("Pet Haven Care Team"), not schedule ids, so it still reads well after a schedule is renamed. */
async function withProviderNames(tx: Executor, changes: AuditChanges): Promise<AuditChanges> {
  if (!changes.providerIds) return changes;
  const { providerIds, ...others } = changes;
  const [before, after] = providerIds as [number[], number[]];
  const names = await providerNamesOf(tx, [...before, ...after]);
  const named = (ids: number[]) => ids.map((id) => names.get(id) ?? `#${id}`);
  return { ...others, providers: [named(before), named(after)] };
}

/** Provider ids ascending, as the providers module lists them. */
const inOrder = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

function fieldsOf(input: ServiceInput): ServiceFields {
  const { categoryId, name, description, durationMinutes, price, petTypes, active, rebookWeeks, deposit } = input;
  const depositValue = deposit.kind === 'fixed' ? deposit.amount : deposit.kind === 'percent' ? deposit.percent : 0;
  return { categoryId, name, description, durationMinutes, priceCents: price, petTypes, active, rebookWeeks, depositKind: deposit.kind, depositValue };
}

/** The size and coat rows and vaccines as the owner sent them (prices in cents). */
function petRulesFrom(input: ServiceInput): ServicePetRules {
  return {
    options: input.options.map(({ size, coat, durationMinutes, price }) => ({ size, coat, durationMinutes, priceCents: price })),
    requiredVaccines: input.requiredVaccines,
  };
}

function toConsoleService(row: CatalogueService, providerIds: number[], rules: ServicePetRules = { options: [], requiredVaccines: [] }): ConsoleService {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    priceCents: row.priceCents,
    petTypes: row.petTypes as PetType[],
    providerIds,
    active: row.active,
    rebookWeeks: row.rebookWeeks,
    deposit: { kind: row.depositKind, value: row.depositValue },
    updatedAt: row.updatedAt.toISOString(),
    options: rules.options.map(({ size, coat, durationMinutes, priceCents }) => ({ size, coat, durationMinutes, priceCents })),
    requiredVaccines: rules.requiredVaccines,
  };
}

const toConsoleCategory = ({ id, name, description, sortOrder }: CatalogueCategory): ConsoleCategory => ({ id, name, description, sortOrder });
