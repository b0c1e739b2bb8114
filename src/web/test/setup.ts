import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadCatalogs } from '@web/lib/i18n';

// Components are tested on their own: a request to the network is a mistake in the test.
globalThis.fetch = () => Promise.reject(new Error('Component tests do not reach the network: give the component its data.'));

beforeAll(() => loadCatalogs());
afterEach(() => cleanup());
