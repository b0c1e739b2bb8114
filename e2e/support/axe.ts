import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { describeViolations } from '../../src/shared/test/axe-violations';

/**
 * Fails with the list of rules and elements when axe-core finds any violation on the
 * whole page, every rule on. axe-core is put into the page and run there directly: the
 * site has no frames, and @axe-core/playwright's frame-by-frame run (which opens a second
 * page to merge results) took 1.6 s a check against 0.6 s.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    // Judge the page at rest: colours halfway through a transition are no one's contrast.
    const settling = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  expect(describeViolations(violations), 'axe-core violations').toEqual([]);
}
