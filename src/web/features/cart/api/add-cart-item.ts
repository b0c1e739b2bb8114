import type { Cart } from '@shared/contracts/cart';
import { useCartMutation } from '@web/features/cart/api/cart-mutation';
import { withOneMore } from '@web/features/cart/lib/optimistic-cart';
import { apiRequest } from '@web/lib/api-client';

/** What an add names: a product without options alone (the spec's body), or the variant chosen. */
export interface CartItemChoice {
  productId: number;
  variantId?: number;
}

/** POST /api/cart/items (spec §4): one more of a variant already in the cart, else a new line of 1. 409 at the limits. */
export function addCartItem(choice: CartItemChoice): Promise<Cart> {
  return apiRequest<Cart>('/api/cart/items', { method: 'POST', body: choice });
}

export function useAddCartItem() {
  return useCartMutation(addCartItem, withOneMore);
}
