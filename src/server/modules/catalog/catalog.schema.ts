import { depositKinds } from '@shared/money/deposits';
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /**
     * The product page's address (/shop/{slug}): made from the English name when the
     * product is created and never changed after, so a rename breaks no link (issue 28).
     */
    slug: text('slug').notNull(),
    carouselName: text('carousel_name').notNull(),
    description: text('description').notNull(),
    /**
     * The lowest price among its variants ("From $X"): kept by the database (a trigger on
     * product_variants, migration 0025), whoever writes them, so listings sort and filter
     * on one column. Written here only as a new product's first value.
     */
    priceCents: integer('price_cents').notNull().default(0),
    /** A file under public/ (the demo's) or /media/<sha256>.<ext> (an upload, D22). */
    imagePath: text('image_path').notNull(),
    imageAlt: text('image_alt').notNull(),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_cents_nonnegative', sql`${table.priceCents} >= 0`),
    uniqueIndex('products_slug_unique').on(table.slug),
  ],
);

/** One of a variant's option values: `{ name: 'Size', value: '15 lb' }`. */
export interface VariantOption {
  name: string;
  value: string;
}

/**
 * What is actually sold (issue 28): a product's sizes, flavours or colours, each with its
 * own price, SKU, stock and image. Every product has at least one; a product without
 * options is one variant with no option values, and looks and sells exactly as before.
 * Cart lines, order lines, holds and refunds name a variant.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Its option values in the product's option order (Shopify's Option1..3); empty for a product without options. */
    options: jsonb('options').$type<VariantOption[]>().notNull().default([]),
    sku: text('sku').notNull(),
    barcode: text('barcode'),
    priceCents: integer('price_cents').notNull(),
    /** Units on hand; a paid order takes its quantities off exactly once. */
    stock: integer('stock').notNull().default(0),
    /** Its own picture; none shows the product's. */
    imagePath: text('image_path'),
    imageAlt: text('image_alt'),
    /** At or below this many available, the console's low-stock list names it. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_variants_sku_unique').on(table.sku),
    index('product_variants_product').on(table.productId, table.sortOrder, table.id),
    check('product_variants_price_cents_nonnegative', sql`${table.priceCents} >= 0`),
    check('product_variants_stock_nonnegative', sql`${table.stock} >= 0`),
    check('product_variants_low_stock_threshold_nonnegative', sql`${table.lowStockThreshold} >= 0`),
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
 * The smaller copies of an uploaded product image, made when it is uploaded (issue 28):
 * WebP at the widths the pages draw it (never wider than the upload), each stored as an
 * upload of its own, named by its own SHA-256 and served at /media like any other, so its
 * address is cached for ever too. The shop's `srcset` lists them.
 */
export const uploadedImageRenditions = pgTable(
  'uploaded_image_renditions',
  {
    originalSha256: text('original_sha256')
      .notNull()
      .references(() => uploadedImages.sha256, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    renditionSha256: text('rendition_sha256')
      .notNull()
      .references(() => uploadedImages.sha256, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.originalSha256, table.width] }), check('uploaded_image_renditions_width_positive', sql`${table.width} > 0`)],
);

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
    /** Weeks after a completed visit the customer is reminded to rebook (issue 29); null: never. */
    rebookWeeks: integer('rebook_weeks'),
    /** The deposit booking asks (issue 29): none, a fixed amount (cents) or a whole percent of the pet's price. */
    depositKind: text('deposit_kind', { enum: depositKinds }).notNull().default('none'),
    /** Cents for 'fixed', 1–100 for 'percent', 0 for 'none'. */
    depositValue: integer('deposit_value').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('services_rebook_weeks', sql`${table.rebookWeeks} between 1 and 52`),
    check(
      'services_deposit',
      sql`(${table.depositKind} = 'none' and ${table.depositValue} = 0) or (${table.depositKind} = 'fixed' and ${table.depositValue} between 1 and 9999999) or (${table.depositKind} = 'percent' and ${table.depositValue} between 1 and 100)`,
    ),
    check('services_duration_positive', sql`${table.durationMinutes} > 0`),
    check('services_duration_five_minute_steps', sql`${table.durationMinutes} % 5 = 0`),
    check('services_price_cents_nonnegative', sql`${table.priceCents} >= 0`),
  ],
);

/**
 * The owner's words for a product, service or category in a language other than English
 * (issue 16); English stays in the item's own columns. A missing row falls back to English.
 */
export const catalogTranslations = pgTable(
  'catalog_translations',
  {
    /** 'product', 'service' or 'category'. */
    subjectKind: text('subject_kind').notNull(),
    /** The item's id as text (products have integer ids, services and categories text ids). */
    subjectId: text('subject_id').notNull(),
    /** 'name', 'description' or 'carouselName'. */
    field: text('field').notNull(),
    locale: text('locale').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subjectKind, table.subjectId, table.field, table.locale] }),
    check('catalog_translations_subject_kind', sql`${table.subjectKind} in ('product', 'service', 'category')`),
  ],
);

/**
 * A service's duration and price for a pet of a given size and coat (issue 14); 'any'
 * matches every size or coat. The most specific row wins (catalog's service pricing);
 * with no row, the service's own duration and price.
 */
export const serviceOptions = pgTable(
  'service_options',
  {
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default('any'),
    coat: text('coat').notNull().default('any'),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.size, table.coat] }),
    check('service_options_size', sql`${table.size} in ('any', 'small', 'medium', 'large', 'giant')`),
    check('service_options_coat', sql`${table.coat} in ('any', 'short', 'medium', 'long', 'double')`),
    check('service_options_duration', sql`${table.durationMinutes} > 0 and ${table.durationMinutes} % 5 = 0`),
    check('service_options_price', sql`${table.priceCents} >= 0`),
  ],
);

/** Vaccines a pet must have, valid on the appointment's date, to be booked for a service (issue 14). */
export const serviceRequiredVaccines = pgTable(
  'service_required_vaccines',
  {
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    vaccine: text('vaccine').notNull(),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.vaccine] })],
);

/**
 * The shop's product categories (issue 28): by pet (the spec's pet types) and by kind
 * (Food, Toys… and what the owner adds). Each has a slug for the shop's address
 * (/shop?category=dog), kept when renamed, and its name in both of the shop's languages.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    /** 'pet' (Dog, Cat…) or 'kind' (Food, Toys…): a shopper narrows by one of each. */
    group: text('group').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_categories_slug_unique').on(table.slug),
    check('product_categories_group', sql`${table.group} in ('pet', 'kind')`),
  ],
);

/** Which categories a product sits in; a product may sit in several. */
export const productCategoryMembers = pgTable(
  'product_category_members',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.productId] }), index('product_category_members_product').on(table.productId)],
);
