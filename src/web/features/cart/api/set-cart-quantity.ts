import type { Cart } from '@shared/contracts/cart';
import { useCartMutation } from '@web/features/cart/api/cart-mutation';
import { withQuantity } from '@web/features/cart/lib/optimistic-cart';
import { apiRequest } from '@web/lib/api-client';

export interface CartQuantityChange {
  productId: number;
  /** At least 1 (spec §5); removing a line is Remove's job. */
  quantity: number;
}

/** PUT /api/cart/items/:productId: sets a line's quantity. */
export function setCartQuantity({ productId, quantity }: CartQuantityChange): Promise<Cart> {
  return apiRequest<Cart>(`/api/cart/items/${productId}`, { method: 'PUT', body: { quantity } });
}

export function useSetCartQuantity() {
  return useCartMutation(setCartQuantity, (cart, { productId, quantity }) => withQuantity(cart, productId, quantity));
}
