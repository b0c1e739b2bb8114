import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as common } from '@locales/en-CA/common.po';
import { messages as errors } from '@locales/en-CA/errors.po';
import { messages as mail } from '@locales/en-CA/mail.po';
import { messages as screens } from '@locales/en-CA/screens.po';
import { messages as frCommon } from '@locales/fr-CA/common.po';
import { messages as frErrors } from '@locales/fr-CA/errors.po';
import { messages as frMail } from '@locales/fr-CA/mail.po';
import { messages as frScreens } from '@locales/fr-CA/screens.po';
import { messageParts, type Message } from '@shared/i18n/message';
import { defaultLocale, isLocale, localeOfCookies, negotiateLocale, type Locale } from '@shared/i18n/locales';

/** Turns a message into words in one language. */
export type Translate = (text: Message, values?: Record<string, unknown>) => string;

const catalog = (locale: Locale, messages: Messages): I18n =>
  setupI18n({ locale, messages: { [locale]: messages }, missing: (_locale, id) => id });

/**
 * The server speaks every catalogue (D24): errors for the API, mail for the emails and
 * the calendar files, screens for the pages it renders itself. Text that is not an id
 * (a library's own words) passes through as it is.
 */
const catalogs: Record<Locale, I18n> = {
  'en-CA': catalog('en-CA', { ...common, ...screens, ...errors, ...mail }),
  'fr-CA': catalog('fr-CA', { ...frCommon, ...frScreens, ...frErrors, ...frMail }),
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

/**
 * The reader's language for a request (ADR 0015): the one the visitor last read the site
 * in (the web app keeps it in a cookie), else what the browser prefers, among ours.
 */
export function localeOf(headers: { 'accept-language'?: string | string[] | undefined; cookie?: string | undefined }): Locale {
  const remembered = localeOfCookies(headers.cookie);
  if (remembered) return remembered;
  const header = headers['accept-language'];
  return negotiateLocale(Array.isArray(header) ? header.join(',') : header);
}

/** A stored locale (an account's), or the default when it has none or one we no longer speak. */
export const localeOrDefault = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);
