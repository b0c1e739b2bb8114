import { randomInt } from 'node:crypto';
import { test as base, type Page } from '@playwright/test';
import { EARLY_TAPS } from '../../src/web/lib/page-boot';

/**
 * Resolves once the app runs the page. A prerendered public page (D25) shows its content
 * before its scripts have even loaded (src/web/lib/page-boot.ts); until the app has taken
 * it over, a link is a plain link and a timer of the carousel is not running yet.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction((global) => !(global in window), EARLY_TAPS);
}

/**
 * Playwright's `test`, with every test coming from its own client address: the app
 * server trusts X-Forwarded-For in e2e (TRUST_PROXY), so rate limits (5 sign-ins a
 * minute per address) count each test apart and trip only where a test means them to.
 *
 * Its `page.goto` and `page.reload` resolve once the app has taken the page over
 * (appTookOver), as a journey clicking through the app expects; `waitUntil: 'commit'`
 * gets the page as it comes, for a test of what happens before.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      page[method] = (async (...args: unknown[]) => {
        const response = await original(...args);
        const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
        if (options?.waitUntil !== 'commit') await appTookOver(page);
        return response;
      }) as Page['goto'] & Page['reload'];
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';

/**
 * Collects the page's Content-Security-Policy violations from here on (a caught `eval`
 * included, which the console does not show); read them with `cspViolations(page)`.
 */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`));
  });
}

export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
