import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Appointment, AvailabilityResponse, BookAppointmentBody } from '../src/shared/contracts/booking';
import type { ProviderDashboardResponse } from '../src/shared/contracts/providers';
import { addDaysToDate, todayInZone } from '../src/shared/scheduling/slots';
import { siteConfig } from '../src/shared/site-config/site-config';
import { createAccount, mainNavLink, newAccount, waitForMail, type Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { appURL } from './support/ports';
import { provider, signInAsProvider } from './support/providers';
import { expect, test, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');

/** A signed-in customer (the `request` fixture: the page stays as it is). */
async function signedInCustomer(request: APIRequestContext, name = 'Casey Owner'): Promise<Account> {
  const account = newAccount(name);
  await createAccount(request, account);
  return account;
}

const today = () => todayInZone(new Date(), siteConfig.timeZone);

/**
 * Books the grooming service for a dog as the customer signed in on `request`, at the
 * latest free slot of the first of `daysAhead` that has one: other journeys book too,
 * so the slot is asked for rather than assumed.
 */
async function book(
  request: APIRequestContext,
  daysAhead: number[],
  pet: Partial<BookAppointmentBody> & { petName: string },
): Promise<Appointment> {
  for (const days of daysAhead) {
    const date = addDaysToDate(today(), days);
    const availability = await request.get(`/api/availability?serviceId=test-grooming&date=${date}`);
    expect(availability.status(), await availability.text()).toBe(200);
    const free = ((await availability.json()) as AvailabilityResponse).slots.filter((slot) => slot.available).reverse();
    for (const slot of free) {
      const body: BookAppointmentBody = {
        serviceId: 'test-grooming',
        petType: 'Dog',
        petAge: '3 years',
        petBreed: 'Beagle',
        specialInstructions: 'Nervous around clippers',
        date,
        time: slot.time,
        idempotencyKey: randomUUID(),
        ...pet,
      };
      const response = await request.post('/api/appointments', { data: body, headers: { origin: appURL } });
      if (response.status() === 409) continue;
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as Appointment;
    }
  }
  throw new Error(`no free slot ${daysAhead.join(', ')} days ahead`);
}

/** A pet name no other journey uses, so its card is found by name. */
const uniquePet = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

test.describe('the provider guard', () => {
  for (const path of ['/provider-dashboard', '/provider-appointments']) {
    test(`sends a visitor on ${path} home with 'Access denied'`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(main(page).getByRole('alert')).toHaveText('Access denied');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${siteConfig.brand}`);
    });
  }

  test("sends a customer home with 'Access denied', in place of the provider page's history entry", async ({ page }) => {
    await createAccount(page.request, newAccount('Casey Customer'));
    await page.goto('/contact');
    await page.goto('/provider-dashboard');
    await expect(page).toHaveURL('/');
    await expect(main(page).getByRole('alert')).toHaveText('Access denied');
    await page.goBack();
    await expect(page).toHaveURL('/contact');
  });

  test('treats a failed check as no access, and logs it', async ({ page }) => {
    await signInAsProvider(page.request);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/provider/me', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Try again later.' } } }),
    );
    await page.goto('/provider-appointments');
    await expect(page).toHaveURL('/');
    await expect(main(page).getByRole('alert')).toHaveText('Access denied');
    expect(errors.some((text) => text.includes('The provider check failed'))).toBe(true);
  });

  test("shows 'Checking authorization...' while it checks, then lets a provider in", async ({ page }) => {
    await signInAsProvider(page.request);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/provider/me', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/provider-dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Checking authorization...' })).toBeVisible();
    answer();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Provider Dashboard');
    await expect(page).toHaveURL('/provider-dashboard');
  });
});

test.describe('navigation', () => {
  test('a provider has a Dashboard link that leads to the dashboard', async ({ page }, testInfo) => {
    await signInAsProvider(page.request);
    await page.goto('/shop');
    const link = await mainNavLink(page, testInfo.project.name, 'Dashboard');
    await expect(link).toHaveAttribute('href', '/provider-dashboard');
    await link.click();
    await expect(page).toHaveURL('/provider-dashboard');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Provider Dashboard');
  });

  test('a customer has none', async ({ page }, testInfo) => {
    await createAccount(page.request, newAccount('Casey Customer'));
    const profileLoaded = page.waitForResponse((response) => response.url().endsWith('/api/profile') && response.ok());
    await page.goto('/shop');
    await profileLoaded;
    await expect(await mainNavLink(page, testInfo.project.name, 'Profile')).toBeVisible();
    await expect(await mainNavLink(page, testInfo.project.name, 'Dashboard')).toHaveCount(0);
  });
});

test("the dashboard shows today and the coming week, with a customer's booking and its details", async ({ page, request }) => {
  await signedInCustomer(request, 'Casey Owner');
  const petName = uniquePet('Biscuit');
  const booked = await book(request, [3, 4, 5, 6, 2, 7, 1], { petName, petBreed: 'Beagle', petAge: '3 years' });
  await signInAsProvider(page.request);

  await page.goto('/provider-dashboard');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Provider Dashboard');
  await expect(main(page).getByText(`Welcome, ${provider.name}.`)).toBeVisible();

  // The counts are the server's: other journeys book in this week too.
  const dashboard = (await (await page.request.get('/api/provider/dashboard')).json()) as ProviderDashboardResponse;
  const counts = main(page).locator('dl').first();
  await expect(counts.locator('div').filter({ hasText: 'Confirmed today' }).locator('dd')).toHaveText(String(dashboard.counts.today));
  await expect(counts.locator('div').filter({ hasText: 'Confirmed in the next 7 days' }).locator('dd')).toHaveText(
    String(dashboard.counts.week),
  );
  expect(dashboard.counts.week).toBeGreaterThanOrEqual(1);

  await expect(main(page).getByRole('heading', { level: 2, name: /^Today/ })).toBeVisible();
  const week = main(page).getByRole('region', { name: 'The Coming Week' });
  const day = week.getByRole('region').filter({ has: page.getByText(petName) });
  await expect(day.getByRole('heading', { level: 3 })).toHaveText(
    new Intl.DateTimeFormat(siteConfig.locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${booked.date}T12:00:00Z`),
    ),
  );
  const item = day.getByRole('listitem').filter({ hasText: petName });
  await expect(item).toContainText(booked.time);
  await expect(item).toContainText('Dog · Beagle · 3 years');
  await expect(item).toContainText('Test Grooming Service');
  await expect(item).toContainText('Casey Owner');
  await expect(item).toContainText('Nervous around clippers');
  await expect(item).toContainText('Confirmed');

  await main(page).getByRole('link', { name: 'All appointments' }).click();
  await expect(page).toHaveURL('/provider-appointments');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Appointments');
});

test('a provider cannot complete a visit before it starts, and cancels another; the owner sees it cancelled and may delete it', async ({
  page,
  request,
}) => {
  const owner = await signedInCustomer(request, 'Olive Owner');
  const toKeep = uniquePet('Rex');
  const toCancel = uniquePet('Luna');
  await book(request, [25, 26, 27, 28], { petName: toKeep });
  await book(request, [25, 26, 27, 28], { petName: toCancel });
  await signInAsProvider(page.request);

  await page.goto('/provider-appointments');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Appointments');
  const card = (petName: string) => main(page).getByRole('article', { name: petName });
  for (const petName of [toKeep, toCancel]) {
    await expect(card(petName)).toContainText('Test Grooming Service');
    await expect(card(petName)).toContainText('Confirmed');
  }

  // Completed only once the visit has started (issue 14): refused in words, and it stays Confirmed.
  // A no-show is offered only once it has started.
  await expect(card(toKeep).getByRole('button', { name: 'Mark as No-show' })).toHaveCount(0);
  await card(toKeep).getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(card(toKeep).getByRole('alert')).toHaveText('This appointment has not started yet: it can be marked completed once it has started.');
  await expect(card(toKeep)).toContainText('Confirmed');

  // Cancel asks first; saying no changes nothing.
  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  await card(toCancel).getByRole('button', { name: 'Cancel' }).click();
  expect(prompts).toEqual(['Are you sure you want to cancel this appointment?']);
  await expect(card(toCancel)).toContainText('Confirmed');

  // Saying yes: both buttons wait for the answer, then go with the new status.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/provider/appointments/*/cancel', async (route) => {
    await answered;
    await route.continue();
  });
  page.once('dialog', (dialog) => void dialog.accept());
  await card(toCancel).getByRole('button', { name: 'Cancel' }).click();
  await expect(card(toCancel).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(card(toCancel).getByRole('button', { name: 'Mark as Completed' })).toBeDisabled();
  await expect(card(toKeep).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  answer();
  await expect(card(toCancel)).toContainText('Cancelled');
  await expect(card(toCancel).getByRole('status')).toHaveText('Cancelled. The owner has been emailed.');
  await expect(card(toCancel).getByRole('button')).toHaveCount(0);

  // The server kept what it was asked to.
  await page.reload();
  await expect(card(toKeep)).toContainText('Confirmed');
  await expect(card(toCancel)).toContainText('Cancelled');

  // The owner is told by email, and their list shows it Cancelled with Delete (D4).
  await waitForMail(owner.email, /cancelled/i);
  const ownerList = (await (await request.get('/api/appointments')).json()) as { appointments: Appointment[] };
  expect(ownerList.appointments.find((a) => a.petName === toCancel)?.status).toBe('Cancelled');
  expect(ownerList.appointments.find((a) => a.petName === toKeep)?.status).toBe('Confirmed');

  await page.context().clearCookies();
  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto('/check-appointment');
  const ownerCard = main(page).getByRole('article').filter({ hasText: toCancel });
  await expect(ownerCard).toContainText('Cancelled');
  await expect(ownerCard.getByRole('button', { name: /^Delete/ })).toBeVisible();
  await expect(ownerCard.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  page.once('dialog', (dialog) => void dialog.accept());
  await ownerCard.getByRole('button', { name: /^Delete/ }).click();
  await expect(main(page).getByRole('article').filter({ hasText: toCancel })).toHaveCount(0);
});

test("a change the owner beat the provider to is refused with the server's message, and the list catches up", async ({
  page,
  request,
}) => {
  await signedInCustomer(request, 'Quinn Owner');
  const petName = uniquePet('Mochi');
  const booked = await book(request, [25, 26, 27, 28], { petName });
  await signInAsProvider(page.request);
  await page.goto('/provider-appointments');
  const card = main(page).getByRole('article', { name: petName });
  await expect(card).toContainText('Confirmed');

  // Meanwhile the owner cancels it themselves.
  const cancelled = await request.post(`/api/appointments/${booked.id}/cancel`, { headers: { origin: appURL } });
  expect(cancelled.status()).toBe(200);

  await card.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(card.getByRole('alert')).toHaveText('Only confirmed appointments can be completed or cancelled.');
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('button')).toHaveCount(0);
});

test('a failed request leaves the appointment as it was and says so', async ({ page, request }) => {
  await signedInCustomer(request, 'Rory Owner');
  const petName = uniquePet('Pepper');
  await book(request, [25, 26, 27, 28], { petName });
  await signInAsProvider(page.request);
  await page.goto('/provider-appointments');
  const card = main(page).getByRole('article', { name: petName });

  await page.route('**/api/provider/appointments/*/cancel', (route) => route.abort('connectionreset'));
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('alert')).toHaveText("We couldn't update this appointment. Please try again.");
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeEnabled();

  await page.unroute('**/api/provider/appointments/*/cancel');
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('alert')).toHaveCount(0);
});

test('both provider screens pass axe and fit the window', { tag: '@phone' }, async ({ page, request }) => {
  await signedInCustomer(request, 'Sam Owner');
  await book(request, [2, 3, 4, 5, 6], { petName: uniquePet('Nala') });
  await book(request, [25, 26, 27, 28], { petName: uniquePet('Ollie') });
  await signInAsProvider(page.request);

  for (const [path, heading] of [
    ['/provider-dashboard', 'Provider Dashboard'],
    ['/provider-appointments', 'Appointments'],
  ] as const) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(main(page).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing sticks out sideways, at 390 px as at 1280 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
