import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@shared/contracts/cart';
import { CartNavLink } from '@web/features/cart/components/cart-nav-link';
import { queryKeys } from '@web/lib/query-keys';
import { renderScreen } from '@web/test/render';

const user = { id: 'u1', name: 'Sam', email: 'sam@example.com', emailVerified: true, image: null };
const cartOf = (itemCount: number) => ({ items: [], itemCount }) as unknown as Cart;

function renderLink(signedIn: boolean, itemCount: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.session, signedIn ? user : null);
  queryClient.setQueryData(queryKeys.cart, cartOf(itemCount));
  return renderScreen(<CartNavLink />, { queryClient });
}

describe("the Cart link's badge (spec §2)", () => {
  it('shows the total quantity and says it in the link name, in the singular for one', () => {
    renderLink(true, 3);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
  });

  it('says "1 item" for one', () => {
    renderLink(true, 1);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('is a plain Cart link without a badge at 0, and for a guest', () => {
    renderLink(true, 0);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('shows no badge to a guest, whatever is cached', () => {
    renderLink(false, 4);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });
});
