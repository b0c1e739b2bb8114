import { formatMoney } from '../src/shared/i18n/format';
import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { addThroughApi } from './support/cart';
import { signInAsOwner } from './support/console';
import { expect, test, type Page } from './support/test';

/**
 * Discount codes (issue 32): the owner creates WELCOME10, 10% off a first order only; a
 * new customer applies it in the cart, sees the discount and HST on the discounted price
 * before paying, pays through the test checkout, and is refused it on the second order.
 */

const main = (page: Page) => page.getByRole('main');
const money = (cents: number) => formatMoney(cents, 'en-CA');
const summaryAmount = (page: Page, term: string | RegExp) =>
  main(page).getByRole('region', { name: 'Order Summary' }).getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd');
const footerAmount = (page: Page, label: string) =>
  page.locator('tfoot tr').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');

test('the owner creates WELCOME10; a new customer gets 10% off the first order and is refused it on the second', async ({ page }) => {
  await signInAsOwner(page.request);
  await page.goto('/console/discounts');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Discount codes');
  const form = main(page).getByRole('group', { name: 'New discount code' });
  await form.getByLabel('Code').fill('WELCOME10');
  await form.getByLabel('Percent off (%)').fill('10');
  await form.getByLabel('First order only').check();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save code' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Code WELCOME10 saved.' })).toBeVisible();
  const row = main(page).getByRole('region', { name: 'Discount codes' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'WELCOME10' }) });
  await expect(row).toContainText('10% off');
  await expect(row).toContainText('first order only');
  await expectNoAxeViolations(page);

  // A new customer: 2 × Giraffe Plush Toy ($7) and a Canned Cat Food ($7.80) = $21.80.
  await page.context().clearCookies();
  const customer = newAccount('Wren Welcome');
  await createAccount(page.request, customer);
  await addThroughApi(page.request, 'Giraffe Plush Toy', 2);
  await addThroughApi(page.request, 'Canned Cat Food');
  await page.goto('/cart');
  await expect(main(page).getByText('One discount code per order: codes cannot be combined.')).toBeVisible();
  await main(page).getByLabel('Discount code').fill('welcome10');
  await main(page).getByRole('button', { name: 'Apply code' }).click();
  // 10% of $21.80 is $2.18; HST 13% of $19.62 is $2.5506 → $2.55; total $22.17.
  await expect(main(page).getByRole('status').filter({ hasText: 'Code WELCOME10 applied' })).toContainText('$2.18 off before tax');
  await expect(summaryAmount(page, 'Subtotal')).toHaveText('$21.80');
  await expect(summaryAmount(page, 'Discount (WELCOME10)')).toHaveText(money(-218));
  await expect(summaryAmount(page, 'HST (13%)')).toHaveText('$2.55');
  await expect(summaryAmount(page, /^Total$/)).toHaveText('$22.17');
  await expectNoAxeViolations(page);

  await main(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(footerAmount(page, 'Discount (WELCOME10)')).toHaveText(money(-218));
  await expect(footerAmount(page, 'HST (13%)')).toHaveText('$2.55');
  await page.getByRole('button', { name: 'Pay $22.17' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(footerAmount(page, 'Discount (WELCOME10)')).toHaveText(money(-218));
  await expect(footerAmount(page, 'Total')).toHaveText('$22.17');

  // The second order: the code is refused, in words, and the cart keeps its full price.
  await addThroughApi(page.request, 'Canned Cat Food');
  await page.goto('/cart');
  await main(page).getByLabel('Discount code').fill('WELCOME10');
  await main(page).getByRole('button', { name: 'Apply code' }).click();
  await expect(main(page).getByText('That discount code is for a first order only.')).toBeVisible();
  await expect(main(page).getByLabel('Discount code')).toHaveAttribute('aria-invalid', 'true');
  await expect(summaryAmount(page, /^Total$/)).toHaveText('$8.81');
  await expectNoAxeViolations(page);
});
