import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * Every yes or no a customer gave to being contacted (issue 30, D31), append-only: a new
 * choice is a new row, none is changed, so the record shows what was agreed to, under
 * which words, when and where. The current choice is the latest row of a topic.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'news-email' or 'reminder-texts' (src/shared/consent/consent-rules.ts). */
    topic: text('topic').notNull(),
    granted: boolean('granted').notNull(),
    /** The version of the words the choice was given against. */
    wordingVersion: text('wording_version').notNull(),
    /** Where: 'registration', 'profile', 'unsubscribe-link', 'newsletter-box', 'text-reply' (STOP to a text). */
    source: text('source').notNull(),
    /** For reminder texts: the number agreed to, E.164. */
    phone: text('phone'),
    /** For a no given through a news mail's unsubscribe link: that mail's campaign. */
    campaignId: uuid('campaign_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consent_records_user_topic_idx').on(table.userId, table.topic, table.recordedAt),
    index('consent_records_campaign_idx').on(table.campaignId).where(sql`${table.campaignId} is not null`),
    check('consent_records_topic', sql`${table.topic} in ('news-email', 'reminder-texts')`),
    check('consent_records_source', sql`${table.source} in ('registration', 'profile', 'unsubscribe-link', 'newsletter-box', 'text-reply')`),
  ],
);
