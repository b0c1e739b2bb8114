import { expectNoAxeViolations } from './support/axe';
import { createAccount, newAccount, waitForMail } from './support/accounts';
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

test('a customer buys a gift card for someone else, pays on the test checkout, and the recipient is mailed it that day in their language', async ({ page }) => {
  const buyer = newAccount('Morgan Giver');
  const recipient = `gift.bought.${Date.now()}@example.com`;
  await createAccount(page.request, buyer);
  await page.goto('/gift-cards');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Gift cards');
  await expect(main(page)).toContainText('No expiry date and no fees');
  await expectNoAxeViolations(page);

  await main(page).getByRole('radio', { name: '$75.00' }).check();
  await main(page).getByLabel('Their name').fill('Sam Lee');
  await main(page).getByLabel('Their email').fill(recipient);
  await expect(main(page).getByLabel('Your name, as they will read it')).toHaveValue('Morgan Giver');
  await main(page).getByLabel('Their language').selectOption('fr-CA');
  await main(page).getByLabel('Your message (optional)').fill('Pour le toilettage de Moka!');
  await main(page).getByRole('button', { name: 'Buy a $75.00 gift card' }).click();

  // The built-in test checkout: the card is the one line, with no HST.
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await expect(page.getByRole('main')).toContainText('Gift card for Sam Lee');
  await page.getByRole('button', { name: 'Pay $75.00' }).click();

  await expect(page).toHaveURL(/\/orders\//);
  await expect(main(page)).toContainText('$75.00 gift card for Sam Lee');
  await expect(main(page)).not.toContainText('Pickup');
  await expectNoAxeViolations(page);

  // Today's card goes at once, in the recipient's language; the order then says so.
  const card = await waitForMail(recipient, /Morgan Giver vous offre une carte-cadeau de 75,00\s\$ chez Pet Haven/);
  expect(card.text).toContain('Pour le toilettage de Moka!');
  expect(card.text).toMatch(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await page.reload();
  await expect(main(page)).toContainText(`Mailed to ${recipient}.`);
  const receipt = await waitForMail(buyer.email, /Your \$75\.00 gift card for Sam Lee/);
  expect(receipt.text).toContain(`will be mailed to ${recipient}`);

  // The page in French, as a French reader finds it from the footer.
  await page.goto('/fr/gift-cards');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Cartes-cadeaux');
  await expect(main(page).getByRole('button', { name: /Acheter une carte-cadeau de 50,00\s\$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
