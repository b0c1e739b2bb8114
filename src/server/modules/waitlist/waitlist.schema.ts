import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { waitlistOfferStatuses, waitlistStatuses } from '@shared/contracts/pet-care';
import { users } from '../accounts/accounts.schema';
import { services } from '../catalog/catalog.schema';
import { pets } from '../pets/pets.schema';
import { providers } from '../providers/providers.schema';

/**
 * A customer waiting for a slot of a service on a date (issue 14), for a pet and an
 * optional time range. When a matching slot frees up, everyone waiting is offered it
 * (waitlist_offers) and the first to confirm books it through the normal booking.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Minutes after midnight, shop time; null for any time that day. */
    fromMinute: smallint('from_minute'),
    toMinute: smallint('to_minute'),
    status: text('status', { enum: waitlistStatuses }).notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waitlist_one_waiting_entry').on(table.userId, table.serviceId, table.date).where(sql`${table.status} = 'waiting'`),
    index('waitlist_waiting_idx').on(table.serviceId, table.date).where(sql`${table.status} = 'waiting'`),
    check('waitlist_status', sql`${table.status} in ('waiting', 'booked', 'left', 'expired')`),
    check('waitlist_range', sql`${table.fromMinute} is null or ${table.toMinute} is null or ${table.fromMinute} < ${table.toMinute}`),
  ],
);

/** A freed slot offered to one waiting customer; `token` is the link's secret. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: waitlistOfferStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waitlist_offers_entry_slot').on(table.entryId, table.providerId, table.startsAt),
    index('waitlist_offers_slot_idx').on(table.providerId, table.startsAt),
    check('waitlist_offers_status', sql`${table.status} in ('open', 'taken', 'gone')`),
  ],
);
