import { useMutation } from '@tanstack/react-query';
import type { DiscountPreview } from '@shared/contracts/discounts';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/checkout/discount: what a code takes off the cart as it is now, with HST on the
 * discounted price, before payment (issue 32). Nothing is held: checkout checks it again.
 * A refusal is a 422 whose `discountCode` field says why, in the reader's language.
 */
export function usePreviewDiscount() {
  return useMutation({
    mutationFn: (code: string) => apiRequest<DiscountPreview>('/api/checkout/discount', { method: 'POST', body: { code } }),
  });
}
