import { petCoats, petSizes, vaccines, type PetCoat, type PetSize, type Vaccine } from '@shared/contracts/pet-care';
import type { ServiceOption } from '@shared/pet-care/service-terms';
import type { Executor } from '../../db/database';
import { replacePetRules, selectPetRules } from './service-pet-rules.repo';

/**
 * What a service asks of a pet (issue 14): its duration and price by size and coat
 * (service_options) and the vaccines it requires. The catalogue keeps them with the
 * service; booking decides with them (src/shared/pet-care), the console edits them.
 */
export interface ServicePetRules {
  /** Most specific first: size and coat, size, coat, then 'any'. */
  options: ServiceOption[];
  /** In the contract's order of vaccines. */
  requiredVaccines: Vaccine[];
}

const noRules = (): ServicePetRules => ({ options: [], requiredVaccines: [] });

/** Each service's rules; a service without any has none (its own duration and price, no vaccines). */
export async function petRulesOf(db: Executor, serviceIds: readonly string[]): Promise<Map<string, ServicePetRules>> {
  const { options, vaccines: required } = await selectPetRules(db, serviceIds);
  const rules = new Map(serviceIds.map((id) => [id, noRules()]));
  for (const row of options) {
    rules.get(row.serviceId)?.options.push({
      size: row.size as PetSize | 'any',
      coat: row.coat as PetCoat | 'any',
      durationMinutes: row.durationMinutes,
      priceCents: row.priceCents,
    });
  }
  for (const row of required) rules.get(row.serviceId)?.requiredVaccines.push(row.vaccine as Vaccine);
  for (const rule of rules.values()) {
    rule.options.sort(bySpecificity);
    rule.requiredVaccines = vaccines.filter((vaccine) => rule.requiredVaccines.includes(vaccine));
  }
  return rules;
}

export async function petRulesOfService(db: Executor, serviceId: string): Promise<ServicePetRules> {
  return (await petRulesOf(db, [serviceId])).get(serviceId) ?? noRules();
}

/** The owner's new rows and vaccines for a service, in the caller's transaction (the console records the change). */
export async function setPetRules(tx: Executor, serviceId: string, rules: ServicePetRules): Promise<ServicePetRules> {
  await replacePetRules(tx, serviceId, { options: rules.options, vaccines: rules.requiredVaccines });
  return { options: [...rules.options].sort(bySpecificity), requiredVaccines: vaccines.filter((vaccine) => rules.requiredVaccines.includes(vaccine)) };
}

/** Size and coat rows before the size-only ones, then coat-only, then 'any'; each in the contract's order. */
function bySpecificity(a: ServiceOption, b: ServiceOption): number {
  const rank = (option: ServiceOption) => (option.size === 'any' ? 2 : 0) + (option.coat === 'any' ? 1 : 0);
  const order = (option: ServiceOption) => [
    rank(option),
    option.size === 'any' ? -1 : petSizes.indexOf(option.size),
    option.coat === 'any' ? -1 : petCoats.indexOf(option.coat),
  ];
  const [x, y] = [order(a), order(b)];
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
}
