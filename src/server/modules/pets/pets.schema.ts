import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** Issue 14: small, medium, large or giant, chosen or worked out from the weight; null when not given. */
    size: text('size'),
    /** Issue 14: short, medium, long or double. */
    coat: text('coat'),
    weightKg: real('weight_kg'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    index('pets_user_id_idx').on(table.userId, table.createdAt),
    check('pets_type', sql`${table.type} in ('Dog', 'Cat', 'Bird', 'Fish', 'Small Pet')`),
    check('pets_size', sql`${table.size} is null or ${table.size} in ('small', 'medium', 'large', 'giant')`),
    check('pets_coat', sql`${table.coat} is null or ${table.coat} in ('short', 'medium', 'long', 'double')`),
    check('pets_weight', sql`${table.weightKg} is null or (${table.weightKg} > 0 and ${table.weightKg} < 200)`),
  ],
);

/** A pet's vaccination record (issue 14); the owner can mark it verified against its proof. */
export const petVaccinations = pgTable(
  'pet_vaccinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    /** A code from the contract's `vaccines`. */
    vaccine: text('vaccine').notNull(),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** The proof's file (uploaded_images.sha256), if one was given. */
    proofSha256: text('proof_sha256'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Who verified it: an email. */
    verifiedBy: text('verified_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pet_vaccinations_pet_idx').on(table.petId, table.vaccine),
    index('pet_vaccinations_expiry_idx').on(table.expiresOn),
    check('pet_vaccinations_dates', sql`${table.givenOn} <= ${table.expiresOn}`),
  ],
);
