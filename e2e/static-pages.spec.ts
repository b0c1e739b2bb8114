import { test, expect } from './support/test';
import { siteConfig } from '../src/shared/site-config/site-config';
import { expectNoAxeViolations } from './support/axe';

test.describe('Our Story', { tag: '@phone' }, () => {
  test('shows the vision lists, the three highlights and Explore Now', async ({ page }) => {
    await page.goto('/our-story');
    await expect(page).toHaveTitle('Our Story | Pet Haven');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our Story');

    for (const audience of ['For pet owners', 'For service providers']) {
      const card = main.locator('div', { has: page.getByRole('heading', { level: 3, name: audience }) }).last();
      expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    }
    for (const highlight of ['Convenience', 'Trust and Transparency', 'Community']) {
      await expect(main.getByRole('heading', { level: 3, name: highlight })).toBeVisible();
    }
    await expect(main).toContainText(/reviews/i);
    await expect(main).toContainText(/care tips/i);
    await expect(main).toContainText(/community/i);

    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Explore Now' }).click();
    await expect(page).toHaveURL('/shop');
  });
});

test.describe('Contact', { tag: '@phone' }, () => {
  test('shows the intro, address card, contact card and the team', async ({ page }) => {
    const { address, contact, team } = siteConfig;
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact | Pet Haven');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Get In Touch');
    await expect(main).toContainText(/pets/);
    await expect(main).toContainText(/partnership/);

    const addressCard = main.getByRole('region', { name: 'Visit Us' }).locator('address');
    await expect(addressCard).toContainText(address.name);
    await expect(addressCard).toContainText(address.street);
    await expect(addressCard).toContainText('Hamilton, ON');
    await expect(addressCard).toContainText('Canada');

    const contactCard = main.getByRole('region', { name: 'Contact Info' });
    await expect(contactCard.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    await expect(contactCard.getByRole('link', { name: contact.phone })).toHaveAttribute('href', /^tel:\d{10}$/);
    await expect(contactCard.getByRole('listitem')).toHaveText(['Mon-Fri 9am-6pm ET', 'Weekend 10am-4pm ET']);

    const teamSection = main.getByRole('region', { name: 'Meet Our Team' });
    await expect(teamSection.getByRole('listitem')).toHaveCount(1);
    const member = team[0]!;
    const card = teamSection.getByRole('listitem').first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name);
    await expect(card.getByText(member.name.charAt(0), { exact: true })).toBeVisible();
    await expect(card.getByText('Leader', { exact: true })).toBeVisible();
    await expect(card.getByText('Team Leader', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`);
    await expect(card.getByRole('link', { name: member.phone })).toBeVisible();

    await expectNoAxeViolations(page);
  });
});
