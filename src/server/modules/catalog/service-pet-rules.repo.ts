import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { serviceOptions, serviceRequiredVaccines } from './catalog.schema';

export type ServiceOptionRow = typeof serviceOptions.$inferSelect;
export type RequiredVaccineRow = typeof serviceRequiredVaccines.$inferSelect;

/** The size and coat rows and the required vaccines of these services, in two queries. */
export async function selectPetRules(db: Executor, serviceIds: readonly string[]): Promise<{ options: ServiceOptionRow[]; vaccines: RequiredVaccineRow[] }> {
  if (serviceIds.length === 0) return { options: [], vaccines: [] };
  const ids = [...serviceIds];
  const [options, vaccines] = await Promise.all([
    db.select().from(serviceOptions).where(inArray(serviceOptions.serviceId, ids)).orderBy(asc(serviceOptions.size), asc(serviceOptions.coat)),
    db.select().from(serviceRequiredVaccines).where(inArray(serviceRequiredVaccines.serviceId, ids)),
  ]);
  return { options, vaccines };
}

/** Replaces a service's rows and vaccines with these (inside the caller's transaction). */
export async function replacePetRules(
  tx: Executor,
  serviceId: string,
  rules: { options: ReadonlyArray<Omit<ServiceOptionRow, 'serviceId'>>; vaccines: readonly string[] },
): Promise<void> {
  await tx.delete(serviceOptions).where(eq(serviceOptions.serviceId, serviceId));
  await tx.delete(serviceRequiredVaccines).where(eq(serviceRequiredVaccines.serviceId, serviceId));
  if (rules.options.length > 0) await tx.insert(serviceOptions).values(rules.options.map((option) => ({ serviceId, ...option })));
  if (rules.vaccines.length > 0) await tx.insert(serviceRequiredVaccines).values(rules.vaccines.map((vaccine) => ({ serviceId, vaccine })));
}
