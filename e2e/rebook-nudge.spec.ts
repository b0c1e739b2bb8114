import type { Pet } from '../src/shared/contracts/pets';
import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { stepHeading } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * Issue 29's rebook nudges, in the browser: the owner gives the Full Groom a 6-week
 * interval in the console, a customer opens the link a nudge carries and lands on step 3
 * with the service and their dog chosen, and turns the reminders off on their profile.
 * The mail itself is sent by the daily sweep under a pinned clock, which this shared
 * server (real clock) cannot reach: rebook-nudges.test.ts proves the mail and its link.
 * The interval is emptied again at the end, so later journeys see the service as before.
 */

const main = (page: Page) => page.getByRole('main');
const rebookField = (page: Page) => main(page).getByLabel('Remind to rebook after (weeks)');

async function saveFullGroomInterval(page: Page, weeks: string): Promise<void> {
  await page.goto('/console/services/full-groom');
  await rebookField(page).fill(weeks);
  await main(page).getByRole('button', { name: 'Save service' }).click();
  await expect(page).toHaveURL('/console/services');
  await expect(main(page).getByRole('status').filter({ hasText: 'Saved Full Groom.' })).toBeVisible();
}

test("the owner sets a service's rebook interval; a nudge's link opens step 3 with the service and the dog chosen; the customer turns nudges off", async ({ page }) => {
  await signInAsOwner(page.request);
  await page.goto('/console/services/full-groom');
  await rebookField(page).fill('60');
  await main(page).getByRole('button', { name: 'Save service' }).click();
  await expect(rebookField(page)).toBeFocused();
  await expect(rebookField(page)).toHaveAccessibleDescription(/from 1 to 52/);
  await saveFullGroomInterval(page, '6');
  try {
    const customer = newAccount('Robin Rebook');
    await createAccount(page.request, customer);
    const added = await page.request.post('/api/pets', {
      data: { name: 'Juniper', type: 'Dog', age: '4 years', size: 'medium', coat: 'short' },
      headers: { origin: appURL },
    });
    expect(added.status()).toBe(201);
    const pet = (await added.json()) as Pet;

    await page.goto(`/book-appointment?service=full-groom&pet=${pet.id}`);
    await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
    await expect(page).toHaveURL('/book-appointment?step=3');
    await expect(main(page)).toContainText('Full Groom');
    await expect(main(page)).toContainText('Juniper');
    await expectNoAxeViolations(page);

    // A pet that is not theirs starts the wizard at step 1, saying nothing.
    await page.goto('/book-appointment?service=full-groom&pet=00000000-0000-4000-8000-000000000000');
    await expect(stepHeading(page)).toHaveText('Step 1 of 3: Service');
    await expect(page).toHaveURL('/book-appointment');

    await page.goto('/profile');
    const remind = main(page).getByRole('checkbox', { name: 'Remind me when a visit is due' });
    await expect(remind).toBeChecked();
    await remind.uncheck();
    await expect(remind).not.toBeChecked();
    await expect(remind).toBeEnabled();
    await page.reload();
    await expect(main(page).getByRole('checkbox', { name: 'Remind me when a visit is due' })).not.toBeChecked();
  } finally {
    await signInAsOwner(page.request);
    await saveFullGroomInterval(page, '');
  }
});
