import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { OrderLines, type OrderLinesAmounts } from '@web/components/orders/order-lines';
import { i18n, loadEveryLanguage } from '@web/lib/i18n';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

/** Two Small Dog Food at $7.80 (one refunded) and a Rope for Dogs at $10, HST 13%: the amounts as the API sends them, in cents. */
const order: OrderLinesAmounts = {
  lines: [
    {
      variantId: 1001,
      name: 'Small Dog Food',
      variantLabel: '',
      quantity: 2,
      refundedQuantity: 1,
      unitPriceCents: 780,
      lineTotalCents: 1560,
      image: { src: '/images/products/small-dog-food.svg', width: 400, height: 400 },
    },
    { variantId: 1002, name: 'Rope for Dogs', variantLabel: '', quantity: 1, refundedQuantity: 0, unitPriceCents: 1000, lineTotalCents: 1000 },
  ],
  subtotalCents: 2560,
  taxCents: 333,
  totalCents: 2893,
  taxRateBasisPoints: 1300,
};

// Intl writes French amounts with no-break spaces ("7,80 $"); compare with plain ones.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const texts = (elements: HTMLElement[]) => elements.map((element) => plain(element.textContent));
const rowOf = (table: HTMLElement, heading: string) => within(table).getByRole('rowheader', { name: new RegExp(`^${heading}`) }).closest('tr')!;

describe('an order’s lines', () => {
  it('are written from cents in the reader’s language, under a caption, with each line’s refunds under its name', async () => {
    renderScreen(<OrderLines order={order} />);
    const table = screen.getByRole('table', { name: 'Items in this order' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Product', 'Price', 'Quantity', 'Total']);
    const food = rowOf(table, 'Small Dog Food');
    expect(texts(within(food).getAllByRole('cell'))).toEqual(['$7.80', '2', '$15.60']);
    expect(within(food).getByRole('rowheader').textContent).toBe('Small Dog Food1 of 2 refunded');
    expect(food.querySelector('img')?.getAttribute('src')).toBe('/images/products/small-dog-food.svg');
    expect(texts(within(rowOf(table, 'Rope for Dogs')).getAllByRole('cell'))).toEqual(['$10.00', '1', '$10.00']);
    expect(texts(within(rowOf(table, 'Subtotal')).getAllByRole('cell'))).toEqual(['$25.60']);
    expect(texts(within(rowOf(table, 'HST \\(13%\\)')).getAllByRole('cell'))).toEqual(['$3.33']);
    expect(texts(within(rowOf(table, 'Total')).getAllByRole('cell'))).toEqual(['$28.93']);
    await expectNoAxeViolations();
  });

  it('give the console its own columns, refunds among them, inside the region its heading names', async () => {
    renderScreen(
      <>
        <h2 id="lines">Items</h2>
        <OrderLines order={order} columns={['quantity', 'refunded', 'price', 'total']} labelledBy="lines" />
      </>,
    );
    const table = within(screen.getByRole('region', { name: 'Items' })).getByRole('table', { name: 'Items in this order' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Product', 'Quantity', 'Refunded', 'Price', 'Total']);
    const food = rowOf(table, 'Small Dog Food');
    expect(texts(within(food).getAllByRole('cell'))).toEqual(['2', '1', '$7.80', '$15.60']);
    expect(within(food).getByRole('rowheader').textContent).toBe('Small Dog Food');
    expect(within(rowOf(table, 'Total')).getByRole('rowheader').getAttribute('colspan')).toBe('4');
    await expectNoAxeViolations();
  });

  it('are written as a French reader writes them', async () => {
    await loadEveryLanguage();
    i18n.activate('fr-CA');
    try {
      renderScreen(<OrderLines order={order} />);
      const table = screen.getByRole('table', { name: 'Articles de cette commande' });
      expect(texts(within(rowOf(table, 'Small Dog Food')).getAllByRole('cell'))).toEqual(['7,80 $', '2', '15,60 $']);
      expect(texts(within(rowOf(table, 'TVH')).getAllByRole('cell'))).toEqual(['3,33 $']);
      expect(plain(within(rowOf(table, 'TVH')).getByRole('rowheader').textContent)).toBe('TVH (13 %)');
      expect(texts(within(rowOf(table, 'Total')).getAllByRole('cell'))).toEqual(['28,93 $']);
    } finally {
      cleanup();
      i18n.activate('en-CA');
    }
  });
});
