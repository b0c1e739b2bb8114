import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the staff keep in mind about a customer or a pet (issue 13): "nervous with
 * clippers". Read by the owner in the console; never shown to the customer.
 */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    /** 'customer' (subject is a user id) or 'pet' (subject is a pet id). */
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    body: text('body').notNull(),
    authorUserId: text('author_user_id'),
    /** How the author is named: their email. */
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_notes_subject_idx').on(table.subjectKind, table.subjectId, table.id),
    check('staff_notes_subject_kind', sql`${table.subjectKind} in ('customer', 'pet')`),
  ],
);
