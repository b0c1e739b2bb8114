import { expectNoAxeViolations } from './support/axe';
import { signInAsBigCatalogueOwner } from './support/console';
import { bigCatalogueAppURL } from './support/ports';
import { expect, test, watchCspViolations, type Page } from './support/test';

/**
 * A shop of thousands (issue 28): the owner brings 2,000 rows from another shop's CSV
 * through the console, a kibble in three sizes among them, and a shopper then pages,
 * searches and buys from them. On the second server (playwright.config.ts), so the other
 * journeys keep the spec's nine products and their short console lists.
 */

test.use({ baseURL: bigCatalogueAppURL });

const main = (page: Page) => page.getByRole('main');

async function exportCsv(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('link', { name: 'Export CSV' }).click();
  const stream = await (await downloading).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('an owner imports 2,000 rows from a file, exports them back unchanged, and a shopper pages, searches and picks a size among them', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsBigCatalogueOwner(page.request);
  await page.goto('/console/products');
  const [header] = (await exportCsv(page)).split('\r\n');

  const image = `${bigCatalogueAppURL}/images/products/cat-pouches.svg`;
  const single = (n: number) =>
    `bulk-toy-${n},Bulk Toy ${n},Toy number ${n},TRUE,"cat, toys",,,,,,,BULK-${n},,${(n % 50) + 1}.99,${n % 30},${image},Toy ${n}`;
  const sizes = ['4 lb', '15 lb', '30 lb'].map(
    (size, index) =>
      `bulk-kibble,${index === 0 ? 'Bulk Kibble' : ''},${index === 0 ? 'Kibble in three sizes' : ''},${index === 0 ? 'TRUE' : ''},${index === 0 ? '"dog, food"' : ''},` +
      `${index === 0 ? 'Size' : ''},${size},,,,,BULK-KIBBLE-${index + 1},,${12 + index * 20}.99,${10 + index},${index === 0 ? image : ''},${index === 0 ? 'A bag of kibble' : ''}`,
  );
  const lines = [...Array.from({ length: 1997 }, (_, n) => single(n)), ...sizes];
  const form = main(page).getByRole('form', { name: 'Import CSV' });
  await form.getByLabel('CSV file').setInputFiles({ name: 'bulk.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...lines].join('\r\n') + '\r\n') });
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(main(page).getByText(/No problems found\. Importing will add 1,?998 products, change 0/)).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(main(page).getByText(/Imported: 1,?998 products added, 0 changed/)).toBeVisible({ timeout: 60_000 });

  // The export gives back every row as it came in (the spec's nine are there too).
  const again = (await exportCsv(page)).split('\r\n').filter((line) => line.startsWith('bulk-'));
  expect(again).toHaveLength(2000);
  expect(new Set(again)).toEqual(new Set(lines));

  // The console's list: a page of 50, the rest a link away; a SKU finds its product.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
  await expect(main(page).getByText(/^2,?007 products$/)).toBeVisible();
  const table = main(page).getByRole('table', { name: 'All products, in the order the shop shows them' });
  await expect(table.getByRole('row')).toHaveCount(51);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 41' }).click();
  await expect(page).toHaveURL('/console/products?page=41');
  await expect(table.getByRole('row')).toHaveCount(2007 - 40 * 50 + 1);
  const search = main(page).getByRole('search', { name: 'Search products' });
  await search.getByRole('searchbox', { name: 'Search products' }).fill('bulk-kibble-2');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/console/products?q=bulk-kibble-2');
  await expect(table.getByRole('rowheader')).toHaveText(['Bulk Kibble']);
  await expectNoAxeViolations(page);
  await table.getByRole('link', { name: 'Edit Bulk Kibble' }).click();
  await expect(main(page).getByRole('form', { name: 'Edit Bulk Kibble' })).toBeVisible();

  // What to reorder: the emptiest first, 200 of the four hundred or so at their mark.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Low stock' }).click();
  const lowStock = main(page).getByRole('table', { name: 'Variants to reorder, the emptiest first' });
  await expect(lowStock.getByRole('row')).toHaveCount(201);
  await expect(lowStock.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('0✕ Sold out');
  await expect(main(page).getByText('The 200 emptiest are shown; more are running low.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The shop: 2,007 products, 24 a page, the last page holding the rest; nothing the page
  // does trips its own Content-Security-Policy.
  const cspViolations = await watchCspViolations(page);
  await page.goto('/shop');
  await expect(main(page).getByRole('status').filter({ hasText: 'products' })).toHaveText(/^2,?007 products$/);
  await expect(main(page).getByRole('article')).toHaveCount(24);
  await page.goto('/shop?page=84');
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 84' })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByRole('article')).toHaveCount(2007 - 83 * 24);
  await expectNoAxeViolations(page);
  expect(cspViolations()).toEqual([]);

  // The home page's carousel still shows the spec's nine.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Trending products', exact: true }).getByRole('group', { name: / of 9$/ })).toHaveCount(9);

  // A typo among 2,000 names, then the size picker of the one with three.
  await page.goto('/shop');
  const searchBox = main(page).getByRole('combobox', { name: 'Search products' });
  await searchBox.fill('bulk kible');
  await expect(page.getByRole('listbox', { name: 'Search products' }).getByRole('option').first()).toContainText('Bulk Kibble');
  await searchBox.press('ArrowDown');
  await searchBox.press('Enter');
  await expect(page).toHaveURL('/shop/bulk-kibble');
  const sizesGroup = main(page).getByRole('group', { name: 'Size' });
  await expect(sizesGroup.getByRole('radio', { name: '4 lb' })).toBeChecked();
  await sizesGroup.getByRole('radio', { name: '30 lb' }).check();
  await expect(main(page)).toContainText('$52.99');
  await main(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();
});
