import { auditKinds, type AuditEvent, type AuditKind, type AuditPage } from '@shared/contracts/owner';
import type { Executor } from '../../db/database';
import { insertAuditEvent, insertAuditEvents, selectAuditEvents, type NewAuditRow } from './audit.repo';

/** Who acts: a signed-in account, or the shop's own tooling (the command line, the configuration). */
export type AuditActor = { userId: string; label: string } | { userId: null; label: 'admin command' | 'OWNER_EMAILS' | 'PROVIDER_EMAILS' };

export interface AuditChange {
  actor: AuditActor;
  action: AuditEvent['action'];
  subject: string;
  details?: Record<string, unknown>;
}

/** Records a change; pass the change's own transaction so the record and the change commit together. */
export function recordChange(db: Executor, change: AuditChange): Promise<void> {
  return insertAuditEvent(db, auditRow(change));
}

/** Many changes of one transaction (an import's thousands of products), in a few statements. */
export function recordChanges(db: Executor, changes: readonly AuditChange[]): Promise<void> {
  return insertAuditEvents(db, changes.map(auditRow));
}

const auditRow = (change: AuditChange): NewAuditRow => ({
  actorUserId: change.actor.userId,
  actor: change.actor.label,
  action: change.action,
  subject: change.subject,
  details: change.details ?? {},
});

/** A page of the log (or of one kind of entry), newest first, and where the next (older) page starts. */
export async function auditPage(db: Executor, { before, limit, kind }: { before?: number; limit: number; kind?: AuditKind | undefined }): Promise<AuditPage> {
  const rows = await selectAuditEvents(db, { beforeId: before, limit: limit + 1, actions: kind && auditKinds[kind] });
  const page = rows.slice(0, limit);
  return {
    events: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actor,
      action: row.action as AuditEvent['action'],
      subject: row.subject,
      details: row.details,
    })),
    nextBefore: rows.length > limit ? page.at(-1)!.id : null,
  };
}

/** The actor of a change made in the console: the signed-in owner, named by email in the log. */
export const ownerActor = (user: { id: string; email: string }): AuditActor => ({ userId: user.id, label: user.email });

/** The fields whose values differ, before and after (details.changes of an update, see AuditChanges). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) changes[key] = [before[key], value];
  }
  return changes;
}
