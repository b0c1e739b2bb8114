import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { staffNotes } from './customers.schema';

export type StaffNoteRow = typeof staffNotes.$inferSelect;
export type NoteSubject = 'customer' | 'pet';

export async function insertStaffNote(
  db: Executor,
  note: { subjectKind: NoteSubject; subjectId: string; body: string; authorUserId: string | null; author: string },
): Promise<StaffNoteRow> {
  const [row] = await db.insert(staffNotes).values(note).returning();
  if (!row) throw new Error('Inserting a staff note returned no row');
  return row;
}

/** The notes about these subjects of one kind, newest first. */
export function findStaffNotes(db: Executor, subjectKind: NoteSubject, subjectIds: readonly string[]): Promise<StaffNoteRow[]> {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(staffNotes)
    .where(and(eq(staffNotes.subjectKind, subjectKind), inArray(staffNotes.subjectId, [...subjectIds])))
    .orderBy(desc(staffNotes.id));
}

/** Forgets the notes about a customer and about their pets (their account is closing). */
export async function deleteStaffNotesAbout(db: Executor, userId: string, petIds: readonly string[]): Promise<void> {
  await db.delete(staffNotes).where(and(eq(staffNotes.subjectKind, 'customer'), eq(staffNotes.subjectId, userId)));
  if (petIds.length > 0) await db.delete(staffNotes).where(and(eq(staffNotes.subjectKind, 'pet'), inArray(staffNotes.subjectId, [...petIds])));
}
