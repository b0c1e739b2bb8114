import type { SiteContentTranslation } from './site-content';

/** The shop's own words in Canadian French (see site-content.ts): data only, so this file pulls in nothing else. */
export const siteContent: SiteContentTranslation = {
  tagline: 'Tout pour le bien-être de vos animaux, produits et soins, au même endroit.',
  teamRoles: { 'Team Leader': 'Chef d’équipe' },
};
