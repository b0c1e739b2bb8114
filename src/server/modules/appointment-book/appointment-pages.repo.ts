import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import type { AppointmentRow } from './appointments.repo';
import { appointments } from './appointment-book.schema';

/**
 * The customer's and the provider's lists of appointments a page at a time (issue 15): a
 * keyset on (starts_at, id), read by one prepared statement on the owner's index
 * (appointments_user_id_idx, appointments_provider_starts_idx, appointments_pet_idx), so a
 * page costs the same after a million appointments as after ten.
 */

/** Whose appointments: a customer's, one of their pets', or a provider's. */
export type AppointmentOwner = { userId: string; petId?: string } | { providerId: number };

export interface AppointmentPosition {
  startsAt: Date;
  id: string;
}

type OwnerKind = 'user' | 'pet' | 'provider';

const ownerKindOf = (owner: AppointmentOwner): OwnerKind => ('providerId' in owner ? 'provider' : owner.petId ? 'pet' : 'user');

const ownerCondition = (kind: OwnerKind): SQL => {
  if (kind === 'provider') return eq(appointments.providerId, sql.placeholder('providerId'))!;
  const user = eq(appointments.userId, sql.placeholder('userId'))!;
  return kind === 'pet' ? and(eq(appointments.petId, sql.placeholder('petId')), user)! : user;
};

const ownerValues = (owner: AppointmentOwner) =>
  'providerId' in owner ? { providerId: owner.providerId } : owner.petId ? { userId: owner.userId, petId: owner.petId } : { userId: owner.userId };

const position = sql`(${sql.placeholder('startsAt')}::timestamptz, ${sql.placeholder('id')}::uuid)`;
const key = sql`(${appointments.startsAt}, ${appointments.id})`;

/**
 * Upcoming after a position, soonest first, and beside them (one statement, two index
 * scans) the latest appointment before `since`: whether there are older ones to offer.
 */
function upcomingStatement(db: Database, kind: OwnerKind) {
  const upcoming = db
    .select()
    .from(appointments)
    .where(and(ownerCondition(kind), sql`${key} > ${position}`))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(sql.placeholder('limit'));
  const latestOlder = db
    .select()
    .from(appointments)
    .where(and(ownerCondition(kind), sql`${appointments.startsAt} < ${sql.placeholder('since')}::timestamptz`))
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(1);
  return unionAll(upcoming, latestOlder).prepare(`appointments_upcoming_of_${kind}`);
}

/** Older than a position, latest first. */
function olderStatement(db: Database, kind: OwnerKind) {
  return db
    .select()
    .from(appointments)
    .where(and(ownerCondition(kind), sql`${key} < ${position}`))
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(sql.placeholder('limit'))
    .prepare(`appointments_older_of_${kind}`);
}

interface Statements {
  upcoming: Map<OwnerKind, ReturnType<typeof upcomingStatement>>;
  older: Map<OwnerKind, ReturnType<typeof olderStatement>>;
}

/** Built once per database and owner kind: Drizzle does not rebuild the SQL on every request. */
const prepared = new WeakMap<Database, Statements>();

function statementsOf(db: Database): Statements {
  let statements = prepared.get(db);
  if (!statements) {
    statements = { upcoming: new Map(), older: new Map() };
    prepared.set(db, statements);
  }
  return statements;
}

/**
 * Up to `limit` appointments starting at or after `after` (exclusive of it), soonest
 * first, and the latest one starting before `since` if any (`olderExists`).
 */
export async function findUpcomingPage(
  db: Database,
  owner: AppointmentOwner,
  since: Date,
  after: AppointmentPosition,
  limit: number,
): Promise<{ rows: AppointmentRow[]; olderExists: boolean }> {
  const kind = ownerKindOf(owner);
  const statements = statementsOf(db).upcoming;
  let statement = statements.get(kind);
  if (!statement) statements.set(kind, (statement = upcomingStatement(db, kind)));
  const found = await statement.execute({
    ...ownerValues(owner),
    startsAt: after.startsAt.toISOString(),
    id: after.id,
    since: since.toISOString(),
    limit,
  });
  const rows = found.filter((row) => row.startsAt >= since).sort(byStart);
  return { rows, olderExists: rows.length < found.length };
}

/** Up to `limit` appointments before a position, latest first. */
export async function findOlderPage(db: Database, owner: AppointmentOwner, before: AppointmentPosition, limit: number): Promise<AppointmentRow[]> {
  const kind = ownerKindOf(owner);
  const statements = statementsOf(db).older;
  let statement = statements.get(kind);
  if (!statement) statements.set(kind, (statement = olderStatement(db, kind)));
  return statement.execute({ ...ownerValues(owner), startsAt: before.startsAt.toISOString(), id: before.id, limit });
}

// PostgreSQL orders uuids as their lowercase hex text, character by character.
const byStart = (a: AppointmentRow, b: AppointmentRow) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The provider's agenda: their appointments starting in [from, to), soonest first, by one prepared statement. */
export function findProviderAgenda(db: Database, providerId: number, from: Date, to: Date): Promise<AppointmentRow[]> {
  let statement = agendas.get(db);
  if (!statement) agendas.set(db, (statement = agendaStatement(db)));
  return statement.execute({ providerId, from: from.toISOString(), to: to.toISOString() });
}

function agendaStatement(db: Database) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.providerId, sql.placeholder('providerId')),
        sql`${appointments.startsAt} >= ${sql.placeholder('from')}::timestamptz`,
        sql`${appointments.startsAt} < ${sql.placeholder('to')}::timestamptz`,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .prepare('provider_agenda');
}

const agendas = new WeakMap<Database, ReturnType<typeof agendaStatement>>();

/** The appointment the customer booked last (the profile's recent activity). */
export async function findLastBooked(db: Database, userId: string): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(eq(appointments.userId, userId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(1);
  return row;
}
