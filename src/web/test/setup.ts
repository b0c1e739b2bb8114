import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { i18n, loadCatalogs } from '@web/lib/i18n';

// Tests drive React with act() (Testing Library's, or React's own in page-parts.test.tsx).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
