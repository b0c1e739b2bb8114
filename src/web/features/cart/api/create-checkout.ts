import type { Cart } from '@shared/contracts/cart';
import type { TenderRequest } from '@shared/contracts/tenders';
import { apiRequest, isApiClientError } from '@web/lib/api-client';

/** What the Proceed to Checkout button does next. */
export type CheckoutOutcome =
  /** Go and pay there: our test checkout page or Stripe's. */
  | { kind: 'redirect'; url: string }
  /** The spec's "response without url": nothing is shown (§8). */
  | { kind: 'no-url' }
  /** The server refused with a message worth showing: an empty cart, not enough stock, changed prices, a discount code's or a gift card's refusal (409, 422, 429). */
  | { kind: 'refused'; message: string; discountRefused?: boolean }
  /** The session ended meanwhile (401). */
  | { kind: 'signed-out' }
  /** The network or the answer failed: the spec's alert 'Failed to redirect to checkout.' (§8). */
  | { kind: 'failed' };

/**
 * POST /create-checkout (spec §7 call 13). The body is the spec's `{ cartItems, userId }`;
 * the server ignores it and builds the order from its own cart and prices (D17). With it
 * goes the total the page showed, so a price changed meanwhile is refused with a
 * reason (409 PRICES_CHANGED) instead of charged unseen.
 * `pageUrl` resolves the answer's url, which must be an http(s) address.
 */
export async function createCheckout(
  body: { cartItems: Cart['items']; userId: string; expectedTotalCents: number; discountCode?: string } & TenderRequest,
  pageUrl: string,
): Promise<CheckoutOutcome> {
  try {
    return checkoutAnswered(await apiRequest<unknown>('/create-checkout', { method: 'POST', body }), pageUrl);
  } catch (error) {
    return checkoutFailed(error);
  }
}

/** Where a successful answer sends the browser. */
export function checkoutAnswered(payload: unknown, pageUrl: string): CheckoutOutcome {
  const url = typeof payload === 'object' && payload !== null ? (payload as { url?: unknown }).url : undefined;
  if (url === undefined || url === null || url === '') return { kind: 'no-url' };
  const target = typeof url === 'string' ? webAddress(url, pageUrl) : undefined;
  return target ? { kind: 'redirect', url: target } : { kind: 'failed' };
}

/** What a failed call means for the customer. */
export function checkoutFailed(error: unknown): CheckoutOutcome {
  if (!isApiClientError(error)) return { kind: 'failed' };
  if (error.status === 401) return { kind: 'signed-out' };
  // A 409 carries the server's reason in our error shape; anything else is the spec's failure.
  if (error.status === 409 && error.code !== 'HTTP_ERROR' && error.message.trim() !== '') return { kind: 'refused', message: error.message };
  // The discount code was refused (used up meanwhile, say): its own words, and the cart drops it.
  const discountRefusal = error.fields?.discountCode;
  if (error.status === 422 && discountRefusal) return { kind: 'refused', message: discountRefusal, discountRefused: true };
  // A gift card refused at checkout (voided meanwhile), or too many codes tried: its own words.
  if ((error.status === 422 || error.status === 429) && error.message.trim() !== '') {
    const field = error.fields?.giftCardCode;
    return { kind: 'refused', message: field ?? error.message };
  }
  return { kind: 'failed' };
}

function webAddress(url: string, pageUrl: string): string | undefined {
  try {
    const parsed = new URL(url, pageUrl);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
