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
 * Collects the Content-Security-Policy issues Chromium reports for the page from here on,
 * as Lighthouse reads them (DevTools' Issues): a refused `eval` that a script caught
 * included, which neither the console nor a `securitypolicyviolation` listener sees.
 * Returns a function giving the issues so far.
 */
export async function watchCspViolations(page: Page): Promise<() => string[]> {
  const session = await page.context().newCDPSession(page);
  const seen: string[] = [];
  session.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') seen.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
  });
  await session.send('Audits.enable');
  return () => [...seen];
}
