import { test, expect, type Page } from './support/test';
import { siteConfig } from '../src/shared/site-config/site-config';
import type { StaffMember } from '../src/shared/contracts/hours';
import { createAccount, newAccount, signInWithConfiguredRole, type Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { provider, signInAsProvider } from './support/providers';

const specEntries = ['Shop', 'Book Appointment', 'Check Appointment', 'Our Story', 'Contact'];
const menuItems = [...specEntries, 'Cart', 'Login'];

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

/**
 * An owner who also grooms: playwright.config.ts lists this email in OWNER_EMAILS and
 * PROVIDER_EMAILS. The journeys' own provider is granted first (below), so the seeded
 * schedule stays theirs.
 */
const ownerAndProvider: Account = { name: 'Reese Both', email: 'staff.e2e@example.com', password: 'correct horse 42' };

/** Each role, how it signs in, and the staff entry it has in each language. */
const roles: Record<string, { signIn(page: Page): Promise<void>; staff?: { en: string; fr: string } }> = {
  guest: { signIn: async () => undefined },
  customer: { signIn: (page) => createAccount(page.request, newAccount()) },
  provider: { signIn: (page) => signInAsProvider(page.request), staff: { en: 'Dashboard', fr: 'Tableau de bord' } },
  owner: { signIn: (page) => signInAsOwner(page.request), staff: { en: 'Console', fr: 'Console' } },
  'owner who is also a provider': {
    async signIn(page) {
      await signInAsProvider(page.request, provider);
      await page.request.post('/api/auth/sign-out', { headers: { origin: appURL } });
      await signInWithConfiguredRole(page.request, ownerAndProvider, '/api/console/me');
      expect((await page.request.get('/api/provider/me')).status()).toBe(200);
      // A new schedule works the shop's hours; this one takes no bookings, so the journeys' provider gets them all.
      const { staff } = (await (await page.request.get('/api/console/staff')).json()) as { staff: StaffMember[] };
      const mine = staff.find((member) => member.email === ownerAndProvider.email)!;
      if (mine.workingHours.length > 0) {
        const put = await page.request.put(`/api/console/staff/${mine.id}/hours`, { data: { intervals: [] }, headers: { origin: appURL } });
        expect(put.ok(), await put.text()).toBe(true);
      }
    },
    staff: { en: 'Staff', fr: 'Personnel' },
  },
};

/** The top of every entry of the desktop bar, and its bottom: one row when every entry overlaps every other. */
async function desktopBarRows(page: Page): Promise<{ height: number; rows: number; entries: string[] }> {
  return page.evaluate(() => {
    const bar = [...document.querySelectorAll('header')].find((header) => header.offsetParent !== null && getComputedStyle(header).position === 'sticky')!;
    const entries = [...bar.querySelectorAll('a, button')].filter((element) => (element as HTMLElement).offsetParent !== null && !element.closest('[hidden]'));
    const boxes = entries.map((element) => element.getBoundingClientRect());
    const rows: Array<{ top: number; bottom: number }> = [];
    for (const box of boxes) {
      const row = rows.find((known) => box.top < known.bottom && box.bottom > known.top);
      if (row) Object.assign(row, { top: Math.min(row.top, box.top), bottom: Math.max(row.bottom, box.bottom) });
      else rows.push({ top: box.top, bottom: box.bottom });
    }
    return {
      height: bar.getBoundingClientRect().height,
      rows: rows.length,
      entries: entries.map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()),
    };
  });
}

test.describe('the desktop bar holds one row from 768 px, for every role, in both languages', () => {
  test.beforeEach(() => test.skip(isMobile(), 'the desktop bar shows from 768 px'));

  for (const [role, { signIn, staff }] of Object.entries(roles)) {
    test(`for ${role === 'guest' ? 'a guest' : `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`}`, async ({ page }) => {
      await page.goto('/');
      await signIn(page);
      for (const language of ['en', 'fr'] as const) {
        await page.goto(language === 'en' ? '/' : '/fr/');
        const account = { en: role === 'guest' ? 'Login' : 'Profile', fr: role === 'guest' ? 'Connexion' : 'Profil' }[language];
        const nav = page.getByRole('navigation', { name: { en: 'Main', fr: 'Principale' }[language] });
        await expect(nav.getByRole('link', { name: account, exact: true })).toBeVisible();
        if (staff) await expect(nav.getByText(staff[language], { exact: true })).toBeVisible();
        for (const width of [768, 1024, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          const bar = await desktopBarRows(page);
          test.info().annotations.push({ type: 'header height', description: `${role} ${language} ${width} px: ${bar.height} px` });
          expect(bar.rows, `${role}, ${language}, ${width} px: ${bar.entries.join(' | ')}`).toBe(1);
          expect(bar.height, `${role}, ${language}, ${width} px`).toBeLessThanOrEqual(80);
          // The spec's entries, in its order, then the staff's, Cart, the account and the other language.
          if (language === 'en') {
            const expected = [siteConfig.brand, ...specEntries, ...(staff ? [staff.en] : []), 'Cart', account, 'Français'];
            expect(bar.entries, `${role}, ${width} px`).toEqual(expected);
          }
        }
        await expectNoAxeViolations(page);
      }
    });
  }

  test('an owner who also grooms opens Dashboard and Console from one Staff menu, by keyboard too', async ({ page }) => {
    await page.goto('/');
    await roles['owner who is also a provider']!.signIn(page);
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto('/');
    const staff = mainNav(page).getByRole('button', { name: 'Staff' });
    await staff.click();
    await expect(staff).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Console' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(staff).toHaveAttribute('aria-expanded', 'false');
    await expect(staff).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/console');
    await expect(staff).toHaveAttribute('aria-expanded', 'false');
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
    // The menu's id is React's: the app that shows the next page is not the light shell that
    // took /contact over (ADR 0053), so the toggle names the menu afresh.
    const menuNow = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menuNow.getByRole('link', { name: 'Our Story' })).toHaveAttribute('aria-current', 'page');
    await expect(menuNow.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current', 'page');
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

// The home page is taken over by a light shell, and the app comes when the visitor goes
// somewhere (ADR 0046): the next page is the app's, in the same document, and so is Back.
test('from the home page a link shows the next page in the app, and Back returns home', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL('/our-story');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  await expect(page.locator('main#main')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await sameDocument()).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pet Haven' })).toBeVisible();
  expect(await sameDocument()).toBe(true);
  // The app has the home page now: its links are the router's.
  await page.getByRole('main').getByRole('link', { name: 'Shop Now' }).first().click();
  await expect(page).toHaveURL('/shop');
  expect(await sameDocument()).toBe(true);
});
