import type { Cart } from '@shared/contracts/cart';
import { useCartMutation } from '@web/features/cart/api/cart-mutation';
import { withQuantity } from '@web/features/cart/lib/optimistic-cart';
import { apiRequest } from '@web/lib/api-client';

export interface CartQuantityChange {
  variantId: number;
  /** At least 1 (spec §5); removing a line is Remove's job. */
  quantity: number;
}

/** PUT /api/cart/lines/:variantId: sets a line's quantity. */
export function setCartQuantity({ variantId, quantity }: CartQuantityChange): Promise<Cart> {
  return apiRequest<Cart>(`/api/cart/lines/${variantId}`, { method: 'PUT', body: { quantity } });
}

export function useSetCartQuantity() {
  return useCartMutation(setCartQuantity, (cart, { variantId, quantity }) => withQuantity(cart, variantId, quantity));
}
