/**
 * The shop's own words in another language than English (D1, D24): the tagline, the
 * team's job titles and the blog posts. English stays in site-config.ts and
 * blog-posts.ts; a translation sits in its own module (site-content.<locale>.ts) that
 * only readers of that language download. Anything it leaves out stays English.
 */
import { blogPosts, type BlogPost } from './blog-posts';
import { siteConfig } from './site-config';

export interface BlogPostTranslation {
  title: string;
  snippet: string;
  tags: string[];
  imageAlt: string;
  paragraphs: string[];
}

export interface SiteContentTranslation {
  tagline: string;
  /** Job titles by their English name ("Team Leader"). */
  teamRoles: Record<string, string>;
  blogPosts: Record<number, BlogPostTranslation>;
}

export interface SiteContent {
  tagline: string;
  teamRole: (englishRole: string) => string;
  blogPosts: BlogPost[];
}

/** The site's own content in English, as site-config.ts and blog-posts.ts have it. */
export const englishSiteContent: SiteContent = { tagline: siteConfig.tagline, teamRole: (role) => role, blogPosts };
