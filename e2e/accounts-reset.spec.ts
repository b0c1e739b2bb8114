import { countMails, createAccount, newAccount, signInWithEmailForm, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');
const resetSubject = /password reset code/i;

test('reset with the emailed code: a wrong code, the right one, then sign in with the new password', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await createAccount(request, account);
  await page.goto('/login');
  await main(page).getByRole('button', { name: 'Sign in with Email' }).click();
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByRole('link', { name: 'Forgot Password?' }).click();

  await expect(page).toHaveURL('/reset-password');
  await expect(page).toHaveTitle('Reset Password | Pet Haven');
  const email = main(page).getByLabel('Email');
  // Handed over from the sign-in form.
  await expect(email).toHaveValue(account.email);
  await expectNoAxeViolations(page);

  await email.fill('owner@example');
  await main(page).getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await email.fill(account.email);
  await main(page).getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page).toHaveURL(`/new-password?email=${encodeURIComponent(account.email)}`);
  await expect(page).toHaveTitle('Set New Password | Pet Haven');
  await expect(main(page)).toContainText(account.email);
  const mail = await waitForMail(account.email, resetSubject);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, mail.text).toBeTruthy();

  const codeField = main(page).getByLabel('Reset Code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(main(page).getByLabel('New Password', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
  await expectNoAxeViolations(page);

  // The spec's password rules first.
  await codeField.fill(code!);
  await main(page).getByLabel('New Password', { exact: true }).fill('short');
  await main(page).getByLabel('Confirm New Password').fill('short');
  const submit = main(page).getByRole('button', { name: 'Reset Password' });
  await submit.click();
  await expect(main(page).getByLabel('New Password', { exact: true })).toBeFocused();
  await expect(main(page).getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(
    /Password must be at least 6 characters long\.$/,
  );
  await main(page).getByLabel('New Password', { exact: true }).fill('brand new secret');
  await main(page).getByLabel('Confirm New Password').fill('brand new secrets');
  await submit.click();
  await expect(main(page).getByLabel('Confirm New Password')).toHaveAccessibleDescription('Passwords do not match.');

  // A wrong code, then the right one.
  const wrong = code === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await main(page).getByLabel('Confirm New Password').fill('brand new secret');
  await submit.click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText('That code is not right. Please check the email and try again.');
  await expect(alert).toBeFocused();
  await expectNoAxeViolations(page);

  await codeField.fill(code!);
  await submit.click();
  const status = main(page).getByRole('status');
  await expect(status).toHaveText('Your password has been reset.');
  const shownAt = Date.now();
  await expectNoAxeViolations(page);

  // After 3 seconds, /login with the success banner and the email.
  await expect(page).toHaveURL('/login', { timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
  await expect(main(page).getByRole('status')).toHaveText(
    'Your password has been reset. Please sign in with your new password.',
  );
  await expect(main(page).getByLabel('Email')).toHaveValue(account.email);

  // The old password no longer works; the new one does.
  await main(page).getByLabel('Password').fill(account.password);
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await signInWithEmailForm(page, account.email, 'brand new secret');
  await expect(page).toHaveURL('/profile');
});

test('a code tried wrongly too often stops working and offers a new one', async ({ page, request }) => {
  const account = newAccount();
  await createAccount(request, account);
  await page.goto('/reset-password');
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByRole('button', { name: 'Send Reset Code' }).click();
  const mail = await waitForMail(account.email, resetSubject);
  const code = mail.text.match(/\b(\d{6})\b/)![1]!;
  const wrong = code === '000000' ? '111111' : '000000';

  await main(page).getByLabel('New Password', { exact: true }).fill('brand new secret');
  await main(page).getByLabel('Confirm New Password').fill('brand new secret');
  const submit = main(page).getByRole('button', { name: 'Reset Password' });
  const alert = main(page).getByRole('alert');
  for (let attempt = 0; attempt < 3; attempt++) {
    await main(page).getByLabel('Reset Code').fill(wrong);
    const answered = page.waitForResponse('**/api/auth/email-otp/reset-password');
    await submit.click();
    await answered;
  }
  await main(page).getByLabel('Reset Code').fill(code);
  await submit.click();
  await expect(alert).toContainText('too many times');
  const before = await countMails(account.email, resetSubject);
  await alert.getByRole('link', { name: 'Request a new code' }).click();
  await expect(page).toHaveURL('/reset-password');
  await expect(main(page).getByLabel('Email')).toHaveValue(account.email);
  await main(page).getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page).toHaveURL(/\/new-password\?email=/);
  await waitForMail(account.email, resetSubject, { after: before });
});

test('/new-password without an email goes to /reset-password', async ({ page }) => {
  await page.goto('/new-password');
  await expect(page).toHaveURL('/reset-password');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Reset Password');
});

test('when the code cannot be requested, the spec message shows', async ({ page }) => {
  await page.goto('/reset-password');
  await page.route('**/api/auth/email-otp/request-password-reset', (route) => route.abort('connectionrefused'));
  await main(page).getByLabel('Email').fill('someone@example.com');
  await main(page).getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('An error occurred. Please try again later.');
  await expect(page).toHaveURL('/reset-password');
});

test('when the reset cannot reach the server, the spec message shows', async ({ page }) => {
  await page.goto('/new-password?email=someone%40example.com');
  await page.route('**/api/auth/email-otp/reset-password', (route) => route.abort('connectionrefused'));
  await main(page).getByLabel('Reset Code').fill('123456');
  await main(page).getByLabel('New Password', { exact: true }).fill('brand new secret');
  await main(page).getByLabel('Confirm New Password').fill('brand new secret');
  await main(page).getByRole('button', { name: 'Reset Password' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Failed to reset password. Please try again.');
});
