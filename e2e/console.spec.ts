import { siteConfig } from '../src/shared/site-config/site-config';
import { createAccount, mainNavLink, newAccount } from './support/accounts';
import { owner, signInAsOwner } from './support/console';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');

test.describe('the owner guard', () => {
  test("sends a visitor on /console home with 'Access denied'", async ({ page }) => {
    await page.goto('/console');
    await expect(page).toHaveURL('/');
    await expect(main(page).getByRole('alert')).toHaveText('Access denied');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${siteConfig.brand}`);
  });

  test("sends a customer home with 'Access denied', in place of the console's history entry", async ({ page }) => {
    await createAccount(page.request, newAccount('Casey Customer'));
    await page.goto('/contact');
    await page.goto('/console');
    await expect(page).toHaveURL('/');
    await expect(main(page).getByRole('alert')).toHaveText('Access denied');
    await page.goBack();
    await expect(page).toHaveURL('/contact');
  });

  test("shows 'Checking authorization...' while it checks, then lets an owner in", async ({ page }) => {
    await signInAsOwner(page.request);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/console/me', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/console');
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
  await expect(page).toHaveURL('/console');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Owner console');
  await expect(main(page).getByText(`Signed in as ${owner.name} (${owner.email}).`)).toBeVisible();

  // The audit log has its own screen; the console's home is the dashboard (console-dashboard.spec.ts).
  await main(page).getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL('/console/audit');
  const log = main(page).getByRole('region', { name: 'Recent changes' });
  // Other journeys change things as this owner too: the grant is the row that says so.
  // Other journeys change things as this owner too: the grant is the row that says so,
  // on the first page or an older one.
  const grant = log.getByRole('row').filter({ hasText: owner.email }).filter({ hasText: 'Granted the owner role' });
  const older = main(page).getByRole('button', { name: 'Show older changes' });
  await expect(log.getByRole('row').nth(1)).toBeVisible();
  while ((await grant.count()) === 0 && (await older.isVisible())) {
    const rows = await log.getByRole('row').count();
    await older.click();
    await expect.poll(() => log.getByRole('row').count()).toBeGreaterThan(rows);
  }
  await expect(grant.first()).toContainText('OWNER_EMAILS');
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
