/**
 * The shop's own words in another language than English (D1, D24): the tagline and the
 * team's job titles. English stays in site-config.ts; a translation sits in its own
 * module (site-content.<locale>.ts) that only readers of that language download. Anything
 * it leaves out stays English. The blog's posts are data the owner writes (issue 30).
 */
import { siteConfig } from './site-config';

export interface SiteContentTranslation {
  tagline: string;
  /** Job titles by their English name ("Team Leader"). */
  teamRoles: Record<string, string>;
}

export interface SiteContent {
  tagline: string;
  teamRole: (englishRole: string) => string;
}

/** The site's own content in English, as site-config.ts has it. */
export const englishSiteContent: SiteContent = { tagline: siteConfig.tagline, teamRole: (role) => role };
