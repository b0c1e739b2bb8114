// First: zod must be told before any module below makes a schema.
import '@web/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from '@web/app/providers';
import { AppRoutes, loadScreensOf, routerBasename } from '@web/app/router';
import { activatePageLocale, pageLocale, rememberLocale } from '@web/lib/i18n';
import { PRERENDERED_DATA_ID, type PrerenderedData } from '@web/lib/prerendered';
import { doEarlyTaps } from '@web/lib/page-boot';
import { PageFrameLive, takeOverPage } from '@web/components/layout/page-parts';
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
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter basename={routerBasename(pageLocale)}>
          <AppRoutes />
        </BrowserRouter>
        <PageFrameLive />
      </AppProviders>
    </StrictMode>
  );
  // A page the server rendered (D25) is taken over where it stands: its first render is
  // the same HTML, with the same data, so nothing is drawn again. React takes it over a
  // part at a time (page-parts.tsx); taps made before the app ran are done then.
  if (data) void takeOverPage(() => hydrateRoot(root, app)).then(doEarlyTaps);
  else createRoot(root).render(app);
}

void start(container);
