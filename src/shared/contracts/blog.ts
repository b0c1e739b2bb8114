import * as z from 'zod';
import { locales, type Locale } from '../i18n/locales';
import { isValidIsoDate } from '../scheduling/zoned-time';
import { integerId, lineText, paragraphText } from './text';

/**
 * The shop's blog, the spec's "Pet Care Tips" (issue 30 item 5, ADR 0041): posts with a
 * title, author, date, tags, image and paragraphs in each language, written by the owner
 * in the console; drafts are the owner's alone. English is required, another language
 * falls back to it where the owner has not worded the post.
 */
export const blogPostStatuses = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];

export const BLOG_TITLE_MAX = 160;
export const BLOG_SNIPPET_MAX = 300;
export const BLOG_AUTHOR_MAX = 80;
export const BLOG_TAG_MAX = 40;
export const BLOG_TAGS_MAX = 8;
export const BLOG_IMAGE_ALT_MAX = 200;
export const BLOG_BODY_MAX = 20_000;
/** Every post's picture is drawn in a 16:9 box of this size (cropped to it), so nothing moves as it loads. */
export const BLOG_IMAGE_SIZE = { width: 800, height: 450 } as const;

/** An upload (the console's one upload path, /media/…) or one of the site's own drawings. */
export const BLOG_IMAGE_SRC = /^(\/media\/[0-9a-f]{64}\.(png|jpg|webp)|\/images\/blog\/[a-z0-9-]{1,80}\.svg)$/;

export const blogMessages = {
  titleRequired: 'errors.blog.titleRequired',
  snippetRequired: 'errors.blog.snippetRequired',
  authorRequired: 'errors.blog.authorRequired',
  bodyRequired: 'errors.blog.bodyRequired',
  imageRequired: 'errors.blog.imageRequired',
  imageAltRequired: 'errors.blog.imageAltRequired',
  dateInvalid: 'errors.blog.dateInvalid',
  tagInvalid: 'errors.blog.tagInvalid',
  tooManyTags: 'errors.blog.tooManyTags',
  tooLong: 'errors.blog.tooLong',
  englishRequired: 'errors.blog.englishRequired',
  notFound: 'errors.blog.notFound',
} as const;

const requiredLine = (max: number, required: string) => lineText({ error: required }).min(1, required).max(max, blogMessages.tooLong);

/** A post's words in one language. */
export const blogPostTextSchema = z.strictObject({
  title: requiredLine(BLOG_TITLE_MAX, blogMessages.titleRequired),
  snippet: requiredLine(BLOG_SNIPPET_MAX, blogMessages.snippetRequired),
  tags: z
    .array(lineText({ error: blogMessages.tagInvalid }).min(1, blogMessages.tagInvalid).max(BLOG_TAG_MAX, blogMessages.tagInvalid), { error: blogMessages.tagInvalid })
    .max(BLOG_TAGS_MAX, blogMessages.tooManyTags),
  imageAlt: requiredLine(BLOG_IMAGE_ALT_MAX, blogMessages.imageAltRequired),
  /** Paragraphs separated by a blank line. */
  body: paragraphText({ error: blogMessages.bodyRequired }).min(1, blogMessages.bodyRequired).max(BLOG_BODY_MAX, blogMessages.tooLong),
});
export type BlogPostText = z.infer<typeof blogPostTextSchema>;

/** The console's form: the post and its words in each language it is worded in (English always). */
export const saveBlogPostBodySchema = z.strictObject({
  status: z.enum(blogPostStatuses, { error: 'errors.invalidValue' }),
  date: z.string({ error: blogMessages.dateInvalid }).refine(isValidIsoDate, blogMessages.dateInvalid),
  author: requiredLine(BLOG_AUTHOR_MAX, blogMessages.authorRequired),
  imageSrc: z.string({ error: blogMessages.imageRequired }).regex(BLOG_IMAGE_SRC, blogMessages.imageRequired),
  texts: z.strictObject({
    'en-CA': blogPostTextSchema,
    'fr-CA': blogPostTextSchema.optional(),
  } satisfies Record<Locale, z.ZodType>, { error: blogMessages.englishRequired }),
});
export type SaveBlogPostBody = z.infer<typeof saveBlogPostBodySchema>;
export type SaveBlogPostInput = z.input<typeof saveBlogPostBodySchema>;

export const blogPostParamsSchema = z.object({ id: z.coerce.number({ error: blogMessages.notFound }).pipe(integerId(blogMessages.notFound)) });
export const blogPostsQuerySchema = z.object({
  locale: z.enum(locales, { error: 'errors.invalidValue' }).optional(),
  limit: z.coerce.number({ error: 'errors.invalidValue' }).int('errors.invalidValue').min(1, 'errors.invalidValue').max(50, 'errors.invalidValue').optional(),
});
export const blogPostQuerySchema = z.object({ locale: z.enum(locales, { error: 'errors.invalidValue' }).optional() });

/** A published post as the public pages show it, in the reader's language. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  /** yyyy-mm-dd */
  date: z.string(),
  tags: z.array(z.string()),
  snippet: z.string(),
  image: z.object({ src: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }),
});
export const blogPostsResponseSchema = z.object({ posts: z.array(blogPostSummarySchema) });

/** One published post with its paragraphs, and the published posts before and after it by date. */
export const blogPostResponseSchema = blogPostSummarySchema.extend({
  paragraphs: z.array(z.string()),
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});

/** A post as the console edits it: every language's words as the owner wrote them. */
export const consoleBlogPostSchema = z.object({
  id: z.number().int(),
  status: z.enum(blogPostStatuses),
  date: z.string(),
  author: z.string(),
  imageSrc: z.string(),
  texts: z.object({ 'en-CA': blogPostTextSchema, 'fr-CA': blogPostTextSchema.optional() }),
});
export const consoleBlogPostsResponseSchema = z.object({
  posts: z.array(
    z.object({ id: z.number().int(), status: z.enum(blogPostStatuses), date: z.string(), title: z.string(), missing: z.array(z.enum(locales)) }),
  ),
});

export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export type BlogPostPage = z.infer<typeof blogPostResponseSchema>;
export type ConsoleBlogPost = z.infer<typeof consoleBlogPostSchema>;
export type ConsoleBlogPosts = z.infer<typeof consoleBlogPostsResponseSchema>;

/** Tags as the console's field types them, comma-separated, and back. */
export const tagsFromField = (value: string): string[] =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
export const tagsToField = (tags: readonly string[]): string => tags.join(', ');
