// The public pages rendered to HTML on the server (D25), built by `vite build --ssr` into
// dist/ssr and loaded by the server's web-app plugin: the same routes and components as
// the browser's (main.tsx), so the browser's first render reuses this HTML.
import { StrictMode, type ReactElement } from 'react';
import { StaticRouter } from 'react-router';
import type { Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { noteFormatting } from '@shared/i18n/format';
import { queryKeys } from '@web/lib/query-keys';
import { defaultLocale, type Locale } from '@shared/i18n/locales';
import type { PageHead } from '@shared/routes/page-head';
import { AppProviders, createQueryClient } from '@web/app/providers';
import { AppRoutes, handlesOf, routerBasename } from '@web/app/router';
import { sendRequestsThrough, type ApiTransport } from '@web/lib/api-client';
import { i18n, loadEveryLanguage } from '@web/lib/i18n';
import { PRERENDERED_DATA_ID, type PrerenderedData } from '@web/lib/prerendered';
import { RenderedHead } from '@web/lib/page-head';
import { RenderedTitle } from '@web/lib/use-document-title';
import { PageFrameLive } from '@web/components/layout/page-parts';

export { PRERENDERED_DATA_ID };
export { bootScript } from '@web/lib/page-boot';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The data the page was rendered with, as JSON safe inside a <script> element. */
  data: string;
  /** The title the screen set. */
  title?: string;
  /** What else the screen says of itself: its description, link preview, structured data and status. */
  head: PageHead;
  /** The source files of the screens shown (as the router imports them), whose built files the page links. */
  chunks: string[];
  /** The source files of the deferred parts shown, whose styles the page carries (their code comes when needed). */
  deferred: string[];
}

let turn: Promise<unknown> = Promise.resolve();
/** Runs renders one after another (a render waits for the code of lazy parts, and the language is global). */
function oneAtATime<T>(work: () => T | Promise<T>): Promise<T> {
  const run = turn.then(work, work);
  turn = run.catch(() => undefined);
  return run;
}

/** How many rounds of fetching a render may take: a query that needs another's answer shows up a round later. */
const FETCH_ROUNDS = 3;

let ready: Promise<void> | undefined;

/**
 * Readies rendering: every language's words in memory, and the API calls the components
 * make answered by `transport` (the server's own API, in-process) instead of the network.
 */
export function startRendering(transport: ApiTransport): Promise<void> {
  sendRequestsThrough(transport);
  return (ready ??= loadEveryLanguage());
}

/**
 * The page at `url` (its path, with the /fr prefix of a French page) in `locale`, or
 * null when it is not a public page the server renders. `origin` is the site's own
 * address (BASE_URL), for the absolute URLs of the page's head. Rendered as a guest: whatever
 * depends on who is signed in (the session, the cart) is left for the browser, which
 * shows it as it would while loading, so its first render matches this HTML.
 */
export async function renderPage(url: string, locale: Locale, origin: string): Promise<RenderedPage | null> {
  if (!ready) throw new Error('startRendering() must be called before renderPage()');
  await ready;
  const handles = handlesOf(new URL(url, 'http://pet-haven.invalid').pathname, locale);
  const screen = handles.at(-1)?.prerender;
  if (!screen) return null;

  const queryClient = createQueryClient();
  // Only a visitor without a session cookie is sent this page (web-app.ts): a guest.
  queryClient.setQueryData(queryKeys.session, null);
  let title: string | undefined;
  const setTitle = (text: string) => {
    title = text;
  };
  let head: PageHead = {};
  const headOf = {
    origin,
    set: (said: PageHead) => {
      head = said;
    },
  };
  const page = (
    <StrictMode>
      <RenderedTitle.Provider value={setTitle}>
        <RenderedHead.Provider value={headOf}>
          <AppProviders queryClient={queryClient}>
            <StaticRouter location={url} basename={routerBasename(locale)}>
              <AppRoutes />
            </StaticRouter>
            {/* Draws nothing; here as in the browser's tree, so React's useId gives the same ids. */}
            <PageFrameLive />
          </AppProviders>
        </RenderedHead.Provider>
      </RenderedTitle.Provider>
    </StrictMode>
  );
  // Renders take turns: the language is the page's for the whole of each. Each says its head afresh.
  const render = () =>
    oneAtATime(() => {
      i18n.activate(locale);
      head = {};
      return renderedFully(page);
    });

  // Each render asks for the data it shows (a query left pending); fetch it, and render again.
  let html = await render();
  for (let round = 0; round < FETCH_ROUNDS; round++) {
    const wanted = queryClient.getQueryCache().findAll({ predicate: needsFetching });
    if (wanted.length === 0) break;
    // Through the query's own function (the one API client); a failure leaves it to the browser.
    await Promise.all(wanted.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
    html = await render();
  }
  // The last render again, at once now that its data and code are here, noting the texts
  // it formats for the browser's first render (format.ts). Being synchronous, it notes no
  // other request's texts.
  let formatted: PrerenderedData['formatted'] = [];
  await oneAtATime(() => {
    i18n.activate(locale);
    try {
      ({ result: html, formatted } = noteFormatting(() => renderToString(page)));
    } catch {
      // Something still waits (it cannot here, but then): the browser formats for itself.
    }
  });

  const data: PrerenderedData = {
    queries: queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'success' })
      .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
    formatted,
  };
  return {
    html,
    data: jsonForScript(data),
    title,
    head,
    chunks: [...screen.chunks, ...catalogueChunks(locale, screen.chunks.length > 0)],
    deferred: screen.deferred,
  };
}

/**
 * The catalogues the browser's first render of a page in `locale` waits for (lib/i18n.ts),
 * listed with its code so the page preloads them with it rather than a round trip after
 * the entry has run (issue 26): another language's first load, and the screens' and
 * errors' words for a screen with code of its own (router.tsx's `screen` loads them; home's
 * words are all in the first load). As the build's manifest names them.
 */
function catalogueChunks(locale: Locale, ownScreen: boolean): string[] {
  const chunks = locale === defaultLocale ? [] : [`lib/first-load.${locale}.ts`];
  if (ownScreen) chunks.push(`../../locales/${locale}/screens.po`, `../../locales/${locale}/errors.po`);
  return chunks;
}

/**
 * A query the page waits for. Not who is signed in (every page is rendered as a guest),
 * nor what waits for it (a query not enabled: the cart, the profile).
 */
function needsFetching(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle' || query.queryKey[0] === queryKeys.session[0]) return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** JSON that cannot end its <script> element early. */
const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page once everything it shows has loaded (lazy parts' code included), as HTML. */
async function renderedFully(page: ReactElement): Promise<string> {
  const { prelude } = await prerender(page);
  return new Response(prelude).text();
}
