import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
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
    /** Units on hand; a paid order takes its quantities off exactly once. */
    stock: integer('stock').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_cents_nonnegative', sql`${table.priceCents} >= 0`),
    check('products_stock_nonnegative', sql`${table.stock} >= 0`),
  ],
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


// ---- Accounts (Better Auth's four tables, D12; field names are Better Auth's) ----

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** Better Auth's rate-limit counters, in the database so several app servers share them. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** The spec's user document (§7 call 7), upserted on every sign-in; createdAt is the first sign-in. */
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  photoUrl: text('photo_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Mail (D16): queued with the change that causes it, sent after commit ----

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** pending → sent, or failed after the last retry; `logged` when no SMTP server is configured. */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

// ---- Pets (§3 Pet: under their owner) ----

export const pets = pgTable(
  'pets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Dog, Cat, Bird, Fish or Small Pet. */
    type: text('type').notNull(),
    age: text('age').notNull(),
    breed: text('breed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    index('pets_user_id_idx').on(table.userId, table.createdAt),
    check('pets_type', sql`${table.type} in ('Dog', 'Cat', 'Bird', 'Fish', 'Small Pet')`),
  ],
);

// ---- Cart and orders (D6, D17) ----

/** The server-side cart (D6): one line per product per user. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    check('cart_items_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);

export const orderStatuses = ['pending', 'paid', 'cancelled', 'expired'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** pending → paid, or pending → cancelled / expired; never backwards. */
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    currency: text('currency').notNull(),
    /** 'test' (the built-in checkout page) or 'stripe'. */
    paymentProvider: text('payment_provider').notNull(),
    paymentSessionId: text('payment_session_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_id_idx').on(table.userId, table.createdAt),
    check('orders_status', sql`${table.status} in ('pending', 'paid', 'cancelled', 'expired')`),
    check('orders_total', sql`${table.totalCents} = ${table.subtotalCents} + ${table.taxCents}`),
  ],
);

/** What was bought, with the name and price as they were at checkout. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    imagePath: text('image_path').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    check('order_lines_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);

/** Every payment event handled, by the provider's event id: a redelivered event is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Providers (D9) ----

/**
 * A provider's schedule; a row with a user is also that user's provider role
 * (D9, the spec's authorizedProviders). The seed leaves one row unclaimed so a
 * fresh install can take bookings; the first account granted the role claims it.
 */
export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
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

// ---- Appointments (D7, D8) ----

export const appointmentStatuses = ['Confirmed', 'Cancelled', 'Completed'] as const;

/**
 * A booked visit, with a snapshot of the service as it was when booked. No two
 * Confirmed appointments of one provider overlap: an EXCLUDE constraint in the
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
