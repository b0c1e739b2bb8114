import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** Units on hand; a paid order takes its quantities off exactly once. */
    stock: integer('stock').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_cents_nonnegative', sql`${table.priceCents} >= 0`),
    check('products_stock_nonnegative', sql`${table.stock} >= 0`),
  ],
);

// The service catalogue lives here with the products rather than in booking: providers
// offer services (provider_services) and booking reads providers' schedules, so
// services must sit below both for the module graph to stay acyclic.

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
