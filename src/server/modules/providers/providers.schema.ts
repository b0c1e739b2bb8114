import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { services } from '../catalog/catalog.schema';

/**
 * A provider's schedule (D9, the spec's authorizedProviders), claimed by the account
 * that holds the provider role. The seed leaves one row unclaimed so a fresh install
 * can take bookings; the first account granted the role claims it.
 */
export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  displayName: text('display_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Weekly working intervals in the business time zone, as minutes after midnight. A day
 * may have several (9-12 and 13-17: the gap is the break); a day with none is a day off.
 */
export const providerWorkingHours = pgTable(
  'provider_working_hours',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.weekday, table.startMinute] }),
    check('provider_working_hours_weekday', sql`${table.weekday} between 0 and 6`),
    check(
      'provider_working_hours_range',
      sql`${table.startMinute} >= 0 and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`,
    ),
  ],
);

export const providerServices = pgTable(
  'provider_services',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.serviceId] })],
);

/** Time off by date range (both days included, in the business time zone): holidays, sick days. */
export const providerTimeOff = pgTable(
  'provider_time_off',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_time_off_provider_idx').on(table.providerId, table.endsOn),
    check('provider_time_off_range', sql`${table.startsOn} <= ${table.endsOn}`),
  ],
);
