import type { Order } from '../src/shared/contracts/orders';
import { formatMoney } from '../src/shared/i18n/format';
import { siteConfig } from '../src/shared/site-config/site-config';
import { createAccount, newAccount, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { addThroughApi, cartNavLink, cartOnServer, expectBadge } from './support/cart';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');
const proceed = (page: Page) => main(page).getByRole('button', { name: 'Proceed to Checkout' });
const summaryAmount = (page: Page, term: string | RegExp) =>
  main(page)
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('term')
    .filter({ hasText: term })
    .locator('xpath=following-sibling::dd');
const testCheckoutURL = /\/checkout\/test\/([0-9a-f-]{36})$/;
/** The API sends cents; the pages write them as an English-Canadian reader does. */
const money = (cents: number) => formatMoney(cents, 'en-CA');

/** The amount in a row of a table's footer, by the row's heading. */
const footerAmount = (page: Page, label: string) =>
  page.locator('tfoot tr').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');

test('a full purchase: cart, test checkout, Pay, the confirmation page and the receipt', { tag: '@phone' }, async ({ page }, testInfo) => {
  const account = newAccount();
  await createAccount(page.request, account);
  await page.goto('/shop');
  await main(page).getByRole('button', { name: 'Add to Cart for Giraffe Plush Toy' }).click();
  await main(page).getByRole('button', { name: 'Add to Cart for Giraffe Plush Toy' }).click();
  await main(page).getByRole('button', { name: 'Add to Cart for Canned Cat Food' }).click();
  await expectBadge(page, testInfo.project.name, 3);
  await (await cartNavLink(page, testInfo.project.name)).click();
  await expect(page).toHaveURL('/cart');

  // 2 × $7 + $7.80 = $21.80; HST 13% of it, rounded half-up, $2.83.
  await expect(summaryAmount(page, 'Subtotal')).toHaveText('$21.80');
  await expect(summaryAmount(page, 'HST (13%)')).toHaveText('$2.83');
  await expect(summaryAmount(page, /^Total$/)).toHaveText('$24.63');
  const cart = await cartOnServer(page.request);
  expect([cart.subtotalCents, cart.taxCents, cart.totalCents]).toEqual([2180, 283, 2463]);

  // One order however eagerly the button is pressed.
  const checkouts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/create-checkout')) checkouts.push(request.method());
  });
  await proceed(page).dblclick();
  await expect(page).toHaveURL(testCheckoutURL);
  expect(checkouts).toEqual(['POST']);
  const orderId = testCheckoutURL.exec(page.url())![1]!;

  // The built-in test checkout (server-rendered): the same lines and amounts, Pay and Cancel.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Giraffe Plush Toy' })).toContainText('$7.00');
  await expect(rows.filter({ hasText: 'Giraffe Plush Toy' }).getByRole('cell').nth(1)).toHaveText('2');
  await expect(footerAmount(page, 'Subtotal')).toHaveText('$21.80');
  await expect(footerAmount(page, 'HST (13%)')).toHaveText('$2.83');
  await expect(footerAmount(page, 'Total')).toHaveText('$24.63');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay $24.63' }).click();

  // The confirmation page.
  await expect(page).toHaveURL(`/orders/${orderId}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(main(page).getByRole('status').filter({ hasText: 'Your payment was received.' })).toContainText(account.email);
  await expect(main(page).getByText(orderId, { exact: true })).toBeVisible();
  const table = main(page).getByRole('table', { name: 'Items in this order' });
  const giraffe = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Giraffe Plush Toy' }) });
  await expect(giraffe.getByRole('cell')).toHaveText(['$7.00', '2', '$14.00']);
  await expect(giraffe.locator('img')).toHaveAttribute('src', /giraffe-plush\.svg$/);
  const cannedFood = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Canned Cat Food' }) });
  await expect(cannedFood.getByRole('cell')).toHaveText(['$7.80', '1', '$7.80']);
  await expect(footerAmount(page, 'Subtotal')).toHaveText(money(cart.subtotalCents));
  await expect(footerAmount(page, 'HST (13%)')).toHaveText(money(cart.taxCents));
  await expect(footerAmount(page, 'Total')).toHaveText(money(cart.totalCents));
  await expect(main(page).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  await expect(main(page).getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  await expectNoAxeViolations(page);

  // Paying emptied the cart: no badge, the empty state.
  await expectBadge(page, testInfo.project.name, 0);
  await (await cartNavLink(page, testInfo.project.name)).click();
  await expect(main(page).getByText('Your cart is currently empty. Browse our products to add items to your cart!')).toBeVisible();
  expect((await cartOnServer(page.request)).items).toEqual([]);

  // The receipt: the total and the shop's HST registration number.
  const receipt = await waitForMail(account.email, /receipt/i);
  expect(receipt.text).toContain(`Total: ${money(cart.totalCents)}`);
  expect(receipt.text).toContain(`HST (13%): ${money(cart.taxCents)}`);
  expect(receipt.text).toContain(siteConfig.tax.registrationNumber);
  expect(receipt.text).toContain(orderId);

  // The test checkout of a paid order only points to its confirmation.
  await page.goto(`/checkout/test/${orderId}`);
  await expect(page).toHaveURL(`/orders/${orderId}`);
});

test('Cancel on the test checkout returns to the cart, intact; the order says it was cancelled', async ({ page }) => {
  await createAccount(page.request, newAccount());
  await addThroughApi(page.request, 'Small Dog Food', 2);
  await addThroughApi(page.request, 'Rubber Frisbee');
  const before = await cartOnServer(page.request);
  await page.goto('/cart');
  await proceed(page).click();
  await expect(page).toHaveURL(testCheckoutURL);
  const orderId = testCheckoutURL.exec(page.url())![1]!;

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(main(page).getByRole('listitem')).toHaveCount(2);
  await expect(summaryAmount(page, /^Total$/)).toHaveText(money(before.totalCents));
  expect(await cartOnServer(page.request)).toEqual(before);

  await page.goto(`/orders/${orderId}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Checkout cancelled');
  await expect(main(page).getByText('no payment was taken')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
  await expectNoAxeViolations(page);
});

test('a pending order updates by itself once paid; another user does not find it', async ({ page, browser }, testInfo) => {
  await createAccount(page.request, newAccount());
  await addThroughApi(page.request, 'Cat Pouches');
  const created = await page.request.post('/create-checkout', { data: { cartItems: [], userId: 'ignored' }, headers: { origin: appURL } });
  expect(created.status(), await created.text()).toBe(201);
  const { url } = (await created.json()) as { url: string };
  const orderId = testCheckoutURL.exec(url)![1]!;

  await page.goto(`/orders/${orderId}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Confirming your payment');
  await expect(main(page).getByText('This page updates by itself.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Paid meanwhile (as a late webhook would): the page notices without a reload.
  const paid = await page.request.post(`/checkout/test/${orderId}/pay`, { form: {}, headers: { origin: appURL }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!', { timeout: 10_000 });
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as Order;
  await expect(footerAmount(page, 'Total')).toHaveText(money(order.totalCents));

  const other = await browser.newContext({
    baseURL: appURL,
    viewport: testInfo.project.use.viewport ?? null,
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const otherPage = await other.newPage();
    await createAccount(otherPage.request, newAccount('Someone Else'));
    await otherPage.goto(`/orders/${orderId}`);
    await expect(main(otherPage).getByRole('heading', { level: 1 })).toHaveText('Order Not Found');
    await expect(main(otherPage).getByText('That order was not found.')).toBeVisible();
    await expect(main(otherPage).getByText(money(order.totalCents))).toHaveCount(0);
    await expectNoAxeViolations(otherPage);
    await otherPage.goto('/orders/not-an-order');
    await expect(main(otherPage).getByRole('heading', { level: 1 })).toHaveText('Order Not Found');
  } finally {
    await other.close();
  }
});

test('a checkout the network loses says so on the page; the cart stays as it was', async ({ page }) => {
  await createAccount(page.request, newAccount());
  await addThroughApi(page.request, 'Rope for Dogs');
  await page.goto('/cart');
  // Only the network failing is simulated: the request never reaches the server.
  await page.route('**/create-checkout', (route) => route.abort('connectionrefused'));
  await proceed(page).click();
  // D28: the spec's alert is an on-page alert with its words.
  await expect(main(page).getByRole('alert')).toHaveText('Failed to redirect to checkout.');
  await expect(page).toHaveURL('/cart');
  await expect(proceed(page)).toBeEnabled();
  await expect(main(page).getByRole('listitem')).toHaveCount(1);
});

test('a checkout answer without a url shows nothing', async ({ page }) => {
  await createAccount(page.request, newAccount());
  await addThroughApi(page.request, 'Rope for Dogs');
  await page.goto('/cart');
  let answered = false;
  await page.route('**/create-checkout', async (route) => {
    answered = true;
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{}' });
  });
  await proceed(page).click();
  await expect.poll(() => answered).toBe(true);
  // The button comes back in the same render as anything the answer would show.
  await expect(proceed(page)).toBeEnabled();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL('/cart');
});

test("the server's refusal is said in the page: the cart was emptied in another tab", async ({ page }) => {
  await createAccount(page.request, newAccount());
  await addThroughApi(page.request, 'Ball Launcher');
  await page.goto('/cart');
  await expect(main(page).getByRole('listitem')).toHaveCount(1);
  // Another tab of the same user empties the cart.
  const cleared = await page.request.delete('/api/cart', { headers: { origin: appURL } });
  expect(cleared.status()).toBe(200);

  await proceed(page).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText('Your cart is empty.');
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL('/cart');
  // The cart is asked for again and shows what the server has.
  await expect(main(page).getByText('Your cart is currently empty. Browse our products to add items to your cart!')).toBeVisible();
  await expectNoAxeViolations(page);
});
