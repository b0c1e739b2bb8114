import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Appointment, AvailabilityResponse, ServiceCatalogResponse } from '../src/shared/contracts/booking';
import { createAccount, newAccount, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, daysFromToday, longDate, stepHeading, timeSlots } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { paths } from '../src/shared/routes/paths';
import { expect, test, type Locator, type Page } from './support/test';

/**
 * Deposits (issue 29): the owner gives a service a deposit in the console; a customer
 * books it, sees the time held and the deposit's policy before paying, pays on the test
 * checkout and sees the visit Confirmed; another visit, paid and then cancelled inside the
 * cancellation window, keeps its deposit and says so in the policy's words. The service is
 * this journey's own (Veterinary, a fresh name), so no other journey's bookings change.
 * Day offsets 8 (the wizard's booking), and today or tomorrow (a time inside the window).
 */

const main = (page: Page) => page.getByRole('main');
const sameOrigin = { origin: appURL };
const policy =
  'Deposit policy: cancel at least 24 hours before the visit and your deposit is refunded in full. A later cancel or a missed visit keeps the deposit.';

/** The card of the appointment on that date and time. */
const card = (page: Page, date: string, time: string): Locator =>
  main(page)
    .getByRole('article')
    .filter({ hasText: longDate(date) })
    .filter({ has: page.getByText(time, { exact: true }) });

async function serviceIdNamed(request: APIRequestContext, name: string): Promise<string> {
  const catalog = (await (await request.get('/api/services')).json()) as ServiceCatalogResponse;
  const service = catalog.categories.flatMap((category) => category.services).find((candidate) => candidate.name === name);
  expect(service, name).toBeDefined();
  return service!.id;
}

/** A free time of the service that starts within the next 24 hours (inside the cancellation window), booked through the API. */
async function bookInsideWindow(request: APIRequestContext, serviceId: string): Promise<Appointment> {
  const within = Date.now() + 23 * 3_600_000;
  for (const date of [daysFromToday(0), daysFromToday(1)]) {
    const response = await request.get(`/api/availability?serviceId=${serviceId}&date=${date}`);
    if (response.status() !== 200) continue;
    const free = ((await response.json()) as AvailabilityResponse).slots.filter((slot) => slot.available && new Date(slot.startsAt).getTime() < within);
    for (const slot of free.reverse()) {
      const booked = await request.post('/api/appointments', {
        data: { serviceId, petType: 'Dog', petName: 'Late Lou', petAge: '4 years', date, time: slot.time, idempotencyKey: randomUUID() },
        headers: sameOrigin,
      });
      if (booked.status() === 409) continue;
      expect(booked.status(), await booked.text()).toBe(201);
      return (await booked.json()) as Appointment;
    }
  }
  throw new Error('no free time of the service within the next 23 hours');
}

test('an owner asks a deposit; a customer pays it on the test checkout and sees the visit Confirmed, then cancels another late and the deposit is kept', async ({
  page,
}, testInfo) => {
  const name = `Dental Deposit ${randomUUID().slice(0, 6)}`;

  // The owner: a new service with a $20 deposit, refused first at 0.
  await signInAsOwner(page.request);
  await page.goto('/console/services/new');
  const form = main(page).getByRole('form', { name: 'New service' });
  await form.getByLabel('Category').selectOption({ label: 'Veterinary' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('Teeth, gums and breath, with advice on brushing.');
  await form.getByLabel('Duration in minutes').fill('30');
  await form.getByLabel('Price in dollars').fill('80');
  await form.getByLabel('Deposit', { exact: true }).selectOption({ label: 'A fixed amount' });
  const amount = form.getByLabel('Deposit amount (dollars, before HST)');
  await amount.fill('0');
  await form.getByRole('group', { name: 'Pet types' }).getByRole('checkbox', { name: 'Dog' }).check();
  await form.getByRole('group', { name: 'Providers' }).getByRole('checkbox').first().check();
  await main(page).getByRole('button', { name: 'Save service' }).click();
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAccessibleDescription(/above \$0/);
  await expectNoAxeViolations(page);
  await amount.fill('20');
  await main(page).getByRole('button', { name: 'Save service' }).click();
  await expect(page).toHaveURL('/console/services');

  // A customer books it in the wizard: the time is held, the deposit and its policy stated before paying.
  await page.context().clearCookies();
  const customer = newAccount('Dana Deposit');
  await createAccount(page.request, customer);
  await page.goto('/book-appointment');
  await main(page).getByRole('radio', { name: 'Veterinary', exact: true }).check();
  await main(page).getByRole('radio', { name }).check();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await main(page).getByRole('radio', { name: 'Dog', exact: true }).check();
  await main(page).getByLabel('Pet name').fill('Biscuit');
  await main(page).getByLabel('Age').fill('2 years');
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
  const date = bookingDate(testInfo, 8);
  await main(page).getByLabel('Date', { exact: true }).fill(date);
  await timeSlots(page).getByRole('button', { name: '11:00 AM', exact: true }).click();
  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(main(page).getByRole('heading', { level: 2, name: 'Your time is held' })).toBeVisible();
  const held = main(page).getByRole('region', { name: 'Pay the deposit to confirm your visit' });
  // $20 plus 13 % HST.
  await expect(held).toContainText('This service asks a deposit of $22.60 ($20.00 plus HST $2.60).');
  await expect(held).toContainText(policy);
  await expectNoAxeViolations(page);
  await held.getByRole('button', { name: 'Pay deposit of $22.60' }).click();

  // The test checkout: one line, the deposit, with its HST; paying brings the customer back to their visits.
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('table')).toContainText(`Deposit — ${name}`);
  await page.getByRole('button', { name: 'Pay $22.60' }).click();
  await expect(page).toHaveURL('/check-appointment');
  const paid = card(page, date, '11:00 AM');
  await expect(paid).toContainText('Confirmed');
  await expect(paid).toContainText('Paid: $22.60');
  await expect(paid).toContainText(policy);
  await expectNoAxeViolations(page);
  const confirmation = await waitForMail(customer.email, /Your appointment is confirmed/);
  expect(confirmation.text).toContain('Deposit paid: $22.60.');
  expect(confirmation.text).toContain(policy);

  // Another visit inside the cancellation window, paid: cancelling it online keeps the deposit, said first.
  const serviceId = await serviceIdNamed(page.request, name);
  const late = await bookInsideWindow(page.request, serviceId);
  const opened = await page.request.post(`/api/appointments/${late.id}/deposit-checkout`, { headers: sameOrigin });
  expect(opened.status(), await opened.text()).toBe(201);
  const paidLate = await page.request.post(`${new URL(((await opened.json()) as { url: string }).url).pathname}/pay`, { headers: sameOrigin, maxRedirects: 0 });
  expect(paidLate.status()).toBe(303);

  await page.goto('/check-appointment');
  const lateCard = card(page, late.date, late.time);
  await expect(lateCard).toContainText('Paid: $22.60');
  await expect(lateCard).toContainText('you can still cancel it online, but your deposit of $22.60 is kept');
  await expectNoAxeViolations(page);
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    }),
  );
  await lateCard.getByRole('button', { name: /^Cancel/ }).click();
  expect(await asked).toBe('Cancel this visit? It starts within the cancellation window, so your deposit of $22.60 is kept.');
  await expect(lateCard).toContainText('Cancelled');
  await expect(lateCard).toContainText('Kept: $22.60 (cancelled late or missed)');
  await expect(lateCard).toContainText(policy);
  await expectNoAxeViolations(page);

  // The owner sees the deposit kept on the visit in the appointment book, and gives it back (asked first, audited).
  await page.context().clearCookies();
  await signInAsOwner(page.request);
  await page.goto(paths.consoleAppointments.getHref({ date: late.date }));
  const item = main(page).getByRole('region', { name: longDate(late.date) }).getByRole('button', { name: /Late Lou/ });
  await item.click();
  const details = main(page).getByRole('region', { name: `Late Lou: ${name}` });
  await expect(details).toContainText('Kept: $22.60 (cancelled late or missed)');
  await expectNoAxeViolations(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await details.getByRole('button', { name: 'Refund the deposit of $22.60' }).click();
  await expect(main(page).getByText("Deposit of $22.60 for Late Lou's visit is being refunded.")).toBeVisible();
  await waitForMail(customer.email, /Your deposit of \$22\.60 has been refunded/);
});
