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
import { defaultLocale, type Locale } from '@shared/i18n/locales';
import { messageParts, type Message } from '@shared/i18n/message';
import { siteConfig } from '@shared/site-config/site-config';

/**
 * The browser's message catalogues (D24). `common` (the layout and the home page) comes
 * with the first load; the rest loads with the first screen that needs it, so a visitor
 * who only sees the home page downloads no more than it shows.
 */
export const i18n = setupI18n({ locale: defaultLocale, messages: { [defaultLocale]: commonMessages } });

const lazyCatalogs = {
  screens: { 'en-CA': () => import('@locales/en-CA/screens.po') },
  errors: { 'en-CA': () => import('@locales/en-CA/errors.po') },
} satisfies Record<string, Record<Locale, () => Promise<{ messages: Record<string, unknown> }>>>;

export type LazyCatalog = keyof typeof lazyCatalogs;
const loaded = new Set<string>();

/** Loads the screens' catalogues for the active locale; resolves at once when they are there. */
export async function loadCatalogs(names: readonly LazyCatalog[] = ['screens', 'errors']): Promise<void> {
  const locale = i18n.locale as Locale;
  await Promise.all(
    names
      .filter((name) => !loaded.has(`${locale}:${name}`))
      .map(async (name) => {
        const { messages } = await lazyCatalogs[name][locale]();
        i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
        loaded.add(`${locale}:${name}`);
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
  };
}
