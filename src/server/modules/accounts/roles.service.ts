import type { Role } from '@shared/contracts/roles';
import type { Executor } from '../../db/database';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { accountById } from './accounts.service';
import { deleteRole, findRoleHolders, insertRole, roleExists } from './roles.repo';

/** What a role command did, in the words the command line prints. */
export type RoleChange = { ok: true; message: string } | { ok: false; message: string };

/** Changes made from `npm run admin`. */
export const ADMIN_COMMAND: AuditActor = { userId: null, label: 'admin command' };

/**
 * The roles an account holds besides customer (D21). Each takes an executor so a
 * module can grant or revoke inside the transaction of its own change (a provider's
 * role and the schedule it claims move together), and records the change in the audit
 * log in that same transaction.
 */
export async function grantRole(db: Executor, userId: string, role: Role, actor: AuditActor = ADMIN_COMMAND): Promise<void> {
  if (await insertRole(db, userId, role)) await recordRoleChange(db, 'role.granted', userId, role, actor);
}

/** False when the account did not hold the role. */
export async function revokeRole(db: Executor, userId: string, role: Role, actor: AuditActor = ADMIN_COMMAND): Promise<boolean> {
  const revoked = await deleteRole(db, userId, role);
  if (revoked) await recordRoleChange(db, 'role.revoked', userId, role, actor);
  return revoked;
}

export const hasRole = (db: Executor, userId: string, role: Role): Promise<boolean> => roleExists(db, userId, role);

/** Everyone holding a role, longest-standing first. */
export const roleHolders = (db: Executor, role: Role) => findRoleHolders(db, role);

async function recordRoleChange(db: Executor, action: 'role.granted' | 'role.revoked', userId: string, role: Role, actor: AuditActor) {
  const account = await accountById(db, userId);
  await recordChange(db, { actor, action, subject: `account:${account?.email ?? userId}`, details: { role } });
}
