import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { blogPosts, blogPostTexts } from './blog.schema';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostTextRow = typeof blogPostTexts.$inferSelect;
export type NewBlogPost = Pick<typeof blogPosts.$inferInsert, 'status' | 'publishedOn' | 'author' | 'imagePath'> & { id?: number };
export type BlogPostWords = Omit<BlogPostTextRow, 'postId'>;

/** Every post, newest first (the console's list), or only the published ones (the public's). */
export function findBlogPosts(db: Executor, { publishedOnly }: { publishedOnly: boolean }): Promise<BlogPostRow[]> {
  return db
    .select()
    .from(blogPosts)
    .where(publishedOnly ? eq(blogPosts.status, 'published') : undefined)
    .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.id));
}

export async function findBlogPost(db: Executor, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

/** The words of the given posts in every language. */
export function findBlogPostTexts(db: Executor, postIds: readonly number[]): Promise<BlogPostTextRow[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(blogPostTexts)
    .where(inArray(blogPostTexts.postId, [...postIds]));
}

export async function insertBlogPost(db: Executor, post: NewBlogPost): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(post).returning();
  return row!;
}

export async function updateBlogPost(db: Executor, id: number, post: NewBlogPost): Promise<void> {
  await db
    .update(blogPosts)
    .set({ ...post, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id));
}

/** Sets a post's words: the languages given replace what was there, any other language is removed. */
export async function replaceBlogPostTexts(db: Executor, postId: number, words: Partial<Record<string, Omit<BlogPostWords, 'locale'>>>): Promise<void> {
  await db.delete(blogPostTexts).where(eq(blogPostTexts.postId, postId));
  const rows = Object.entries(words).flatMap(([locale, text]) => (text ? [{ postId, locale, ...text }] : []));
  if (rows.length > 0) await db.insert(blogPostTexts).values(rows);
}

/** The pictures posts show, drafts included (the unused-uploads job keeps them). */
export async function findBlogImagePaths(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ path: blogPosts.imagePath }).from(blogPosts);
  return rows.map((row) => row.path);
}
