import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { newsSubscribers } from '../consents/consents.schema';

/** A news mail the owner wrote in the console (issue 30), in both languages, with its audience and when it goes. */
export const newsCampaigns = pgTable(
  'news_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectEn: text('subject_en').notNull(),
    subjectFr: text('subject_fr').notNull(),
    /** The body in our Markdown subset (news-markdown.ts). */
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr').notNull(),
    /** Who it is for (NewsAudience), decided again when it goes out. */
    audience: jsonb('audience').notNull(),
    /** 'draft' until Send; then 'scheduled', and 'sent' once every batch went. */
    status: text('status').notNull().default('draft'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [check('news_campaigns_status', sql`${table.status} in ('draft', 'scheduled', 'sent')`), index('news_campaigns_created_idx').on(table.createdAt)],
);

/**
 * One row per customer a campaign went to, written before the mail is handed to the mail
 * server: the primary key makes each customer get a campaign at most once, however often
 * its job runs.
 */
export const newsDeliveries = pgTable(
  'news_deliveries',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsCampaigns.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'sending' while handed over; then 'sent' or 'failed'. */
    status: text('status').notNull().default('sending'),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.userId] }), check('news_deliveries_status', sql`${table.status} in ('sending', 'sent', 'failed')`)],
);

/** One row per subscriber a campaign went to (news_deliveries' twin for emails without an account). */
export const newsSubscriberDeliveries = pgTable(
  'news_subscriber_deliveries',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsCampaigns.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsSubscribers.id, { onDelete: 'cascade' }),
    /** 'sending' while handed over; then 'sent' or 'failed'. */
    status: text('status').notNull().default('sending'),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.subscriberId] }),
    check('news_subscriber_deliveries_status', sql`${table.status} in ('sending', 'sent', 'failed')`),
  ],
);
