import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import type { SessionUser } from '@shared/contracts/accounts';
import type { Order, OrderLine } from '@shared/contracts/orders';
import { productImageSize } from '@shared/contracts/products';
import { orderQueryKey } from '@web/features/orders/api/get-order';
import { queryKeys } from '@web/lib/query-keys';
import { OrderRoute } from '@web/routes/order';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const sam: SessionUser = { id: 'user-1', name: 'Sam', email: 'sam@example.com', emailVerified: true, image: null };

const line = (productId: number, name: string, unitPriceCents: number, quantity: number, refundedQuantity = 0): OrderLine => ({
  productId,
  variantId: productId + 1000,
  variantLabel: '',
  sku: `sku-${productId}`,
  name,
  image: { src: `/images/products/${productId}.svg`, alt: name, ...productImageSize },
  unitPriceCents,
  quantity,
  lineTotalCents: unitPriceCents * quantity,
  refundedQuantity,
});

/** A past order as GET /api/orders/:id answers it, amounts in cents: two dog foods and a cat food, one dog food refunded. */
const order: Order = {
  id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  status: 'paid',
  createdAt: '2027-03-10T14:58:00.000Z',
  paidAt: '2027-03-10T15:00:00.000Z',
  fulfilment: 'picked_up',
  itemCount: 3,
  lines: [line(1, 'Small Dog Food', 780, 2, 1), line(4, 'Canned Cat Food', 780, 1)],
  subtotalCents: 2_340,
  discountCents: 0,
  discountCode: null,
  taxCents: 304,
  totalCents: 2_644,
  taxRateBasisPoints: 1_300,
  refundedCents: 881,
  lastRefundedAt: '2027-03-12T15:00:00.000Z',
  tenders: [],
  chargedCents: 2_644,
  refunds: [{ at: '2027-03-12T15:00:00.000Z', amountCents: 881, lines: [{ productId: 1, variantId: 1001, name: 'Small Dog Food', quantity: 1 }] }],
};

/** /orders/{id} for Sam with the server's answer for it already in (fresh: the page asks on every visit). */
function renderOrder(answer: Order | undefined, id = order.id) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.session, sam);
  if (answer) queryClient.setQueryData(orderQueryKey(id), answer, { updatedAt: Date.now() + 60_000 });
  return renderScreen(
    <Routes>
      <Route path="orders/:orderId" element={<OrderRoute />} />
    </Routes>,
    { path: `/orders/${id}`, queryClient },
  );
}

/** The order's table as a screen reader reads it, row by row. */
const tableRows = () =>
  within(screen.getByRole('table', { name: 'Items in this order' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** The order's facts, term by term. */
const facts = () => Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

afterEach(() => vi.restoreAllMocks());

describe('the order page (D17)', () => {
  it("shows a paid order's lines, its subtotal, HST at the order's rate and total in dollars, and its refund", async () => {
    renderOrder(order);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your order!');
    expect(screen.getByRole('status').textContent).toBe('Your payment was received. A receipt is on its way to sam@example.com.');
    expect(facts()).toMatchObject({ 'Order number': order.id, Status: 'Paid', Pickup: 'Picked up' });
    expect(facts().Refund).toContain('Refunded $8.81 on March 12, 2027');

    expect(tableRows()).toEqual([
      ['Product', 'Price', 'Quantity', 'Total'],
      ['Small Dog Food1 of 2 refunded', '$7.80', '2', '$15.60'],
      ['Canned Cat Food', '$7.80', '1', '$7.80'],
      ['Subtotal', '$23.40'],
      ['HST (13%)', '$3.04'],
      ['Total', '$26.44'],
    ]);
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('link', { name: 'Go to Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('link', { name: 'Back to your cart' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('writes a whole refunded line as refunded, and each amount to the cent', () => {
    renderOrder({
      ...order,
      lines: [line(2, 'Rope for Dogs', 1_000, 1, 1), line(5, 'Cat Pouches', 500, 1)],
      subtotalCents: 1_500,
      taxCents: 195,
      totalCents: 1_695,
    });
    expect(tableRows().slice(1)).toEqual([
      ['Rope for DogsRefunded', '$10.00', '1', '$10.00'],
      ['Cat Pouches', '$5.00', '1', '$5.00'],
      ['Subtotal', '$15.00'],
      ['HST (13%)', '$1.95'],
      ['Total', '$16.95'],
    ]);
  });

  it('says a checkout that was cancelled took no payment, and leads back to the cart', async () => {
    renderOrder({ ...order, status: 'cancelled', paidAt: null, fulfilment: 'unfulfilled', refundedCents: 0, lastRefundedAt: null, refunds: [] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout cancelled');
    expect(screen.getByRole('status').textContent).toBe('This checkout was cancelled and no payment was taken. Your cart was left as it was.');
    expect(facts()).not.toHaveProperty('Pickup');
    expect(facts()).not.toHaveProperty('Paid');
    expect(screen.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe('/cart');
    await expectNoAxeViolations();
  });

  it("says 'Order Not Found' for an order that is not the user's", async () => {
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'Order not found.' } }, { status: 404 }),
    );
    renderOrder(undefined, '6fa459ea-ee8a-4ca4-894e-db77e160355e');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Not Found' })).toBeTruthy();
    expect(screen.getByText('That order was not found.')).toBeTruthy();
    expect(sent.mock.calls[0]![0]).toBe('/api/orders/6fa459ea-ee8a-4ca4-894e-db77e160355e');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
