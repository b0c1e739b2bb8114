import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ConsoleOrder, ConsoleOrderPage } from '@shared/contracts/console-orders';
import { consoleOrdersKey } from '@web/features/console-orders/api/console-orders';
import { OrderDetail } from '@web/features/console-orders/components/order-detail';
import { OrderList } from '@web/features/console-orders/components/order-list';
import { i18n, loadEveryLanguage } from '@web/lib/i18n';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

/** A paid order of two Small Dog Food and a Rope for Dogs, the rope refunded: as the API sends it, amounts in cents. */
const order: ConsoleOrder = {
  id: '5e0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
  number: '5e0c1a2b',
  createdAt: '2027-03-10T15:00:00.000Z',
  customerName: 'Robin Paid',
  customerEmail: 'robin@example.com',
  status: 'paid',
  fulfilment: 'unfulfilled',
  itemCount: 3,
  totalCents: 2893,
  refundedCents: 1130,
  refundState: 'partial',
  lines: [
    { productId: 1, variantId: 1001, name: 'Small Dog Food', variantLabel: '', sku: 'sku-1', quantity: 2, refundedQuantity: 0, unitPriceCents: 780, lineTotalCents: 1560 },
    { productId: 2, variantId: 1002, name: 'Rope for Dogs', variantLabel: '', sku: 'sku-2', quantity: 1, refundedQuantity: 1, unitPriceCents: 1000, lineTotalCents: 1000 },
  ],
  subtotalCents: 2560,
  discountCents: 0,
  discountCode: null,
  taxCents: 333,
  taxName: 'HST (13%)',
  taxRateBasisPoints: 1300,
  tenders: [],
  chargedCents: 2893,
  refunds: [
    {
      id: 'b3a2c1d0-0000-4000-8000-000000000001',
      at: '2027-03-11T15:00:00.000Z',
      amountCents: 1130,
      actor: 'owner@example.com',
      reason: null,
      provider: 'test',
      providerReference: 'test_re_1',
      lines: [{ productId: 2, variantId: 1002, name: 'Rope for Dogs', quantity: 1 }],
    },
  ],
  paymentProvider: 'test',
  paymentReference: 'cs_test_1',
  history: [
    { at: '2027-03-10T15:00:00.000Z', kind: 'placed', actor: 'customer' },
    { at: '2027-03-10T15:01:00.000Z', kind: 'paid', actor: 'test' },
    { at: '2027-03-11T15:00:00.000Z', kind: 'refunded', actor: 'owner@example.com', amountCents: 1130 },
  ],
};

// Intl writes French amounts with no-break spaces ("11,30 $"); compare with plain ones.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const cellsOf = (region: HTMLElement, heading: RegExp) =>
  Array.from(within(region).getByRole('rowheader', { name: heading }).closest('tr')!.querySelectorAll('td'), (cell) => plain(cell.textContent));
const definition = (term: string) => plain(screen.getAllByRole('term').find((candidate) => candidate.textContent === term)!.nextElementSibling!.textContent);

describe("the console's order", () => {
  it('writes every amount from its cents: the lines, the totals, what was refunded, the refunds and the history', async () => {
    renderScreen(<OrderDetail order={order} />, { path: `/console/orders/${order.id}` });
    const items = screen.getByRole('region', { name: 'Items' });
    expect(cellsOf(items, /^Small Dog Food/)).toEqual(['2', '0', '$7.80', '$15.60']);
    expect(cellsOf(items, /^Rope for Dogs/)).toEqual(['1', '1', '$10.00', '$10.00']);
    expect(cellsOf(items, /^Subtotal$/)).toEqual(['$25.60']);
    expect(cellsOf(items, /^HST \(13%\)$/)).toEqual(['$3.33']);
    expect(cellsOf(items, /^Total$/)).toEqual(['$28.93']);
    expect(definition('Refunded')).toBe('$11.30');
    expect(within(screen.getByRole('region', { name: 'Refunds' })).getAllByRole('row')[1]!.textContent).toContain('$11.30');
    expect(within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem').at(-1)!.textContent).toContain(
      'Refunded $11.30 by owner@example.com; the customer was emailed',
    );
    await expectNoAxeViolations();
  });

  it('writes them as a French reader does', async () => {
    await loadEveryLanguage();
    i18n.activate('fr-CA');
    try {
      renderScreen(<OrderDetail order={order} />, { path: `/fr/console/orders/${order.id}` });
      const items = screen.getByRole('region', { name: 'Articles' });
      expect(cellsOf(items, /^Small Dog Food/)).toEqual(['2', '0', '7,80 $', '15,60 $']);
      expect(cellsOf(items, /^TVH/)).toEqual(['3,33 $']);
      expect(cellsOf(items, /^Total$/)).toEqual(['28,93 $']);
      expect(definition('Remboursé')).toBe('11,30 $');
      expect(plain(within(screen.getByRole('list', { name: 'Historique' })).getAllByRole('listitem').at(-1)!.textContent)).toContain(
        '11,30 $ remboursé par owner@example.com',
      );
    } finally {
      cleanup();
      i18n.activate('en-CA');
    }
  });
});

describe("the console's orders", () => {
  it("write each order's total from its cents", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const page: ConsoleOrderPage = { orders: [order], nextBefore: null };
    queryClient.setQueryData([...consoleOrdersKey, 'list', { q: '', status: '', from: '', to: '' }], { pages: [page], pageParams: [undefined] });
    renderScreen(<OrderList />, { path: '/console/orders', queryClient });
    const found = screen.getByRole('region', { name: 'Orders found' });
    const row = within(found).getByRole('rowheader', { name: order.number }).closest('tr')!;
    expect(Array.from(row.querySelectorAll('td'), (cell) => cell.textContent).at(-1)).toBe('$28.93');
    await expectNoAxeViolations();
  });
});
