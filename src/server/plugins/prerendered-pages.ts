import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { defaultLocale, LOCALE_COOKIE, type Locale } from '@shared/i18n/locales';
import type { PageHead } from '@shared/routes/page-head';
import { escapeHtml } from '../lib/html';
import { compress, representationOf, type Representation } from '../lib/representation';
import { versionedMemo } from '../lib/versioned-memo';

/** What dist/ssr/entry-server.js (built from src/web/entry-server.tsx) exports. */
interface Renderer {
  PRERENDERED_DATA_ID: string;
  /** The inline script that starts the app on a prerendered page once it has painted (src/web/lib/page-boot.ts). */
  bootScript(scripts: readonly string[], locale: Locale): string;
  startRendering(transport: (path: string, init: RequestInit) => Promise<Response>): Promise<void>;
  renderPage(url: string, locale: Locale, origin: string): Promise<RenderedPage | null>;
}

interface RenderedPage {
  html: string;
  data: string;
  title?: string;
  head: PageHead;
  /** The screens' source files: their styles and scripts. */
  chunks: string[];
  /** The deferred parts' source files: their styles only (their code comes when needed). */
  deferred: string[];
}

/** Vite's build manifest: each source module's built file, its styles and its static imports. */
type Manifest = Record<string, { file: string; isEntry?: boolean; css?: string[]; imports?: string[] }>;

export interface PrerenderedPages {
  /**
   * The public page at `path` as complete HTML (D25), made from the page's shell, or null
   * when the path is not one the server renders. Rendered once per page, language and
   * version of the catalogue: a price change shows in the very next page served. A page
   * made from an API answer that holds for less (its Expires: the trending products')
   * is rendered again once that time has passed.
   */
  page(shell: string, path: string, locale: Locale): Promise<PageAnswer | null>;
}

/** A page as sent: its body made once (always compressed, with its ETag), and what its CSP must allow. */
export interface PageAnswer {
  body: Representation;
  /** 404 for a page whose subject does not exist (an unknown product); otherwise 200. */
  status?: 404;
  /** The CSP sources ('sha256-…') of the page's inline styles and script, which its answer allows. */
  inline?: InlineSources;
  /** When the soonest-expiring API answer it was made from expires (ms since the epoch), if any did. */
  freshUntil?: number;
}

export interface InlineSources {
  styles: string[];
  scripts: string[];
}

export function pageAnswer(html: string, inline?: InlineSources, status?: 404): PageAnswer {
  const body = representationOf(html, 'text/html; charset=utf-8', compress(html, { brotliQuality: 5, from: 0 }));
  return { body, ...(inline ? { inline } : {}), ...(status ? { status } : {}) };
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The server side of D25: loads the renderer the web build made (dist/ssr), answers the
 * components' API calls in-process (`app.inject`, in the page's language), and keeps each
 * page rendered for the current catalogue version. Without a built renderer there are no
 * prerendered pages, and every page is the shell the browser renders.
 */
export async function prerenderedPages(
  app: FastifyInstance,
  webDir: string,
  catalogueVersion: () => Promise<number>,
  now: () => Date,
): Promise<PrerenderedPages | null> {
  const rendererFile = join(webDir, '..', 'ssr', 'entry-server.js');
  const manifestFile = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(rendererFile) || !existsSync(manifestFile)) {
    app.log.warn({ rendererFile }, 'no page renderer built: public pages are rendered in the browser only');
    return null;
  }
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const rendering = new AsyncLocalStorage<PageRender>();
  await renderer.startRendering(inProcessTransport(app, () => rendering.getStore()));

  // Every public path is a page (a blog post's id is any text), so the memo is bounded.
  const made = versionedMemo({ max: 200 });
  const styles = new Map<string, string>();
  const readStyle = (file: string) => {
    let text = styles.get(file);
    if (text === undefined) styles.set(file, (text = readFileSync(join(webDir, file), 'utf8')));
    return text;
  };
  const render = async (shell: string, path: string, locale: Locale): Promise<PageAnswer | null> => {
    const page: PageRender = { locale };
    const rendered = await rendering.run(page, () => renderer.renderPage(path, locale, app.env.BASE_URL));
    if (!rendered) return null;
    const filled = fillShell(shell, { ...rendered, locale }, renderer, manifest);
    const { html, styles } = inlineStyles(filled.html, readStyle);
    const answer = pageAnswer(html, { styles, scripts: [sha256Source(filled.bootScript)] }, rendered.head.status);
    return page.freshUntil === undefined ? answer : { ...answer, freshUntil: page.freshUntil };
  };
  const holds = (answer: PageAnswer | null) => answer?.freshUntil === undefined || now().getTime() < answer.freshUntil;
  return {
    async page(shell, path, locale) {
      try {
        return await made.get(await catalogueVersion(), `${locale} ${path}`, () => render(shell, path, locale), holds);
      } catch (error) {
        // The browser renders the page from the shell; the next request tries again.
        app.log.error({ err: error, path, locale }, 'rendering a public page failed');
        return null;
      }
    },
  };
}

/**
 * The page's stylesheets written into it: the first paint needs no other request (issue
 * 15: on a slow phone each stylesheet held it back by a round trip). Each <style> is
 * allowed by its hash in the answer's CSP, which still refuses any other inline style.
 * A disabled link (never fetched) names each one, so the app, loading the screen's code
 * later, sees its styles are there and does not fetch them again.
 */
function inlineStyles(html: string, readStyle: (file: string) => string): { html: string; styles: string[] } {
  const styles: string[] = [];
  const inlined = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
    const css = readStyle(file);
    styles.push(sha256Source(css));
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
  return { html: inlined, styles };
}

/**
 * The shell with the page inside #root, its data beside it, its title and its screen's
 * styles; its scripts (the shell's entry and what it preloads, and the screen's code) are
 * loaded by the boot script once the page has painted (src/web/lib/page-boot.ts).
 */
function fillShell(shell: string, page: RenderedPage & { locale: Locale }, renderer: Renderer, manifest: Manifest): { html: string; bootScript: string } {
  const scripts: string[] = [];
  let html = shell
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_tag, file: string) => {
      scripts.push(file);
      return '';
    })
    .replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_tag, file: string) => {
      scripts.unshift(file);
      return '<script data-boot></script>';
    });
  const styles: string[] = [];
  for (const chunk of page.chunks) {
    const { css, js } = builtFilesOf(manifest, chunk);
    styles.push(...css.map((file) => `<link rel="stylesheet" href="/${file}" />`));
    scripts.push(...js.map((file) => `/${file}`).filter((file) => !scripts.includes(file)));
  }
  for (const part of page.deferred) {
    styles.push(...builtFilesOf(manifest, part).css.map((file) => `<link rel="stylesheet" href="/${file}" />`));
  }
  const bootScript = renderer.bootScript(scripts, page.locale);
  html = html
    .replace('<script data-boot></script>', () => `<script>${bootScript}</script>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="${renderer.PRERENDERED_DATA_ID}">${page.data}</script>`)
    .replace('</head>', () => `  ${[...new Set(styles)].join('\n    ')}\n  </head>`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  return { html: withHead(html, page.head), bootScript };
}

/**
 * What the screen says of itself written into the page's head (issue 28): its description,
 * Open Graph tags, schema.org data and the feed it follows (issue 30). JSON-LD is data, which browsers never run, so the
 * CSP that refuses every other inline script leaves it alone; no "<" in it can end its element.
 */
function withHead(html: string, head: PageHead): string {
  let page = html;
  if (head.description !== undefined) {
    page = page.replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_tag, open: string, close: string) => `${open}${escapeHtml(head.description!)}${close}`);
  }
  const tags = (head.openGraph ?? []).map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  if (head.feed) tags.push(`<link rel="alternate" type="application/atom+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}" />`);
  if (head.structuredData) tags.push(`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`);
  return tags.length === 0 ? page : page.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** JSON that cannot end its <script> element early (nor open a comment in it). */
const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** A screen's built script, the chunks it imports, and all their styles; not the entry's, which the shell links. */
function builtFilesOf(manifest: Manifest, source: string, seen = new Set<string>()): { css: string[]; js: string[] } {
  const entry = manifest[source];
  if (!entry || entry.isEntry || seen.has(source)) return { css: [], js: [] };
  seen.add(source);
  const css = [...(entry.css ?? [])];
  const js = [entry.file];
  for (const imported of entry.imports ?? []) {
    const more = builtFilesOf(manifest, imported, seen);
    css.push(...more.css);
    js.push(...more.js);
  }
  return { css: [...new Set(css)], js: [...new Set(js)] };
}

/** One page being rendered: its language, and until when the API answers it was made from hold. */
interface PageRender {
  locale: Locale;
  freshUntil?: number;
}

/**
 * The API client's transport, answered by this app without a socket, as a guest reading
 * the page's language; an answer's Expires shortens how long the page holds.
 */
function inProcessTransport(app: FastifyInstance, page: () => PageRender | undefined): (path: string, init: RequestInit) => Promise<Response> {
  return async (path, init) => {
    const render = page();
    const reader = render?.locale ?? defaultLocale;
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { accept: 'application/json', 'accept-language': reader, cookie: `${LOCALE_COOKIE}=${reader}` },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const expires = Date.parse(String(response.headers.expires ?? ''));
    if (render && !Number.isNaN(expires)) render.freshUntil = Math.min(render.freshUntil ?? expires, expires);
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers.set(name, String(value));
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
