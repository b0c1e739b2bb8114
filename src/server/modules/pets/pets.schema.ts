import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/** §3 Pet: under their owner. */
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
