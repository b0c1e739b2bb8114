import { useLingui } from '@lingui/react';
import type { Locale } from '@shared/i18n/locales';
import { englishSiteContent, type SiteContent } from '@shared/site-config/site-content';

/** The shop's own words (site-content.ts) in each language fetched so far; English is built in. */
const localized = new Map<Locale, SiteContent>();

/** Takes the shop's words in `locale`, made from the English by that language's first load. */
export const setSiteContent = (locale: Locale, from: (english: SiteContent) => SiteContent): void =>
  void localized.set(locale, from(englishSiteContent));

/** The tagline, job titles and blog posts in the active language. */
export function useSiteContent(): SiteContent {
  const { i18n } = useLingui();
  return localized.get(i18n.locale as Locale) ?? englishSiteContent;
}
