import type { Cart } from '@shared/contracts/cart';

/**
 * The cart as it will be once a change the user just made reaches the server: only
 * quantities and the badge's count move. Amounts stay as the server last sent them (D5)
 * until its answer replaces the whole cart.
 */
export function withOneMore(cart: Cart, productId: number): Cart {
  const line = cart.items.find((item) => item.productId === productId);
  return line ? withQuantity(cart, productId, line.quantity + 1) : { ...cart, itemCount: cart.itemCount + 1 };
}

export function withQuantity(cart: Cart, productId: number, quantity: number): Cart {
  let itemCount = cart.itemCount;
  const items = cart.items.map((item) => {
    if (item.productId !== productId) return item;
    itemCount += quantity - item.quantity;
    return { ...item, quantity };
  });
  return { ...cart, items, itemCount };
}

export function withoutLine(cart: Cart, productId: number): Cart {
  const line = cart.items.find((item) => item.productId === productId);
  if (!line) return cart;
  return { ...cart, items: cart.items.filter((item) => item !== line), itemCount: cart.itemCount - line.quantity };
}
