import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { likeContaining } from '../../db/like-pattern';
import type { Executor } from '../../db/database';
import { accounts, sessions, userProfiles, userRoles, users } from './accounts.schema';

export type UserRow = typeof users.$inferSelect;

/** Emails are matched without regard to case, as sign-in matches them. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

/** The accounts of these emails (lower-cased), by email; an email without an account is absent. */
export async function findUserIdsByEmails(db: Executor, emails: readonly string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails.map((email) => email.toLowerCase())));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The accounts whose email is at this domain (the closed accounts' made-up one). */
export async function findUserIdsAtDomain(db: Executor, domain: string): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(sql`${users.email} like ${`%@${domain}`}`);
  return rows.map((row) => row.id);
}

export async function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findContacts(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** Whether the account wants a mail when a visit is due again (issue 29); false for an unknown account. */
export async function findRemindWhenDue(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ remindWhenDue: users.remindWhenDue }).from(users).where(eq(users.id, userId));
  return row?.remindWhenDue ?? false;
}

export async function updateRemindWhenDue(db: Executor, userId: string, remindWhenDue: boolean): Promise<boolean> {
  const rows = await db.update(users).set({ remindWhenDue, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

export async function updateUserLocale(db: Executor, userId: string, locale: string): Promise<boolean> {
  const rows = await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

export interface AccountListRow {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  roles: string[];
  lastSignInAt: Date | null;
}

const accountListColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  roles: sql<string[]>`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id} order by ${userRoles.role})`,
  lastSignInAt: sql<Date | null>`(select ${userProfiles.updatedAt} from ${userProfiles} where ${userProfiles.userId} = ${users.id})`.mapWith(
    userProfiles.updatedAt,
  ),
};

/**
 * Accounts whose name or email contains `query` (any case), newest first; `beforeId`
 * continues after that account, in the same order, so a page never repeats or skips one.
 */
export function searchUsers(db: Executor, { query, beforeId, limit }: { query?: string; beforeId?: string; limit: number }): Promise<AccountListRow[]> {
  const pattern = query ? likeContaining(query) : undefined;
  return db
    .select(accountListColumns)
    .from(users)
    .where(
      and(
        pattern ? or(sql`${users.name} ilike ${pattern} escape '\\'`, sql`${users.email} ilike ${pattern} escape '\\'`) : undefined,
        beforeId
          ? sql`(${users.createdAt}, ${users.id}) < (select b.created_at, b.id from ${users} b where b.id = ${beforeId})`
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

export async function findAccountListRow(db: Executor, userId: string): Promise<AccountListRow | undefined> {
  const [row] = await db.select(accountListColumns).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * Makes a closing account anonymous (issue 30): its name and email replaced, while it still
 * has `email` (so two requests close it once), then its sign-in methods, sessions (every
 * server's guard sees it: ADR 0038), profile copy and roles deleted. False when it was
 * already closed.
 */
export async function anonymiseUser(db: Executor, userId: string, email: string, identity: { name: string; email: string }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ name: identity.name, email: identity.email, emailVerified: false, image: null, locale: null, remindWhenDue: false, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  if (rows.length === 0) return false;
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(accounts).where(eq(accounts.userId, userId));
  await db.delete(userProfiles).where(eq(userProfiles.userId, userId));
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  return true;
}
