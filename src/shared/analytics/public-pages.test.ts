import { describe, expect, it } from 'vitest';
import { isCountedPage } from './public-pages';

describe('the pages whose views are counted', () => {
  it('are the public pages of the route map', () => {
    for (const path of ['/', '/shop', '/shop/rope-for-dogs', '/our-story', '/contact', '/blog/3', '/login', '/register']) expect(isCountedPage(path), path).toBe(true);
  });

  it('are never a signed-in screen, the console, a query string or a made-up path', () => {
    for (const path of ['/console', '/console/orders', '/profile', '/cart', '/book-appointment', '/orders/1', '/provider-dashboard', '/shop?product=1', '/shop/', '/blog/', '/blog/3/x', '/api/events', 'shop', '', `/blog/${'1'.repeat(65)}`]) {
      expect(isCountedPage(path), path).toBe(false);
    }
  });
});
