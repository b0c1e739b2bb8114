import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { catalogueVersion } from './shop.schema';

/** Prepared once per database: this is asked by every answer served from memory. */
const prepared = new WeakMap<Database, ReturnType<typeof prepareVersionQuery>>();

function prepareVersionQuery(db: Database) {
  return db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1)).prepare('catalogue_version');
}

/** The catalogue's version, which the database's triggers move (migration 0019). */
export async function findCatalogueVersion(db: Database): Promise<number> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareVersionQuery(db)));
  const [row] = await query.execute();
  return row?.version ?? 0;
}
