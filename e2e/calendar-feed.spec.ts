import { randomUUID } from 'node:crypto';
import type { Appointment, AvailabilityResponse } from '../src/shared/contracts/booking';
import { parseFeed } from '../src/shared/test/icalendar-feed';
import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { cancelThroughApi, daysFromToday } from './support/booking';
import { appURL } from './support/ports';
import { signInAsProvider } from './support/providers';
import { expect, test, type Page } from './support/test';
import type { APIRequestContext } from '@playwright/test';

const main = (page: Page) => page.getByRole('main');

/**
 * A visit for the seeded provider (every booking goes to them, see support/providers.ts)
 * at the latest free time 70 to 75 days ahead, days no other journey books.
 */
async function bookVisit(request: APIRequestContext, petName: string): Promise<Appointment> {
  for (let days = 70; days <= 75; days++) {
    const date = daysFromToday(days);
    const availability = await request.get(`/api/availability?serviceId=test-grooming&date=${date}`);
    expect(availability.status(), await availability.text()).toBe(200);
    const free = ((await availability.json()) as AvailabilityResponse).slots.filter((slot) => slot.available).reverse();
    for (const slot of free) {
      const response = await request.post('/api/appointments', {
        data: { serviceId: 'test-grooming', petType: 'Dog', petName, petAge: '3 years', date, time: slot.time, idempotencyKey: randomUUID() },
        headers: { origin: appURL },
      });
      if (response.status() === 409) continue;
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as Appointment;
    }
  }
  throw new Error('no free time 70 to 75 days ahead');
}

test('a provider subscribes to their agenda: the feed parses and shows a visit booked now; a replaced address answers 404', async ({ page, request, playwright }) => {
  const customer = newAccount('Cleo Subscriber');
  await createAccount(request, customer);
  const petName = `Pixel ${randomUUID().slice(0, 6)}`;
  const visit = await bookVisit(request, petName);
  // A calendar app: no cookie, no session.
  const calendarApp = await playwright.request.newContext({ baseURL: appURL });
  try {
    await signInAsProvider(page.request);
    await page.goto('/provider-dashboard');
    const panel = main(page).getByRole('region', { name: 'Subscribe in your calendar' });
    await expect(panel).toBeVisible();
    page.on('dialog', (dialog) => void dialog.accept());
    // The mobile run or an earlier journey may have made one already: then it is replaced, after a confirm.
    await panel.getByRole('button', { name: /^(Get my calendar address|Replace address)$/ }).click();

    const httpsField = panel.getByLabel('Web address (https)');
    await expect(httpsField).toHaveValue(/^http:\/\/.+\/calendar\/[\w-]{43}\.ics$/);
    const address = await httpsField.inputValue();
    await expect(panel.getByLabel('Address for calendar apps (webcal)')).toHaveValue(address.replace(/^http:/, 'webcal:'));
    await expect(panel.getByRole('link', { name: 'Add to my calendar app' })).toHaveAttribute('href', address.replace(/^http:/, 'webcal:'));
    await expectNoAxeViolations(page);

    const response = await calendarApp.get(address);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const { events } = parseFeed(await response.text());
    const event = events.find((candidate) => candidate.uid.startsWith(`${visit.id}@`));
    expect(event).toEqual(
      expect.objectContaining({ summary: `Test Grooming Service for ${petName} (Cleo)`, status: 'CONFIRMED', tzid: 'America/Toronto', startsAt: new Date(visit.startsAt) }),
    );

    await panel.getByRole('button', { name: 'Replace address' }).click();
    await expect(httpsField).not.toHaveValue(address);
    const replaced = await httpsField.inputValue();
    expect((await calendarApp.get(address)).status()).toBe(404);
    expect((await calendarApp.get(replaced)).status()).toBe(200);
  } finally {
    await calendarApp.dispose();
    await cancelThroughApi(request, visit.id);
  }
});
