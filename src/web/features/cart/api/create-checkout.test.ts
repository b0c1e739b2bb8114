import { describe, expect, it } from 'vitest';
import { checkoutAnswered, checkoutFailed } from '@web/features/cart/api/create-checkout';
import { ApiClientError } from '@web/lib/api-client';

const pageUrl = 'http://localhost:3000/cart';
const refusedWith = (status: number, code: string, message: string) => new ApiClientError(status, { error: { code, message } });

describe('Proceed to Checkout (spec §7 call 13, §8)', () => {
  it('goes where the answer says: our test checkout, Stripe Checkout, or a path on this site', () => {
    expect(checkoutAnswered({ url: 'http://localhost:3000/checkout/test/abc' }, pageUrl)).toEqual({
      kind: 'redirect',
      url: 'http://localhost:3000/checkout/test/abc',
    });
    expect(checkoutAnswered({ url: 'https://checkout.stripe.com/c/pay/cs_1' }, pageUrl)).toEqual({
      kind: 'redirect',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
    });
    expect(checkoutAnswered({ url: '/checkout/test/abc' }, pageUrl)).toEqual({
      kind: 'redirect',
      url: 'http://localhost:3000/checkout/test/abc',
    });
  });

  it('shows nothing for an answer without a url', () => {
    for (const payload of [{}, { url: null }, { url: '' }, null]) {
      expect(checkoutAnswered(payload, pageUrl), JSON.stringify(payload)).toEqual({ kind: 'no-url' });
    }
  });

  it('fails on a url that is not a web address', () => {
    for (const url of ['javascript:alert(1)', 42, 'http://[nope']) {
      expect(checkoutAnswered({ url }, pageUrl), String(url)).toEqual({ kind: 'failed' });
    }
  });

  it('fails on a network error, an unreadable answer or a server failure', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new ApiClientError(0, { error: { code: 'NETWORK_ERROR', message: 'The server could not be reached.' } }),
      new ApiClientError(201, { error: { code: 'UNREADABLE_RESPONSE', message: 'The server sent an answer we could not read.' } }),
      refusedWith(502, 'CHECKOUT_UNAVAILABLE', 'Failed to redirect to checkout.'),
      refusedWith(500, 'HTTP_ERROR', 'The server answered 500.'),
    ]) {
      expect(checkoutFailed(error)).toEqual({ kind: 'failed' });
    }
  });

  it("passes on the server's reason for refusing: an empty cart, not enough stock", () => {
    const message = 'Sorry, only 2 of Ball Launcher are left in stock. Please lower the quantity.';
    expect(checkoutFailed(refusedWith(409, 'OUT_OF_STOCK', message))).toEqual({ kind: 'refused', message });
    // A 409 that is not in our error shape has no reason worth showing.
    expect(checkoutFailed(refusedWith(409, 'HTTP_ERROR', 'The server answered 409.'))).toEqual({ kind: 'failed' });
  });

  it('tells a session that ended apart', () => {
    expect(checkoutFailed(refusedWith(401, 'UNAUTHENTICATED', 'Please sign in to continue.'))).toEqual({ kind: 'signed-out' });
  });
});
