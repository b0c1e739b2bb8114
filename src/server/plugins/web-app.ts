import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultLocale, localeOfPath, localizedPath, withoutLocalePrefix, type Locale } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { errorBody } from './error-handler';
import { pageShell } from './page-shell';
import { registerStaticFiles } from './static-files';
import { pageAnswer, prerenderedPages, type PageAnswer } from './prerendered-pages';
import { sendRepresentation } from '../lib/representation';
import { localeOf, translatorFor } from '../lib/i18n';

const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app from dist/web: its files from memory (static-files.ts),
 * and paths that are not files as pages, in their language.
 */
export interface WebAppOptions {
  /** The catalogue's version: a prerendered page is rendered again when it changes. */
  catalogueVersion: () => Promise<number>;
  /** The clock that says when a prerendered page made from an expiring answer (the trending products) is made again. */
  now: () => Date;
  /** Whether a request may be signed in: such a visitor gets the page rendered in the browser. */
  mayBeSignedIn: (request: FastifyRequest) => boolean;
}

export async function registerWebApp(app: FastifyInstance, webDir: string | null, options: WebAppOptions): Promise<void> {
  const built = webDir !== null && existsSync(join(webDir, 'index.html'));
  if (webDir !== null && !built) {
    app.log.warn({ webDir }, 'no built web app found: run `npm run build` to serve the site');
  }
  if (webDir === null || !built) {
    app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request)));
    return;
  }
  // The built files from memory (static-files.ts); "/" is a page like any other, answered below in the visitor's language.
  registerStaticFiles(app, webDir);

  const shells = pageShells(readFileSync(join(webDir, 'index.html'), 'utf8'), app.env.BASE_URL);
  const pages = await prerenderedPages(app, webDir, options.catalogueVersion, options.now);
  // A guest's public page comes complete (D25); someone who may be signed in, or an
  // address with another query (the shop's ?product=), gets the shell their browser renders.
  const prerendered = (request: FastifyRequest, address: string, locale: Locale, shell: string) =>
    pages && pageAddress(request.url) === address && !options.mayBeSignedIn(request) ? pages.page(shell, address, locale) : Promise.resolve(null);
  // The static files' wildcard would answer "/" as a directory (403): the home page is a page.
  app.route({ method: ['GET', 'HEAD'], url: '/', schema: { hide: true }, handler: (request, reply) => sendPage(request, reply, '/', shells, prerendered) });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!isPageRequest) return reply.status(404).send(notFoundBody(request));
    // The console lived at /admin until it took one name everywhere (issue 27): old bookmarks still find it.
    const moved = /^(\/fr)?\/admin(?=\/|$)/.exec(path);
    if (moved) return reply.redirect(request.url.replace(/^(\/fr)?\/admin/, `${moved[1] ?? ''}/console`), 301);
    return sendPage(request, reply, path, shells, prerendered);
  });
}

/**
 * A page's language is in its path (ADR 0015): /fr/… is French. At an English path, a
 * visitor whose remembered language (cookie), or else whose browser, prefers another is
 * sent to that language's address; search engines, which send neither, get English.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  shells: PageShells,
  prerendered: (request: FastifyRequest, path: string, locale: Locale, shell: string) => Promise<PageAnswer | null>,
) {
  const locale = localeOfPath(path);
  reply.header('vary', 'Accept-Encoding, Cookie, Accept-Language');
  if (locale === defaultLocale) {
    const preferred = localeOf(request.headers);
    if (preferred !== defaultLocale) return reply.redirect(localizedPath(preferred, request.url), 302);
  }
  // The shop's listing pages (?page=2, the filters) are pages of their own, each its own canonical address.
  const address = pageAddress(request.url) ?? path;
  const shell = shells.get(locale, address);
  const page = (await prerendered(request, address, locale, shell.text)) ?? shell;
  if (page.inline) {
    // The page's own inline styles and boot script, by their hashes; no other.
    const { styles, scripts } = page.inline;
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    reply.header(
      'content-security-policy',
      policy.replace("style-src 'self'", `style-src 'self' ${styles.join(' ')}`).replace("script-src 'self'", `script-src 'self' ${scripts.join(' ')}`),
    );
  }
  reply.header('cache-control', REVALIDATE).header('content-language', locale);
  if (page.status) reply.status(page.status);
  return sendRepresentation(request, reply, page.body);
}

/** The query parameters of the shop's listing (issue 28): its pages and filters, which crawlers follow. */
const listingParams = new Set(['category', 'minPrice', 'maxPrice', 'inStock', 'sort', 'page']);

/**
 * The address a page is made for: its path, or for the shop's listing its path and query
 * when the query holds only the listing's choices; null for any other query.
 */
function pageAddress(url: string): string | null {
  const [path = '/', query] = url.split(/\?(.*)/s, 2);
  if (query === undefined || query === '') return path;
  if (withoutLocalePrefix(path) !== paths.shop.path) return null;
  const search = new URLSearchParams(query);
  return [...search.keys()].every((name) => listingParams.has(name)) ? `${path}?${search.toString()}` : null;
}

type PageShells = ReturnType<typeof pageShells>;

/** Each page's index.html, made once per language and path and kept compressed, a bounded number of them. */
function pageShells(html: string, baseUrl: string) {
  const made = new Map<string, PageAnswer & { text: string }>();
  return {
    get(locale: Locale, path: string): PageAnswer & { text: string } {
      const key = `${locale} ${path}`;
      let shell = made.get(key);
      if (!shell) {
        const text = pageShell(html, { locale, path, baseUrl, t: translatorFor(locale) });
        shell = { text, ...pageAnswer(text) };
        // Any path is a page (unknown ones go home), so the memo is bounded.
        if (made.size >= 1000) made.clear();
        made.set(key, shell);
      }
      return shell;
    },
  };
}

const notFoundBody = (request: FastifyRequest) =>
  errorBody('NOT_FOUND', translatorFor(localeOf(request.headers))('errors.noRoute', { method: request.method, path: request.url.split('?')[0] }));
