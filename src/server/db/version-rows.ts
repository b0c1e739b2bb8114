import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** A one-row table whose `version` the database's triggers move (the catalogue's, the appointment book's, the sessions'). */
export type VersionTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };

/**
 * The read of such a row, prepared once per database under `name`: it is asked by every
 * answer served from memory (on PostgreSQL once per burst), so Drizzle must not rebuild it.
 */
export function versionRowReader(table: VersionTable, name: string): (db: Database) => Promise<number> {
  const prepare = (db: Database) => db.select({ version: table.version }).from(table).where(eq(table.id, 1)).prepare(name);
  const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();
  return async (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepare(db)));
    const [row] = await query.execute();
    return Number(row?.version ?? 0);
  };
}
