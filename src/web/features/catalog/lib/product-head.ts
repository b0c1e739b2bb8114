import type { ProductPage } from '@shared/contracts/products';
import { localizedPath, type Locale } from '@shared/i18n/locales';
import { centsToDollarsInput } from '@shared/money/money';
import type { PageHead } from '@shared/routes/page-head';
import { paths } from '@shared/routes/paths';
import { siteConfig } from '@shared/site-config/site-config';

/** Open Graph names a language with an underscore: en_CA. */
const openGraphLocale = (locale: Locale) => locale.replace('-', '_');

/**
 * A product page's <head> (issue 28): its description, the Open Graph tags a shared link
 * is previewed with, and schema.org `Product` data with one `Offer` (a price as a decimal
 * string in the shop's currency, and whether it is in stock) that search engines read.
 */
export function productHead({ product, inStock }: ProductPage, { origin, locale }: { origin: string; locale: Locale }): PageHead {
  const url = `${origin}${localizedPath(locale, paths.product.getHref(product.slug))}`;
  const image = new URL(product.image.src, `${origin}/`).href;
  return {
    description: product.description,
    openGraph: [
      ['og:type', 'product'],
      ['og:site_name', siteConfig.brand],
      ['og:locale', openGraphLocale(locale)],
      ['og:title', product.name],
      ['og:description', product.description],
      ['og:url', url],
      ['og:image', image],
      ['og:image:alt', product.image.alt],
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: [image],
      sku: String(product.id),
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: centsToDollarsInput(product.priceCents),
        priceCurrency: siteConfig.currency,
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  };
}
