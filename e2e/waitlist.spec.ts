import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, TestInfo } from '@playwright/test';
import type { AvailabilityResponse } from '../src/shared/contracts/booking';
import type { Pet } from '../src/shared/contracts/pets';
import type { WaitlistResponse } from '../src/shared/contracts/waitlist';
import { createAccount, newAccount, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, bookThroughApi, cancelThroughApi, listAppointments, longDate, stepHeading, timeSlots } from './support/booking';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * The booking waitlist (issue 14): a full day, two customers who join its waitlist in the
 * wizard, a cancellation, a mail to each, and exactly one of them gets the time; the
 * other is told it has gone, still waits, and leaves the waitlist on /check-appointment.
 * Day 60 is this file's (desktop only).
 */

const main = (page: Page) => page.getByRole('main');
const sameOrigin = { origin: appURL };
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A customer in a browser of their own, signed in, with a saved dog. */
async function customerWithDog(browser: Browser, testInfo: TestInfo, name: string, dog: string) {
  const context = await browser.newContext({ baseURL: appURL, viewport: testInfo.project.use.viewport ?? null, extraHTTPHeaders: { 'x-forwarded-for': someAddress() } });
  const page = await context.newPage();
  const account = newAccount(name);
  await createAccount(page.request, account);
  const response = await page.request.post('/api/pets', { data: { name: dog, type: 'Dog', age: '3 years' }, headers: sameOrigin });
  expect(response.status(), await response.text()).toBe(201);
  return { context, page, account, pet: (await response.json()) as Pet };
}

/** Books every free time of the test service that date, whoever works it, until none is left. */
async function fillDay(request: APIRequestContext, date: string) {
  const booked = [];
  for (;;) {
    const day = (await (await request.get(`/api/availability?serviceId=test-grooming&date=${date}`)).json()) as AvailabilityResponse;
    const free = day.slots.filter((slot) => slot.available);
    if (free.length === 0) return booked;
    for (const slot of free) booked.push(await bookThroughApi(request, { date, time: slot.time }));
  }
}

/** Step 3 of the wizard for the test service and the customer's saved dog, on the date. */
async function toFullDay(page: Page, dog: string, date: string) {
  await page.goto('/book-appointment');
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Service');
  await main(page).getByRole('radio', { name: 'Grooming', exact: true }).check();
  await main(page).getByRole('radio', { name: 'Test Grooming Service' }).check();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await main(page).getByLabel('Fill in from one of your pets (optional)').selectOption({ label: `${dog} (Dog, 3 years)` });
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
  await main(page).getByLabel('Date', { exact: true }).fill(date);
  await expect(timeSlots(page)).toHaveAccessibleName(`Available times for ${longDate(date)}`);
  await expect(timeSlots(page).locator('button:not([aria-disabled="true"])')).toHaveCount(0);
}

const waitlistBox = (page: Page) => main(page).getByRole('region', { name: 'Join the waitlist' });
const offerLink = (text: string) => /https?:\/\/\S+\/waitlist\/offer\/[\w-]+/.exec(text)?.[0] ?? '';

test('a cancelled time is offered to two waitlisted customers and exactly one gets it', async ({ browser, playwright }, testInfo) => {
  test.setTimeout(120_000);
  const date = bookingDate(testInfo, 60);
  const holder = await playwright.request.newContext({ baseURL: appURL, extraHTTPHeaders: { 'x-forwarded-for': someAddress() } });
  const contexts: BrowserContext[] = [];
  try {
    await createAccount(holder, newAccount('Hollis Holder'));
    const held = await fillDay(holder, date);
    const freed = held.find((appointment) => appointment.time === '10:00 AM')!;
    expect(freed).toBeDefined();

    // Two customers find the day full and join its waitlist in the wizard; Bea only for the morning.
    const ana = await customerWithDog(browser, testInfo, 'Ana Waiting', 'Pixel');
    const bea = await customerWithDog(browser, testInfo, 'Bea Waiting', 'Nova');
    contexts.push(ana.context, bea.context);

    await toFullDay(ana.page, 'Pixel', date);
    await expect(waitlistBox(ana.page)).toContainText('No time is free that day. Join the waitlist for Pixel');
    await waitlistBox(ana.page).getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(waitlistBox(ana.page).getByRole('status')).toContainText(
      `You are on the waitlist for Pixel on ${longDate(date)}. We will email you if a time frees up.`,
    );

    await toFullDay(bea.page, 'Nova', date);
    await waitlistBox(bea.page).getByLabel('From (optional)').selectOption({ label: '9:00 AM' });
    await waitlistBox(bea.page).getByLabel('Until (optional)').selectOption({ label: '12:00 PM' });
    await expectNoAxeViolations(bea.page);
    await waitlistBox(bea.page).getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(waitlistBox(bea.page).getByRole('status')).toContainText(`You are on the waitlist for Nova on ${longDate(date)}.`);

    // The holder cancels 10:00 AM: both are emailed a link to it.
    await cancelThroughApi(holder, freed.id);
    const subject = new RegExp(`^A time has opened up: Test Grooming Service for (Pixel|Nova), ${longDate(date)} at 10:00 AM$`);
    const [anaMail, beaMail] = await Promise.all([waitForMail(ana.account.email, subject), waitForMail(bea.account.email, subject)]);

    // Both open their link; Ana books first, then Bea tries.
    await ana.page.goto(offerLink(anaMail.text));
    await bea.page.goto(offerLink(beaMail.text));
    for (const { page } of [ana, bea]) {
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText('A time has opened up');
      await expect(main(page).getByText(longDate(date))).toBeVisible();
    }
    await expectNoAxeViolations(ana.page);
    await main(ana.page).getByRole('button', { name: 'Book this time' }).click();
    await expect(main(ana.page).getByRole('heading', { level: 2 })).toHaveText('This time is yours');
    await expect(main(ana.page).getByRole('status')).toContainText('Booked! A confirmation is on its way by email.');

    await main(bea.page).getByRole('button', { name: 'Book this time' }).click();
    await expect(main(bea.page).getByRole('alert')).toHaveText(
      'Someone else took this time just before you. You are still on the waitlist, and we will email you if another time frees up.',
    );
    await expect(main(bea.page).getByRole('button', { name: 'Book this time' })).toHaveCount(0);
    await expect(main(bea.page).getByRole('heading', { level: 2 })).toHaveText('This time is no longer available');
    await expectNoAxeViolations(bea.page);
    await waitForMail(bea.account.email, /^That time has gone: Test Grooming Service/);

    // Exactly one appointment at 10:00 AM, Ana's.
    const anaBooked = (await listAppointments(ana.page.request)).filter((appointment) => appointment.date === date);
    expect(anaBooked.map((appointment) => [appointment.time, appointment.status, appointment.petName])).toEqual([['10:00 AM', 'Confirmed', 'Pixel']]);
    expect((await listAppointments(bea.page.request)).filter((appointment) => appointment.date === date)).toEqual([]);
    const day = (await (await holder.get(`/api/availability?serviceId=test-grooming&date=${date}`)).json()) as AvailabilityResponse;
    expect(day.slots.filter((slot) => slot.available)).toEqual([]);

    // Bea still waits: she sees the entry on /check-appointment and leaves it.
    await bea.page.goto('/check-appointment');
    const waitlist = main(bea.page).getByRole('region', { name: 'Your waitlist' });
    const entry = waitlist.getByRole('article', { name: 'Test Grooming Service' });
    await expect(entry).toContainText(longDate(date));
    await expect(entry).toContainText('Between 9:00 AM and 12:00 PM');
    await expect(entry).toContainText('Nova');
    await expectNoAxeViolations(bea.page);
    bea.page.once('dialog', (dialog) => void dialog.accept());
    await entry.getByRole('button', { name: /^Leave the waitlist/ }).click();
    await expect(waitlist.getByRole('status')).toHaveText(`You have left the waitlist for Nova on ${longDate(date)}.`);
    await expect(entry).toHaveCount(0);
    const left = (await (await bea.page.request.get('/api/waitlist')).json()) as WaitlistResponse;
    expect(left.entries).toEqual([]);
    // Ana's entry was done when she booked.
    expect(((await (await ana.page.request.get('/api/waitlist')).json()) as WaitlistResponse).entries).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
    await holder.dispose();
  }
});
