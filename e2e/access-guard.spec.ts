import { createAccount, mainNavLink, newAccount, signInWithEmailForm } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');

const guarded = [
  { path: '/profile', heading: 'My Profile' },
  { path: '/check-appointment', heading: 'My Appointments' },
  { path: '/book-appointment', heading: 'Book an Appointment' },
  { path: '/cart', heading: 'Your Shopping Cart' },
];

for (const { path, heading } of guarded) {
  test(`a guest on ${path} signs in and lands on it`, async ({ page, request }) => {
    const account = newAccount();
    await createAccount(request, account);
    await page.goto(`${path}?from=e2e`);
    await expect(page).toHaveURL('/login');
    const banner = main(page).getByRole('status');
    if (path === '/check-appointment') await expect(banner).toHaveText('Please sign in to view your appointments');
    else await expect(banner).toHaveCount(0);

    await signInWithEmailForm(page, account.email, account.password);
    await expect(page).toHaveURL(`${path}?from=e2e`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(page);
  });
}

test('a guest who creates an account on the way also lands on the wanted page', async ({ page }) => {
  const account = newAccount();
  await page.goto('/book-appointment');
  await expect(page).toHaveURL('/login');
  await main(page).getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/register');
  await main(page).getByLabel('Display Name').fill(account.name);
  await main(page).getByLabel('Email', { exact: true }).fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByLabel('Confirm Password').fill(account.password);
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/book-appointment');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Book an Appointment');
});

test('the ?redirect= form of /login leads to that page after signing in', async ({ page, request }) => {
  const account = newAccount();
  await createAccount(request, account);
  await page.goto('/login?redirect=check-appointment');
  await expect(main(page).getByRole('status')).toHaveText('Please sign in to view your appointments');
  await signInWithEmailForm(page, account.email, account.password);
  await expect(page).toHaveURL('/check-appointment');
});

test('a redirect target on another site is ignored', async ({ page, request }) => {
  const account = newAccount();
  await createAccount(request, account);
  await page.goto('/login?redirect=//evil.example/profile');
  await signInWithEmailForm(page, account.email, account.password);
  await expect(page).toHaveURL('/profile');
});

test('the cart sends a guest to /login in place of its own history entry', async ({ page, request }, testInfo) => {
  const account = newAccount();
  await createAccount(request, account);
  await page.goto('/contact');
  await (await mainNavLink(page, testInfo.project.name, 'Cart')).click();
  await expect(page).toHaveURL('/login');
  await page.goBack();
  // Back skips the cart: its entry was replaced by /login.
  await expect(page).toHaveURL('/contact');

  await page.goForward();
  await expect(page).toHaveURL('/login');
  await signInWithEmailForm(page, account.email, account.password);
  await expect(page).toHaveURL('/cart');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Your Shopping Cart');
});

test('other guarded pages keep their history entry on the way to /login', async ({ page }, testInfo) => {
  await page.goto('/contact');
  const before = await page.evaluate(() => history.length);
  await (await mainNavLink(page, testInfo.project.name, 'Check Appointment')).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => history.length)).toBe(before + 2);
});

test('while the session is being checked a full-screen Loading shows', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/get-session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/profile');
  const loading = page.getByRole('status').filter({ hasText: 'Loading' });
  await expect(loading).toHaveText('Loading');
  const box = await loading.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box?.x).toBe(0);
  expect(box?.y).toBe(0);
  // Over the whole window (less a classic scrollbar, where there is one).
  expect(box?.width).toBeGreaterThan(viewport.width - 20);
  expect(box?.height).toBe(viewport.height);
  await expectNoAxeViolations(page);
  release();
  await expect(page).toHaveURL('/login');
  await expect(loading).toHaveCount(0);
});
