// What a French page needs before its first render, fetched as one file (lib/i18n.ts):
// the first-load catalogue and the shop's own words in French.
import type { SiteContent } from '@shared/site-config/site-content';
import { localizeSiteContent } from '@shared/site-config/localize-site-content';
import { siteContent } from '@shared/site-config/site-content.fr-CA';

export { messages } from '@locales/fr-CA/common.po';

/** The shop's own words in French, English where they have none. */
export const siteContentFrom = (english: SiteContent): SiteContent => localizeSiteContent(english, siteContent);
