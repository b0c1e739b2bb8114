import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { defaultLocale, localizedPath, locales } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { escapeHtml } from '../lib/html';
import { representationOf, sendRepresentation } from '../lib/representation';
import { versionedMemo } from '../lib/versioned-memo';

export interface SiteMapOptions {
  /** The site's own address (BASE_URL): a sitemap and robots.txt name pages by absolute URL. */
  baseUrl: string;
  catalogueVersion: () => Promise<number>;
  /** The slugs of the products on sale, in shop order. */
  productSlugs: () => Promise<string[]>;
  /** The ids of the published blog posts. */
  blogPostIds: () => Promise<number[]>;
}

/** The public pages a search engine may list, besides the products' (spec §2): the same in every language. */
const publicPages = (): string[] => [
  paths.home.getHref(),
  paths.shop.getHref(),
  paths.ourStory.getHref(),
  paths.contact.getHref(),
  paths.privacy.getHref(),
  paths.terms.getHref(),
];

/**
 * GET /sitemap.xml (issue 28): every public page and every product on sale, each in every
 * language with its alternates (hreflang, as the pages themselves carry), made once per
 * catalogue version; GET /robots.txt points crawlers to it.
 */
export function registerSiteMap(app: FastifyInstance, { baseUrl, catalogueVersion, productSlugs, blogPostIds }: SiteMapOptions): void {
  const made = versionedMemo({ max: 1 });
  app.get(
    '/sitemap.xml',
    { schema: { tags: ['site'], summary: 'Every public page and product, in every language', response: { 200: z.unknown().describe('A sitemap (sitemaps.org 0.9) with hreflang alternates'), 304: z.unknown() } } },
    async (request, reply) => {
      const body = await made.get(await catalogueVersion(), 'sitemap', async () => {
        const pages = [
          ...publicPages(),
          ...(await blogPostIds()).map((id) => paths.blogPost.getHref(id)),
          ...(await productSlugs()).map((slug) => paths.product.getHref(slug)),
        ];
        return representationOf(siteMapXml(baseUrl, pages), 'application/xml; charset=utf-8');
      });
      reply.header('cache-control', 'no-cache');
      return sendRepresentation(request, reply, body);
    },
  );

  const robots = representationOf(['User-agent: *', 'Allow: /', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n'), 'text/plain; charset=utf-8');
  app.get(
    '/robots.txt',
    { schema: { tags: ['site'], summary: 'What crawlers may read, and where the sitemap is', response: { 200: z.unknown().describe('robots.txt'), 304: z.unknown() } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return sendRepresentation(request, reply, robots);
    },
  );
}

/** One <url> per page and language, each naming the page in every language and English as the default. */
export function siteMapXml(baseUrl: string, pages: readonly string[]): string {
  const href = (locale: (typeof locales)[number], page: string) => escapeHtml(`${baseUrl}${localizedPath(locale, page)}`);
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale, page)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(defaultLocale, page)}"/>`,
    ].join('');
    return locales.map((locale) => `<url><loc>${href(locale, page)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
