import { cleanup } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach, beforeAll, expect } from 'vitest';
import { i18n, loadCatalogs } from '@web/lib/i18n';

// Preact runs effects a frame after it paints; jsdom never paints, so they run as soon as a
// render is done (as React's act() does in tests), never after the test has ended.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// Components are tested on their own: a request to the network is a mistake in the test.
globalThis.fetch = () => Promise.reject(new Error('Component tests do not reach the network: give the component its data.'));

// Every word on screen comes from a catalogue: an id no catalogue has fails the test.
const missing = new Set<string>();
i18n.on('missing', ({ id }) => missing.add(id));

beforeAll(() => loadCatalogs());
afterEach(() => {
  cleanup();
  const ids = [...missing];
  missing.clear();
  expect(ids, 'message ids missing from the catalogues').toEqual([]);
});
