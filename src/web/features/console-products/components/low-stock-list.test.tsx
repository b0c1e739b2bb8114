import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { LowStockList } from '@shared/contracts/console-catalogue';
import { LowStockTable } from '@web/features/console-products/components/low-stock-list';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const variant = (changes: Partial<LowStockList['variants'][number]>): LowStockList['variants'][number] => ({
  productId: 7,
  productName: 'Hearty Kibble',
  active: true,
  variantId: 70,
  label: '30 lb',
  sku: 'KIB-30',
  stock: 0,
  lowStockThreshold: 5,
  ...changes,
});

describe('the low-stock list', () => {
  it('names each variant to reorder with its stock and mark, sold out flagged, off-sale products said, each a link to its product', async () => {
    renderScreen(
      <LowStockTable
        list={{
          more: false,
          variants: [
            variant({}),
            variant({ variantId: 71, label: '15 lb', sku: 'KIB-15', stock: 3 }),
            variant({ productId: 9, productName: 'Old Ball', active: false, variantId: 90, label: '', sku: 'BALL', stock: 4, lowStockThreshold: 4 }),
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Variants to reorder, the emptiest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Hearty Kibble', 'Hearty Kibble', 'Old Ball Off sale']);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.trim()))).toEqual([
      ['30 lb', 'KIB-30', '0✕ Sold out', '5', 'Edit Hearty Kibble 30 lb'],
      ['15 lb', 'KIB-15', '3', '5', 'Edit Hearty Kibble 15 lb'],
      ['—', 'BALL', '4', '4', 'Edit Old Ball'],
    ]);
    expect(within(rows[2]!).getByRole('link').getAttribute('href')).toBe('/console/products/9');
    expect(screen.queryByText(/more are running low/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('says when more variants are low than it names', () => {
    renderScreen(<LowStockTable list={{ more: true, variants: [variant({})] }} />);
    expect(screen.getByText('The 200 emptiest are shown; more are running low.')).toBeTruthy();
  });
});
