import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { serviceCategories, services } from './catalog.schema';

export type ServiceRow = typeof services.$inferSelect;

export async function findServiceCatalog(db: Database) {
  const [categories, activeServices] = await Promise.all([
    db.select().from(serviceCategories).orderBy(asc(serviceCategories.sortOrder)),
    db.select().from(services).where(eq(services.active, true)).orderBy(asc(services.name)),
  ]);
  return { categories, services: activeServices };
}

export async function findActiveService(db: Executor, serviceId: string): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.active, true)));
  return row;
}

export async function findActiveServiceIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: services.id }).from(services).where(eq(services.active, true));
  return rows.map((row) => row.id);
}

/** Active services with a rebook interval (issue 29), with it in weeks. */
export async function findRebookIntervals(db: Executor): Promise<Array<{ id: string; weeks: number }>> {
  const rows = await db
    .select({ id: services.id, weeks: services.rebookWeeks })
    .from(services)
    .where(and(eq(services.active, true), isNotNull(services.rebookWeeks)));
  return rows.map((row) => ({ id: row.id, weeks: row.weeks! }));
}
