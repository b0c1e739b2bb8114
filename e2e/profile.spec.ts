import { createAccount, isMobile, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, bookThroughApi, longDate } from './support/booking';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const quickActions = (page: Page) => region(page, 'Quick Actions');
const recentActivity = (page: Page) => region(page, 'Recent Activity');
const pastOrders = (page: Page) => region(page, 'Past Orders');

async function openProfile(page: Page, name = 'Jordan Lee') {
  const account = newAccount(name);
  await createAccount(page.request, account);
  await page.goto('/profile');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('My Profile');
  return account;
}

test('the profile shows the account, quick actions, recent activity, pets and past orders, with empty states', { tag: '@phone' }, async ({ page }, testInfo) => {
  const account = await openProfile(page);
  await expect(page).toHaveTitle('My Profile | Pet Haven');

  const card = region(page, account.name);
  await expect(card.getByText(account.email, { exact: true })).toBeVisible();
  await expect(card.getByText('JL', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Member since/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Logout' })).toBeVisible();

  await expect(quickActions(page).getByRole('link')).toHaveText(['Book Appointment', 'Check Appointments', 'Shop', 'View Cart']);

  await expect(recentActivity(page).getByText('No recent activity yet.', { exact: false })).toBeVisible();
  await expect(recentActivity(page).getByRole('link', { name: 'Book your first appointment' })).toHaveAttribute('href', '/book-appointment');

  await expect(region(page, 'My Pets').getByRole('button', { name: 'Add Pet' })).toBeVisible();

  await expect(pastOrders(page).getByText('You have no orders yet.')).toBeVisible();
  await expect(pastOrders(page).getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute('href', '/shop');

  // The sections sit in the page's width at 390 and 1280 pixels: nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const [actions, activity] = await Promise.all([quickActions(page).boundingBox(), recentActivity(page).boundingBox()]);
  if (isMobile(testInfo.project.name)) expect(activity!.y).toBeGreaterThan(actions!.y + actions!.height - 1);
  else expect(Math.abs(activity!.y - actions!.y)).toBeLessThan(2);

  await expectNoAxeViolations(page);

  await recentActivity(page).getByRole('link', { name: 'Book your first appointment' }).click();
  await expect(page).toHaveURL('/book-appointment');
});

test('each quick action goes to its screen', async ({ page }) => {
  await openProfile(page);
  const destinations = [
    ['Book Appointment', '/book-appointment'],
    ['Check Appointments', '/check-appointment'],
    ['Shop', '/shop'],
    ['View Cart', '/cart'],
  ] as const;
  for (const [name, path] of destinations) {
    await quickActions(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await page.goBack();
    await expect(page).toHaveURL('/profile');
    await expect(quickActions(page)).toBeVisible();
  }
});

test('recent activity is the appointment booked last, not the soonest one', async ({ page }, testInfo) => {
  await openProfile(page);
  await expect(recentActivity(page).getByText('No recent activity yet.', { exact: false })).toBeVisible();

  const later = bookingDate(testInfo, 46);
  const sooner = bookingDate(testInfo, 45);
  await bookThroughApi(page.request, { date: later, time: '2:30 PM', petName: 'Pepper', petType: 'Dog' });
  // Booked second, for an earlier day: this is the recent activity.
  await bookThroughApi(page.request, { date: sooner, time: '3:30 PM', petName: 'Juniper', petType: 'Dog', petBreed: 'Corgi' });

  await page.reload();
  const activity = recentActivity(page);
  await expect(activity.getByRole('heading', { level: 3 })).toHaveText('Test Grooming Service');
  await expect(activity.getByText('Juniper (Dog)')).toBeVisible();
  await expect(activity.getByText(longDate(sooner))).toBeVisible();
  await expect(activity.getByText('3:30 PM', { exact: true })).toBeVisible();
  await expect(activity.getByText('Confirmed')).toBeVisible();
  await expect(activity.getByText('Pepper', { exact: false })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await activity.getByRole('link', { name: 'See all your appointments' }).click();
  await expect(page).toHaveURL('/check-appointment');
  await expect(main(page).getByText('Juniper', { exact: false }).first()).toBeVisible();
});

test('a paid order shows under past orders and opens its page', async ({ page }) => {
  await openProfile(page);
  for (const productId of [1, 1, 5]) {
    const added = await page.request.post('/api/cart/items', { data: { productId }, headers: { origin: appURL } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const checkout = await page.request.post('/create-checkout', { data: {}, headers: { origin: appURL } });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  const orderId = new URL(url).pathname.split('/').at(-1)!;

  // The built-in test checkout: pay on its page.
  await page.goto(url);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).not.toHaveURL(url);

  await page.goto('/profile');
  const order = pastOrders(page).getByRole('listitem');
  await expect(order).toHaveCount(1);
  const today = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(new Date());
  await expect(order.getByText(today, { exact: true })).toBeVisible();
  await expect(order.getByText(orderId, { exact: true })).toBeVisible();
  await expect(order.getByText('3 items', { exact: true })).toBeVisible();
  // $7.80 × 2 + $5 = $20.60, HST $2.68.
  await expect(order.getByText('$23.28', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const view = order.getByRole('link', { name: /^View Order/ });
  await expect(view).toHaveAttribute('href', `/orders/${orderId}`);
});
