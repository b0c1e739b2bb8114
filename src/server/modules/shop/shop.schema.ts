import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's opening hours (the contact page and the footer), per weekday in the business
 * time zone, as minutes after midnight; several intervals a day, none on a closed day.
 * These are when the doors are open: appointments follow the providers' working hours.
 */
export const shopOpeningHours = pgTable(
  'shop_opening_hours',
  {
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.weekday, table.startMinute] }),
    check('shop_opening_hours_weekday', sql`${table.weekday} between 0 and 6`),
    check(
      'shop_opening_hours_range',
      sql`${table.startMinute} >= 0 and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`,
    ),
  ],
);

/** Days the whole shop is closed (a statutory holiday): no bookings either. */
export const shopClosures = pgTable('shop_closures', {
  date: date('date', { mode: 'string' }).primaryKey(),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The booking settings the owner chooses; one row (id 1). */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** The grid slot starts sit on, in minutes after midnight (15 or 30). */
    slotStepMinutes: smallint('slot_step_minutes').notNull().default(30),
    /** Issue 14: no booking starts sooner than this after now. */
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    /** Issue 14: inside this before the start, customers call the shop to cancel or reschedule. */
    cancelWindowMinutes: integer('cancel_window_minutes').notNull().default(1440),
    /** Issue 14: how long before a Confirmed appointment its reminder is emailed. */
    reminderLeadMinutes: integer('reminder_lead_minutes').notNull().default(1440),
    /** Issue 29: how long a visit Awaiting deposit holds its time before it is released. */
    depositHoldMinutes: integer('deposit_hold_minutes').notNull().default(15),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('shop_settings_single_row', sql`${table.id} = 1`),
    check('shop_settings_slot_step', sql`${table.slotStepMinutes} in (15, 30)`),
    check('shop_settings_min_notice', sql`${table.minNoticeMinutes} between 0 and 20160`),
    check('shop_settings_cancel_window', sql`${table.cancelWindowMinutes} between 0 and 20160`),
    check('shop_settings_reminder_lead', sql`${table.reminderLeadMinutes} between 60 and 10080`),
    check('shop_settings_deposit_hold', sql`${table.depositHoldMinutes} between 5 and 1440`),
  ],
);

/**
 * The shop's own texts as the owner edits them (tagline, about, contact notes), per
 * language (issue 16). A text with no row here is the catalogue's default words.
 */
export const shopTexts = pgTable(
  'shop_texts',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.locale] })],
);

/**
 * The catalogue's version (issue 15, ADR 0018): one row, moved forward by a trigger on
 * every statement that writes what the servers keep in memory (products, services,
 * categories, their translations and pet rules, the shop's hours, closures, settings and
 * texts, the providers' schedules), in that statement's transaction (migration 0019),
 * whoever writes them: the app, a job, psql. No code moves it by hand.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);
