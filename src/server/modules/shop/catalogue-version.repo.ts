import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { shopSettings } from './shop.schema';

// The catalogue's version is the shop settings row's updated_at, in microseconds (0 while
// the row does not exist). A column of its own would say so better: see the ADR
// (docs/decisions/0018-catalogue-and-files-in-memory.md) for the migration that replaces this.

const versionOf = sql<string>`(extract(epoch from ${shopSettings.updatedAt}) * 1000000)::bigint::text`;

/** Prepared once per database: this is asked by every answer served from memory. */
const prepared = new WeakMap<Database, ReturnType<typeof prepareVersionQuery>>();

function prepareVersionQuery(db: Database) {
  return db.select({ version: versionOf }).from(shopSettings).where(eq(shopSettings.id, 1)).prepare('catalogue_version');
}

export async function findCatalogueVersion(db: Database): Promise<number> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareVersionQuery(db)));
  const [row] = await query.execute();
  return row ? Number(row.version) : 0;
}

/**
 * Moves the version strictly forward, even within one microsecond, and takes the row's
 * lock until the caller's transaction ends; run it last in the transaction so the lock is
 * held for an instant. Makes the row, with its defaults, if the owner never saved the settings.
 */
export async function bumpCatalogueVersionRow(db: Executor): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ id: 1 })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: { updatedAt: sql`greatest(clock_timestamp(), ${shopSettings.updatedAt} + interval '1 microsecond')` },
    });
}
