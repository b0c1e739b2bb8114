import { setupI18n, type I18n } from '@lingui/core';
import { messages as common } from '@locales/en-CA/common.po';
import { messages as errors } from '@locales/en-CA/errors.po';
import { messages as mail } from '@locales/en-CA/mail.po';
import { messages as screens } from '@locales/en-CA/screens.po';
import { messageParts, type Message } from '@shared/i18n/message';
import { defaultLocale, negotiateLocale, type Locale } from '@shared/i18n/locales';

/** Turns a message into words in one language. */
export type Translate = (text: Message, values?: Record<string, unknown>) => string;

/**
 * The server speaks every catalogue (D24): errors for the API, mail for the emails and
 * the calendar files, screens for the pages it renders itself. Text that is not an id
 * (a library's own words) passes through as it is.
 */
const catalogs: Record<Locale, I18n> = {
  'en-CA': setupI18n({
    locale: 'en-CA',
    messages: { 'en-CA': { ...common, ...screens, ...errors, ...mail } },
    missing: (_locale, id) => id,
  }),
};

const translators = new Map<Locale, Translate>();

export function translatorFor(locale: Locale = defaultLocale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const i18n = catalogs[locale];
    translate = (text, values) => {
      const parts = messageParts(text);
      return i18n._(parts.id, { ...parts.values, ...values });
    };
    translators.set(locale, translate);
  }
  return translate;
}

/** The reader's language for a request: what the browser prefers, among ours. */
export function localeOf(headers: { 'accept-language'?: string | string[] | undefined }): Locale {
  const header = headers['accept-language'];
  return negotiateLocale(Array.isArray(header) ? header.join(',') : header);
}
