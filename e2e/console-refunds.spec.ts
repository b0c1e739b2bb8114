import { randomUUID } from 'node:crypto';
import type { Order } from '../src/shared/contracts/orders';
import { createAccount, newAccount, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { addThroughApi, payForCartThroughApi, productIds } from './support/cart';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';

/** Refunds from the console (issue 13): one line given back, its stock returned, the customer emailed and shown it. */

const main = (page: Page) => page.getByRole('main');

const stockOf = (request: APIRequestContext, ids: number[]) =>
  Promise.all(ids.map(async (id) => ((await (await request.get(`/api/console/products/${id}`)).json()) as { stock: number }).stock));

test('the owner refunds one line of a paid order: stock returns, the customer is emailed and sees the refund', { tag: '@phone' }, async ({ browser, page }) => {
  await signInAsOwner(page.request);
  const giraffe = productIds['Giraffe Plush Toy'];
  const rope = productIds['Rope for Dogs'];
  const before = await stockOf(page.request, [giraffe, rope]);

  // A customer, in a browser of their own, pays for one Giraffe Plush Toy ($7) and two Rope for Dogs ($10).
  const customer = newAccount('Remy Refund');
  const context = await browser.newContext({ baseURL: appURL, extraHTTPHeaders: { 'x-forwarded-for': '10.253.7.9' } });
  const customerPage = await context.newPage();
  let orderId: string | undefined;
  try {
    await createAccount(customerPage.request, customer);
    await addThroughApi(customerPage.request, 'Giraffe Plush Toy', 1);
    await addThroughApi(customerPage.request, 'Rope for Dogs', 2);
    orderId = await payForCartThroughApi(customerPage.request);
    expect(await stockOf(page.request, [giraffe, rope])).toEqual([before[0]! - 1, before[1]! - 2]);

    // The owner gives back both ropes: 2 × $10 + $2.60 HST.
    await page.goto(`/console/orders/${orderId}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Order ${orderId.slice(0, 8)}`);
    const refund = main(page).getByRole('region', { name: 'Refund', exact: true });
    await refund.getByLabel('Rope for Dogs (up to 2)').selectOption('2');
    await refund.getByRole('button', { name: 'Refund selected' }).click();
    const question = refund.getByRole('group', { name: 'Refund $22.60 to the customer?' });
    await expect(question).toContainText('2 × Rope for Dogs');
    await expect(question).toBeFocused();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Refund $22.60' }).click();
    await expect(refund.getByRole('alert')).toHaveText('Refunded $22.60. The items are back in stock and the customer has been emailed.');

    const items = main(page).getByRole('region', { name: 'Items', exact: true });
    // Quantity 2, refunded 2.
    await expect(items.getByRole('row').filter({ hasText: 'Rope for Dogs' }).getByRole('cell').nth(1)).toHaveText('2');
    await expect(items.getByRole('row').filter({ hasText: 'Giraffe Plush Toy' }).getByRole('cell').nth(1)).toHaveText('0');
    const refunds = main(page).getByRole('region', { name: 'Refunds', exact: true });
    await expect(refunds.getByRole('row').nth(1)).toContainText('$22.60');
    await expect(refunds.getByRole('row').nth(1)).toContainText('owner.e2e@example.com');
    await expect(refunds.getByRole('row').nth(1)).toContainText(/test · test_re_[0-9a-f]+/);
    await expect(main(page).getByRole('list', { name: 'History' })).toContainText('Refunded $22.60 by owner.e2e@example.com');
    await expect(main(page).getByText('Paid · To prepare · Partly refunded')).toBeVisible();
    await expect(refund.getByLabel('Giraffe Plush Toy (up to 1)')).toBeVisible();
    await expect(refund.getByLabel(/Rope for Dogs/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The ropes are back on the shelf; the giraffe is still sold.
    expect(await stockOf(page.request, [giraffe, rope])).toEqual([before[0]! - 1, before[1]]);
    await page.goto('/console/orders');
    await expect(main(page).getByRole('row').filter({ hasText: orderId.slice(0, 8) })).toContainText('Partly refunded');

    const mail = await waitForMail(customer.email, /refund/i);
    expect(mail.text).toContain('We have refunded $22.60');
    expect(mail.text).toContain('2 × Rope for Dogs');
    expect(mail.text).toContain('5–10 business days');

    // The customer sees it on their order page and in their past orders.
    await customerPage.goto(`/orders/${orderId}`);
    await expect(main(customerPage).getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(main(customerPage).getByText(/^Refunded \$22\.60 on /)).toBeVisible();
    await expect(main(customerPage).getByRole('row').filter({ hasText: 'Rope for Dogs' })).toContainText('Refunded');
    await expect(main(customerPage).getByRole('row').filter({ hasText: 'Giraffe Plush Toy' })).not.toContainText('Refunded');
    await expectNoAxeViolations(customerPage);
    await customerPage.goto('/profile');
    const past = main(customerPage).getByRole('region', { name: 'Past Orders' }).getByRole('listitem').filter({ hasText: orderId });
    await expect(past).toContainText(/Partly refunded: \$22\.60 on /);
    await expect(past).toContainText('Being prepared');
  } finally {
    // Give back the rest too, so the shelf holds what it held before this journey.
    if (orderId) {
      const rest = await page.request.post(`/api/console/orders/${orderId}/refunds`, { data: { idempotencyKey: randomUUID() }, headers: { origin: appURL } });
      expect([200, 201, 409]).toContain(rest.status());
      const order = (await (await customerPage.request.get(`/api/orders/${orderId}`)).json()) as Order;
      expect(order.refundedCents).toBe(order.totalCents);
      expect(await stockOf(page.request, [giraffe, rope])).toEqual(before);
    }
    await context.close();
  }
});
