import {
  BLOG_IMAGE_SIZE,
  blogMessages,
  type BlogPostPage,
  type BlogPostStatus,
  type BlogPostSummary,
  type BlogPostText,
  type ConsoleBlogPost,
  type ConsoleBlogPosts,
  type SaveBlogPostBody,
} from '@shared/contracts/blog';
import { defaultLocale, locales, type Locale } from '@shared/i18n/locales';
import { textParagraphs } from '@shared/pages/text-blocks';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { recordChange, type AuditActor } from '../audit/audit.service';
import {
  findBlogImagePaths,
  findBlogPost,
  findBlogPosts,
  findBlogPostTexts,
  insertBlogPost,
  replaceBlogPostTexts,
  updateBlogPost,
  type BlogPostRow,
  type BlogPostTextRow,
} from './blog.repo';

/**
 * The blog (issue 30 item 5): the owner's posts, drafts kept from the public; each read in
 * the reader's language, English where the post is not worded in it. Writes move the
 * catalogue's version by the tables' triggers (migration 0030), so the prerendered home
 * page, the post's page and the feed show a change at once.
 */
type Words = Partial<Record<Locale, BlogPostText>>;

function wordsByPost(rows: readonly BlogPostTextRow[]): Map<number, Words> {
  const words = new Map<number, Words>();
  for (const { postId, locale, ...text } of rows) words.set(postId, { ...words.get(postId), [locale]: text });
  return words;
}

const wordsIn = (words: Words | undefined, locale: Locale): BlogPostText | undefined => words?.[locale] ?? words?.[defaultLocale];

function summaryOf(post: BlogPostRow, text: BlogPostText): BlogPostSummary {
  return {
    id: post.id,
    title: text.title,
    author: post.author,
    date: post.publishedOn,
    tags: text.tags,
    snippet: text.snippet,
    image: { src: post.imagePath, alt: text.imageAlt, ...BLOG_IMAGE_SIZE },
  };
}

/** The published posts, newest first, each with its words in `locale`; at most `limit`. */
async function publishedInLocale(db: Executor, locale: Locale, limit?: number): Promise<Array<{ post: BlogPostRow; text: BlogPostText }>> {
  const posts = (await findBlogPosts(db, { publishedOnly: true })).slice(0, limit);
  const words = wordsByPost(await findBlogPostTexts(db, posts.map((post) => post.id)));
  return posts.flatMap((post) => {
    const text = wordsIn(words.get(post.id), locale);
    return text ? [{ post, text }] : [];
  });
}

/** The published posts, newest first, in `locale`; at most `limit`. */
export async function publishedBlogPosts(db: Executor, locale: Locale, limit?: number): Promise<BlogPostSummary[]> {
  return (await publishedInLocale(db, locale, limit)).map(({ post, text }) => summaryOf(post, text));
}

/** The published posts in `locale` for the feed, each with its body and when it last changed. */
export async function blogFeedEntries(db: Executor, locale: Locale): Promise<Array<{ post: BlogPostSummary; body: string; updated: Date }>> {
  return (await publishedInLocale(db, locale)).map(({ post, text }) => ({ post: summaryOf(post, text), body: text.body, updated: post.updatedAt }));
}

/** A published post with its paragraphs and its neighbours by date (older: previous, newer: next); a draft is not found. */
export async function publishedBlogPost(db: Executor, locale: Locale, id: number): Promise<BlogPostPage> {
  const posts = await findBlogPosts(db, { publishedOnly: true });
  const at = posts.findIndex((post) => post.id === id);
  const post = posts[at];
  const text = post && wordsIn(wordsByPost(await findBlogPostTexts(db, [post.id])).get(post.id), locale);
  if (!post || !text) throw notFound(blogMessages.notFound);
  return {
    ...summaryOf(post, text),
    paragraphs: textParagraphs(text.body),
    previousId: posts[at + 1]?.id ?? null,
    nextId: posts[at - 1]?.id ?? null,
  };
}

/** The ids of the published posts (the sitemap's). */
export async function publishedBlogPostIds(db: Executor): Promise<number[]> {
  return (await findBlogPosts(db, { publishedOnly: true })).map((post) => post.id);
}

/** The pictures every post shows, drafts included: the unused-uploads job keeps them. */
export const blogImagePaths = (db: Executor): Promise<string[]> => findBlogImagePaths(db);

function consolePostOf(post: BlogPostRow, words: Words): ConsoleBlogPost {
  return {
    id: post.id,
    status: post.status as BlogPostStatus,
    date: post.publishedOn,
    author: post.author,
    imageSrc: post.imagePath,
    texts: { 'en-CA': words['en-CA']!, ...(words['fr-CA'] ? { 'fr-CA': words['fr-CA'] } : {}) },
  };
}

/** Every post, drafts included, newest first, with the languages it is not worded in. */
export async function consoleBlogPosts(db: Executor): Promise<ConsoleBlogPosts> {
  const posts = await findBlogPosts(db, { publishedOnly: false });
  const words = wordsByPost(await findBlogPostTexts(db, posts.map((post) => post.id)));
  return {
    posts: posts.map((post) => {
      const set = words.get(post.id) ?? {};
      return {
        id: post.id,
        status: post.status as BlogPostStatus,
        date: post.publishedOn,
        title: set[defaultLocale]?.title ?? '',
        missing: locales.filter((locale) => !set[locale]),
      };
    }),
  };
}

export async function consoleBlogPost(db: Executor, id: number): Promise<ConsoleBlogPost> {
  const post = await findBlogPost(db, id);
  if (!post) throw notFound(blogMessages.notFound);
  return consolePostOf(post, wordsByPost(await findBlogPostTexts(db, [id])).get(id) ?? {});
}

const rowOf = (body: SaveBlogPostBody) => ({ status: body.status, publishedOn: body.date, author: body.author, imagePath: body.imageSrc });

/** A new post, draft or published, with its line in the audit log. */
export async function createBlogPost(db: Database, actor: AuditActor, body: SaveBlogPostBody): Promise<ConsoleBlogPost> {
  const id = await db.transaction(async (tx) => {
    const post = await insertBlogPost(tx, rowOf(body));
    await replaceBlogPostTexts(tx, post.id, body.texts);
    await recordChange(tx, { actor, action: 'blogPost.created', subject: `blogPost:${post.id}`, details: { status: body.status, name: body.texts['en-CA'].title } });
    return post.id;
  });
  return consoleBlogPost(db, id);
}

/** A post changed as a whole (the console's form sends every field), with its line in the audit log. */
export async function updateBlogPostFromConsole(db: Database, actor: AuditActor, id: number, body: SaveBlogPostBody): Promise<ConsoleBlogPost> {
  await db.transaction(async (tx) => {
    const before = await findBlogPost(tx, id);
    if (!before) throw notFound(blogMessages.notFound);
    await updateBlogPost(tx, id, rowOf(body));
    await replaceBlogPostTexts(tx, id, body.texts);
    await recordChange(tx, {
      actor,
      action: 'blogPost.updated',
      subject: `blogPost:${id}`,
      details: { name: body.texts['en-CA'].title, changes: { status: [before.status, body.status] } },
    });
  });
  return consoleBlogPost(db, id);
}
