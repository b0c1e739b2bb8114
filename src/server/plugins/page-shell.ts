import { defaultLocale, localizedPath, locales, type Locale } from '@shared/i18n/locales';
import { siteConfig } from '@shared/site-config/site-config';
import { escapeHtml } from '../lib/html';
import type { Translate } from '../lib/i18n';

/**
 * The built index.html for one page in one language (ADR 0015): `lang` on <html>, the
 * title and description in that language, its canonical address, and links to the same
 * page in every language (hreflang) so search engines find both. English keeps the built words as they are.
 */
export function pageShell(html: string, page: { locale: Locale; path: string; baseUrl: string; t: Translate }): string {
  const { locale, path, baseUrl, t } = page;
  const href = (target: Locale) => escapeHtml(`${baseUrl}${localizedPath(target, path)}`);
  const alternates = [
    `<link rel="canonical" href="${href(locale)}" />`,
    ...locales.map((target) => `<link rel="alternate" hreflang="${target}" href="${href(target)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href(defaultLocale)}" />`,
  ].join('\n    ');
  let shell = html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`).replace('</head>', `  ${alternates}\n  </head>`);
  if (locale !== defaultLocale) {
    const { brand, address } = siteConfig;
    shell = shell
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(t('common.documentTitle', { brand, city: address.city, province: address.provinceName }))}</title>`)
      .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(t('screens.meta.description'))}$2`);
  }
  return shell;
}
