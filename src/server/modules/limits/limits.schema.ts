import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How many requests one subject (an address, an account) made under one rule in the
 * current window. In the database, so a limit holds across any number of app servers.
 */
export const requestLimits = pgTable('request_limits', {
  /** `<rule>:<subject>`, e.g. `sign-in:ip:203.0.113.7`. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Sign-in attempts on one account (by email, whether or not it exists) since its last
 * success: after the free ones, each next attempt waits twice as long as the one before.
 */
export const signInGuards = pgTable('sign_in_guards', {
  account: text('account').primaryKey(),
  attempts: integer('attempts').notNull(),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
