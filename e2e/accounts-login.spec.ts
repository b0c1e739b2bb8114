import { createAccount, newAccount, signInWithEmailForm } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');
const signInButton = (page: Page) => main(page).getByRole('button', { name: 'Sign In', exact: true });
const alert = (page: Page) => main(page).getByRole('alert');

/** Submits the email form and waits for the server's answer to the sign-in. */
async function submitSignIn(page: Page) {
  const answered = page.waitForResponse('**/api/auth/sign-in/email');
  await signInButton(page).click();
  return answered;
}

test('the options, the email form behind its toggle and the way back', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign In | Pet Haven');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Sign In');
  // The e2e server is configured with the (local) Google provider.
  await expect(main(page).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(main(page).getByLabel('Password')).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  await expectNoAxeViolations(page);

  await main(page).getByRole('button', { name: 'Sign in with Email' }).click();
  const email = main(page).getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('autocomplete', 'email');
  await expect(main(page).getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
  await expect(main(page).getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/reset-password');
  await expectNoAxeViolations(page);

  await main(page).getByRole('button', { name: 'Back to other sign-in options' }).click();
  await expect(main(page).getByRole('button', { name: 'Sign in with Email' })).toBeFocused();
  await expect(main(page).getByRole('button', { name: 'Continue with Google' })).toBeVisible();

  await main(page).getByRole('button', { name: 'Sign in with Email' }).click();
  await main(page).getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL('/reset-password');
});

test('a wrong password, then an unknown email, each with the spec message', async ({ page, request }) => {
  const account = newAccount();
  await createAccount(request, account);
  await page.goto('/login');
  await signInWithEmailForm(page, account.email, 'not the password');
  await expect(alert(page)).toHaveText('Invalid email or password. Please try again.');
  await expect(alert(page)).toBeFocused();
  await expectNoAxeViolations(page);

  await main(page).getByLabel('Email').fill('nobody.here@example.com');
  expect((await submitSignIn(page)).status()).toBe(401);
  await expect(alert(page)).toHaveText('No account found with this email. Please sign up first.');
  await expect(page).toHaveURL('/login');

  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  await signInButton(page).click();
  await expect(page).toHaveURL('/profile');
});

test('too many failed attempts from one address: HTTP 429 and the spec message', async ({ page, request }) => {
  const account = newAccount();
  await createAccount(request, account);
  await page.goto('/login');
  await signInWithEmailForm(page, account.email, 'guess 0');
  await expect(alert(page)).toHaveText('Invalid email or password. Please try again.');
  // The e2e server allows 5 sign-ins a minute from one address; this test has its own.
  for (let attempt = 1; attempt < 5; attempt++) {
    await main(page).getByLabel('Password').fill(`guess ${attempt}`);
    expect((await submitSignIn(page)).status()).toBe(401);
  }
  await main(page).getByLabel('Password').fill(account.password);
  expect((await submitSignIn(page)).status()).toBe(429);
  // The spec's words, then how long to wait (the server's Retry-After).
  await expect(alert(page)).toHaveText(
    /^Too many failed login attempts\. Please try again later or reset your password\. You can try again in \d+ seconds?\.$/,
  );
  await expect(alert(page)).toBeFocused();
  await expect(page).toHaveURL('/login');
});

test('when the sign-in cannot reach the server the general login failure shows', async ({ page, request }) => {
  const account = newAccount();
  await createAccount(request, account);
  await page.goto('/login');
  await main(page).getByRole('button', { name: 'Sign in with Email' }).click();
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  // The connection is refused, as when the server is down.
  await page.route('**/api/auth/sign-in/email', (route) => route.abort('connectionrefused'));
  await signInButton(page).click();
  await expect(alert(page)).toHaveText('Login failed. Please check your credentials and try again.');
  await expect(alert(page)).toBeFocused();
  await page.unroute('**/api/auth/sign-in/email');
  await signInButton(page).click();
  await expect(page).toHaveURL('/profile');
});

test('while signing in the button is disabled and a second press sends nothing', async ({ page, request }) => {
  const account = newAccount();
  await createAccount(request, account);
  let signIns = 0;
  // Held until both presses are made, so the second one happens while the first is on its way.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-in/email', async (route) => {
    signIns += 1;
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await main(page).getByRole('button', { name: 'Sign in with Email' }).click();
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  await main(page).getByLabel('Password').press('Enter');
  await expect(main(page).getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  await main(page).getByLabel('Password').press('Enter');
  release();
  await expect(page).toHaveURL('/profile');
  expect(signIns).toBe(1);
});

test('the handed-over email and message: the email form opens prefilled under the banner', async ({ page, request }) => {
  const account = newAccount();
  await createAccount(request, account);
  await page.goto('/');
  await page.evaluate(
    (email) =>
      history.replaceState({ usr: { email, from: '/book-appointment', message: 'Hello from elsewhere' }, key: 'e2e', idx: 0 }, '', '/login'),
    account.email,
  );
  await page.reload();
  await expect(main(page).getByRole('status')).toHaveText('Hello from elsewhere');
  await expect(main(page).getByLabel('Email')).toHaveValue(account.email);
  await expect(main(page).getByLabel('Password')).toBeFocused();
  await expectNoAxeViolations(page);
  await main(page).getByLabel('Password').fill(account.password);
  await signInButton(page).click();
  await expect(page).toHaveURL('/book-appointment');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Book an Appointment');
});

test('a signed-in visitor opening /login goes on to the profile', async ({ page }) => {
  await createAccount(page.request, newAccount());
  await page.goto('/login');
  await expect(page).toHaveURL('/profile');
});
