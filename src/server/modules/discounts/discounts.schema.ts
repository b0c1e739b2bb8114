import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * A discount code the owner runs (issue 32, ADR 0051): a percentage or an amount off, with
 * its minimum, its scope, its dates and its limits. The code is kept normalised (capitals,
 * no spaces or dashes), so it is unique whatever the case a customer types. The row is what
 * a redemption locks, so two checkouts of its last use take turns.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** For `percent`: basis points (1000 = 10%). */
    percentBasisPoints: integer('percent_basis_points').notNull().default(0),
    /** For `amount`: cents off the lines it covers. */
    amountCents: integer('amount_cents').notNull().default(0),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    /** What it covers; all three empty: everything. Ids without keys: a deleted product simply matches nothing. */
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    serviceIds: text('service_ids').array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_unique').on(table.code),
    check('discount_codes_kind', sql`${table.kind} in ('percent', 'amount')`),
    check(
      'discount_codes_amounts',
      sql`(${table.kind} = 'percent' and ${table.percentBasisPoints} between 1 and 10000 and ${table.amountCents} = 0) or (${table.kind} = 'amount' and ${table.amountCents} > 0 and ${table.percentBasisPoints} = 0)`,
    ),
    check('discount_codes_minimum', sql`${table.minSubtotalCents} >= 0`),
    check('discount_codes_dates', sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`),
    check('discount_codes_limits', sql`(${table.maxUses} is null or ${table.maxUses} >= 1) and (${table.maxUsesPerCustomer} is null or ${table.maxUsesPerCustomer} >= 1)`),
  ],
);

/**
 * A code used by an order: one per order (the combination rule: one code per order). It
 * counts against the code's limits while its order is open or paid; an order that expires
 * unpaid or is cancelled (its payment failed, or a newer checkout replaced it) releases it,
 * and one paid marks it paid: the database does both itself (migration 0043's trigger on
 * orders), whoever moves the order.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    /**
     * The order (checkout's), whose key is declared in migration 0043's SQL rather than here:
     * checkout uses this module, so this schema does not import checkout's. Deleted with it.
     */
    orderId: uuid('order_id').primaryKey(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its order was paid: a use the console counts, with the discount it gave. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    index('discount_redemptions_code_idx').on(table.discountCodeId, table.userId).where(sql`${table.releasedAt} is null`),
    check('discount_redemptions_positive', sql`${table.discountCents} > 0`),
  ],
);
