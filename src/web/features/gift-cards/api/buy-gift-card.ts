import { useMutation } from '@tanstack/react-query';
import type { BuyGiftCardBody } from '@shared/contracts/gift-cards';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/gift-cards/checkout: where to pay for the card; the browser goes there. */
export function useBuyGiftCard() {
  return useMutation({
    mutationFn: (body: BuyGiftCardBody) => apiRequest<{ url: string }>('/api/gift-cards/checkout', { method: 'POST', body }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
