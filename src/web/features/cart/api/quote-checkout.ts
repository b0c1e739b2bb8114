import type { CheckoutQuote, CheckoutQuoteBody } from '@shared/contracts/tenders';
import { apiRequest } from '@web/lib/api-client';

/** The quote's query key: the cart's total and the tenders asked for decide the answer. */
export const checkoutQuoteKey = (totalCents: number, body: CheckoutQuoteBody) => ['checkout-quote', totalCents, body.giftCardCode ?? '', body.useStoreCredit === true, body.discountCode ?? ''] as const;

/**
 * POST /api/checkout/quote (issue 32): the cart's total as checkout would charge it, what
 * a gift card and store credit would pay of it, and what is left for the bank card. A
 * POST so that a gift card code stays out of addresses and logs.
 */
export function quoteCheckout(body: CheckoutQuoteBody, signal?: AbortSignal): Promise<CheckoutQuote> {
  return apiRequest<CheckoutQuote>('/api/checkout/quote', { method: 'POST', body, signal });
}
