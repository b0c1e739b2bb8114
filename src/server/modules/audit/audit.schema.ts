import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed what, and when (the owner console's audit log): roles now; products,
 * prices, stock, services and hours as the console gains them. Rows are only added.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The account that made the change; null for the admin command line or the configuration. */
    actorUserId: text('actor_user_id'),
    /** How the actor is named in the log: an email, `admin command`, `OWNER_EMAILS`. */
    actor: text('actor').notNull(),
    /** What happened, as a stable code: `role.granted`, `role.revoked`. */
    action: text('action').notNull(),
    /** What it happened to: `account:alex@example.com`, `product:12`. */
    subject: text('subject').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_created_idx').on(table.createdAt, table.id)],
);
