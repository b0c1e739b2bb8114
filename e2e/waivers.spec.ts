import { randomUUID } from 'node:crypto';
import type { Appointment } from '../src/shared/contracts/booking';
import type { Pet } from '../src/shared/contracts/pets';
import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, listAppointments, stepHeading, timeSlot } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { signInAsProvider } from './support/providers';
import { expect, test, type Page } from './support/test';

/**
 * Issue 29's waivers: the owner publishes one for the Puppy Manners Session (a service no
 * other journey books), a customer accepts it once for their dog in the wizard, books
 * again without being asked, and the provider reads the acceptance on the visit. The
 * visits are cancelled and the waiver removed at the end, so later journeys see the
 * service as before. Day owned: 1 (desktop only).
 */

const main = (page: Page) => page.getByRole('main');
const sameOrigin = { origin: appURL };
const waiverText = 'Training uses treats and a long line.\n\nTell us about any bites before the session.';

async function publishWaiver(page: Page, english: string, french: string): Promise<void> {
  await page.goto('/console/services/puppy-manners');
  const part = main(page).getByRole('region', { name: 'Waiver' });
  await part.getByLabel('Waiver in English').fill(english);
  await part.getByLabel('Waiver in French').fill(french);
  await part.getByRole('button', { name: 'Publish waiver' }).click();
  await expect(part.getByRole('status')).toContainText('The waiver is up to date: version');
}

/** Steps 1 and 2 for the saved dog, then the date and time of step 3. */
async function toConfirm(page: Page, date: string, time: string, petName: string): Promise<void> {
  await page.goto('/book-appointment');
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Service');
  await main(page).getByRole('radio', { name: 'Training', exact: true }).check();
  await main(page).getByRole('radio', { name: 'Puppy Manners Session' }).check();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await main(page).getByLabel('Fill in from one of your pets (optional)').selectOption({ label: `${petName} (Dog, 2 years)` });
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
  await main(page).getByLabel('Date').fill(date);
  await timeSlot(page, time).click();
}

test('the owner publishes a waiver; a customer accepts it once for their dog, books again unasked, and the provider sees the acceptance', async ({ page }, testInfo) => {
  await signInAsOwner(page.request);
  await publishWaiver(page, waiverText, 'Le dressage utilise des friandises et une longe.\n\nSignalez-nous toute morsure avant la séance.');
  await expect(main(page).getByRole('heading', { name: 'Versions' })).toBeVisible();

  const customer = newAccount('Jordan Waiver');
  await createAccount(page.request, customer);
  const petName = `Waffles ${randomUUID().slice(0, 4)}`;
  const added = await page.request.post('/api/pets', { data: { name: petName, type: 'Dog', age: '2 years' }, headers: sameOrigin });
  expect(added.status()).toBe(201);
  const pet = (await added.json()) as Pet;
  const date = bookingDate(testInfo, 1);

  await toConfirm(page, date, '9:00 AM', petName);
  const waiver = main(page).getByRole('region', { name: 'Waiver', exact: true });
  await expect(waiver.getByRole('region', { name: 'Waiver text' })).toContainText('Tell us about any bites before the session.');
  await expectNoAxeViolations(page);
  // Neither the name nor the box may be left out.
  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(waiver.getByText('Please type your full name to accept the waiver.')).toBeVisible();
  await expect(waiver.getByLabel('Full name')).toBeFocused();
  await waiver.getByLabel('Full name').fill('Jordan Waiver');
  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(waiver.getByText('Please tick the box to accept the waiver.')).toBeVisible();
  await waiver.getByLabel('I have read and accept this waiver').check();
  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText('Appointment Confirmed!');

  // The second booking for the same dog asks nothing.
  await toConfirm(page, date, '11:00 AM', petName);
  await expect(main(page).getByLabel('Full name')).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText('Appointment Confirmed!');
  const booked = (await listAppointments(page.request)).filter((appointment: Appointment) => appointment.petId === pet.id);
  expect(booked).toHaveLength(2);

  await signInAsProvider(page.request);
  await page.goto('/provider-dashboard');
  const week = main(page).getByRole('region', { name: 'The Coming Week' });
  const visits = week.getByRole('listitem').filter({ hasText: petName });
  await expect(visits).toHaveCount(2);
  for (const visit of await visits.all()) {
    await expect(visit).toContainText(/Waiver accepted .+ by Jordan Waiver \(version \d+\)/);
  }

  // Leave the shared server as it was: the visits cancelled (by the shop: tomorrow is inside the customer's window), the service without a waiver.
  await signInAsOwner(page.request);
  for (const appointment of booked) {
    expect((await page.request.post(`/api/console/appointments/${appointment.id}/cancel`, { headers: sameOrigin })).status()).toBe(204);
  }
  await publishWaiver(page, '', '');
  await expect(main(page).getByText('(no waiver from then on)').first()).toBeVisible();
});
