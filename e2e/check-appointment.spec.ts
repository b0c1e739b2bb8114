import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, bookThroughApi, cancelThroughApi, listAppointments, longDate, timeSlot, timeSlots } from './support/booking';
import { expect, test, type Locator, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');

/** The card of the appointment on that date and time. */
const card = (page: Page, date: string, time: string): Locator =>
  main(page)
    .getByRole('article')
    .filter({ hasText: longDate(date) })
    .filter({ has: page.getByText(time, { exact: true }) });

/** Answers the next window.confirm with `accept`, and tells what it asked. */
function answerConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await (accept ? dialog.accept() : dialog.dismiss());
    }),
  );
}

test('with no appointments, the page says so and links to booking', async ({ page }) => {
  await createAccount(page.request, newAccount());
  await page.goto('/check-appointment');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('My Appointments');
  await expect(main(page).getByText('You have no appointments yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('link', { name: 'Book an Appointment' }).click();
  await expect(page).toHaveURL('/book-appointment');
});

test('lists each appointment with its details; only Confirmed offer Reschedule and Cancel, only Cancelled offer Delete', { tag: '@phone' }, async ({ page }, testInfo) => {
  await createAccount(page.request, newAccount());
  const date = bookingDate(testInfo, 31);
  const later = bookingDate(testInfo, 32);
  const biscuit = await bookThroughApi(page.request, { date, time: '9:00 AM', petName: 'Biscuit', specialInstructions: 'Side gate' });
  const cancelled = await bookThroughApi(page.request, { date: later, time: '9:30 AM', petName: 'Rex' });
  await cancelThroughApi(page.request, cancelled.id);

  await page.goto('/check-appointment');
  const upcoming = main(page).getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('article')).toHaveCount(2);
  // Soonest first, as the server orders them.
  await expect(upcoming.getByRole('article').first()).toContainText('Biscuit (Dog)');

  const confirmed = card(page, date, '9:00 AM');
  await expect(confirmed.getByRole('heading', { level: 3 })).toHaveText('Test Grooming Service');
  for (const text of ['Biscuit (Dog)', longDate(date), '9:00 AM', '$25', 'Confirmed', biscuit.providerName!, 'Side gate']) {
    await expect(confirmed).toContainText(text);
  }
  await expect(confirmed.getByRole('button', { name: /^Reschedule/ })).toBeVisible();
  await expect(confirmed.getByRole('button', { name: /^Cancel/ })).toBeVisible();
  await expect(confirmed.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  const cancelledCard = card(page, later, '9:30 AM');
  await expect(cancelledCard).toContainText('Rex (Dog)');
  await expect(cancelledCard).toContainText('Cancelled');
  await expect(cancelledCard.getByRole('button', { name: /^Delete/ })).toBeVisible();
  await expect(cancelledCard.getByRole('button', { name: /^Reschedule/ })).toHaveCount(0);
  await expect(cancelledCard.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

  await expectNoAxeViolations(page);
});

test('cancel asks first; dismissed it keeps the appointment, accepted it becomes Cancelled', async ({ page }, testInfo) => {
  await createAccount(page.request, newAccount());
  const date = bookingDate(testInfo, 33);
  await bookThroughApi(page.request, { date, time: '10:00 AM' });
  await page.goto('/check-appointment');
  const appointment = card(page, date, '10:00 AM');
  const cancel = appointment.getByRole('button', { name: /^Cancel/ });

  const dismissed = answerConfirm(page, false);
  await cancel.click();
  expect(await dismissed).toBe('Are you sure you want to cancel this appointment?');
  await expect(appointment).toContainText('Confirmed');
  expect((await listAppointments(page.request))[0]?.status).toBe('Confirmed');

  const accepted = answerConfirm(page, true);
  await cancel.click();
  expect(await accepted).toBe('Are you sure you want to cancel this appointment?');
  await expect(appointment).toContainText('Cancelled');
  await expect(appointment.getByRole('button', { name: /^Delete/ })).toBeVisible();
  await expect(appointment.getByRole('button', { name: /^Reschedule/ })).toHaveCount(0);
  await expect(main(page).getByRole('status')).toContainText('has been cancelled');
  expect((await listAppointments(page.request))[0]?.status).toBe('Cancelled');
  await expectNoAxeViolations(page);
});

test('reschedule needs both a date and a time, then moves the appointment and keeps it Confirmed', async ({ page, request }, testInfo) => {
  await createAccount(page.request, newAccount());
  const date = bookingDate(testInfo, 34);
  const newDate = bookingDate(testInfo, 35);
  await bookThroughApi(page.request, { date, time: '11:00 AM' });
  // Someone else holds 1:30 PM on the new day.
  await createAccount(request, newAccount('Noor Haddad'));
  await bookThroughApi(request, { date: newDate, time: '1:30 PM' });

  await page.goto('/check-appointment');
  const appointment = card(page, date, '11:00 AM');
  const reschedule = appointment.getByRole('button', { name: /^Reschedule/ });
  await reschedule.click();
  await expect(reschedule).toHaveAttribute('aria-expanded', 'true');
  const panel = appointment.getByRole('region', { name: 'Choose a new date and time' });
  await expect(panel.getByRole('heading', { name: 'Choose a new date and time' })).toBeFocused();

  const submit = panel.getByRole('button', { name: 'Confirm New Time' });
  await submit.click();
  await expect(panel.getByRole('alert')).toHaveText('Please select both a date and time.');
  await expect(panel.getByRole('alert')).toHaveText('Please select both a date and time.');

  await panel.getByLabel('New date', { exact: true }).fill(newDate);
  await expect(timeSlots(page).getByRole('button')).toHaveCount(16);
  await submit.click();
  await expect(panel.getByRole('alert')).toHaveText('Please select both a date and time.');
  await expect(timeSlot(page, '1:30 PM')).toBeDisabled();
  await expectNoAxeViolations(page);

  await timeSlot(page, '2:00 PM').click();
  await submit.click();

  const moved = card(page, newDate, '2:00 PM');
  await expect(moved).toContainText('Confirmed');
  await expect(moved.getByRole('region')).toHaveCount(0);
  await expect(moved.getByRole('button', { name: /^Reschedule/ })).toBeFocused();
  await expect(main(page).getByRole('status')).toContainText(`is now on ${longDate(newDate)} at 2:00 PM`);
  const [stored] = await listAppointments(page.request);
  expect(stored).toMatchObject({ date: newDate, time: '2:00 PM', status: 'Confirmed' });
  expect(stored?.updatedAt).not.toBeNull();
});

test('rescheduling into a time taken meanwhile says so and refreshes the times', async ({ page, request }, testInfo) => {
  await createAccount(page.request, newAccount());
  const date = bookingDate(testInfo, 36);
  await bookThroughApi(page.request, { date, time: '12:00 PM' });
  await page.goto('/check-appointment');
  const appointment = card(page, date, '12:00 PM');
  await appointment.getByRole('button', { name: /^Reschedule/ }).click();
  const panel = appointment.getByRole('region', { name: 'Choose a new date and time' });
  await panel.getByLabel('New date', { exact: true }).fill(date);
  // Its own current time shows as taken.
  await expect(timeSlot(page, '12:00 PM')).toBeDisabled();
  await timeSlot(page, '4:00 PM').click();

  await createAccount(request, newAccount('Noor Haddad'));
  await bookThroughApi(request, { date, time: '4:00 PM' });
  await panel.getByRole('button', { name: 'Confirm New Time' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Sorry, that time was just booked by someone else. Please choose another time.');
  await expect(timeSlot(page, '4:00 PM')).toBeDisabled();
  await expect(appointment).toContainText('12:00 PM');

  await panel.getByRole('button', { name: 'Keep Current Time' }).click();
  await expect(appointment.getByRole('button', { name: /^Reschedule/ })).toBeFocused();
  await expect(appointment.getByRole('region')).toHaveCount(0);
});

test('a failed reschedule says so on the page and leaves the appointment as it was', async ({ page }, testInfo) => {
  await createAccount(page.request, newAccount());
  const date = bookingDate(testInfo, 37);
  const appointment = await bookThroughApi(page.request, { date, time: '3:30 PM' });
  await page.goto('/check-appointment');
  const item = card(page, date, '3:30 PM');
  await item.getByRole('button', { name: /^Reschedule/ }).click();
  await item.getByLabel('New date', { exact: true }).fill(date);
  await timeSlot(page, '4:30 PM').click();

  await page.route(`**/api/appointments/${appointment.id}`, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }),
  );
  await item.getByRole('button', { name: 'Confirm New Time' }).click();
  // D28: the spec's alert is an on-page alert with its words.
  await expect(item.getByRole('alert')).toHaveText('There was an error rescheduling your appointment. Please try again.');
  await expect(item).toContainText('3:30 PM');
  await expect(item.getByRole('button', { name: 'Confirm New Time' })).toBeEnabled();
});

test('delete asks first and removes a cancelled appointment for good', async ({ page }, testInfo) => {
  await createAccount(page.request, newAccount());
  const date = bookingDate(testInfo, 38);
  await bookThroughApi(page.request, { date, time: '10:30 AM' });
  await bookThroughApi(page.request, { date, time: '11:30 AM', petName: 'Rex' });
  await page.goto('/check-appointment');
  const appointment = card(page, date, '10:30 AM');

  const cancelled = answerConfirm(page, true);
  await appointment.getByRole('button', { name: /^Cancel/ }).click();
  await cancelled;
  const remove = appointment.getByRole('button', { name: /^Delete/ });

  const kept = answerConfirm(page, false);
  await remove.click();
  expect(await kept).toBe('Are you sure you want to permanently delete this appointment?');
  await expect(appointment).toBeVisible();

  const deleted = answerConfirm(page, true);
  await remove.click();
  expect(await deleted).toBe('Are you sure you want to permanently delete this appointment?');
  await expect(appointment).toHaveCount(0);
  await expect(main(page).getByRole('status')).toContainText('has been deleted');
  await expect(main(page).getByRole('status')).toBeFocused();
  await expect(main(page).getByRole('article')).toHaveCount(1);
  const left = await listAppointments(page.request);
  expect(left.map((a) => a.time)).toEqual(['11:30 AM']);
});
