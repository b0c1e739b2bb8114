import { randomInt, randomUUID } from 'node:crypto';
import type { PlaywrightWorkerArgs } from '@playwright/test';
import type { Appointment } from '../src/shared/contracts/booking';
import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, bookThroughApi, cancelThroughApi, daysFromToday, longDate, timeSlots, toScheduleStep } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { signInAsProvider } from './support/providers';
import { expect, test, type Page } from './support/test';

/**
 * The booking rules of issue 14, each refusal in its words on screen: too soon for the
 * minimum notice, inside the cancellation window (call the shop), in the past, and a
 * provider completing an appointment that has not started. The owner sets the numbers
 * on the console's Hours screen. One server serves the whole run: a test that changes a
 * rule puts the default back (2 hours' notice, a 24-hour window). Days 0-3, 19 and 20
 * are this file's; it runs at desktop width only.
 */

const main = (page: Page) => page.getByRole('main');
const sameOrigin = { origin: appURL };
const phone = '(905) 555-0142';

/**
 * Sets the owner's booking rules through the console's API, as the owner in a context of
 * their own (from an address of its own, like every test); returns what puts the defaults back.
 */
async function setRules(playwright: PlaywrightWorkerArgs['playwright'], rules: { minNoticeMinutes?: number; cancelWindowMinutes?: number }): Promise<() => Promise<void>> {
  const owner = await playwright.request.newContext({ baseURL: appURL, extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` } });
  await signInAsOwner(owner);
  const response = await owner.put('/api/console/booking-settings', { data: rules, headers: sameOrigin });
  expect(response.status(), await response.text()).toBe(200);
  return async () => {
    const reset = await owner.put('/api/console/booking-settings', { data: { minNoticeMinutes: 120, cancelWindowMinutes: 1440 }, headers: sameOrigin });
    expect(reset.status()).toBe(200);
    await owner.dispose();
  };
}

/** Answers the next window.confirm with OK. */
const acceptConfirm = (page: Page) => page.once('dialog', (dialog) => void dialog.accept());

const cardOf = (page: Page, appointment: Appointment) =>
  main(page).getByRole('article').filter({ hasText: appointment.petName }).filter({ hasText: longDate(appointment.date) });

test('too soon: a time inside the minimum notice is refused when confirmed, and the times sooner than it are crossed out and explained', async ({ page, playwright }, testInfo) => {
  await createAccount(page.request, newAccount());
  const date = bookingDate(testInfo, 2);
  await toScheduleStep(page);
  await main(page).getByLabel('Date', { exact: true }).fill(date);
  await expect(timeSlots(page)).toHaveAccessibleName(`Available times for ${longDate(date)}`);
  // Two days ahead: nothing is too soon under the default 2 hours.
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  const free = timeSlots(page).locator('button:not([aria-disabled="true"])').first();
  const time = (await free.textContent())!;
  await free.click();

  // Meanwhile the owner asks for 14 days' notice: the server refuses the confirm in the rule's words.
  const restore = await setRules(playwright, { minNoticeMinutes: 14 * 1440 });
  try {
    await main(page).getByRole('button', { name: 'Confirm Booking' }).click();
    const tooSoon = `Online booking needs at least 336 hours' notice. For a sooner time, please call us at ${phone}.`;
    await expect(main(page).getByRole('alert').filter({ hasText: tooSoon }).first()).toBeVisible();
    // The times are asked for again: every one is now crossed out, with the rule beside them.
    await expect(timeSlots(page).getByRole('button', { name: time, exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expect(timeSlots(page).locator('button:not([aria-disabled="true"])')).toHaveCount(0);
    await expect(main(page).getByText(tooSoon)).toHaveCount(2);
    await expectNoAxeViolations(page);

    // The API says the same to anyone who asks it directly.
    const direct = await page.request.post('/api/appointments', {
      data: { serviceId: 'test-grooming', petType: 'Dog', petName: 'Biscuit', petAge: '2 years', date, time, idempotencyKey: randomUUID() },
      headers: sameOrigin,
    });
    expect(direct.status()).toBe(422);
    expect((await direct.json()).error).toMatchObject({ code: 'TOO_SOON', message: tooSoon });
  } finally {
    await restore();
  }
});

test('inside the cancellation window: Cancel is refused with the shop’s phone number, and the card then says to call', async ({ page, playwright }, testInfo) => {
  await createAccount(page.request, newAccount());
  const booked = await bookThroughApi(page.request, { date: bookingDate(testInfo, 3), time: '9:00 AM', petName: 'Window' });
  await page.goto('/check-appointment');
  const card = cardOf(page, booked);
  await expect(card.getByRole('button', { name: /^Cancel/ })).toBeVisible();

  const restore = await setRules(playwright, { cancelWindowMinutes: 14 * 1440 });
  try {
    acceptConfirm(page);
    await card.getByRole('button', { name: /^Cancel/ }).click();
    const insideWindow = `This appointment starts within 336 hours, so it can no longer be cancelled or rescheduled online. Please call us at ${phone}.`;
    await expect(card.getByRole('alert')).toHaveText(insideWindow);
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card).toContainText('Confirmed');

    // On the next visit the rule is known before anything is tried.
    await page.reload();
    await expect(cardOf(page, booked)).toContainText(insideWindow);
    await expect(cardOf(page, booked).getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await restore();
  }
  await cancelThroughApi(page.request, booked.id);
});

test('in the past: no date before today can be picked, and an appointment that has started offers no change', async ({ page }, testInfo) => {
  await createAccount(page.request, newAccount());
  await toScheduleStep(page);
  await main(page).getByLabel('Date', { exact: true }).fill(daysFromToday(-1));
  await expect(main(page).getByText('Please choose today or a later date.')).toBeVisible();
  await expect(timeSlots(page)).toHaveCount(0);

  const booked = await bookThroughApi(page.request, { date: bookingDate(testInfo, 19), time: '10:00 AM', petName: 'Yesterday' });
  // The browser's clock an hour after the start: the card reads the same rule the server enforces.
  await page.clock.setFixedTime(new Date(Date.parse(booked.startsAt) + 3_600_000));
  await page.goto('/check-appointment');
  const card = cardOf(page, booked);
  await expect(card).toContainText('This appointment is in the past, so it can no longer be cancelled or rescheduled.');
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await cancelThroughApi(page.request, booked.id);
});

test('a provider cannot mark an appointment Completed before it starts, and is told why', async ({ page, request }, testInfo) => {
  await signInAsProvider(page.request);
  await createAccount(request, newAccount('Casey Owner'));
  const petName = `Early ${randomUUID().slice(0, 6)}`;
  const booked = await bookThroughApi(request, { date: bookingDate(testInfo, 20), time: '11:00 AM', petName });

  await page.goto('/provider-appointments');
  const card = main(page).getByRole('listitem').filter({ hasText: petName });
  await card.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(card.getByRole('alert')).toHaveText('This appointment has not started yet: it can be marked completed once it has started.');
  await expect(card).toContainText('Confirmed');
  await expectNoAxeViolations(page);
  await cancelThroughApi(request, booked.id);
});

test('the owner sets the three rules on the Hours screen, checked against their ranges and written to the audit log', async ({ page }) => {
  await signInAsOwner(page.request);
  await page.goto('/console/hours');
  const form = main(page).getByRole('form', { name: 'Booking rules' });
  await expect(form.getByLabel('Minimum notice (minutes)')).toHaveValue('120');
  await expect(form.getByLabel('Cancellation window (minutes)')).toHaveValue('1440');
  await expect(form.getByLabel('Reminder (minutes before)')).toHaveValue('1440');
  await expect(form.getByLabel('Minimum notice (minutes)')).toHaveAccessibleDescription(/That is 2 hours\./);

  await form.getByLabel('Reminder (minutes before)').fill('30');
  await form.getByRole('button', { name: 'Save booking rules' }).click();
  await expect(form.getByLabel('Reminder (minutes before)')).toBeFocused();
  await expect(form.getByText('The reminder time must be a whole number of minutes from 60 to 10080 (7 days).')).toBeVisible();

  try {
    await form.getByLabel('Minimum notice (minutes)').fill('180');
    await form.getByLabel('Reminder (minutes before)').fill('2880');
    await form.getByRole('button', { name: 'Save booking rules' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved.');
    await expectNoAxeViolations(page);
    const rules = await (await page.request.get('/api/booking-rules')).json();
    expect(rules).toEqual({ minNoticeMinutes: 180, cancelWindowMinutes: 1440 });

    await page.goto('/console/audit');
    await expect(main(page).getByText(/minimum notice in minutes 120 → 180/).first()).toBeVisible();
  } finally {
    const reset = await page.request.put('/api/console/booking-settings', {
      data: { minNoticeMinutes: 120, reminderLeadMinutes: 1440 },
      headers: sameOrigin,
    });
    expect(reset.status()).toBe(200);
  }
});
