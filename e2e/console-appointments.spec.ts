import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { StaffMember } from '../src/shared/contracts/hours';
import type { ProviderAppointmentListResponse } from '../src/shared/contracts/providers';
import { paths } from '../src/shared/routes/paths';
import { createAccount, newAccount, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, bookThroughApi, longDate } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { provider, secondProvider, signInAsProvider } from './support/providers';
import { expect, test, type Page } from './support/test';

/**
 * The owner's appointment book (issue 13 item 3): from the week view the owner gives one
 * appointment to a second provider and cancels another; the customer is emailed each
 * time, and the second provider finds the appointment in their own area, marked as
 * reassigned to them. One server and one database serve the whole run: the second
 * provider works only while this journey needs them, and what it booked is cancelled.
 */

const main = (page: Page) => page.getByRole('main');
const sameOrigin = { origin: appURL };
const everyDay = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));

/** A request context of its own (own cookies, own address for the sign-in limits). */
async function ownContext(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }, address: string) {
  return playwright.request.newContext({ baseURL: appURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
}

async function setHours(request: APIRequestContext, providerId: number, intervals: unknown[]) {
  const response = await request.put(`/api/console/staff/${providerId}/hours`, { data: { intervals }, headers: sameOrigin });
  expect(response.ok(), await response.text()).toBe(true);
}

test('the owner reassigns one appointment and cancels another from the week view; the customer is emailed each time', { tag: '@phone' }, async ({
  page,
  playwright,
}, testInfo) => {
  const tag = randomUUID().slice(0, 6);
  const date = bookingDate(testInfo, 39);
  const moving = `Pepper ${tag}`;
  const cancelling = `Clover ${tag}`;

  // The first provider holds the seeded schedule, so both bookings are theirs.
  const first = await ownContext(playwright, '10.251.1.1');
  await signInAsProvider(first, provider);
  const customer = newAccount('Casey Booker');
  const customerRequest = await ownContext(playwright, '10.251.1.2');
  await createAccount(customerRequest, customer);
  const moved = await bookThroughApi(customerRequest, { date, time: '10:00 AM', petName: moving });
  await bookThroughApi(customerRequest, { date, time: '11:00 AM', petName: cancelling });

  const second = await ownContext(playwright, '10.251.1.3');
  let secondId: number | undefined;
  try {
    // A second provider, granted by configuration (a new schedule offering every service), working 9 to 5 for this journey only.
    await signInAsProvider(second, secondProvider);
    secondId = ((await (await second.get('/api/provider/me')).json()) as { providerId: number }).providerId;
    await signInAsOwner(page.request);
    const staff = ((await (await page.request.get('/api/console/staff')).json()) as { staff: StaffMember[] }).staff;
    expect(staff.find((member) => member.id === secondId)?.serviceIds).toContain('test-grooming');
    await setHours(page.request, secondId, everyDay('09:00', '17:00'));

    await page.goto(paths.consoleAppointments.getHref({ date }));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Appointments');
    await expect(main(page).getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const day = main(page).getByRole('region', { name: longDate(date) });
    const movingItem = day.getByRole('button', { name: new RegExp(moving) });
    await expect(movingItem).toContainText('10:00 AM');
    await expect(movingItem).toContainText('Test Grooming Service');
    await expect(movingItem).toContainText(`With ${provider.name}`);
    await expect(movingItem).toContainText('Confirmed');
    await expectNoAxeViolations(page);

    // Reassign: only providers free then are offered; the details keep focus, the result is announced.
    await movingItem.click();
    const details = main(page).getByRole('region', { name: `${moving}: Test Grooming Service` });
    await expect(details.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(movingItem).toHaveAttribute('aria-expanded', 'true');
    const reassign = details.getByRole('form', { name: 'Give to another provider' });
    await reassign.getByLabel('Provider free at this time').selectOption({ label: secondProvider.name });
    await expectNoAxeViolations(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await reassign.getByRole('button', { name: 'Reassign' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: `is now with ${secondProvider.name}` })).toContainText(
      `${moving}'s appointment`,
    );
    await expect(movingItem).toContainText(`With ${secondProvider.name} (reassigned)`);
    await expect(details).toContainText(`Reassigned from ${provider.name}`);
    await expect(details.getByRole('heading', { level: 2 })).toBeFocused();
    const reassignedMail = await waitForMail(customer.email, new RegExp(`is now with ${secondProvider.name}: Test Grooming Service for ${moving}`));
    expect(reassignedMail.text).toContain('10:00 AM');

    // Cancel another: asked first, then the customer is emailed a cancellation.
    const cancellingItem = day.getByRole('button', { name: new RegExp(cancelling) });
    await cancellingItem.click();
    const otherDetails = main(page).getByRole('region', { name: `${cancelling}: Test Grooming Service` });
    await expect(otherDetails.getByRole('heading', { level: 2 })).toBeFocused();
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept();
    });
    await otherDetails.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: `${cancelling}'s appointment` })).toContainText('is cancelled');
    expect(prompts).toEqual([expect.stringContaining(`Cancel ${cancelling}'s appointment`)]);
    await expect(cancellingItem).toContainText('Cancelled');
    await expect(otherDetails).toContainText('This appointment can no longer be changed.');
    const cancelledMail = await waitForMail(customer.email, new RegExp(`cancelled: Test Grooming Service for ${cancelling}`));
    expect(cancelledMail.text).toContain('11:00 AM');

    // Escape closes the details and puts the keyboard back on the appointment.
    await page.keyboard.press('Escape');
    await expect(otherDetails).toHaveCount(0);
    await expect(cancellingItem).toBeFocused();
    await expectNoAxeViolations(page);

    // The first provider no longer has it; the second finds it in their area, marked as theirs by reassignment.
    const firstList = (await (await first.get('/api/provider/appointments')).json()) as ProviderAppointmentListResponse;
    expect(firstList.appointments.map((a) => a.id)).not.toContain(moved.id);
    await page.context().clearCookies();
    await signInAsProvider(page.request, secondProvider);
    await page.goto('/provider-appointments');
    const card = main(page).getByRole('article', { name: moving });
    await expect(card).toContainText('Reassigned to you');
    await expect(card).toContainText('Confirmed');
    await expectNoAxeViolations(page);
  } finally {
    // As the other journeys expect: the second provider works no hours (so every booking
    // goes to the first), and nothing is left booked with them.
    await page.context().clearCookies();
    await signInAsOwner(page.request);
    await page.request.post(`/api/console/appointments/${moved.id}/cancel`, { headers: sameOrigin });
    if (secondId !== undefined) await setHours(page.request, secondId, []);
    await Promise.all([first.dispose(), second.dispose(), customerRequest.dispose()]);
  }
});

test('the day view is a table that works from the keyboard and fits a 360 px phone', { tag: '@phone' }, async ({ page, playwright }, testInfo) => {
  const date = bookingDate(testInfo, 40);
  const petName = `Juniper ${randomUUID().slice(0, 6)}`;
  const customerRequest = await ownContext(playwright, '10.251.2.1');
  try {
    await createAccount(customerRequest, newAccount('Robin Daybook'));
    await bookThroughApi(customerRequest, { date, time: '2:00 PM', petName });
    await signInAsOwner(page.request);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(paths.consoleAppointments.getHref({ date, view: 'day' }));

    await expect(main(page).getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const heading = main(page).getByRole('heading', { level: 2, name: longDate(date) });
    await expect(heading).toBeVisible();
    const table = main(page).getByRole('region', { name: longDate(date) }).getByRole('table');
    const row = table.getByRole('row').filter({ hasText: petName });
    await expect(row).toContainText('Test Grooming Service');
    await expect(row).toContainText('Robin Daybook');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    // From the keyboard: Enter opens the details (focus on their heading), Escape goes back to the row.
    const open = row.getByRole('rowheader').getByRole('button');
    await open.focus();
    await page.keyboard.press('Enter');
    const details = main(page).getByRole('region', { name: `${petName}: Test Grooming Service` });
    await expect(details.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(details.getByRole('form', { name: 'Move to another time' }).getByLabel('Free time')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();

    // A day at a time; the count of what is shown is announced.
    await main(page).getByRole('button', { name: 'Next day' }).click();
    await expect(main(page).getByRole('heading', { level: 2 })).not.toHaveText(longDate(date));
    await main(page).getByRole('button', { name: 'Previous day' }).click();
    await expect(heading).toBeVisible();
    await expect(main(page).getByRole('status').filter({ hasText: /appointments? this day/ })).toBeVisible();
  } finally {
    await customerRequest.dispose();
  }
});
