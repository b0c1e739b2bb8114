/**
 * The languages the shop speaks (D24). English (Canada) is the default and keeps the
 * spec's words; every other locale has a complete catalogue of its own.
 */
export const locales = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-CA';

/** Each language's name in that language, as the language switcher offers it. */
export const localeNames: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

/**
 * Where each language's pages live (ADR 0015): English at the spec's own paths, French
 * under /fr, so both can be linked to, shared and found by search engines.
 */
const pathPrefixes: Record<Locale, string> = { 'en-CA': '', 'fr-CA': '/fr' };

/** The cookie that remembers a visitor's language (the language they last read the site in). */
export const LOCALE_COOKIE = 'pet-haven-locale';

/**
 * The document.cookie assignment remembering `locale` for a year (ADR 0015): the server
 * sends a returning visitor to it, and an account made next speaks it. Not a secret, so
 * it needs no Secure or HttpOnly.
 */
export const localeCookie = (locale: Locale): string => `${LOCALE_COOKIE}=${locale};path=/;max-age=31536000;samesite=lax`;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale a page path is in: "/fr/shop" is French, "/shop" English. */
export function localeOfPath(path: string): Locale {
  return locales.find((locale) => pathPrefixes[locale] && new RegExp(`^${pathPrefixes[locale]}([/?#]|$)`).test(path)) ?? defaultLocale;
}

/** The router's base path for a locale: "/fr", or "/" for English. */
export const localeBasePath = (locale: Locale): string => pathPrefixes[locale] || '/';

/** A page path without its language prefix: "/fr/shop?product=3" → "/shop?product=3", "/fr" → "/". */
export function withoutLocalePrefix(path: string): string {
  return path.slice(pathPrefixes[localeOfPath(path)].length).replace(/^(?!\/)/, '/');
}

/** The same page in `locale`: localizedPath('fr-CA', '/shop') → "/fr/shop"; "/" → "/fr" (as the router links it). */
export function localizedPath(locale: Locale, path: string): string {
  const page = withoutLocalePrefix(path);
  return pathPrefixes[locale] ? pathPrefixes[locale] + page.replace(/^\/(?=[?#]|$)/, '') : page;
}

/** The locale a Cookie header remembers, if any. */
export function localeOfCookies(cookieHeader: string | undefined | null): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const locale = decodeURIComponent(value.join('='));
      return isLocale(locale) ? locale : undefined;
    }
  }
  return undefined;
}

/**
 * The best of our locales for an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.8"):
 * an exact tag first, then the same language, by the header's own order of preference.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return defaultLocale;
  const wanted = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = locales.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const sameLanguage = locales.find((locale) => locale.toLowerCase().split('-')[0] === tag.split('-')[0]);
    if (sameLanguage) return sameLanguage;
  }
  return defaultLocale;
}
