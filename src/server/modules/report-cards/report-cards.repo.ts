import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { reportCardChecks, reportCards } from './report-cards.schema';

export type ReportCardRow = typeof reportCards.$inferSelect;
export type NewReportCard = Omit<typeof reportCards.$inferInsert, 'id'>;

/** The owner's list of checks, in its order. */
export const findChecks = (db: Executor) => db.select().from(reportCardChecks).orderBy(asc(reportCardChecks.position), asc(reportCardChecks.labelEn));

/** Replaces the whole list (the console saves it as one form); call inside a transaction. */
export async function replaceChecks(db: Executor, checks: ReadonlyArray<{ labelEn: string; labelFr: string }>): Promise<void> {
  await db.delete(reportCardChecks);
  if (checks.length > 0) await db.insert(reportCardChecks).values(checks.map((check, index) => ({ ...check, position: index + 1 })));
}

/** Inserts the visit's card unless it has one: undefined when another request wrote it first (the unique index decides). */
export async function insertReportCard(db: Executor, card: NewReportCard): Promise<ReportCardRow | undefined> {
  const [row] = await db.insert(reportCards).values(card).onConflictDoNothing({ target: reportCards.appointmentId }).returning();
  return row;
}

/** A pet's cards, latest visit first. */
export const findCardsOfPet = (db: Executor, petId: string) =>
  db.select().from(reportCards).where(eq(reportCards.petId, petId)).orderBy(desc(reportCards.visitStartsAt), desc(reportCards.writtenAt));

/** A visit's card, if it has one. */
export async function findCardOfVisit(db: Executor, appointmentId: string): Promise<ReportCardRow | undefined> {
  const [row] = await db.select().from(reportCards).where(eq(reportCards.appointmentId, appointmentId));
  return row;
}

/** Which of these visits have a card. */
export async function findVisitsWithCards(db: Executor, appointmentIds: readonly string[]): Promise<Set<string>> {
  if (appointmentIds.length === 0) return new Set();
  const rows = await db.select({ appointmentId: reportCards.appointmentId }).from(reportCards).where(inArray(reportCards.appointmentId, [...appointmentIds]));
  return new Set(rows.map((row) => row.appointmentId));
}

/** Every photo address a card shows: the unused-uploads job keeps them. */
export async function findCardPhotos(db: Executor): Promise<string[]> {
  const rows = await db.select({ photos: reportCards.photos }).from(reportCards);
  return rows.flatMap((row) => row.photos);
}

/** Deletes every report card of a customer whose account is closing (their photos' files follow with the unused-uploads job); answers how many. */
export async function deleteCardsOfCustomers(db: Executor, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const deleted = await db.delete(reportCards).where(inArray(reportCards.userId, [...userIds])).returning({ id: reportCards.id });
  return deleted.length;
}
