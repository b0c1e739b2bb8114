import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { pets } from '../pets/pets.schema';
import { providers } from '../providers/providers.schema';

/**
 * The checks a provider ticks on a report card (issue 29): a list the owner edits in the
 * console, in both languages, in the order shown. Migration 0032 seeds the defaults.
 */
export const reportCardChecks = pgTable('report_card_checks', {
  id: uuid('id').primaryKey().defaultRandom(),
  labelEn: text('label_en').notNull(),
  labelFr: text('label_fr').notNull(),
  position: integer('position').notNull(),
});

/** A ticked check as the card keeps it: the words of the day, so a later edit of the list leaves sent cards as they were mailed. */
export interface ReportCardCheckWords {
  en: string;
  fr: string;
}

/**
 * A visit's report card, written by its provider once the visit is Completed, one per
 * visit (the unique index makes a double submit one card). Never changed once written: it
 * is what the customer was mailed (ADR 0039). The visit's facts are copied from the
 * appointment, whose id has no foreign key: the appointment book reads the cards, not the
 * other way round.
 */
export const reportCards = pgTable(
  'report_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    /** Null once the pet is deleted (its page goes with it). */
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    /** The customer the visit was for. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's schedule that did the visit. */
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    petName: text('pet_name').notNull(),
    serviceId: text('service_id').notNull(),
    serviceName: text('service_name').notNull(),
    visitStartsAt: timestamp('visit_starts_at', { withTimezone: true }).notNull(),
    note: text('note').notNull(),
    checks: jsonb('checks').$type<ReportCardCheckWords[]>().notNull(),
    /** The photos' /media addresses, in the order they were added (at most 4). */
    photos: jsonb('photos').$type<string[]>().notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('report_cards_appointment_idx').on(table.appointmentId),
    index('report_cards_pet_idx').on(table.petId, table.visitStartsAt),
  ],
);
