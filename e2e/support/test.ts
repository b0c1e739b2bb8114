import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, with every test coming from its own client address: the app
 * server trusts X-Forwarded-For in e2e (TRUST_PROXY), so rate limits (5 sign-ins a
 * minute per address) count each test apart and trip only where a test means them to.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';
