import { createAccount, newAccount, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { addThroughApi, payForCartThroughApi } from './support/cart';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/** The console's orders (issue 13 item 1): found by the customer's email, handed over in the shop, and the customer told. */

const main = (page: Page) => page.getByRole('main');

test('an owner finds a paid order by the customer’s email, marks it ready, and the customer is emailed and sees it', { tag: '@phone' }, async ({ page, playwright }) => {
  // A customer pays for an order, in a session of their own.
  const customer = newAccount('Pat Pickup');
  const shopper = await playwright.request.newContext({ baseURL: appURL, extraHTTPHeaders: { 'x-forwarded-for': '10.251.3.4' } });
  await createAccount(shopper, customer);
  await addThroughApi(shopper, 'Rubber Frisbee', 2);
  const orderId = await payForCartThroughApi(shopper);

  await signInAsOwner(page.request);
  await page.goto('/console/orders');
  await main(page).getByLabel('Order number or customer').fill(customer.email.split('@')[0]!);
  await main(page).getByLabel('Status').selectOption({ label: 'Paid' });
  await main(page).getByRole('button', { name: 'Show orders' }).click();
  const results = main(page).getByRole('region', { name: 'Orders found' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByRole('row').nth(1)).toContainText('Pat Pickup');
  await expect(results.getByRole('row').nth(1)).toContainText('Paid · To prepare');
  await expectNoAxeViolations(page);

  await results.getByRole('link', { name: orderId.slice(0, 8) }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Order ${orderId.slice(0, 8)}`);
  const items = main(page).getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row').filter({ hasText: 'Rubber Frisbee' })).toContainText('$20.00');
  await expect(items.getByRole('row').filter({ hasText: 'HST (13%)' })).toContainText('$2.60');
  await main(page).getByRole('button', { name: 'Mark ready for pickup' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Marked ready for pickup; the customer has been emailed.');
  await expect(main(page).getByRole('list', { name: 'History' })).toContainText('Marked ready for pickup by owner.e2e@example.com');
  await expect(main(page).getByRole('button', { name: 'Mark picked up' })).toBeVisible();
  await expectNoAxeViolations(page);

  const receipt = await waitForMail(customer.email, /receipt/i);
  expect(receipt.text).toContain('$22.60');
  const ready = await waitForMail(customer.email, /ready for pickup/i);
  expect(ready.text).toContain(`/orders/${orderId}`);
  expect(((await (await shopper.get(`/api/orders/${orderId}`)).json()) as { fulfilment: string }).fulfilment).toBe('ready_for_pickup');

  // The customer comes by: picked up, once.
  await main(page).getByRole('button', { name: 'Mark picked up' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Marked picked up.');
  await expect(main(page).getByRole('list', { name: 'History' })).toContainText('Marked picked up by owner.e2e@example.com');
  await expect(main(page).getByRole('button', { name: /^Mark / })).toHaveCount(0);
  expect(((await (await shopper.get(`/api/orders/${orderId}`)).json()) as { fulfilment: string }).fulfilment).toBe('picked_up');
  await shopper.dispose();
});

test('two customers race for the last item: exactly one pays, the other is told before paying', async ({ browser, page }) => {
  await signInAsOwner(page.request);
  const created = await page.request.post('/api/console/products', {
    headers: { origin: appURL },
    data: {
      name: 'Last Squeaky Bone',
      carouselName: '',
      description: 'The only one left.',
      price: '4.00',
      stock: 1,
      sortOrder: 999,
      imageSrc: '/images/products/rubber-frisbee.svg',
      imageAlt: 'A squeaky bone',
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number };

  const shoppers = await Promise.all(
    ['Dana Quick', 'Eli Quicker'].map(async (name, index) => {
      const context = await browser.newContext({ baseURL: appURL, extraHTTPHeaders: { 'x-forwarded-for': `10.252.0.${index + 1}` } });
      const shopperPage = await context.newPage();
      const account = newAccount(name);
      await createAccount(shopperPage.request, account);
      const added = await shopperPage.request.post('/api/cart/items', { data: { productId: product.id }, headers: { origin: appURL } });
      expect(added.status()).toBe(200);
      await shopperPage.goto('/cart');
      await expect(main(shopperPage).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
      return { context, page: shopperPage };
    }),
  );
  try {
    await Promise.all(shoppers.map(({ page: shopperPage }) => main(shopperPage).getByRole('button', { name: 'Proceed to Checkout' }).click()));
    // One is on the payment page; the other stays on the cart, told why.
    const onCheckout = async (shopperPage: Page) => {
      await expect
        .poll(async () => /\/checkout\/test\//.test(shopperPage.url()) || (await main(shopperPage).getByRole('alert').count()) > 0)
        .toBe(true);
      return /\/checkout\/test\//.test(shopperPage.url());
    };
    const outcomes = await Promise.all(shoppers.map(({ page: shopperPage }) => onCheckout(shopperPage)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = shoppers[outcomes.indexOf(true)]!.page;
    const loser = shoppers[outcomes.indexOf(false)]!.page;
    await expect(main(loser).getByRole('alert')).toContainText('Sorry, Last Squeaky Bone is out of stock. Please remove it from your cart.');
    await winner.getByRole('button', { name: 'Pay $4.52' }).click();
    await expect(main(winner).getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');

    const listed = (await (await page.request.get(`/api/console/products/${product.id}`)).json()) as { stock: number; lowStock: boolean };
    expect(listed).toMatchObject({ stock: 0, lowStock: true });
  } finally {
    // Off sale again, so later journeys see the shop they expect.
    await page.request.put(`/api/console/products/${product.id}`, {
      headers: { origin: appURL },
      data: { name: 'Last Squeaky Bone', carouselName: '', description: 'The only one left.', price: '4.00', stock: 0, sortOrder: 999, imageSrc: '/images/products/rubber-frisbee.svg', imageAlt: 'A squeaky bone', active: false },
    });
    await Promise.all(shoppers.map(({ context }) => context.close()));
  }
});
