import type { Cart } from '@shared/contracts/cart';

/** What the Proceed to Checkout button does next. */
export type CheckoutOutcome =
  /** Go and pay there: our test checkout page or Stripe's. */
  | { kind: 'redirect'; url: string }
  /** The spec's "response without url": nothing is shown (§8). */
  | { kind: 'no-url' }
  /** The server refused with a message worth showing: an empty cart, not enough stock (409). */
  | { kind: 'refused'; message: string }
  /** The session ended meanwhile (401). */
  | { kind: 'signed-out' }
  /** The network or the answer failed: the spec's alert 'Failed to redirect to checkout.' (§8). */
  | { kind: 'failed' };

/**
 * POST /create-checkout (spec §7 call 13). The body is the spec's `{ cartItems, userId }`;
 * the server ignores it and builds the order from its own cart and prices (D17).
 * `baseUrl` resolves the answer's url, which must be an http(s) address.
 */
export async function createCheckout(
  body: { cartItems: Cart['items']; userId: string },
  { baseUrl, fetcher = fetch }: { baseUrl: string; fetcher?: typeof fetch },
): Promise<CheckoutOutcome> {
  let response: Response;
  let payload: unknown;
  try {
    response = await fetcher('/create-checkout', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    if (response.status === 401) return { kind: 'signed-out' };
    payload = await response.json();
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 409) {
    const message = errorMessageOf(payload);
    return message ? { kind: 'refused', message } : { kind: 'failed' };
  }
  if (!response.ok) return { kind: 'failed' };

  const url = typeof payload === 'object' && payload !== null ? (payload as { url?: unknown }).url : undefined;
  if (url === undefined || url === null || url === '') return { kind: 'no-url' };
  const target = typeof url === 'string' ? webAddress(url, baseUrl) : undefined;
  return target ? { kind: 'redirect', url: target } : { kind: 'failed' };
}

function webAddress(url: string, baseUrl: string): string | undefined {
  try {
    const parsed = new URL(url, baseUrl);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function errorMessageOf(payload: unknown): string | undefined {
  const error = typeof payload === 'object' && payload !== null ? (payload as { error?: unknown }).error : undefined;
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
