import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@web/app/providers';
import { browserQueryClient } from '@web/app/query-client';
import { AppRoutes, loadScreensOf, routerBasename } from '@web/app/router';
import { activatePageLocale, loadFormattingData, pageLocale } from '@web/lib/i18n';
import { prerenderedData } from '@web/lib/prerendered';
import { doEarlyTaps } from '@web/lib/page-boot';
import { PageFrameLive, takeOverPage } from '@web/components/layout/page-parts';
import { reuseFormatting } from '@shared/i18n/format';
import { nextTask } from '@web/lib/next-task';

/**
 * The whole app: React Router over every screen, TanStack Query. It starts every page but
 * the home page, and takes the home page over from its light shell (app/shell) when the
 * visitor goes elsewhere (ADR 0046).
 */
function App() {
  return (
    <StrictMode>
      <AppProviders queryClient={browserQueryClient()}>
        <BrowserRouter basename={routerBasename(pageLocale)}>
          <AppRoutes />
        </BrowserRouter>
        <PageFrameLive />
      </AppProviders>
    </StrictMode>
  );
}

export async function startApp(container: HTMLElement): Promise<void> {
  // The page's words and its screen's code (which runs its modules: its contracts, its
  // hooks), each run in a task of its own as it comes.
  await Promise.all([activatePageLocale(), loadScreensOf(window.location.pathname, pageLocale)]);
  await nextTask();
  loadFormattingData();
  await nextTask();
  const data = prerenderedData();
  reuseFormatting(data?.formatted ?? []);
  // A page the server rendered (D25) is taken over where it stands: its first render is
  // the same HTML, with the same data, so nothing is drawn again. React takes it over a
  // part at a time (page-parts.tsx); taps made before the app ran are done then.
  if (data) void takeOverPage(() => hydrateRoot(container, <App />)).then(doEarlyTaps);
  else createRoot(container).render(<App />);
}

/** Fetches what showing `path` in the app takes: the app's own code is here once this module is. */
export const prepareScreen = (path: string): Promise<void> => loadScreensOf(path, pageLocale);

/**
 * Replaces the light shell's page (its `root`) with the app, at `href`: the history entry
 * is React Router's (its state, key and index), the new page starts at its top (or its
 * #hash) and focus moves to its content, as after any navigation in the app.
 */
export async function enterApp(root: Root, href: string, { replace = false, state = null }: { replace?: boolean; state?: unknown } = {}): Promise<void> {
  const url = new URL(href, window.location.href);
  await prepareScreen(url.pathname);
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx: replace ? index : index + 1 };
  if (replace) window.history.replaceState(entry, '', url);
  else window.history.pushState(entry, '', url);
  flushSync(() => root.render(<App />));
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  const main = document.getElementById('main');
  if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
}
