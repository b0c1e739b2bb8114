import { localeCookie, type Locale } from '@shared/i18n/locales';

/**
 * How a page the server rendered (D25) starts the app: paint first, then load.
 *
 * Its HTML is complete, so nothing the visitor sees waits for a script. The app's
 * scripts are fetched only once the page has loaded (its images too) and the browser
 * is idle, so on a slow phone the first paint never waits for them to download or run,
 * and they do not compete with the page's images for the connection (issue 15). A tap
 * on a button before the app has taken over is kept and done once it has, instead of
 * being lost.
 */

/** The global through which the app, once it has taken the page over, asks for the taps kept meanwhile. */
export const EARLY_TAPS = '__petHavenEarlyTaps';

/**
 * The inline script of a prerendered page in `locale` (the server allows it by its hash):
 * remembers the page's language at once, as the app would (a visitor may sign up before
 * the app has run), and loads `scripts` as above.
 */
export function bootScript(scripts: readonly string[], locale: Locale): string {
  return `(${boot.toString()})(${JSON.stringify(scripts)},${JSON.stringify(EARLY_TAPS)},${JSON.stringify(localeCookie(locale))})`;
}

/**
 * Runs in the page as it is parsed, before any module: plain ES2017, nothing imported
 * (it is sent as its own source text). `load` fires after the images; idle after paint.
 */
function boot(scripts: string[], earlyTaps: string, rememberedLocale: string) {
  document.cookie = rememberedLocale;
  const kept: Element[] = [];
  const keep = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button, [role="button"], input[type="submit"]') : null;
    if (!target) return;
    // Until the app runs, a form's button would send the form to the server as a page.
    event.preventDefault();
    if (!kept.includes(target)) kept.push(target);
  };
  document.addEventListener('click', keep, true);
  (window as unknown as Record<string, () => void>)[earlyTaps] = () => {
    document.removeEventListener('click', keep, true);
    delete (window as unknown as Record<string, unknown>)[earlyTaps];
    for (const target of kept) if (target.isConnected) (target as HTMLElement).click();
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // All fetched at once, in parallel; only the entry runs now. The page's other chunks are
    // preloaded (fetched and compiled, not run): the entry runs them a step at a time, a task
    // each, so no one step holds a phone's main thread for long (main.tsx).
    for (const script of scripts.slice(1)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = script;
      document.head.appendChild(link);
    }
    void import(/* @vite-ignore */ scripts[0]!);
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle);
  // A page whose images take long to come still becomes live.
  setTimeout(start, 3000);
}

/** Done by the app once the whole page is its own: the taps kept by `boot`, in order. */
export function doEarlyTaps(): void {
  (window as unknown as Record<string, (() => void) | undefined>)[EARLY_TAPS]?.();
}
