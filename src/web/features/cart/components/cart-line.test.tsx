import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import type { CartItem } from '@shared/contracts/cart';
import { CartLine } from '@web/features/cart/components/cart-line';
import { renderScreen } from '@web/test/render';

const item = (left: number | null): CartItem => ({
  productId: 2,
  variantId: 1002,
  variantLabel: '',
  sku: 'sku',
  name: 'Rope for Dogs',
  priceCents: 1000,
  image: { src: '/images/products/rope-for-dogs.svg', alt: '', width: 400, height: 400 },
  quantity: 1,
  lineTotalCents: 1000,
  left,
});

const show = (left: number | null) =>
  renderScreen(
    <ul>
      <CartLine item={item(left)} onQuantityChange={() => {}} onRemove={() => {}} />
    </ul>,
    { path: '/cart' },
  );

describe('a cart line running low (D26)', () => {
  it('says how many are left when the server says few are', () => {
    show(3);
    expect(screen.getByText('Only 3 left')).toBeTruthy();
  });

  it('says it is out of stock at none', () => {
    show(0);
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });

  it('says nothing when there are plenty', () => {
    show(null);
    expect(screen.queryByText(/left|Out of stock/)).toBeNull();
  });
});
