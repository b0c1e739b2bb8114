import type { Locale } from '@shared/i18n/locales';

/** Each language named in the reader's language ("French" in English, "français" in French): the console and its audit log. */
export const languageNames: Record<Locale, string> = {
  'en-CA': 'screens.console.translations.language.en',
  'fr-CA': 'screens.console.translations.language.fr',
};
