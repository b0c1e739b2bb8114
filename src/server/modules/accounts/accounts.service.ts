import type { UserProfile } from '@shared/contracts/accounts';
import { roles, type Role } from '@shared/contracts/roles';
import type { Database, Executor } from '../../db/database';
import { unauthenticated } from '../../lib/app-error';
import { findProfile, findSignInMethods, upsertUserProfile } from './profile.repo';
import { accountMemo } from './sessions-version';

/** The accounts' version (names, sessions, roles), for other modules' lists that show account names. */
export { accountsVersion } from './sessions-version';
import type { Locale } from '@shared/i18n/locales';
import { localeOrDefault } from '../../lib/i18n';
import {
  anonymiseUser,
  findAccountListRow,
  findContacts,
  findUserByEmail,
  findUserIdsAtDomain,
  findUserIdsByEmails,
  findUserById,
  searchUsers,
  findRemindWhenDue,
  updateRemindWhenDue,
  updateUserLocale,
  type AccountListRow,
  type UserRow,
} from './users.repo';

export type Account = Pick<UserRow, 'id' | 'name' | 'email' | 'emailVerified'> & { locale: Locale };
/** Who to address a mail or a list entry to, and in which language (the account's, ADR 0015). */
export interface Contact {
  name: string;
  email: string;
  locale: Locale;
}

export async function accountByEmail(db: Executor, email: string): Promise<Account | undefined> {
  return toAccount(await findUserByEmail(db, email));
}

/** The account ids of these emails, by lower-cased email (the newsletter box's emails that have an account). */
export const accountIdsByEmail = (db: Executor, emails: readonly string[]): Promise<Map<string, string>> => findUserIdsByEmails(db, emails);

/** The ids of the accounts whose email is at `domain` (privacy's closed accounts). */
export const accountIdsAtEmailDomain = (db: Executor, domain: string): Promise<string[]> => findUserIdsAtDomain(db, domain);

export async function accountById(db: Executor, userId: string): Promise<Account | undefined> {
  return toAccount(await findUserById(db, userId));
}

/** Names and emails of many accounts in one query, by id; unknown ids are left out. */
export async function contactsOf(db: Executor, userIds: Iterable<string>): Promise<Map<string, Contact>> {
  const rows = await findContacts(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email, locale: localeOrDefault(row.locale) }]));
}

/** Whether the account is mailed when a visit is due again (issue 29's rebook nudges); on unless they turned it off. */
export const remindsWhenDue = (db: Executor, userId: string): Promise<boolean> => findRemindWhenDue(db, userId);

export async function setRemindWhenDue(db: Executor, userId: string, remindWhenDue: boolean): Promise<void> {
  if (!(await updateRemindWhenDue(db, userId, remindWhenDue))) throw unauthenticated();
}

/** The language the account reads the site and its mail in, as the visitor chose it. */
export async function setAccountLocale(db: Executor, userId: string, locale: Locale): Promise<void> {
  if (!(await updateUserLocale(db, userId, locale))) throw unauthenticated();
}

/** The spec's "upsert the user document on every sign-in" (§7 call 7). */
export const recordSignIn = (db: Executor, userId: string): Promise<void> => upsertUserProfile(db, userId);

/** The profile screen's account, from memory while nobody's account, session or role changed (ADR 0038). */
export const getProfile = (db: Database, userId: string): Promise<UserProfile> => profiles.remember(db, userId, () => readProfile(db, userId));

const profiles = accountMemo({ max: 10_000 });

async function readProfile(db: Executor, userId: string): Promise<UserProfile> {
  const row = await findProfile(db, userId);
  if (!row) throw unauthenticated();
  return {
    uid: row.uid,
    name: row.name,
    email: row.email,
    photoURL: row.photoURL,
    createdAt: (row.profileCreatedAt ?? row.userCreatedAt).toISOString(),
    emailVerified: row.emailVerified,
    isProvider: Boolean(row.isProvider),
    isOwner: Boolean(row.isOwner),
    remindWhenDue: row.remindWhenDue,
  };
}

/** The home page's email lookup (§7 call 6): 'password' and/or 'google', or none. */
export async function signInMethodsOf(db: Executor, email: string): Promise<Array<'password' | 'google'>> {
  const methods = new Set<'password' | 'google'>();
  for (const method of await findSignInMethods(db, email)) methods.add(method === 'credential' ? 'password' : 'google');
  return [...methods];
}

/** An account as the owner console lists it: who, since when, which roles, last signed in. */
export interface AccountSummary {
  id: string;
  name: string;
  email: string;
  joined: Date;
  roles: Role[];
  lastSignInAt: Date | null;
}

/** Accounts whose name or email contains `query` (any case, wildcards taken literally), newest first, after `before`. */
export async function searchAccounts(db: Executor, query: string | undefined, before: string | undefined, limit: number): Promise<AccountSummary[]> {
  return (await searchUsers(db, { query, beforeId: before, limit })).map(toSummary);
}

export async function accountSummary(db: Executor, userId: string): Promise<AccountSummary | undefined> {
  const row = await findAccountListRow(db, userId);
  return row && toSummary(row);
}

const toSummary = (row: AccountListRow): AccountSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  joined: row.createdAt,
  roles: row.roles.filter((role): role is Role => (roles as readonly string[]).includes(role)),
  lastSignInAt: row.lastSignInAt,
});

function toAccount(row: UserRow | undefined): Account | undefined {
  return row && { id: row.id, name: row.name, email: row.email, emailVerified: row.emailVerified, locale: localeOrDefault(row.locale) };
}

/** Closes an account, in the caller's transaction: see anonymiseUser. False when it was closed already. */
export const anonymiseAccount = (db: Executor, userId: string, email: string, identity: { name: string; email: string }): Promise<boolean> =>
  anonymiseUser(db, userId, email, identity);
