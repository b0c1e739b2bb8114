import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accounts, userProfiles, userRoles, users } from './accounts.schema';

/** Copies the account's current name, email and photo into its profile; createdAt stays the first. */
export async function upsertUserProfile(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`
    insert into ${userProfiles} (user_id, name, email, photo_url)
    select id, name, email, image from ${users} where id = ${userId}
    on conflict (user_id) do update
      set name = excluded.name, email = excluded.email, photo_url = excluded.photo_url, updated_at = now()`);
}

export async function findProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      uid: users.id,
      name: users.name,
      email: users.email,
      photoURL: users.image,
      emailVerified: users.emailVerified,
      remindWhenDue: users.remindWhenDue,
      profileCreatedAt: userProfiles.createdAt,
      userCreatedAt: users.createdAt,
      isProvider: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'provider')`,
      isOwner: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'owner')`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The ways an email can sign in: 'password' and/or 'google'; none when there is no such account. */
export async function findSignInMethods(db: Executor, email: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ providerId: accounts.providerId })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows.map((row) => row.providerId);
}
