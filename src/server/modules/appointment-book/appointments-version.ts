import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dataVersion } from '../../lib/versioned-memo';
import { appointmentsVersion } from './appointment-book.schema';

/** Prepared once per database: every availability answer asks it (on PostgreSQL, once per burst). */
const prepared = new WeakMap<Database, ReturnType<typeof prepareVersionQuery>>();

function prepareVersionQuery(db: Database) {
  return db.select({ version: appointmentsVersion.version }).from(appointmentsVersion).where(eq(appointmentsVersion.id, 1)).prepare('appointments_version');
}

async function findAppointmentsVersion(db: Database): Promise<number> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareVersionQuery(db)));
  const [row] = await query.execute();
  return row?.version ?? 0;
}

/** The appointment book's version (issue 15): the database moves it with every write to appointments (a trigger, migration 0018). */
export const appointmentBookVersion = dataVersion(findAppointmentsVersion);
