import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/accounts';
import { signInAsOwner } from './support/console';
import { expect, test, type Page } from './support/test';

/**
 * Gift cards in the console (issue 32): the owner issues one for today, sees its code
 * once, the recipient is mailed it with the terms, and the owner finds it by the code as
 * read out over the phone and voids it with a reason.
 */

const main = (page: Page) => page.getByRole('main');

test('the owner issues a gift card, the recipient is mailed its code, and the owner finds it by code and voids it', async ({ page }) => {
  const recipient = `gift.${Date.now()}@example.com`;
  await signInAsOwner(page.request);
  await page.goto('/console/gift-cards');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Gift cards');
  await expectNoAxeViolations(page);

  const form = main(page).getByRole('group', { name: 'Issue a gift card' });
  await form.getByLabel('Amount ($10 to $500)').fill('75');
  await form.getByLabel("Recipient's name").fill('Jordan Birch');
  await form.getByLabel("Recipient's email").fill(recipient);
  await form.getByLabel('From', { exact: true }).fill('The Okafor family');
  await form.getByLabel('Message (optional)').fill('For Pepper’s spa day.');
  await form.getByRole('button', { name: 'Issue gift card' }).click();
  const issued = form.getByRole('status');
  await expect(issued).toContainText('A $75.00 gift card for Jordan Birch is issued');
  const code = (await issued.locator('p').nth(1).textContent())!;
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  const mail = await waitForMail(recipient, /The Okafor family sent you a \$75\.00 gift card/);
  expect(mail.text).toContain(code);
  expect(mail.text).toContain('For Pepper’s spa day.');
  expect(mail.text).toContain('No expiry date and no fees');

  // Read out over the phone: lower case, spaces instead of dashes.
  await page.reload();
  await main(page).getByRole('search', { name: 'Find a gift card' }).getByLabel('Code').fill(code.toLowerCase().replaceAll('-', ' '));
  await main(page).getByRole('search', { name: 'Find a gift card' }).getByRole('button', { name: 'Find' }).click();
  const panel = main(page).getByRole('article', { name: `Card ending ${code.slice(-4)}` });
  await expect(panel).toContainText('Jordan Birch');
  await expect(panel).toContainText('Balance: $75.00');
  await expect(panel).toContainText('Mailed on');
  await expectNoAxeViolations(page);

  await panel.getByLabel('Reason for voiding').fill('Bought with a card reported stolen');
  await panel.getByRole('button', { name: 'Void card' }).click();
  await expect(panel).toContainText('Balance: $0.00');
  await expect(panel).toContainText('Card voided: Bought with a card reported stolen');
  await expect(panel.getByRole('button', { name: 'Void card' })).toHaveCount(0);
  const list = main(page).getByRole('region', { name: 'Latest gift cards' });
  await expect(list.getByRole('row').filter({ hasText: 'Jordan Birch' }).first()).toContainText('Voided on');
});
