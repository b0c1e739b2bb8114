import type { Role } from '@shared/contracts/roles';
import type { Executor } from '../../db/database';
import { deleteRole, insertRole, roleExists } from './roles.repo';

/**
 * The roles an account holds besides customer (D21). Each takes an executor so a
 * module can grant or revoke inside the transaction of its own change (a provider's
 * role and the schedule it claims move together).
 */
export const grantRole = (db: Executor, userId: string, role: Role): Promise<void> => insertRole(db, userId, role);

/** False when the account did not hold the role. */
export const revokeRole = (db: Executor, userId: string, role: Role): Promise<boolean> => deleteRole(db, userId, role);

export const hasRole = (db: Executor, userId: string, role: Role): Promise<boolean> => roleExists(db, userId, role);
