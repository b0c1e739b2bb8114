import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportPageViews } from '@web/lib/analytics';

/** The page-view reporter (D27): public pages only, once per page, the language prefix left out. */

let sent: unknown[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('navigator', { sendBeacon: (_url: string, body: string) => sent.push(JSON.parse(body)) > 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function fakeRouter(pathname: string) {
  let listener: (state: State) => void = () => {};
  type State = { location: { pathname: string }; navigation: { state: string } };
  const router = {
    state: { location: { pathname }, navigation: { state: 'idle' } } as State,
    subscribe: (next: (state: State) => void) => (listener = next),
    go(to: string, navigation = 'idle') {
      router.state = { location: { pathname: to }, navigation: { state: navigation } };
      listener(router.state);
    },
  };
  return router;
}

describe('page views', () => {
  it('reports the page of arrival and each new public page once it has loaded, never a signed-in screen', () => {
    const router = fakeRouter('/');
    reportPageViews(router);
    router.go('/shop', 'loading');
    router.go('/shop');
    router.go('/shop'); // a new query string on the same page
    router.go('/profile');
    router.go('/admin/orders');
    router.go('/fr/contact');
    router.go('/blog/2');
    expect(sent).toEqual([
      { name: 'page_view', path: '/' },
      { name: 'page_view', path: '/shop' },
      { name: 'page_view', path: '/contact' },
      { name: 'page_view', path: '/blog/2' },
    ]);
  });
});
