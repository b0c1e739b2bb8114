import { asc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { serviceCategories, services } from './catalog.schema';
import type { ServiceRow } from './service-catalog.repo';

export type CategoryRow = typeof serviceCategories.$inferSelect;
/** What the owner sets on a service; the id, timestamps and active default are the database's. */
export type ServiceFields = Pick<ServiceRow, 'categoryId' | 'name' | 'description' | 'durationMinutes' | 'petTypes' | 'priceCents' | 'active' | 'rebookWeeks' | 'depositKind' | 'depositValue'>;

/** Arbitrary but fixed: serialises new categories, so two owners cannot add the same name or sort order at once. */
const CATEGORY_LOCK_KEY = 7_411_202_612;

export function selectCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(serviceCategories).orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id));
}

export async function selectCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(serviceCategories).where(eq(serviceCategories.id, id));
  return row;
}

/** Every service, inactive ones too, by name. */
export function selectAllServices(db: Executor): Promise<ServiceRow[]> {
  return db.select().from(services).orderBy(asc(services.name), asc(services.id));
}

/** The service, locked until the transaction ends so two edits of it apply one after the other. */
export async function selectServiceForUpdate(tx: Transaction, id: string): Promise<ServiceRow | undefined> {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  return row;
}

/** Inserts under `id` unless it is taken; undefined when it was. */
export async function insertServiceUnlessTaken(db: Executor, id: string, fields: ServiceFields): Promise<ServiceRow | undefined> {
  const [row] = await db
    .insert(services)
    .values({ id, ...fields })
    .onConflictDoNothing({ target: services.id })
    .returning();
  return row;
}

export async function updateServiceRow(db: Executor, id: string, fields: ServiceFields): Promise<ServiceRow> {
  const [row] = await db
    .update(services)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(services.id, id))
    .returning();
  if (!row) throw new Error(`Updating service ${id} returned no row`);
  return row;
}

/** Holds the category lock until the transaction ends. */
export async function lockCategories(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATEGORY_LOCK_KEY}::bigint)`);
}

/** A category whose name is `name` whatever the case and surrounding spaces. */
export async function selectCategoryNamed(db: Executor, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceCategories)
    .where(sql`lower(trim(${serviceCategories.name})) = lower(trim(${name}))`);
  return row;
}

export async function selectLastSortOrder(db: Executor): Promise<number> {
  const [row] = await db.select({ last: sql<number>`coalesce(max(${serviceCategories.sortOrder}), 0)::int` }).from(serviceCategories);
  return row?.last ?? 0;
}

/** Inserts under `id` unless it is taken; undefined when it was. */
export async function insertCategoryUnlessTaken(db: Executor, category: CategoryRow): Promise<CategoryRow | undefined> {
  const [row] = await db.insert(serviceCategories).values(category).onConflictDoNothing({ target: serviceCategories.id }).returning();
  return row;
}
