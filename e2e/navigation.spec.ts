import { test, expect, type Page } from './support/test';
import { siteConfig } from '../src/shared/site-config/site-config';
import { expectNoAxeViolations } from './support/axe';

const menuItems = ['Shop', 'Book Appointment', 'Check Appointment', 'Our Story', 'Contact', 'Cart', 'Login'];

const isMobile = () => test.info().project.name === 'mobile';
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pet Haven' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('landmarks: one banner, one main, one contentinfo', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});

test.describe('desktop bar', () => {
  test.beforeEach(() => test.skip(isMobile(), 'the desktop bar shows from 768 px'));

  test('lists the spec entries in order, highlights the current route and has no spacer', async ({ page }) => {
    await page.goto('/our-story');
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveText(menuItems);
    await expect(mainNav(page).getByRole('link', { name: 'Our Story' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByTestId('mobile-nav-spacer')).toBeHidden();
  });

  test('the logo goes home and a nav link navigates and moves focus to the page', async ({ page }) => {
    await page.goto('/contact');
    await mainNav(page).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Products' })).toBeVisible();
    await expect(page.locator('main#main')).toBeFocused();
    await page.getByRole('banner').getByRole('link', { name: siteConfig.brand }).click();
    await expect(page).toHaveURL('/');
  });

  test('narrowing the window below 768 px switches to the mobile bar', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Shop' })).toBeVisible();
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByTestId('mobile-nav-spacer')).toHaveCount(1);
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  });
});

test.describe('mobile bar', { tag: '@phone' }, () => {
  test.beforeEach(() => test.skip(!isMobile(), 'the mobile bar shows below 768 px'));

  test('has a 75 px spacer under the fixed bar', async ({ page }) => {
    await page.goto('/');
    const spacer = page.getByTestId('mobile-nav-spacer');
    await expect(spacer).toHaveCount(1);
    expect((await spacer.boundingBox())?.height).toBe(75);
    // The bar covers exactly the spacer, so the page starts right below it.
    expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThanOrEqual(76);
  });

  test('the menu opens, lists every entry, highlights the route and closes on navigation', async ({ page }) => {
    await page.goto('/contact');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Shop' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(menuItems);
    await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await menu.getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL('/our-story');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu.getByRole('link', { name: 'Our Story' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await mainNav(page).getByRole('link', { name: 'Shop' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Shop' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('an unknown path redirects home', async ({ page }) => {
  await page.goto('/nope');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pet Haven' })).toBeVisible();
});

test('the footer shows the address, links and the current year', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${siteConfig.brand}`);
  await expect(footer.locator('address')).toContainText(siteConfig.address.street);
  await expect(footer.locator('address')).toContainText('Hamilton, Ontario, Canada');
  await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  const quickLinks = page.getByRole('navigation', { name: 'Footer' });
  await expect(quickLinks.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  for (const network of siteConfig.social) {
    const link = footer.getByRole('link', { name: new RegExp(`^${network.name}`) });
    await expect(link).toHaveAttribute('href', network.url);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
