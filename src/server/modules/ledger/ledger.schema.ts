import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * One holding of credit (issue 32, ADR 0049): a customer's store credit today, a gift
 * card's balance or the visits left in a package as those come. Its balance is never
 * stored here: it is the sum of its entries. The row is what a spend locks, so two
 * spends of one holding take turns.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['store_credit', 'gift_card', 'package'] }).notNull(),
    /** Money in cents, or visits for a package. */
    unit: text('unit', { enum: ['cents', 'visits'] }).notNull(),
    /** The customer it belongs to; a gift card not yet claimed has none. */
    holderUserId: text('holder_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One store credit per customer, so every refund and gesture lands in the same place.
    uniqueIndex('credit_accounts_store_credit_idx').on(table.holderUserId).where(sql`${table.kind} = 'store_credit'`),
    index('credit_accounts_holder_idx').on(table.holderUserId),
    check('credit_accounts_kind', sql`${table.kind} in ('store_credit', 'gift_card', 'package')`),
    check('credit_accounts_unit', sql`(${table.kind} = 'package') = (${table.unit} = 'visits')`),
  ],
);

/**
 * The ledger: each change of a holding's balance, never changed or deleted once written
 * (migration 0036's triggers refuse it, whoever writes). Entries of one holding are
 * numbered 1, 2, 3…; each carries the balance it leaves, which the insert trigger checks
 * against the one before, and which can never go below zero. The order and the
 * appointment have no foreign key: the shop keeps a ledger line longer than either.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => creditAccounts.id),
    sequence: integer('sequence').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** Why (CreditReason in the shared contract). */
    reason: text('reason').notNull(),
    /** The owner's words for a gesture or a correction. */
    note: text('note'),
    orderId: uuid('order_id'),
    appointmentId: uuid('appointment_id'),
    /** Who wrote it: the owner's account, or none for the shop's own (a checkout, a refund). */
    actorUserId: text('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_entries_sequence_idx').on(table.accountId, table.sequence),
    index('credit_entries_order_idx').on(table.orderId),
    check('credit_entries_moves', sql`${table.amount} <> 0`),
    check('credit_entries_never_below_zero', sql`${table.balanceAfter} >= 0`),
    check('credit_entries_sequence', sql`${table.sequence} > 0`),
  ],
);

/**
 * A gift card (issue 32, ADR 0049): its balance is its holding's in the ledger. The code
 * is a bearer secret, so only its SHA-256 and its last four symbols are kept: a lookup
 * hashes what was typed, and a leaked table spends nothing. The code reaches the
 * recipient in the mail queued for `deliver_on`, and the owner once, when issuing.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => creditAccounts.id),
    codeHash: text('code_hash').notNull(),
    codeEnding: text('code_ending').notNull(),
    initialCents: integer('initial_cents').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull(),
    /** The shop's date the mail goes out; the recipient's language for it. */
    deliverOn: text('deliver_on').notNull(),
    locale: text('locale').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** Who issued it: the owner's email, as the audit log names them. */
    issuedBy: text('issued_by').notNull(),
    /** The shop order that sold it, when one did (a card the owner issues has none). */
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gift_cards_code_idx').on(table.codeHash),
    uniqueIndex('gift_cards_account_idx').on(table.accountId),
    index('gift_cards_created_idx').on(table.createdAt),
    check('gift_cards_amount', sql`${table.initialCents} > 0`),
  ],
);
