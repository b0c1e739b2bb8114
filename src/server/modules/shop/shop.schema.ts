import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('shop_settings_single_row', sql`${table.id} = 1`),
    check('shop_settings_slot_step', sql`${table.slotStepMinutes} in (15, 30)`),
  ],
);
