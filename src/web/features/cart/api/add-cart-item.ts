import type { Cart } from '@shared/contracts/cart';
import { useCartMutation } from '@web/features/cart/api/cart-mutation';
import { withOneMore } from '@web/features/cart/lib/optimistic-cart';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/cart/items (spec §4): one more of a product already in the cart, else a new line of 1. 409 at the limits. */
export function addCartItem(productId: number): Promise<Cart> {
  return apiRequest<Cart>('/api/cart/items', { method: 'POST', body: { productId } });
}

export function useAddCartItem() {
  return useCartMutation(addCartItem, withOneMore);
}
