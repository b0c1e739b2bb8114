import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import { act } from '@testing-library/react';
import { AddedToCartNotice } from '@web/features/cart/components/added-to-cart-notice';
import { ADDED_NOTICE_MS } from '@web/features/cart/components/use-add-to-cart';
import { useTimedNotice } from '@web/lib/use-timed-notice';
import { renderScreen } from '@web/test/render';

/** The shop's notice wired as the shop wires it, with a button standing in for Add to Cart. */
function Shop() {
  const notice = useTimedNotice(ADDED_NOTICE_MS);
  return (
    <>
      <button type="button" onClick={notice.show}>
        Add
      </button>
      <AddedToCartNotice notice={notice} error={null} dismissError={() => {}} />
    </>
  );
}

const notice = () => screen.queryByText('Item added to cart!');
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("the 'Item added to cart!' notice (spec §2, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows for exactly 2 seconds, with View Cart', async () => {
    renderScreen(<Shop />, { path: '/shop' });
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(notice()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
    await wait(ADDED_NOTICE_MS - 1);
    expect(notice()).toBeTruthy();
    await wait(1);
    expect(notice()).toBeNull();
  });

  it('starts its 2 seconds again on another add', async () => {
    renderScreen(<Shop />, { path: '/shop' });
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    await wait(1_200);
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    await wait(1_999);
    expect(notice()).toBeTruthy();
    await wait(1);
    expect(notice()).toBeNull();
  });

  it('stays while the keyboard is inside it, and goes 2 seconds after focus leaves', async () => {
    renderScreen(<Shop />, { path: '/shop' });
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    act(() => screen.getByRole('link', { name: 'View Cart' }).focus());
    await wait(5_000);
    expect(notice()).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Add' }).focus());
    await wait(ADDED_NOTICE_MS);
    expect(notice()).toBeNull();
  });
});
