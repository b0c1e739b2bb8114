import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema';
import { services } from '../catalog/catalog.schema';
import { pets } from '../pets/pets.schema';

/**
 * A service's waiver, one row per version (issue 29): an edit adds a version, none is
 * ever changed, so an acceptance always names the words that were read. Both texts
 * empty: the service asks for no waiver from that version on.
 */
export const serviceWaivers = pgTable(
  'service_waivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    textEn: text('text_en').notNull(),
    textFr: text('text_fr').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The owner who published it, by email (as the audit log names them). */
    publishedBy: text('published_by').notNull(),
  },
  (table) => [uniqueIndex('service_waivers_version_idx').on(table.serviceId, table.version), check('service_waivers_version', sql`${table.version} > 0`)],
);

/**
 * A customer's acceptance of one waiver version for one pet, made with a booking. The
 * booking's id has no foreign key: the appointment book depends on this module (staff
 * read acceptances on visits), not the other way round. One per booking, and one per
 * saved pet and version; a pet typed in and not saved is asked each time.
 */
export const waiverAcceptances = pgTable(
  'waiver_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    waiverId: uuid('waiver_id')
      .notNull()
      .references(() => serviceWaivers.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waiver_acceptances_appointment_idx').on(table.appointmentId),
    uniqueIndex('waiver_acceptances_pet_version_idx').on(table.petId, table.waiverId),
    index('waiver_acceptances_waiver_idx').on(table.waiverId),
  ],
);
