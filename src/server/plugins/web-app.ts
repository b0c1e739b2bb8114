import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultLocale, localeOfPath, localizedPath, type Locale } from '@shared/i18n/locales';
import { errorBody } from './error-handler';
import { pageShell } from './page-shell';
import { localeOf, translatorFor } from '../lib/i18n';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app from dist/web. Vite's hashed files under
 * /assets/ are cached for a year; everything else is revalidated. The .br and
 * .gz files made at build time are sent as they are (no compression per request).
 * Paths that are not files are pages: they get index.html in their language.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | null): Promise<void> {
  const built = webDir !== null && existsSync(join(webDir, 'index.html'));
  if (webDir !== null && !built) {
    app.log.warn({ webDir }, 'no built web app found: run `npm run build` to serve the site');
  }
  if (webDir === null || !built) {
    app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request)));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    preCompressed: true,
    wildcard: true,
    // "/" is a page like any other: it is answered below, in the visitor's language.
    index: false,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes(`${join(webDir, 'assets')}/`) ? IMMUTABLE : REVALIDATE);
    },
  });

  const shells = pageShells(readFileSync(join(webDir, 'index.html'), 'utf8'), app.env.BASE_URL);
  // The static files' wildcard would answer "/" as a directory (403): the home page is a page.
  app.route({ method: ['GET', 'HEAD'], url: '/', schema: { hide: true }, handler: (request, reply) => sendPage(request, reply, '/', shells) });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!isPageRequest) return reply.status(404).send(notFoundBody(request));
    return sendPage(request, reply, path, shells);
  });
}

/**
 * A page's language is in its path (ADR 0015): /fr/… is French. At an English path, a
 * visitor whose remembered language (cookie), or else whose browser, prefers another is
 * sent to that language's address; search engines, which send neither, get English.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, path: string, shells: PageShells) {
  const locale = localeOfPath(path);
  reply.header('vary', 'Accept-Encoding, Cookie, Accept-Language');
  if (locale === defaultLocale) {
    const preferred = localeOf(request.headers);
    if (preferred !== defaultLocale) return reply.redirect(localizedPath(preferred, request.url), 302);
  }
  const encoding = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))
    ? 'br'
    : /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
      ? 'gzip'
      : undefined;
  const body = shells.get(locale, path, encoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .header('cache-control', REVALIDATE)
    .header('content-language', locale)
    .type('text/html; charset=utf-8')
    .send(body);
}

type PageShells = ReturnType<typeof pageShells>;

/** Each page's index.html, made once per language and path and kept compressed, a bounded number of them. */
function pageShells(html: string, baseUrl: string) {
  const made = new Map<string, { html: Buffer; br: Buffer; gzip: Buffer }>();
  return {
    get(locale: Locale, path: string, encoding: 'br' | 'gzip' | undefined): Buffer {
      const key = `${locale} ${path}`;
      let shell = made.get(key);
      if (!shell) {
        const text = Buffer.from(pageShell(html, { locale, path, baseUrl, t: translatorFor(locale) }));
        shell = { html: text, br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: gzipSync(text) };
        // Any path is a page (unknown ones go home), so the memo is bounded.
        if (made.size >= 1000) made.clear();
        made.set(key, shell);
      }
      return encoding ? shell[encoding] : shell.html;
    },
  };
}

const notFoundBody = (request: FastifyRequest) =>
  errorBody('NOT_FOUND', translatorFor(localeOf(request.headers))('errors.noRoute', { method: request.method, path: request.url.split('?')[0] }));
