import { describe, expect, it } from 'vitest';
import { cartLinkLabel } from '@web/features/cart/lib/cart-link-label';

describe("the Cart link's name with the badge", () => {
  it('says how many items, in the singular for one', () => {
    expect(cartLinkLabel(1)).toBe('Cart, 1 item');
    expect(cartLinkLabel(3)).toBe('Cart, 3 items');
  });

  it('is plain Cart when there is nothing to count', () => {
    expect(cartLinkLabel(0)).toBe('Cart');
  });
});
