import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The shop's catalogue. Prices are integer cents (D5); ids are the spec's 1-9. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    carouselName: text('carousel_name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    imagePath: text('image_path').notNull(),
    imageAlt: text('image_alt').notNull(),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('products_price_cents_nonnegative', sql`${table.priceCents} >= 0`)],
);

export const serviceCategories = pgTable('service_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Pet types the service suits, from the spec's list (Dog, Cat, Bird, Fish, Small Pet). */
    petTypes: text('pet_types').array().notNull(),
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check('services_duration_positive', sql`${table.durationMinutes} > 0`),
    check('services_price_cents_nonnegative', sql`${table.priceCents} >= 0`),
  ],
);

/**
 * A provider's schedule; a row with a user is also that user's provider role
 * (D9, the spec's authorizedProviders). The seed leaves one row unclaimed so a
 * fresh install can take bookings; the first account granted the role claims it.
 */
export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  userId: text('user_id').unique(),
  displayName: text('display_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Weekly working hours in the business time zone, as minutes after midnight. */
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
    primaryKey({ columns: [table.providerId, table.weekday] }),
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
