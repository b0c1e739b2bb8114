import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { services } from '../catalog/catalog.schema';
import { providers } from '../providers/providers.schema';

export const appointmentStatuses = ['Confirmed', 'Cancelled', 'Completed'] as const;

/**
 * A booked visit (D7, D8), with a snapshot of the service as it was when booked. No
 * two Confirmed appointments of one provider overlap: an EXCLUDE constraint in the
 * migration 0004 enforces it (Drizzle cannot express it).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    serviceName: text('service_name').notNull(),
    serviceDescription: text('service_description').notNull(),
    serviceDurationMinutes: integer('service_duration_minutes').notNull(),
    servicePriceCents: integer('service_price_cents').notNull(),
    servicePetTypes: text('service_pet_types').array().notNull(),
    petName: text('pet_name').notNull(),
    petType: text('pet_type').notNull(),
    petAge: text('pet_age').notNull(),
    petBreed: text('pet_breed'),
    specialInstructions: text('special_instructions'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull().default('Confirmed'),
    /** The client's key for one booking attempt: a double-clicked confirm books once. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    /**
     * What that attempt asked for (a SHA-256 of the booking's fields): the same key sent
     * with other fields is refused. Null for appointments booked before it was recorded.
     */
    requestHash: text('request_hash'),
    /** iCalendar SEQUENCE: bumped on every reschedule or cancellation sent to the owner. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('appointments_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('appointments_user_id_idx').on(table.userId, table.startsAt),
    index('appointments_provider_starts_idx').on(table.providerId, table.startsAt),
    check('appointments_status', sql`${table.status} in ('Confirmed', 'Cancelled', 'Completed')`),
    check('appointments_time_order', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);
