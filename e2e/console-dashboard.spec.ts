import { readFileSync } from 'node:fs';
import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { addThroughApi, payForCartThroughApi } from './support/cart';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * The owner's dashboard (issue 13 item 5, D27): charts with their tables, a period to
 * choose, the orders as CSV. One server and database serve every test, so this checks
 * shapes and relations; the exact figures are the API test's (dashboard.routes.test.ts).
 */

const main = (page: Page) => page.getByRole('main');
const regionOf = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

test('the owner reads today’s sale in the charts and their tables, changes the period and downloads the orders', { tag: '@phone' }, async ({ page, playwright }) => {
  // A customer pays for an order today, in a session of their own ($20.00 + HST = $22.60).
  const customer = newAccount('Dana Dashboard');
  const shopper = await playwright.request.newContext({ baseURL: appURL, extraHTTPHeaders: { 'x-forwarded-for': '10.252.7.8' } });
  await createAccount(shopper, customer);
  await addThroughApi(shopper, 'Rubber Frisbee', 2);
  const orderId = await payForCartThroughApi(shopper);
  await shopper.dispose();

  // Viewing the shop is counted: the browser reports it without a cookie.
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/events') && request.method() === 'POST');
  await page.goto('/shop');
  expect((await reported).postDataJSON()).toEqual({ name: 'page_view', path: '/shop' });

  await signInAsOwner(page.request);
  await page.goto('/console');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Owner console');
  await expect(main(page).getByRole('status').filter({ hasText: /^Figures for / })).toBeVisible();

  // Key figures: today's order is among the last 30 days' orders.
  const tiles = main(page).getByRole('region', { name: 'Key figures' });
  const tile = (label: string) => tiles.locator('div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) });
  await expect(tile('Revenue')).toContainText(/\$[\d,]+\.\d\d/);
  expect(Number(await tile('Orders').locator('dd').first().textContent())).toBeGreaterThanOrEqual(1);
  await expect(tile('Repeat customers')).toContainText('Previous period:');

  // Every chart is drawn on a canvas, named, with its table beside it; the bookings ones
  // say so instead when nobody booked in the period (other journeys decide that here).
  const charts = main(page).getByRole('img', { name: /^Chart: / });
  await expect(charts.first()).toBeVisible();
  for (const canvas of await charts.all()) {
    expect(await canvas.evaluate((element) => element.tagName)).toBe('CANVAS');
    const title = (await canvas.getAttribute('aria-label'))!.replace(/^Chart: (.*)\. The table beside it has the same figures\.$/, '$1');
    // (The day table is behind its disclosure: opened below.)
    if (title !== 'Revenue and orders per day') await expect(regionOf(page, title).getByRole('row').nth(1)).toBeVisible();
  }
  expect(await charts.count()).toBeGreaterThanOrEqual(5);
  for (const title of ['Bookings per service', 'Bookings per provider']) {
    const panel = main(page).getByRole('heading', { level: 2, name: title }).locator('..');
    await expect(panel.getByRole('img', { name: `Chart: ${title}. The table beside it has the same figures.` }).or(panel.getByText('No bookings in this period.'))).toBeVisible();
  }

  const products = regionOf(page, 'Top products');
  const frisbee = products.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Rubber Frisbee' }) });
  const [units, sales] = await frisbee.getByRole('cell').allTextContents();
  expect(Number(units)).toBeGreaterThanOrEqual(2);
  expect(cents(sales!)).toBeGreaterThanOrEqual(2000);

  // The day table (behind its disclosure) has the 30 days, today last, with at least today's order in it.
  await main(page).getByText('Show each day as a table').click();
  const daily = regionOf(page, 'Revenue and orders per day');
  await expect(daily.locator('tbody tr')).toHaveCount(30);
  const today = daily.locator('tbody tr').last();
  const [revenue, orders] = await today.getByRole('cell').allTextContents();
  expect(cents(revenue!)).toBeGreaterThanOrEqual(2260);
  expect(Number(orders)).toBeGreaterThanOrEqual(1);

  // The funnels: four steps each, counts that include this test's view and payment.
  const shopFunnel = regionOf(page, 'Shop funnel');
  await expect(shopFunnel.getByRole('rowheader')).toHaveText(['Viewed the shop', 'Added to cart', 'Started checkout', 'Paid']);
  expect(Number(await shopFunnel.getByRole('row', { name: /^Viewed the shop/ }).getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await shopFunnel.getByRole('row', { name: /^Paid/ }).getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
  await expect(regionOf(page, 'Booking funnel').getByRole('rowheader')).toHaveText(['Step 1: service', 'Step 2: pet', 'Step 3: date and time', 'Booked']);
  await expect(regionOf(page, 'Provider utilisation').locator('tfoot')).toContainText('All providers');
  await expectNoAxeViolations(page);

  // Another period: the last 7 days, kept in the address.
  const picker = main(page).getByRole('form', { name: 'Choose the period' });
  await picker.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await picker.getByRole('button', { name: 'Show figures' }).click();
  await expect(page).toHaveURL(/\/console\?range=7$/);
  await expect(daily.locator('tbody tr')).toHaveCount(7);
  expect(cents((await daily.locator('tbody tr').last().getByRole('cell').first().textContent())!)).toBeGreaterThanOrEqual(2260);

  // Dates the wrong way round are refused on the field, and nothing changes.
  await picker.getByLabel('Period').selectOption({ label: 'Custom dates' });
  await picker.getByLabel('First day').fill('2026-03-10');
  await picker.getByLabel('Last day').fill('2026-03-01');
  await picker.getByRole('button', { name: 'Show figures' }).click();
  await expect(picker.getByLabel('Last day')).toBeFocused();
  await expect(picker.getByLabel('Last day')).toHaveAccessibleDescription('The last day must not come before the first.');
  await expect(page).toHaveURL(/\/console\?range=7$/);
  await expectNoAxeViolations(page);

  // The period's paid orders as a CSV file.
  const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('link', { name: 'Orders paid in this period (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe('Order,Paid (America/Toronto),Customer,Email,Items,Subtotal,Discount,Discount code,HST,Total,Refunded,Net,Fulfilment,Payment provider,Payment reference,For');
  const row = csv.find((line) => line.startsWith(`${orderId.slice(0, 8)},`));
  expect(row).toContain(`,Dana Dashboard,${customer.email},2,20.00,0.00,,2.60,22.60,0.00,22.60,`);
  expect(row).toMatch(/,Goods$/);

  // At the narrowest phone width the page itself never scrolls sideways (tables scroll in their own regions).
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(charts.first()).toBeVisible();
  // (The charts redraw at the new width a moment after the resize.)
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test('the audit log has its own screen in the console', async ({ page }) => {
  await signInAsOwner(page.request);
  await page.goto('/console');
  await main(page).getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL('/console/audit');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Audit log');
  await expect(main(page).getByRole('region', { name: 'Recent changes' }).getByRole('row').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
