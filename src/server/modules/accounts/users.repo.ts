import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from './accounts.schema';

export type UserRow = typeof users.$inferSelect;

/** Emails are matched without regard to case, as sign-in matches them. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findContacts(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, [...userIds]));
}
