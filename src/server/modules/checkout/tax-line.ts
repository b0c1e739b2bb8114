import { formatPercent } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { siteConfig } from '@shared/site-config/site-config';
import { translatorFor } from '../../lib/i18n';

/** The tax line's name at the rate an order was taxed: "HST (13%)", in the reader's language. */
export function taxLineName(locale: Locale, rateBasisPoints: number): string {
  return translatorFor(locale)('screens.cart.taxLine', { tax: siteConfig.tax.names[locale], rate: formatPercent(rateBasisPoints, locale) });
}
