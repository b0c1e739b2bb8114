import type { OwnerMe } from '@shared/contracts/owner';
import type { Database } from '../../db/database';
import { forbidden } from '../../lib/app-error';
import type { AuditActor } from '../audit/audit.service';
import { accountByEmail, accountById, contactsOf } from './accounts.service';
import { ADMIN_COMMAND, grantRole, hasRole, revokeRole, roleHolders, type RoleChange } from './roles.service';

/** The owner role (D21): the shop's back office. An account may be owner, provider, both or neither. */
export async function grantOwner(db: Database, email: string, actor: AuditActor = ADMIN_COMMAND): Promise<RoleChange> {
  const user = await accountByEmail(db, email);
  if (!user) return { ok: false, message: `No account uses ${email}. Ask them to sign up first, then grant the role.` };
  if (await hasRole(db, user.id, 'owner')) return { ok: true, message: `${email} is already an owner.` };
  await grantRole(db, user.id, 'owner', actor);
  return { ok: true, message: `${email} is now an owner: the console is at /console.` };
}

export async function revokeOwner(db: Database, email: string, actor: AuditActor = ADMIN_COMMAND): Promise<RoleChange> {
  const user = await accountByEmail(db, email);
  if (!user) return { ok: false, message: `No account uses ${email}.` };
  if (!(await revokeRole(db, user.id, 'owner', actor))) return { ok: false, message: `${email} is not an owner.` };
  return { ok: true, message: `${email} is no longer an owner.` };
}

/** `npm run admin -- list-owners`: one line per owner. */
export async function describeOwners(db: Database): Promise<string> {
  const holders = await roleHolders(db, 'owner');
  if (holders.length === 0) return 'No owners. Grant the role with: npm run admin -- grant-owner <email>';
  const contacts = await contactsOf(db, holders.map((holder) => holder.userId));
  return holders
    .map((holder) => {
      const contact = contacts.get(holder.userId);
      return `${contact?.email ?? holder.userId}  ${contact?.name ?? ''}  since ${holder.grantedAt.toISOString().slice(0, 10)}`.trimEnd();
    })
    .join('\n');
}

/**
 * OWNER_EMAILS: an account the configuration names gets the role once its email is
 * verified (so nobody takes it by signing up first with the owner's address). Called on
 * every sign-in and on email verification, like PROVIDER_EMAILS.
 */
export async function grantConfiguredOwner(db: Database, ownerEmails: readonly string[], userId: string): Promise<void> {
  if (ownerEmails.length === 0) return;
  const user = await accountById(db, userId);
  if (!user?.emailVerified || !ownerEmails.includes(user.email.toLowerCase())) return;
  if (await hasRole(db, user.id, 'owner')) return;
  await grantRole(db, user.id, 'owner', { userId: null, label: 'OWNER_EMAILS' });
}

/** The owner check behind the console: who is running it. */
export async function ownerOf(db: Database, userId: string): Promise<OwnerMe> {
  const user = await accountById(db, userId);
  if (!user) throw forbidden();
  return { name: user.name, email: user.email };
}
