// First: zod must be told before any module below makes a schema.
import '@web/lib/zod-jitless';
import { pageLocale, rememberLocale } from '@web/lib/i18n';
import { prerenderedData } from '@web/lib/prerendered';
import { pageLocation, startShell } from '@web/app/shell/shell';
import { shellPageAt } from '@web/app/shell/shell-pages';
import { nextTask } from '@web/lib/next-task';
import { appLibraries } from '@web/app/steps/libraries';
import '@web/styles/tokens.css';
import '@web/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

// The page's language (its path says it; the server set <html lang>) is remembered for the next visit.
rememberLocale(pageLocale);

// A public page the server rendered (D25) that the light shell takes over (ADR 0046, 0053).
const data = prerenderedData();
const shellPage = data ? shellPageAt(pageLocation().pathname) : undefined;
if (data && shellPage) {
  void startShell(container, data, shellPage);
} else {
  void startAppInSteps(container);
}

/**
 * Every other page starts the whole app. Its libraries were fetched with the page (the boot
 * script preloads them, page-boot.ts) but run here one at a time, a task each, and the app
 * after them: React Router, TanStack Query, zod (which makes every contract's schema as its
 * module runs), then the app itself, which runs the screen's code and takes the page over
 * (start-app.tsx). One task for all of them was the longest of the takeover (issue 26).
 */
async function startAppInSteps(root: HTMLElement): Promise<void> {
  for (const step of appLibraries) {
    await step();
    await nextTask();
  }
  const { startApp } = await import('@web/app/start-app');
  await nextTask();
  await startApp(root);
}
