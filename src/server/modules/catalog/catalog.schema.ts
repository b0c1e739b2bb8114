import { sql } from 'drizzle-orm';
import { boolean, check, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer: callers get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The shop's catalogue. Prices are integer cents (D5). The spec's nine products keep
 * ids 1-9 from the seed; the owner's new ones are numbered by the database from 100.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    name: text('name').notNull(),
    carouselName: text('carousel_name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** A file under public/ (the demo's) or /media/<sha256>.<ext> (an upload, D22). */
    imagePath: text('image_path').notNull(),
    imageAlt: text('image_alt').notNull(),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
    /** Units on hand; a paid order takes its quantities off exactly once. */
    stock: integer('stock').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_cents_nonnegative', sql`${table.priceCents} >= 0`),
    check('products_stock_nonnegative', sql`${table.stock} >= 0`),
  ],
);

/**
 * Uploaded images (D22): the bytes in the database, so every app server sharing it can
 * serve them and a backup holds them; named by their SHA-256, so a URL never changes
 * meaning and can be cached for ever.
 */
export const uploadedImages = pgTable('uploaded_images', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: text('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the demo seed has put in once (kind and key, e.g. `product`/`3`). The seed adds
 * only what is not here, so a demo row the owner deactivated or deleted never comes back.
 */
export const seededItems = pgTable(
  'seeded_items',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('services_duration_positive', sql`${table.durationMinutes} > 0`),
    check('services_duration_five_minute_steps', sql`${table.durationMinutes} % 5 = 0`),
    check('services_price_cents_nonnegative', sql`${table.priceCents} >= 0`),
  ],
);
