import { createAccount, newAccount, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { addThroughApi } from './support/cart';
import { signInAsOwner } from './support/console';
import { expect, test, type Page } from './support/test';

/**
 * Paying with a gift card (issue 32): the owner issues a card in the console; a customer
 * applies its code in the cart, sees what it pays and what is left, pays the rest on the
 * test checkout, and finds the card on the order page and on the receipt.
 */

const main = (page: Page) => page.getByRole('main');
const summaryAmount = (page: Page, term: string | RegExp) =>
  main(page).getByRole('region', { name: 'Order Summary' }).getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd');

test('a customer pays part of an order with a gift card the owner issued, and the rest on the test checkout', async ({ page, browser }) => {
  // The owner, in a browser of their own, issues a $10 card in the console.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInAsOwner(ownerPage.request);
  await ownerPage.goto('/console/gift-cards');
  const form = main(ownerPage).getByRole('group', { name: 'Issue a gift card' });
  await form.getByLabel('Amount ($10 to $500)').fill('10');
  await form.getByLabel("Recipient's name").fill('Jordan Birch');
  await form.getByLabel("Recipient's email").fill(`gift.checkout.${Date.now()}@example.com`);
  await form.getByLabel('From', { exact: true }).fill('The Okafor family');
  await form.getByRole('button', { name: 'Issue gift card' }).click();
  const issued = form.getByRole('status');
  await expect(issued).toContainText('A $10.00 gift card for Jordan Birch is issued');
  const code = (await issued.locator('p').nth(1).textContent())!;

  // The customer: 2 × $7 + $7.80 = $21.80, HST $2.83, total $24.63.
  const account = newAccount('Jordan Birch');
  await createAccount(page.request, account);
  await addThroughApi(page.request, 'Giraffe Plush Toy', 2);
  await addThroughApi(page.request, 'Canned Cat Food');
  await page.goto('/cart');
  await expect(summaryAmount(page, /^Total$/)).toHaveText('$24.63');

  // Typed as read off the mail: lower case, spaces for the dashes.
  await main(page).getByLabel('Gift card code').fill(code.toLowerCase().replaceAll('-', ' '));
  await main(page).getByRole('button', { name: 'Apply card' }).click();
  await expect(summaryAmount(page, `Gift card ····${code.slice(-4)}`)).toHaveText('−$10.00');
  await expect(summaryAmount(page, 'To pay')).toHaveText('$14.63');
  // A payment, not a discount: the tax is the same.
  await expect(summaryAmount(page, 'HST (13%)')).toHaveText('$2.83');
  await expectNoAxeViolations(page);

  await main(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Pay $14.63' }).click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = /\/orders\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  const paidWith = main(page).getByRole('term').filter({ hasText: 'Paid with' }).locator('xpath=following-sibling::dd');
  await expect(paidWith).toContainText(`Gift card ····${code.slice(-4)} −$10.00`);
  await expect(paidWith).toContainText('Card payment $14.63');
  await expectNoAxeViolations(page);

  const receipt = await waitForMail(account.email, /receipt/i);
  expect(receipt.text).toContain(`Gift card ····${code.slice(-4)}: −$10.00`);
  expect(receipt.text).toContain('Card payment: $14.63');

  // The owner's console shows the same on the order.
  await ownerPage.goto(`/console/orders/${orderId}`);
  const consolePaidWith = main(ownerPage).getByRole('term').filter({ hasText: 'Paid with' }).locator('xpath=following-sibling::dd');
  await expect(consolePaidWith).toContainText(`Gift card ····${code.slice(-4)} −$10.00`);
  await expect(consolePaidWith).toContainText('Card payment $14.63');
  await expectNoAxeViolations(ownerPage);
  await ownerContext.close();
});
