import type { SiteContent, SiteContentTranslation } from './site-content';

/**
 * The site's content in a translation's words, English wherever it has none. Only a
 * language's own first load uses it (it takes the English as given), so an English
 * visitor never downloads it.
 */
export function localizeSiteContent(english: SiteContent, translation: SiteContentTranslation): SiteContent {
  return {
    tagline: translation.tagline,
    teamRole: (role) => translation.teamRoles[role] ?? english.teamRole(role),
  };
}
