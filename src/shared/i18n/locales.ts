/**
 * The languages the shop speaks (D24). English (Canada) is the default and keeps the
 * spec's words; every other locale has a complete catalogue of its own.
 */
export const locales = ['en-CA'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-CA';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
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
