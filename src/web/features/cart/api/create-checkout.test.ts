import { describe, expect, it } from 'vitest';
import { createCheckout } from '@web/features/cart/api/create-checkout';

const baseUrl = 'http://localhost:3000/cart';
const body = { cartItems: [], userId: 'user-1' };
const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
const answering = (response: Response | Error) => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;
  return { fetcher, calls };
};

describe('Proceed to Checkout (spec §7 call 13, §8)', () => {
  it("posts the spec's body to /create-checkout and goes where the answer says", async () => {
    const { fetcher, calls } = answering(json(201, { url: 'http://localhost:3000/checkout/test/abc' }));
    expect(await createCheckout(body, { baseUrl, fetcher })).toEqual({ kind: 'redirect', url: 'http://localhost:3000/checkout/test/abc' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/create-checkout');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual(body);
  });

  it('follows a Stripe Checkout address and resolves a path against the page', async () => {
    expect(await createCheckout(body, { baseUrl, fetcher: answering(json(201, { url: 'https://checkout.stripe.com/c/pay/cs_1' })).fetcher })).toEqual({
      kind: 'redirect',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
    });
    expect(await createCheckout(body, { baseUrl, fetcher: answering(json(201, { url: '/checkout/test/abc' })).fetcher })).toEqual({
      kind: 'redirect',
      url: 'http://localhost:3000/checkout/test/abc',
    });
  });

  it('shows nothing for an answer without a url', async () => {
    for (const payload of [{}, { url: null }, { url: '' }, null]) {
      expect(await createCheckout(body, { baseUrl, fetcher: answering(json(201, payload)).fetcher }), JSON.stringify(payload)).toEqual({ kind: 'no-url' });
    }
  });

  it('fails on a network error, an answer that is not JSON, a server failure or a url that is not a web address', async () => {
    const failures = [
      new TypeError('Failed to fetch'),
      new Response('<html>oops</html>', { status: 201 }),
      json(502, { error: { code: 'CHECKOUT_UNAVAILABLE', message: 'Failed to redirect to checkout.' } }),
      json(500, {}),
      json(201, { url: 'javascript:alert(1)' }),
      json(201, { url: 42 }),
    ];
    for (const answer of failures) {
      expect(await createCheckout(body, { baseUrl, fetcher: answering(answer).fetcher })).toEqual({ kind: 'failed' });
    }
  });

  it("passes on the server's reason for refusing: an empty cart, not enough stock", async () => {
    const message = 'Sorry, only 2 of Ball Launcher are left in stock. Please lower the quantity.';
    const { fetcher } = answering(json(409, { error: { code: 'NOT_ENOUGH_STOCK', message } }));
    expect(await createCheckout(body, { baseUrl, fetcher })).toEqual({ kind: 'refused', message });
    expect(await createCheckout(body, { baseUrl, fetcher: answering(json(409, { nope: true })).fetcher })).toEqual({ kind: 'failed' });
  });

  it('tells a session that ended apart', async () => {
    expect(await createCheckout(body, { baseUrl, fetcher: answering(new Response('', { status: 401 })).fetcher })).toEqual({ kind: 'signed-out' });
  });
});
