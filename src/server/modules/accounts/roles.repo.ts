import { and, asc, eq } from 'drizzle-orm';
import type { Role } from '@shared/contracts/roles';
import type { Executor } from '../../db/database';
import { userRoles } from './accounts.schema';

/** Adds the role; holding it already changes nothing (false). */
export async function insertRole(db: Executor, userId: string, role: Role): Promise<boolean> {
  const rows = await db.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning({ userId: userRoles.userId });
  return rows.length > 0;
}

/** False when the account did not hold the role. */
export async function deleteRole(db: Executor, userId: string, role: Role): Promise<boolean> {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

export async function roleExists(db: Executor, userId: string, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  return row !== undefined;
}

/** Everyone holding a role, longest-standing first. */
export async function findRoleHolders(db: Executor, role: Role): Promise<Array<{ userId: string; grantedAt: Date }>> {
  return db
    .select({ userId: userRoles.userId, grantedAt: userRoles.grantedAt })
    .from(userRoles)
    .where(eq(userRoles.role, role))
    .orderBy(asc(userRoles.grantedAt), asc(userRoles.userId));
}
