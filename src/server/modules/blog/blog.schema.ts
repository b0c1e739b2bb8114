import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's blog, the spec's "Pet Care Tips" (issue 30 item 5): posts the owner writes in
 * the console. A draft is the owner's alone; a published post is public at /blog/{id}, on
 * the home page (the latest two) and in the feed. Its words are per language
 * (blog_post_texts): English always, any other language falling back to it.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('draft'),
    /** The date the post shows, chosen by the owner (yyyy-mm-dd). */
    publishedOn: date('published_on').notNull(),
    author: text('author').notNull(),
    /** An upload (/media/…) or one of the site's own drawings (/images/blog/…). */
    imagePath: text('image_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('blog_posts_status', sql`${table.status} in ('draft', 'published')`),
    index('blog_posts_published').on(table.publishedOn.desc(), table.id.desc()).where(sql`${table.status} = 'published'`),
  ],
);

/** A post's words in one language; the body is paragraphs separated by blank lines (text-blocks.ts). */
export const blogPostTexts = pgTable(
  'blog_post_texts',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    snippet: text('snippet').notNull(),
    /** Tags, one per line. */
    tags: text('tags').array().notNull(),
    imageAlt: text('image_alt').notNull(),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.locale] })],
);
