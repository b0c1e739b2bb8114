import type { ConsoleProduct, ProductBody } from '../src/shared/contracts/console-catalogue';
import { createAccount, newAccount, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * Variants (issue 28): a shopper picks a size on the product's page and sees that size's
 * price in the cart, on the test checkout, on the confirmation page and on the receipt.
 * The product is made here and taken off sale at the end, so later specs see the shop's
 * nine demo products.
 */
const main = (page: Page) => page.getByRole('main');

test('a shopper picks a size and sees its price in the cart and on the receipt', async ({ page, request }, testInfo) => {
  const n = `${testInfo.project.name}-${Date.now()}`;
  const name = `Hearty Kibble ${testInfo.project.name}`;
  await signInAsOwner(request);
  const body: ProductBody = {
    name,
    description: 'Kibble for every size of dog.',
    sortOrder: 0,
    imageSrc: '/images/products/small-dog-food.svg',
    imageAlt: 'A bag of kibble',
    active: true,
    variants: [
      { options: [{ name: 'Size', value: '4 lb' }], sku: `E2E-${n}-4`, price: '12.99', stock: 10 },
      { options: [{ name: 'Size', value: '15 lb' }], sku: `E2E-${n}-15`, price: '34.99', stock: 10 },
    ],
  };
  const response = await request.post('/api/console/products', { data: body, headers: { origin: appURL } });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as ConsoleProduct;
  try {
    const account = newAccount('Pat Picker');
    await createAccount(page.request, account);

    // The grid: "From" the lowest price, and a way to choose rather than an Add to Cart.
    await page.goto('/shop');
    const card = main(page).getByRole('article', { name });
    await expect(card).toContainText('From $12.99');
    await card.getByRole('link', { name: /^Choose options/ }).click();
    await expect(page).toHaveURL(`/shop/${created.slug}`);

    // The product's page: the sizes as a named group; the price follows the size chosen.
    const sizes = main(page).getByRole('group', { name: 'Size' });
    await expect(sizes.getByRole('radio', { name: '4 lb' })).toBeChecked();
    await expect(main(page)).toContainText('$12.99');
    await sizes.getByRole('radio', { name: '15 lb' }).check();
    await expect(main(page)).toContainText('$34.99');
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Item added to cart!')).toBeVisible();

    // The cart names the size and charges its price.
    await page.goto('/cart');
    await expect(main(page).getByRole('heading', { name: `${name} — 15 lb` })).toBeVisible();
    const summary = main(page).getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText('$34.99');
    await expect(summary).toContainText('$39.54');

    // Pay on the test checkout; the confirmation page and the receipt name the size.
    await main(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    await expect(page.locator('tbody tr')).toContainText(`${name} — 15 lb`);
    await page.getByRole('button', { name: 'Pay $39.54' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const table = main(page).getByRole('table', { name: 'Items in this order' });
    const line = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${name} — 15 lb` }) });
    await expect(line.getByRole('cell')).toHaveText(['$34.99', '1', '$34.99']);
    const receipt = await waitForMail(account.email, /receipt/i);
    expect(receipt.text).toContain(`${name} — 15 lb`);
    expect(receipt.text).toContain('$39.54');
  } finally {
    await request.put(`/api/console/products/${created.id}`, {
      data: { ...body, active: false, variants: created.variants.map((variant, index) => ({ ...body.variants![index]!, id: variant.id })) },
      headers: { origin: appURL },
    });
  }
});
