import type { APIRequestContext } from '@playwright/test';
import { siteConfig } from '../src/shared/site-config/site-config';
import { createAccount, mainNavLink, newAccount, signInWithConfiguredRole, type Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

/**
 * The owner account of these journeys: playwright.config.ts lists its email in
 * OWNER_EMAILS, so the server grants it the role once the email is verified (the same
 * grant as `npm run admin -- grant-owner`).
 */
const owner: Account = { name: 'Olive Owner', email: 'owner.e2e@example.com', password: 'correct horse 42' };

const main = (page: Page) => page.getByRole('main');

/** Signs `request` (use `page.request` to sign the page in) in as the owner. */
const signInAsOwner = (request: APIRequestContext) => signInWithConfiguredRole(request, owner, '/api/admin/me');

test.describe('the owner guard', () => {
  test("sends a visitor on /admin home with 'Access denied'", async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await expect(main(page).getByRole('alert')).toHaveText('Access denied');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${siteConfig.brand}`);
  });

  test("sends a customer home with 'Access denied', in place of the console's history entry", async ({ page }) => {
    await createAccount(page.request, newAccount('Casey Customer'));
    await page.goto('/contact');
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await expect(main(page).getByRole('alert')).toHaveText('Access denied');
    await page.goBack();
    await expect(page).toHaveURL('/contact');
  });

  test("shows 'Checking authorization...' while it checks, then lets an owner in", async ({ page }) => {
    await signInAsOwner(page.request);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/admin/me', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/admin');
    await expect(page.getByRole('status').filter({ hasText: 'Checking authorization...' })).toBeVisible();
    answer();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Owner console');
  });
});

test('an owner finds the console in the navigation and the audit log shows their own grant', { tag: '@phone' }, async ({ page }, testInfo) => {
  await signInAsOwner(page.request);
  await page.goto('/shop');
  const link = await mainNavLink(page, testInfo.project.name, 'Console');
  await link.click();
  await expect(page).toHaveURL('/admin');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Owner console');
  await expect(main(page).getByText(`Signed in as ${owner.name} (${owner.email}).`)).toBeVisible();

  const log = main(page).getByRole('region', { name: 'Recent changes' });
  const grant = log.getByRole('row').filter({ hasText: owner.email });
  await expect(grant.first()).toContainText('OWNER_EMAILS');
  await expect(grant.first()).toContainText('Granted the owner role');
  await expectNoAxeViolations(page);
});

test('a customer has no Console link', async ({ page }, testInfo) => {
  await createAccount(page.request, newAccount('Casey Customer'));
  // The navigation decides once the profile (with its roles) has arrived.
  const profileLoaded = page.waitForResponse((response) => response.url().endsWith('/api/profile') && response.ok());
  await page.goto('/shop');
  await profileLoaded;
  await expect(await mainNavLink(page, testInfo.project.name, 'Profile')).toBeVisible();
  await expect(await mainNavLink(page, testInfo.project.name, 'Console')).toHaveCount(0);
});
