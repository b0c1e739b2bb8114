import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointmentStatuses } from '@shared/contracts/booking';
import { users } from '../accounts/accounts.schema';
import { pets } from '../pets/pets.schema';
import { services } from '../catalog/catalog.schema';
import { providers } from '../providers/providers.schema';


/**
 * A booked visit (D7, D8), with a snapshot of the service as it was when booked. No
 * two Confirmed (or Awaiting deposit: a held time, issue 29) appointments of one provider
 * overlap: an EXCLUDE constraint (migrations 0004, 0040) enforces it (Drizzle cannot express it).
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
    /** The saved pet it is for (issue 14); null for a one-off pet, or once the pet is deleted (the snapshot below stays). */
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
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
    /** When the owner last moved it to another provider, and from whom (the provider's area shows it). */
    reassignedAt: timestamp('reassigned_at', { withTimezone: true }),
    previousProviderId: integer('previous_provider_id').references(() => providers.id),
    /** When the customer was reminded to rebook after this visit (issue 29): once per visit. */
    rebookNudgedAt: timestamp('rebook_nudged_at', { withTimezone: true }),
    /** The recurring series it was booked in (issue 29): null for a single booking. */
    seriesId: uuid('series_id'),
  },
  (table) => [
    uniqueIndex('appointments_user_idempotency_key').on(table.userId, table.idempotencyKey),
    // The customer's and the provider's lists, a page at a time on (starts_at, id) (issue 15).
    index('appointments_user_id_idx').on(table.userId, table.startsAt, table.id),
    index('appointments_provider_starts_idx').on(table.providerId, table.startsAt, table.id),
    // The profile's recent activity: the appointment the customer booked last.
    index('appointments_user_booked_idx').on(table.userId, table.createdAt),
    // How many visits a customer has had (the dashboard's repeat customers), read from the index alone.
    index('appointments_user_visits_idx').on(table.userId, table.startsAt).where(sql`${table.status} <> 'Cancelled'`),
    check('appointments_status', sql`${table.status} in ('Confirmed', 'Cancelled', 'Completed', 'No-show', 'Awaiting deposit')`),
    index('appointments_starts_idx').on(table.startsAt),
    // "This and following": a series' visits, in order.
    index('appointments_series_idx').on(table.seriesId, table.startsAt).where(sql`${table.seriesId} is not null`),
    index('appointments_pet_idx').on(table.petId, table.startsAt, table.id),
    check('appointments_time_order', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/**
 * The appointment book's version (issue 15): one row, moved forward by a trigger on every
 * statement that writes `appointments`, in that statement's transaction (migration 0018),
 * whoever writes them. Availability keeps each day's bookings in memory for a version.
 */
export const appointmentsVersion = pgTable(
  'appointments_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('appointments_version_single_row', sql`${table.id} = 1`)],
);
