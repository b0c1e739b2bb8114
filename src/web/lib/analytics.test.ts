import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportPageView } from '@web/lib/analytics';

/** The page-view reporter (D27): public pages only, once per page, the language prefix left out. */

let sent: unknown[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('navigator', { sendBeacon: (_url: string, body: string) => sent.push(JSON.parse(body)) > 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('page views', () => {
  // The layout reports each page once it is shown (layout.tsx: after the navigation's commit).
  it('reports each new public page, never a signed-in screen nor the same page twice in a row', () => {
    for (const pathname of ['/', '/shop', '/shop', '/profile', '/console/orders', '/fr/contact', '/blog/2']) reportPageView(pathname);
    expect(sent).toEqual([
      { name: 'page_view', path: '/' },
      { name: 'page_view', path: '/shop' },
      { name: 'page_view', path: '/contact' },
      { name: 'page_view', path: '/blog/2' },
    ]);
  });
});
