import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { ProductImportReport } from '@shared/contracts/product-csv';
import { ProductCsvImport } from '@web/features/console-products/components/product-csv-import';
import { i18n, loadEveryLanguage } from '@web/lib/i18n';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

afterEach(() => vi.restoreAllMocks());

const report = (fields: Partial<ProductImportReport> = {}): ProductImportReport => ({
  dryRun: true,
  written: false,
  created: 0,
  updated: 0,
  unchanged: 0,
  ignoredColumns: [],
  problems: [],
  ...fields,
});
const csvFile = (text = 'Handle,Title\r\n') => new File([text], 'products.csv', { type: 'text/csv' });
const sentBodies = (sent: { mock: { calls: unknown[][] } }) =>
  sent.mock.calls.map((call) => JSON.parse(String((call[1] as RequestInit).body)) as { csv: string; dryRun: boolean });

describe('the product CSV import and export', () => {
  it('links the export and lists a dry run’s problems by row and column, with Import kept off', async () => {
    const problems = [
      { row: 3, column: 'Variant Price', message: 'Please enter a price in dollars and cents, like 12.50.' },
      { row: 4, column: 'Handle', message: 'This handle is already on an earlier row: each product takes one row.' },
      { row: 5, column: 'Published', message: 'Please write TRUE or FALSE.' },
    ];
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(report({ problems, ignoredColumns: ['Vendor'] })));
    const { user } = renderScreen(<ProductCsvImport />, { path: '/console/products' });

    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/console/products/export.csv');
    const form = screen.getByRole('form', { name: 'Import CSV' });
    await user.upload(within(form).getByLabelText('CSV file'), csvFile('Handle,Title,Vendor\r\n'));
    await user.click(within(form).getByRole('button', { name: 'Check file' }));

    const table = await screen.findByRole('region', { name: /3 problems to fix before importing/ });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual(problems.map((problem) => [String(problem.row), problem.column, problem.message]));
    expect(screen.getByText('These columns are not kept and were read past: Vendor.')).toBeTruthy();
    expect(sentBodies(sent)).toEqual([{ csv: 'Handle,Title,Vendor\r\n', dryRun: true }]);
    expect((within(form).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    await expectNoAxeViolations();
  });

  it('offers Import once the check is clean, and sends the file checked', async () => {
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(Response.json(report({ created: 2, updated: 1, unchanged: 9 })))
      .mockResolvedValueOnce(Response.json(report({ dryRun: false, written: true, created: 2, updated: 1, unchanged: 9 })));
    const { user } = renderScreen(<ProductCsvImport />, { path: '/console/products' });
    const form = screen.getByRole('form', { name: 'Import CSV' });
    const importButton = within(form).getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);

    await user.upload(within(form).getByLabelText('CSV file'), csvFile());
    await user.click(within(form).getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('No problems found. Importing will add 2 products, change 1 and leave 9 as they are.')).toBeTruthy();
    expect(importButton.disabled).toBe(false);

    await user.click(importButton);
    expect(await screen.findByText('Imported: 2 products added, 1 changed, 9 left as they were.')).toBeTruthy();
    expect(sentBodies(sent).map((body) => body.dryRun)).toEqual([true, false]);
    expect(sentBodies(sent)[1]!.csv).toBe('Handle,Title\r\n');
    expect(importButton.disabled).toBe(true);
  });

  it('asks for a file before checking, and speaks French', async () => {
    await loadEveryLanguage();
    i18n.activate('fr-CA');
    try {
      const sent = vi.spyOn(globalThis, 'fetch');
      const { user } = renderScreen(<ProductCsvImport />, { path: '/fr/console/products' });
      expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
      expect(screen.getByRole('alert').textContent).toBe('Veuillez choisir un fichier CSV.');
      expect(sent).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    } finally {
      i18n.activate('en-CA');
    }
  });
});
