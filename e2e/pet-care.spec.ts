import { randomUUID } from 'node:crypto';
import { solidPng } from '../src/server/test/images';
import { formatDate } from '../src/shared/i18n/format';
import { addDaysToDate } from '../src/shared/scheduling/zoned-time';
import type { Appointment } from '../src/shared/contracts/booking';
import type { Pet, PetBody } from '../src/shared/contracts/pets';
import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, bookThroughApi, cancelThroughApi, listAppointments, longDate, stepHeading, timeSlot, timeSlots } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';

/**
 * Issue 14's pet-aware booking: the demo Full Groom takes a giant double-coated dog two
 * hours for $95 and the slots fit that; daycare stops a dog whose rabies is missing or
 * runs out first; a pet's page holds its visits and its vaccinations, which the owner
 * verifies. Days owned: 4, 5, 14 (desktop) and 47 (@phone).
 */

const main = (page: Page) => page.getByRole('main');
const sameOrigin = { origin: appURL };

async function addPet(request: APIRequestContext, body: PetBody): Promise<Pet> {
  const response = await request.post('/api/pets', { data: body, headers: sameOrigin });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Pet;
}

async function addVaccination(request: APIRequestContext, petId: string, record: { vaccine: string; givenOn: string; expiresOn: string }) {
  const response = await request.post(`/api/pets/${petId}/vaccinations`, { data: record, headers: sameOrigin });
  expect(response.status(), await response.text()).toBe(201);
}

/** Step 1 to step 2 for a service of a category. */
async function chooseService(page: Page, category: string, service: string) {
  await page.goto('/book-appointment');
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Service');
  await main(page).getByRole('radio', { name: category, exact: true }).check();
  await main(page).getByRole('radio', { name: service }).check();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Step 2 of 3: Pet information');
}

const bruno: PetBody = { name: 'Bruno', type: 'Dog', age: '4 years', breed: 'Bernese Mountain Dog', coat: 'double', weightKg: 52 };

test('a giant double-coated dog sees the longer duration and higher price before the slots, and the slots fit it', async ({ page }, testInfo) => {
  await createAccount(page.request, newAccount('Dana Giant'));
  const pet = await addPet(page.request, bruno);
  const date = bookingDate(testInfo, 4);

  await chooseService(page, 'Grooming', 'Full Groom');
  await main(page).getByLabel('Fill in from one of your pets (optional)').selectOption({ label: 'Bruno (Dog, 4 years)' });
  // The server's figures for this dog, before any slot.
  await expect(main(page).getByText('Full Groom for Bruno: 120 minutes, $95')).toBeVisible();
  await expect(main(page).getByLabel('Coat')).toHaveValue('double');
  await expect(main(page).getByText("This appointment will be on Bruno's page in your profile.")).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
  await expect(main(page).getByText('120 minutes', { exact: false }).first()).toBeVisible();
  await expect(main(page).getByText('$95', { exact: false }).first()).toBeVisible();
  await main(page).getByLabel('Date').fill(date);
  // The demo schedule ends at 5:00 PM: a two-hour groom starts at 3:00 PM at the latest.
  await expect(timeSlot(page, '3:00 PM')).toBeVisible();
  await expect(timeSlots(page).getByRole('button')).toHaveCount(13);
  await expect(timeSlot(page, '3:30 PM')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await timeSlot(page, '1:00 PM').click();
  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText('Appointment Confirmed!');

  const [booked] = (await listAppointments(page.request)).filter((appointment: Appointment) => appointment.date === date);
  expect(booked).toMatchObject({ petId: pet.id, priceCents: 9500, time: '1:00 PM', service: { name: 'Full Groom', duration: '120 minutes' } });
  await cancelThroughApi(page.request, booked!.id);
});

test('a dog missing rabies cannot book a service that requires it, and one whose rabies runs out first cannot book past it', async ({ page }, testInfo) => {
  await createAccount(page.request, newAccount('Ellis Unvaccinated'));
  const pet = await addPet(page.request, { ...bruno, name: 'Pepper', weightKg: 20, coat: 'short' });
  await addVaccination(page.request, pet.id, { vaccine: 'dhpp', givenOn: '2026-01-15', expiresOn: '2030-01-15' });

  await chooseService(page, 'Daycare', 'Doggy Daycare (Half Day)');
  await main(page).getByLabel('Fill in from one of your pets (optional)').selectOption({ label: 'Pepper (Dog, 4 years)' });
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText('Pepper cannot be booked for Doggy Daycare (Half Day):');
  await expect(alert).toContainText('Rabies: no record on file');
  await expect(alert.getByRole('link', { name: "Open Pepper's page" })).toHaveAttribute('href', `/profile/pets/${pet.id}`);
  await expect(main(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // The server refuses the same booking sent straight to it.
  const forged = await page.request.post('/api/appointments', {
    data: { serviceId: 'doggy-daycare', petId: pet.id, petType: 'Dog', petName: 'Pepper', petAge: '4 years', date: bookingDate(testInfo, 5), time: '9:00 AM', idempotencyKey: randomUUID() },
    headers: sameOrigin,
  });
  expect(forged.status()).toBe(422);
  expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('VACCINATIONS_NEEDED');

  // Rabies on record, running out before day 14: step 2 lets Pepper on, the date stops it.
  const lastDay = addDaysToDate(bookingDate(testInfo, 14), -1);
  await addVaccination(page.request, pet.id, { vaccine: 'rabies', givenOn: '2024-01-15', expiresOn: lastDay });
  await page.reload();
  await chooseService(page, 'Daycare', 'Doggy Daycare (Half Day)');
  await main(page).getByLabel('Fill in from one of your pets (optional)').selectOption({ label: 'Pepper (Dog, 4 years)' });
  await expect(main(page).getByText('Doggy Daycare (Half Day) for Pepper: 240 minutes, $35')).toBeVisible();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await main(page).getByLabel('Date').fill(bookingDate(testInfo, 14));
  await expect(main(page).getByRole('alert')).toContainText(`Rabies: expires on ${formatDate(lastDay, 'en-CA')}, before this date`);
  await expect(main(page).getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  await expectNoAxeViolations(page);
  expect(await listAppointments(page.request)).toEqual([]);
});

test("a pet's page shows its upcoming visits, its history and its vaccinations, with a proof its owner opens and a stranger cannot", { tag: '@phone' }, async ({ page, playwright }, testInfo) => {
  const customer = newAccount('Frankie History');
  await createAccount(page.request, customer);
  const pet = await addPet(page.request, { name: 'Maple', type: 'Dog', age: '6 years', breed: 'Collie', coat: 'long', weightKg: 27 });
  const date = bookingDate(testInfo, 47);
  const upcoming = await bookThroughApi(page.request, { date, time: '9:00 AM', petId: pet.id, petName: 'Maple', petAge: '6 years' });
  const cancelled = await bookThroughApi(page.request, { date, time: '11:00 AM', petId: pet.id, petName: 'Maple', petAge: '6 years' });
  await cancelThroughApi(page.request, cancelled.id);

  await page.goto('/profile');
  await main(page).getByRole('link', { name: 'Visits and vaccinations Maple' }).click();
  await expect(page).toHaveURL(`/profile/pets/${pet.id}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Maple');
  const details = main(page).getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Large');
  await expect(details).toContainText('27 kg');
  const next = main(page).getByRole('region', { name: 'Upcoming visits' });
  await expect(next.getByRole('listitem')).toHaveCount(1);
  await expect(next).toContainText(`${longDate(date)} at 9:00 AM`);
  await expect(next).toContainText('Confirmed');
  const history = main(page).getByRole('region', { name: 'Past visits' });
  await expect(history).toContainText(`${longDate(date)} at 11:00 AM`);
  await expect(history).toContainText('Cancelled');

  // A vaccination with its proof, added on the page.
  const form = main(page).getByRole('form', { name: 'Add a vaccination for Maple' });
  await form.getByLabel('Vaccine').selectOption({ label: 'Rabies' });
  await form.getByLabel('Given on').fill('2026-05-04');
  await form.getByLabel('Expires on').fill('2029-05-04');
  await form.getByLabel('Proof (optional)').setInputFiles({ name: 'rabies.png', mimeType: 'image/png', buffer: solidPng({ size: 8, rgb: [0x20, 0x60, 0xa0] }) });
  await form.getByRole('button', { name: 'Save vaccination' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'The Rabies record was added.' })).toBeVisible();
  const records = main(page).getByRole('region', { name: "Maple's vaccination records" }).getByRole('row');
  await expect(records).toHaveCount(2);
  await expect(records.nth(1)).toContainText('On record');
  await expectNoAxeViolations(page);

  const proofUrl = await records.nth(1).getByRole('link', { name: 'View proof Rabies' }).getAttribute('href');
  expect((await page.request.get(proofUrl!)).headers()['content-type']).toBe('image/png');
  const stranger = await playwright.request.newContext({ baseURL: appURL });
  try {
    expect((await stranger.get(proofUrl!)).status()).toBe(401);
    await createAccount(stranger, newAccount('Gale Stranger'));
    expect((await stranger.get(proofUrl!)).status()).toBe(404);
  } finally {
    await stranger.dispose();
  }

  // Deleting the pet keeps its visits readable in the appointments.
  await cancelThroughApi(page.request, upcoming.id);
  expect((await page.request.delete(`/api/pets/${pet.id}`, { headers: sameOrigin })).status()).toBe(204);
  const kept = await listAppointments(page.request);
  expect(kept.map((appointment) => [appointment.petName, appointment.petId, appointment.status])).toEqual([
    ['Maple', null, 'Cancelled'],
    ['Maple', null, 'Cancelled'],
  ]);
  await page.goto(`/profile/pets/${pet.id}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Pet not found');
});

test("the owner verifies a customer's vaccination record from the customer's page", async ({ page, request }) => {
  const customer = newAccount('Harper Verify');
  await createAccount(request, customer);
  const pet = await addPet(request, { name: 'Olive', type: 'Dog', age: '2 years', coat: 'short', weightKg: 8 });
  await addVaccination(request, pet.id, { vaccine: 'rabies', givenOn: '2026-02-01', expiresOn: '2029-02-01' });
  const profile = (await (await request.get('/api/profile')).json()) as { uid: string };

  await signInAsOwner(page.request);
  await page.goto(`/console/customers/${profile.uid}`);
  const pets = main(page).getByRole('region', { name: 'Pets' });
  const records = pets.getByRole('region', { name: "Olive's vaccinations" });
  await expect(pets).toContainText('Size: Small');
  await expectNoAxeViolations(page);
  await records.getByRole('button', { name: 'Mark verified Rabies of Olive' }).click();
  await expect(records).toContainText('By owner.e2e@example.com');

  const [record] = ((await (await request.get(`/api/pets/${pet.id}/vaccinations`)).json()) as { vaccinations: Array<{ verifiedAt: string | null }> })
    .vaccinations;
  expect(record!.verifiedAt).not.toBeNull();
});
