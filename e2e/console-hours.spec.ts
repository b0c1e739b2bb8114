import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { StaffMember } from '../src/shared/contracts/hours';
import { weekdayOfDate } from '../src/shared/scheduling/zoned-time';
import { expectNoAxeViolations } from './support/axe';
import { createAccount, newAccount, waitForMail } from './support/accounts';
import { bookingDate, bookThroughApi, longDate, stepHeading, timeSlots } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * Hours as data the owner edits (issue 12): a provider's working hours make the slots
 * customers see, a holiday closure refuses the day, and the audit log says who did it.
 * One server and one database serve every test, so each test puts back what it changed.
 */

const main = (page: Page) => page.getByRole('main');
/** The server refuses a change from another origin; the API calls that tidy up say where they come from. */
const sameOrigin = { origin: appURL };

/** The first day with this weekday (0 = Sunday) among the seven from `offset`, a window no other test books in. */
function dayOfWeek(testInfo: TestInfo, offset: number, weekday: number): string {
  for (let day = offset; day < offset + 7; day++) {
    const date = bookingDate(testInfo, day);
    if (weekdayOfDate(date) === weekday) return date;
  }
  throw new Error('no such weekday in a week');
}

async function demoSchedule(request: APIRequestContext): Promise<StaffMember> {
  const response = await request.get('/api/console/staff');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { staff: StaffMember[] }).staff[0]!;
}

/** To the schedule step of the wizard for the test grooming service, and the day's times. */
async function timesOn(page: Page, date: string) {
  await page.goto('/book-appointment');
  await main(page).getByRole('radio', { name: 'Grooming', exact: true }).check();
  await main(page).getByRole('radio', { name: 'Test Grooming Service' }).check();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await main(page).getByRole('radio', { name: 'Dog', exact: true }).check();
  await main(page).getByLabel('Pet name').fill('Biscuit');
  await main(page).getByLabel('Age').fill('2 years');
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
  await main(page).getByLabel('Date', { exact: true }).fill(date);
}

test("a provider's Monday set to 10:00-14:00 in the console offers only those times", { tag: '@phone' }, async ({ page }, testInfo) => {
  await signInAsOwner(page.request);
  const schedule = await demoSchedule(page.request);
  const monday = dayOfWeek(testInfo, 7, 1);
  try {
    await page.goto(`/console/staff?provider=${schedule.id}`);
    const week = main(page).getByRole('form', { name: `Working hours of ${schedule.displayName}` });
    const mondayHours = week.getByRole('group', { name: 'Monday' });
    await mondayHours.getByLabel('From', { exact: true }).fill('10:00');
    await mondayHours.getByLabel('To', { exact: true }).fill('14:00');
    await week.getByRole('button', { name: 'Save hours' }).click();
    await expect(week.getByRole('status')).toHaveText('Saved.');
    await expectNoAxeViolations(page);

    await timesOn(page, monday);
    await expect(timeSlots(page)).toHaveAccessibleName(`Available times for ${longDate(monday)}`);
    await expect(timeSlots(page).getByRole('button')).toHaveText([
      '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '1:00 PM', '1:30 PM',
    ]);

    await page.goto('/console/audit');
    await expect(main(page).getByRole('region', { name: 'Recent changes' }).getByRole('row').nth(1)).toContainText(
      `Changed the working hours of ${schedule.displayName}`,
    );
  } finally {
    // Back to the week the other tests expect (every day 9 to 5).
    const put = await page.request.put(`/api/console/staff/${schedule.id}/hours`, { data: { intervals: schedule.workingHours }, headers: sameOrigin });
    expect(put.ok()).toBe(true);
  }
});

test('a holiday added in the console refuses the day, with its reason, until it is removed', async ({ page }, testInfo) => {
  await signInAsOwner(page.request);
  const holiday = bookingDate(testInfo, 15);
  try {
    await page.goto('/console/hours');
    const closures = main(page).getByRole('region', { name: 'Holiday closures' });
    await closures.getByLabel('Date').fill(holiday);
    await closures.getByLabel('Reason (optional)').fill('Staff training day');
    await closures.getByRole('button', { name: 'Close the shop that day' }).click();
    await expect(closures.getByRole('listitem')).toContainText([`${longDate(holiday)} – Staff training day`]);
    await expectNoAxeViolations(page);

    await timesOn(page, holiday);
    await expect(main(page).getByRole('alert')).toContainText('Pet Haven is closed on this date (Staff training day). Please choose another date.');

    await page.goto('/console/audit');
    await expect(main(page).getByRole('region', { name: 'Recent changes' }).getByRole('row').nth(1)).toContainText(`Closed the shop on ${longDate(holiday)}`);

    await page.goto('/console/hours');
    await main(page).getByRole('button', { name: `Open again on ${longDate(holiday)} – Staff training day` }).click();
    await expect(main(page).getByRole('region', { name: 'Holiday closures' }).getByText('No closures ahead.')).toBeVisible();
  } finally {
    await page.request.delete(`/api/console/closures/${holiday}`, { headers: sameOrigin });
  }
});

test("the contact page and the footer read the shop's opening hours from the console", async ({ page }) => {
  await signInAsOwner(page.request);
  const before = (await (await page.request.get('/api/console/hours')).json()) as { openingHours: unknown[] };
  try {
    await page.goto('/console/hours');
    const week = main(page).getByRole('form', { name: 'Opening hours' });
    const saturday = week.getByRole('group', { name: 'Saturday' });
    await saturday.getByLabel('To', { exact: true }).fill('14:00');
    await week.getByRole('button', { name: 'Save hours' }).click();
    await expect(week.getByRole('status')).toHaveText('Saved.');

    await page.goto('/contact');
    const card = main(page).getByRole('region', { name: 'Contact Info' });
    await expect(card.getByRole('listitem')).toHaveText(['Mon-Fri 9am-6pm ET', 'Sat 10am-2pm ET', 'Sun 10am-4pm ET']);
    await expect(page.getByRole('contentinfo')).toContainText('Sat 10am-2pm ET');
  } finally {
    const put = await page.request.put('/api/console/hours/opening', { data: { intervals: before.openingHours }, headers: sameOrigin });
    expect(put.ok()).toBe(true);
  }
});

test('an appointment the new hours no longer fit is listed for the owner, who cancels it and the customer is emailed', async ({ page, playwright }, testInfo) => {
  const customer = newAccount('Casey Early');
  const customerRequest = await playwright.request.newContext({ baseURL: appURL, extraHTTPHeaders: { 'x-forwarded-for': '10.250.1.2' } });
  await createAccount(customerRequest, customer);
  const wednesday = dayOfWeek(testInfo, 7, 3);
  const booked = await bookThroughApi(customerRequest, { date: wednesday, time: '9:00 AM', petName: 'Early Bird' });

  await signInAsOwner(page.request);
  const schedule = await demoSchedule(page.request);
  try {
    const later = schedule.workingHours.map((interval) => (interval.weekday === 3 ? { ...interval, start: '10:00' } : interval));
    expect((await page.request.put(`/api/console/staff/${schedule.id}/hours`, { data: { intervals: later }, headers: sameOrigin })).ok()).toBe(true);

    await page.goto(`/console/staff?provider=${schedule.id}`);
    const toSettle = main(page).getByRole('region', { name: 'Appointments to settle' });
    const item = toSettle.getByRole('listitem').filter({ hasText: 'Early Bird' });
    await expect(item).toContainText(`${longDate(wednesday)} at 9:00 AM`);
    await expect(item).toContainText("Now outside the provider's working hours.");
    await expectNoAxeViolations(page);

    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: `Cancel the appointment of ${longDate(wednesday)} at 9:00 AM and email the customer` }).click();
    await expect(toSettle.getByRole('status')).toHaveText(`The appointment of ${longDate(wednesday)} at 9:00 AM is cancelled and the customer has been emailed.`);
    await expect(toSettle.getByRole('listitem').filter({ hasText: 'Early Bird' })).toHaveCount(0);
    const mail = await waitForMail(customer.email, /cancelled/i);
    expect(mail.text).toContain('9:00 AM');
    const [mine] = ((await (await customerRequest.get('/api/appointments')).json()) as { appointments: Array<{ id: string; status: string }> }).appointments;
    expect(mine).toMatchObject({ id: booked.id, status: 'Cancelled' });
  } finally {
    await page.request.put(`/api/console/staff/${schedule.id}/hours`, { data: { intervals: schedule.workingHours }, headers: sameOrigin });
    await customerRequest.dispose();
  }
});
