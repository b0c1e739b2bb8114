import type { Cart } from '@shared/contracts/cart';
import { useCartMutation } from '@web/features/cart/api/cart-mutation';
import { withoutLine } from '@web/features/cart/lib/optimistic-cart';
import { apiRequest } from '@web/lib/api-client';

/** DELETE /api/cart/lines/:variantId: takes the line out of the cart (spec §4 remove by id; a line is a variant's). */
export function removeCartItem(variantId: number): Promise<Cart> {
  return apiRequest<Cart>(`/api/cart/lines/${variantId}`, { method: 'DELETE' });
}

export function useRemoveCartItem() {
  return useCartMutation(removeCartItem, withoutLine);
}
