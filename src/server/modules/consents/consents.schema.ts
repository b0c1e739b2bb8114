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
    /**
     * 'news-email' or 'reminder-texts' (src/shared/consent/consent-rules.ts); or
     * 'news-inquiry': the account's email was given in the newsletter box, an inquiry whose
     * implied consent to news lasts 6 months (always granted; no choice is implied by it).
     */
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
    check('consent_records_topic', sql`${table.topic} in ('news-email', 'reminder-texts', 'news-inquiry')`),
    check('consent_records_source', sql`${table.source} in ('registration', 'profile', 'unsubscribe-link', 'newsletter-box', 'text-reply')`),
  ],
);

/**
 * An email given in the home page's newsletter box that has no account (issue 30): an
 * inquiry, whose implied consent to news lasts 6 months from the latest time it was given
 * (CASL s. 10(10)). One row an email; giving it again moves `inquiredAt`. The unsubscribe
 * link of a news mail deletes the row, and the retention job deletes it once the consent
 * has ended. An email that has (or later gets) an account is the account's: its inquiry
 * is a consent record of the account, and this row only lends it its date.
 */
export const newsSubscribers = pgTable(
  'news_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, as the accounts' emails are. */
    email: text('email').notNull().unique(),
    /** The language of the page it was given on: the news mail's language. */
    locale: text('locale').notNull(),
    /** The version of the newsletter box's words it was given against. */
    wordingVersion: text('wording_version').notNull(),
    inquiredAt: timestamp('inquired_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('news_subscribers_inquired_idx').on(table.inquiredAt), check('news_subscribers_locale', sql`${table.locale} in ('en-CA', 'fr-CA')`)],
);

