import { randomUUID } from 'node:crypto';
import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, longDate, stepHeading, timeSlots } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');

/** The phone width the console must work at: nothing may scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  // Polled: the layout swaps its navigation for the phone's one after the resize (a media query read in script).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (viewport) await page.setViewportSize(viewport);
}

/** Sets the booking grid on the console's Hours screen (every 15 or 30 minutes). */
async function setBookingGrid(page: Page, minutes: 15 | 30): Promise<void> {
  await page.goto('/console/hours');
  const grid = main(page).getByRole('form', { name: 'Booking grid' });
  await grid.getByRole('radio', { name: `every ${minutes} minutes` }).check();
  await grid.getByRole('button', { name: 'Save the grid' }).click();
  await expect(grid.getByRole('status')).toHaveText('Saved.');
}

/** Picks a time of the day's grid, and checks it is offered and taken. */
async function chooseSlot(page: Page, time: string): Promise<void> {
  const slot = timeSlots(page).getByRole('button', { name: time, exact: true });
  await expect(slot).not.toHaveAttribute('aria-disabled', 'true');
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
}

/** Fills the new-service form for a 45-minute Veterinary service for dogs, offered by the seeded schedule. */
async function fillVeterinaryService(page: Page, name: string, duration: string): Promise<void> {
  const form = main(page).getByRole('form', { name: 'New service' });
  await form.getByLabel('Category').selectOption({ label: 'Veterinary' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('Teeth, gums and breath, with advice on brushing.');
  await form.getByLabel('Duration in minutes').fill(duration);
  await form.getByLabel('Price in dollars').fill('55');
  await form.getByRole('group', { name: 'Pet types' }).getByRole('checkbox', { name: 'Dog' }).check();
  // The seeded schedule is the first; a provider who claimed it has renamed it.
  await form.getByRole('group', { name: 'Providers' }).getByRole('checkbox').first().check();
}

test('an owner adds a 45-minute Veterinary service in the console, and a customer books it', async ({ page }, testInfo) => {
  const name = `Dental Check ${randomUUID().slice(0, 6)}`;
  await signInAsOwner(page.request);

  // The list: every category, each with its services.
  await page.goto('/console/services');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Services');
  await expect(main(page).getByRole('region', { name: 'Veterinary' })).toContainText('Wellness Exam');
  await expect(main(page).getByRole('region', { name: 'Specialty' })).toContainText('coming soon');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The form refuses 47 minutes beside the field, focused, and keeps what was typed.
  await main(page).getByRole('link', { name: 'New service' }).click();
  await expect(page).toHaveURL('/console/services/new');
  await fillVeterinaryService(page, name, '47');
  await main(page).getByRole('button', { name: 'Save service' }).click();
  const duration = main(page).getByLabel('Duration in minutes');
  await expect(duration).toBeFocused();
  await expect(duration).toHaveAttribute('aria-invalid', 'true');
  await expect(duration).toHaveAccessibleDescription(/in steps of 5/);
  await expect(main(page).getByLabel('Name')).toHaveValue(name);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await duration.fill('45');
  await main(page).getByRole('button', { name: 'Save service' }).click();
  await expect(page).toHaveURL('/console/services');
  await expect(main(page).getByRole('status').filter({ hasText: `Saved ${name}.` })).toBeVisible();
  const listed = main(page).getByRole('region', { name: 'Veterinary' }).getByRole('listitem').filter({ hasText: name });
  await expect(listed).toContainText('45 minutes');
  await expect(listed).toContainText('Active');

  // On a 15-minute grid, a customer books it at a quarter past: a start only that grid offers.
  await setBookingGrid(page, 15);
  try {
    await page.context().clearCookies();
    const customer = newAccount('Casey Customer');
    await createAccount(page.request, customer);
    await page.goto('/book-appointment');
    await main(page).getByRole('radio', { name: 'Veterinary', exact: true }).check();
    const service = main(page).getByRole('radio', { name });
    await expect(service).toHaveAccessibleDescription(/45 minutes · \$55 · For: Dog/);
    await service.check();
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('Step 2 of 3: Pet information');
    await main(page).getByRole('radio', { name: 'Dog', exact: true }).check();
    await main(page).getByLabel('Pet name').fill('Biscuit');
    await main(page).getByLabel('Age').fill('2 years');
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
    const date = bookingDate(testInfo, 44);
    await main(page).getByLabel('Date', { exact: true }).fill(date);
    await expect(timeSlots(page)).toHaveAccessibleName(`Available times for ${longDate(date)}`);
    // 9:00 to 16:15 every 15 minutes: a 45-minute visit never runs past the provider's 17:00.
    await expect(timeSlots(page).getByRole('button')).toHaveCount(30);
    await expect(timeSlots(page).getByRole('button').last()).toHaveText('4:15 PM');
    await chooseSlot(page, '9:15 AM');
    await main(page).getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(main(page).getByRole('heading', { level: 2, name: 'Appointment Confirmed!' })).toBeVisible();
    const summary = main(page).locator('dl');
    await expect(summary).toContainText(name);
    await expect(summary).toContainText(longDate(date));
    await expect(summary).toContainText('9:15 AM');
    await expect(summary).toContainText('$55');
  } finally {
    // Back to the half-hour grid every other journey expects.
    await page.context().clearCookies();
    await signInAsOwner(page.request);
    const reset = await page.request.put('/api/console/booking-settings', { data: { slotStepMinutes: 30 }, headers: { origin: appURL } });
    expect(reset.ok()).toBe(true);
  }
});
