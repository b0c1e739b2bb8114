import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * First-party analytics (D27), the `events` table: what happened, when, and to what;
 * never who. No cookie, no account id, no address: `visitor` is a hash of the address and
 * browser with the day's salt (analytics_salts), which is deleted once its day is over, so
 * a visitor can be counted once a day and never followed from one day to the next, nor
 * traced back to an address. Rows are only added.
 */
export const analyticsEvents = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A stable code from the contract's analyticsEventNames: `page_view`, `order_paid`, … */
    name: text('name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The page's path for a page view (no query string). */
    path: text('path'),
    /** The day's pseudonymous visitor (see above), for funnels; null where not known. */
    visitor: text('visitor'),
    productId: integer('product_id'),
    orderId: uuid('order_id'),
    appointmentId: uuid('appointment_id'),
    serviceId: text('service_id'),
    providerId: integer('provider_id'),
    /** The booking wizard's step (1, 2, 3) for `booking_step`. */
    step: integer('step'),
    /** Cents for money events (`order_paid`), so figures need no join to recompute. */
    amountCents: integer('amount_cents'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('events_name_time_idx').on(table.name, table.occurredAt),
    check('events_step', sql`${table.step} is null or ${table.step} between 1 and 3`),
  ],
);

/** One random salt per day (in the shop's time zone) for `events.visitor`; a job deletes past days' salts. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
