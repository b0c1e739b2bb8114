import { randomUUID } from 'node:crypto';
import { oidcPort } from './support/ports';
import { expect, test, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');
const providerOrigin = `http://localhost:${oidcPort}`;

test.beforeEach(async ({ page }) => {
  // The provider's development pages import a web font; nothing leaves this machine.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

/** The local OpenID provider's development login: any login (an email here) and password. */
async function signInAtProvider(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^${providerOrigin}/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('Continue with Google signs in through OpenID Connect and returns to the wanted page', async ({ page, request }) => {
  const email = `casey.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/check-appointment');
  await expect(page).toHaveURL('/login');
  await main(page).getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, email);

  await expect(page).toHaveURL('/check-appointment');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('My Appointments');
  await page.goto('/profile');
  const card = main(page).getByRole('region', { name: /^Casey / });
  await expect(card.getByText(email, { exact: true })).toBeVisible();
  // Google vouches for the address.
  await expect(card.getByText(/Email verified$/)).toBeVisible();

  // The home page sign-up now knows the address.
  const lookup = await request.post('/api/accounts/email-lookup', { data: { email } });
  expect(await lookup.json()).toEqual({ signInMethods: ['google'] });
});

test('cancelling at Google comes back to /login with the spec message', async ({ page }) => {
  await page.goto('/login');
  await main(page).getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${providerOrigin}/`));
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page).toHaveURL(/\/login\?.*error=/);
  await expect(main(page).getByRole('alert')).toHaveText('Google login failed. Please try again.');
  // The way on is still open.
  await expect(main(page).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});

test('when Google sign-in cannot start, the spec message shows', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/auth/sign-in/social', (route) => route.abort('connectionrefused'));
  await main(page).getByRole('button', { name: 'Continue with Google' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Google login failed. Please try again.');
  await expect(page).toHaveURL('/login');
});
