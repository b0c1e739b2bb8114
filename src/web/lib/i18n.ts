import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { messages as commonMessages } from '@locales/en-CA/common.po';
import {
  formatCatalogPrice,
  formatDate,
  formatDay,
  formatLongDate,
  formatMoment,
  formatMoney,
  formatPercent,
  formatTimeAt,
  formatTimeOfDay, formatWeekday } from '@shared/i18n/format';
import { defaultLocale, localeCookie, localeOfPath, locales, type Locale } from '@shared/i18n/locales';
import { messageParts, type Message } from '@shared/i18n/message';
import type { SiteContent } from '@shared/site-config/site-content';
import { siteConfig } from '@shared/site-config/site-config';
import { setSiteContent } from '@web/lib/site-content';

/**
 * The browser's message catalogues (D24), per language: an English visitor downloads no
 * French and the other way round. English `common` (the layout and the home page) is in
 * the first load; another language's `common` is fetched before the first render
 * (`activatePageLocale`), and the rest loads with the first screen that needs it.
 */
export const i18n = setupI18n({ locale: defaultLocale, messages: { [defaultLocale]: commonMessages } });

type CatalogModule = () => Promise<{ messages: Record<string, unknown> }>;

const lazyCatalogs = {
  screens: { 'en-CA': () => import('@locales/en-CA/screens.po'), 'fr-CA': () => import('@locales/fr-CA/screens.po') },
  errors: { 'en-CA': () => import('@locales/en-CA/errors.po'), 'fr-CA': () => import('@locales/fr-CA/errors.po') },
} satisfies Record<string, Record<Locale, CatalogModule>>;

/** What a page in another language than English needs before its first render. */
const firstLoads: Partial<Record<Locale, () => Promise<{ messages: Record<string, unknown>; siteContentFrom: (english: SiteContent) => SiteContent }>>> = {
  'fr-CA': () => import('@web/lib/first-load.fr-CA'),
};

export type LazyCatalog = keyof typeof lazyCatalogs;
const loaded = new Set<string>();

/**
 * The language of this page, which its path says (ADR 0015): "/fr/…" is French. It is
 * known before anything renders: the router starts loading the first screen, and its
 * catalogues, as soon as it is created.
 */
export const pageLocale: Locale = typeof window === 'undefined' ? defaultLocale : localeOfPath(window.location.pathname);

async function loadCatalog(locale: Locale, name: LazyCatalog): Promise<void> {
  if (loaded.has(`${locale}:${name}`)) return;
  const { messages } = await lazyCatalogs[name][locale]();
  i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
  loaded.add(`${locale}:${name}`);
}

/** Loads the screens' catalogues in the page's language; resolves at once when they are there. */
export async function loadCatalogs(names: readonly LazyCatalog[] = ['screens', 'errors']): Promise<void> {
  await Promise.all(names.map((name) => loadCatalog(pageLocale, name)));
}

/** Remembers the page's language for a year (localeCookie). */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
}

/**
 * Speaks the page's language: its first-load catalogue and the shop's own words in it
 * (site content) are fetched first, so the first render is already in it.
 */
export async function activatePageLocale(): Promise<void> {
  const load = firstLoads[pageLocale];
  if (load) {
    const { messages, siteContentFrom } = await load();
    i18n.load(pageLocale, messages as Parameters<typeof i18n.load>[1]);
    setSiteContent(pageLocale, siteContentFrom);
  }
  i18n.activate(pageLocale);
}

/** Every catalogue and the shop's words in every language: the server renders pages in each (D25). */
export async function loadEveryLanguage(): Promise<void> {
  await Promise.all(
    locales.map(async (locale) => {
      const load = firstLoads[locale];
      if (load) {
        const { messages, siteContentFrom } = await load();
        i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
        setSiteContent(locale, siteContentFrom);
      }
      await Promise.all((Object.keys(lazyCatalogs) as LazyCatalog[]).map((name) => loadCatalog(locale, name)));
    }),
  );
}

/** A message (an id, or an id with its values) in words, in the active language. */
export function useWords(): (text: Message) => string {
  const { _ } = useLingui();
  return (text) => {
    const { id, values } = messageParts(text);
    return _(id, values);
  };
}

/** Money, dates and times in the active locale, in the shop's time zone. */
export function useFormat() {
  const { i18n: active } = useLingui();
  const locale = active.locale as Locale;
  const { timeZone } = siteConfig;
  return {
    locale,
    money: (cents: number) => formatMoney(cents, locale),
    price: (cents: number) => formatCatalogPrice(cents, locale),
    percent: (basisPoints: number) => formatPercent(basisPoints, locale),
    longDate: (date: string) => formatLongDate(date, locale),
    date: (date: string) => formatDate(date, locale),
    time: (minutes: number) => formatTimeOfDay(minutes, locale),
    /** The time of day an instant shows on the shop's clocks. */
    timeOf: (instant: Date | string) => formatTimeAt(instant, locale, timeZone),
    day: (instant: Date | string) => formatDay(instant, locale, timeZone),
    moment: (instant: Date | string) => formatMoment(instant, locale, timeZone),
    weekday: (weekday: number, style: 'long' | 'short' = 'long') => formatWeekday(weekday, locale, style),
    /** The sales tax's name in this language: "HST", "TVH". */
    taxName: siteConfig.tax.names[locale],
  };
}

/**
 * Makes the page's language's first number format and plural rules, which load its data
 * from ICU: on a phone tens of milliseconds, once a page. The whole app runs it as a step
 * of its own before it takes a page over (start-app.tsx), so that cost is not added to the
 * takeover's task by the first message with a count (the shop's "12 products"); later
 * formatters of the language find its data loaded (issue 26). The light shell's pages
 * count nothing as they are taken over, so it does not run there.
 */
export function loadFormattingData(locale: Locale = pageLocale): void {
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(locale).format(1);
}
