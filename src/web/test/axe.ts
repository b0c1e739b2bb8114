import axe from 'axe-core';
import { expect } from 'vitest';
import { describeViolations } from '@shared/test/axe-violations';

/**
 * Fails with the rules and elements axe-core finds at fault in what is on screen now.
 * Left to the browser tests, which check every screen whole: contrast (jsdom draws
 * nothing) and landmarks (a component is rendered without the page around it).
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(describeViolations(results.violations), 'axe-core violations').toEqual([]);
}
