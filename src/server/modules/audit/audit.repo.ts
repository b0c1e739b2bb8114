import { and, desc, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { auditEvents } from './audit.schema';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = Omit<typeof auditEvents.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEvent(db: Executor, event: NewAuditRow): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/** Newest first, of these actions if given; `beforeId` pages back through older ones. */
export async function selectAuditEvents(
  db: Executor,
  { beforeId, limit, actions }: { beforeId?: number | undefined; limit: number; actions?: readonly string[] | undefined },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(and(beforeId === undefined ? undefined : lt(auditEvents.id, beforeId), actions ? inArray(auditEvents.action, [...actions]) : undefined))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}

export async function insertAuditEvents(db: Executor, events: readonly NewAuditRow[]): Promise<void> {
  for (let start = 0; start < events.length; start += 1000) await db.insert(auditEvents).values(events.slice(start, start + 1000));
}
