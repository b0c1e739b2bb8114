import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '@shared/contracts/cart';
import { withOneMore, withoutLine, withQuantity } from '@web/features/cart/lib/optimistic-cart';

const line = (productId: number, quantity: number): CartItem => ({
  productId,
  variantId: productId + 1000,
  variantLabel: '',
  sku: 'sku',
  name: `Product ${productId}`,
  priceCents: 1000,
  image: { src: `/images/${productId}.svg`, alt: '', width: 400, height: 400 },
  quantity,
  lineTotalCents: 1000 * quantity,
  left: null,
});

const cart: Cart = {
  items: [line(2, 1), line(5, 3)],
  itemCount: 4,
  subtotalCents: 4000,
  taxCents: 520,
  totalCents: 4520,
};
const amounts = { subtotalCents: 4000, taxCents: 520, totalCents: 4520 };

describe('the cart while a change is on its way to the server', () => {
  it('adds one to a line already in the cart, and to the badge', () => {
    const next = withOneMore(cart, { productId: 5 });
    expect(next.items.map((item) => item.quantity)).toEqual([1, 4]);
    expect(next.itemCount).toBe(5);
  });

  it('adds one to the line of the variant chosen, and to nothing else', () => {
    expect(withOneMore(cart, { productId: 5, variantId: 1005 }).items.map((item) => item.quantity)).toEqual([1, 4]);
    expect(withOneMore(cart, { productId: 5, variantId: 77 }).items.map((item) => item.quantity)).toEqual([1, 3]);
  });

  it('counts a new product in the badge before the server sends its line', () => {
    const next = withOneMore(cart, { productId: 9 });
    expect(next.items).toEqual(cart.items);
    expect(next.itemCount).toBe(5);
  });

  it('sets a quantity and moves the badge by the difference', () => {
    expect(withQuantity(cart, 1005, 1).itemCount).toBe(2);
    expect(withQuantity(cart, 1002, 6).itemCount).toBe(9);
    expect(withQuantity(cart, 1007, 6)).toEqual(cart);
  });

  it('removes a line and its quantity; an unknown line changes nothing', () => {
    const next = withoutLine(cart, 1005);
    expect(next.items.map((item) => item.productId)).toEqual([2]);
    expect(next.itemCount).toBe(1);
    expect(withoutLine(cart, 1007)).toBe(cart);
  });

  it('never touches the amounts: those are the server’s (D5)', () => {
    for (const next of [withOneMore(cart, { productId: 2 }), withQuantity(cart, 1005, 8), withoutLine(cart, 1002)]) {
      expect(next).toMatchObject(amounts);
      expect(next.items.find((item) => item.productId === 5)?.lineTotalCents ?? 3000).toBe(3000);
    }
  });

  it('leaves the cart it was given as it was', () => {
    const before = structuredClone(cart);
    withOneMore(cart, { productId: 2 });
    withQuantity(cart, 1005, 8);
    withoutLine(cart, 1002);
    expect(cart).toEqual(before);
  });
});
