import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate, render } from 'preact';
import { AppProviders, createQueryClient } from '@web/app/providers';
import { loadScreensOf, routerBasename, routes } from '@web/app/router';
import { activatePageLocale, pageLocale, rememberLocale } from '@web/lib/i18n';
import { PRERENDERED_DATA_ID, whileHydrating, type PrerenderedData } from '@web/lib/prerendered';
import { doEarlyTaps } from '@web/lib/page-boot';
import { partsTakenOver } from '@web/components/layout/hydrate-apart';
import { reuseFormatting } from '@shared/i18n/format';
import '@web/styles/tokens.css';
import '@web/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

// The page's language (its path says it; the server set <html lang>) is remembered for the next visit.
rememberLocale(pageLocale);

/** What the server fetched to render this page (D25): the first render shows the same data. */
function prerenderedData(): PrerenderedData | undefined {
  const script = document.getElementById(PRERENDERED_DATA_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as PrerenderedData) : undefined;
}

/**
 * Lets the browser answer taps and paint between the steps of starting: on a phone each
 * step is tens of milliseconds of work, and together they would hold the page (issue 15).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(root: HTMLElement) {
  await Promise.all([activatePageLocale(), loadScreensOf(window.location.pathname, pageLocale)]);
  await nextTask();
  const queryClient = createQueryClient();
  const data = prerenderedData();
  for (const { queryKey, data: answer, updatedAt } of data?.queries ?? []) queryClient.setQueryData(queryKey, answer, { updatedAt });
  reuseFormatting(data?.formatted ?? []);
  const router = createBrowserRouter(routes, { basename: routerBasename(pageLocale) });
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A page the server rendered (D25) is taken over where it stands: its first render is
  // the same HTML, with the same data, so nothing is drawn again (ADR 0017: Preact's own
  // hydrate, which also keeps the server's HTML of a part still loading its code).
  if (data) {
    // The page's parts are taken over a task at a time (HydrateApart); taps made before are done then.
    whileHydrating(() => hydrate(app, root));
    void partsTakenOver().then(doEarlyTaps);
  } else render(app, root);
  // Public pages' views are counted for the owner's figures (D27), without a cookie. The
  // reporter is fetched after the first load, so it costs that load nothing.
  void import('@web/lib/analytics').then(({ reportPageViews }) => reportPageViews(router));
}

void start(container);
