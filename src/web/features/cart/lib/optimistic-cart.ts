import type { Cart } from '@shared/contracts/cart';

/**
 * The cart as it will be once a change the user just made reaches the server: only
 * quantities and the badge's count move. Amounts stay as the server last sent them (D5)
 * until its answer replaces the whole cart. Lines are a variant's; an add that names only
 * its product means the product's one variant.
 */
export function withOneMore(cart: Cart, { productId, variantId }: { productId: number; variantId?: number | undefined }): Cart {
  const line = cart.items.find((item) => (variantId === undefined ? item.productId === productId : item.variantId === variantId));
  return line ? withQuantity(cart, line.variantId, line.quantity + 1) : { ...cart, itemCount: cart.itemCount + 1 };
}

export function withQuantity(cart: Cart, variantId: number, quantity: number): Cart {
  let itemCount = cart.itemCount;
  const items = cart.items.map((item) => {
    if (item.variantId !== variantId) return item;
    itemCount += quantity - item.quantity;
    return { ...item, quantity };
  });
  return { ...cart, items, itemCount };
}

export function withoutLine(cart: Cart, variantId: number): Cart {
  const line = cart.items.find((item) => item.variantId === variantId);
  if (!line) return cart;
  return { ...cart, items: cart.items.filter((item) => item !== line), itemCount: cart.itemCount - line.quantity };
}
