import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, bookThroughApi, daysFromToday, listAppointments, longDate, stepHeading, timeSlot, timeSlots } from './support/booking';
import { expect, test, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');

async function startSignedIn(page: Page) {
  const account = newAccount();
  await createAccount(page.request, account);
  await page.goto('/book-appointment');
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Service');
  return account;
}

async function chooseGroomingService(page: Page) {
  await main(page).getByRole('radio', { name: 'Grooming', exact: true }).check();
  await main(page).getByRole('radio', { name: 'Test Grooming Service' }).check();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Step 2 of 3: Pet information');
}

async function fillPet(page: Page, pet: { type: string; name: string; age: string; breed?: string }) {
  await main(page).getByRole('radio', { name: pet.type, exact: true }).check();
  await main(page).getByLabel('Pet name').fill(pet.name);
  await main(page).getByLabel('Age').fill(pet.age);
  if (pet.breed !== undefined) await main(page).getByLabel('Breed (optional)').fill(pet.breed);
}

async function goToSchedule(page: Page) {
  await chooseGroomingService(page);
  await fillPet(page, { type: 'Dog', name: 'Biscuit', age: '2 years' });
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
}

async function pickDate(page: Page, date: string) {
  await main(page).getByLabel('Date', { exact: true }).fill(date);
  await expect(timeSlots(page)).toHaveAccessibleName(`Available times for ${longDate(date)}`);
  await expect(timeSlots(page).getByRole('button')).toHaveCount(16);
}

const currentStep = (page: Page) => main(page).getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]');

test('books an appointment in three steps and shows the summary as soon as the server confirms', { tag: '@phone' }, async ({ page }, testInfo) => {
  const account = await startSignedIn(page);
  const date = bookingDate(testInfo, 21);

  // Step 1: the category, then its service with duration and price.
  await expect(currentStep(page)).toContainText('Service');
  await expectNoAxeViolations(page);
  await main(page).getByRole('radio', { name: 'Grooming', exact: true }).check();
  const service = main(page).getByRole('radio', { name: 'Test Grooming Service' });
  await expect(service).toHaveAccessibleDescription(/30 minutes · \$25 · For: Dog/);
  await service.check();
  await main(page).getByRole('button', { name: 'Next' }).click();

  // Step 2: the pet.
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(stepHeading(page)).toHaveText('Step 2 of 3: Pet information');
  await expect(stepHeading(page)).toBeFocused();
  await expect(currentStep(page)).toContainText('Pet information');
  await expectNoAxeViolations(page);
  await fillPet(page, { type: 'Dog', name: 'Biscuit', age: '2 years', breed: 'Beagle' });
  await main(page).getByRole('button', { name: 'Next' }).click();

  // Step 3: date, time and instructions.
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
  await expect(stepHeading(page)).toBeFocused();
  const dateInput = main(page).getByLabel('Date', { exact: true });
  await expect(dateInput).toHaveAttribute('min', daysFromToday(0));
  await expect(dateInput).toHaveAttribute('max', daysFromToday(90));
  await pickDate(page, date);
  const slot = timeSlot(page, '10:30 AM');
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await main(page).getByLabel('Special instructions').fill('Nervous around clippers');
  await expect(main(page).getByText('23/500 characters')).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();

  // The success screen and its summary.
  const success = main(page).getByRole('heading', { level: 2, name: 'Appointment Confirmed!' });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  const summary = main(page).locator('dl');
  await expect(summary).toContainText('Test Grooming Service');
  await expect(summary).toContainText('Biscuit (Dog)');
  await expect(summary).toContainText(longDate(date));
  await expect(summary).toContainText('10:30 AM');
  await expect(summary).toContainText('$25');
  // Whoever the server assigned (the seeded schedule's name changes once a provider claims it).
  const [assigned] = (await (await page.request.get('/api/appointments')).json()).appointments;
  expect(assigned.providerName).toBeTruthy();
  await expect(summary).toContainText(assigned.providerName);
  await expect(summary).toContainText('Nervous around clippers');
  await expect(main(page)).toContainText(`A confirmation email with the details and a calendar invitation has been sent to ${account.email}.`);
  await expectNoAxeViolations(page);

  const [booked] = await listAppointments(page.request);
  expect(booked).toMatchObject({ date, time: '10:30 AM', petBreed: 'Beagle', status: 'Confirmed' });

  // Book Another Appointment starts again from nothing.
  await main(page).getByRole('button', { name: 'Book Another Appointment' }).click();
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Service');
  await expect(stepHeading(page)).toBeFocused();
  await expect(main(page).getByRole('radio', { name: 'Grooming', exact: true })).not.toBeChecked();
  await main(page).getByRole('radio', { name: 'Grooming', exact: true }).check();
  await main(page).getByRole('radio', { name: 'Test Grooming Service' }).check();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(main(page).getByLabel('Pet name')).toHaveValue('');
  await expect(main(page).getByRole('radio', { name: 'Dog', exact: true })).not.toBeChecked();
});

test('a time someone else booked is crossed out and cannot be picked', async ({ page, request }, testInfo) => {
  const date = bookingDate(testInfo, 22);
  await createAccount(request, newAccount('Noor Haddad'));
  await bookThroughApi(request, { date, time: '11:00 AM' });

  await startSignedIn(page);
  await goToSchedule(page);
  await pickDate(page, date);
  const taken = timeSlot(page, '11:00 AM');
  await expect(taken).toBeDisabled();
  await expect(taken).toHaveAttribute('aria-disabled', 'true');
  await expect(taken).toHaveCSS('text-decoration-line', 'line-through');
  await taken.click({ force: true });
  await expect(taken).toHaveAttribute('aria-pressed', 'false');
  await expect(timeSlot(page, '11:30 AM')).toBeEnabled();

  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(/Please select a time\./);
  await expect(listAppointments(page.request)).resolves.toEqual([]);
});

test('the browser back button moves between steps, and a later step needs the earlier ones', async ({ page }, testInfo) => {
  const date = bookingDate(testInfo, 23);
  await startSignedIn(page);
  await goToSchedule(page);
  await pickDate(page, date);

  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Step 2 of 3: Pet information');
  await expect(main(page).getByLabel('Pet name')).toHaveValue('Biscuit');
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Service');
  await expect(main(page).getByRole('radio', { name: 'Test Grooming Service' })).toBeChecked();
  await page.goForward();
  await page.goForward();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
  await expect(main(page).getByLabel('Date', { exact: true })).toHaveValue(date);

  // The wizard's own Back goes back through the same history.
  await main(page).getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page)).toHaveText('Step 2 of 3: Pet information');
  await expect(page).toHaveURL(/\?step=2$/);

  // A later step reached without its answers (a fresh load) shows the first incomplete one.
  await page.goto('/book-appointment?step=3');
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Service');
  await expect(page).toHaveURL(/\/book-appointment$/);
});

test('a double-clicked Confirm books once', async ({ page }, testInfo) => {
  const date = bookingDate(testInfo, 25);
  await startSignedIn(page);
  await goToSchedule(page);
  await pickDate(page, date);
  await timeSlot(page, '1:00 PM').click();

  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/appointments')) keys.push(request.postDataJSON().idempotencyKey);
  });
  await main(page).getByRole('button', { name: 'Confirm Booking' }).dblclick();
  await expect(main(page).getByRole('heading', { name: 'Appointment Confirmed!' })).toBeVisible();

  const appointments = await listAppointments(page.request);
  expect(appointments).toHaveLength(1);
  expect(appointments[0]).toMatchObject({ date, time: '1:00 PM' });
  expect(new Set(keys).size).toBe(1);
});

test('shows Booking... while sending, and a failure alerts and keeps every answer for a retry with the same key', async ({ page }, testInfo) => {
  const date = bookingDate(testInfo, 26);
  await startSignedIn(page);
  await goToSchedule(page);
  await pickDate(page, date);
  await timeSlot(page, '3:00 PM').click();
  await main(page).getByLabel('Special instructions').fill('Likes treats');

  const keys: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/appointments', async (route) => {
    keys.push(route.request().postDataJSON().idempotencyKey);
    await held;
    await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } });
  });
  const confirm = main(page).getByRole('button', { name: 'Confirm Booking' });
  await confirm.click();
  const sending = main(page).getByRole('button', { name: 'Booking...' });
  await expect(sending).toBeDisabled();
  release();
  // D28: the spec's alert is an on-page alert with its words.
  await expect(main(page).getByRole('alert')).toHaveText('Failed to book appointment. Try again.');

  await expect(confirm).toBeEnabled();
  await expect(timeSlot(page, '3:00 PM')).toHaveAttribute('aria-pressed', 'true');
  await expect(main(page).getByLabel('Special instructions')).toHaveValue('Likes treats');

  await page.unroute('**/api/appointments');
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/appointments')) keys.push(request.postDataJSON().idempotencyKey);
  });
  await confirm.click();
  await expect(main(page).getByRole('heading', { name: 'Appointment Confirmed!' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('a time taken by someone else meanwhile gets a clear message and fresh slots, the rest kept', async ({ page, request }, testInfo) => {
  const date = bookingDate(testInfo, 27);
  await startSignedIn(page);
  await goToSchedule(page);
  await pickDate(page, date);
  await timeSlot(page, '2:30 PM').click();
  await main(page).getByLabel('Special instructions').fill('Side gate please');

  await createAccount(request, newAccount('Noor Haddad'));
  await bookThroughApi(request, { date, time: '2:30 PM' });

  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText('Sorry, that time was just booked by someone else. Please choose another time.');
  await expect(alert).toBeFocused();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
  await expect(timeSlot(page, '2:30 PM')).toBeDisabled();
  await expect(timeSlot(page, '2:30 PM')).toHaveAttribute('aria-pressed', 'false');
  await expect(main(page).getByLabel('Date', { exact: true })).toHaveValue(date);
  await expect(main(page).getByLabel('Special instructions')).toHaveValue('Side gate please');
  await expectNoAxeViolations(page);

  await timeSlot(page, '3:30 PM').click();
  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(main(page).getByRole('heading', { name: 'Appointment Confirmed!' })).toBeVisible();
  await expect(main(page).locator('dl')).toContainText('3:30 PM');
});
