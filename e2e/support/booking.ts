import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { Appointment, BookAppointmentBody } from '../../src/shared/contracts/booking';
import { formatLongDate } from '../../src/shared/i18n/format';
import { addDaysToDate, todayInZone } from '../../src/shared/scheduling/zoned-time';
import { siteConfig } from '../../src/shared/site-config/site-config';
import { isMobile } from './accounts';
import { appURL } from './ports';

/**
 * There is one provider and one database for the whole run, so every slot can be
 * booked once. Each test books on its own day (a day offset it owns), and the mobile
 * project runs the same tests 40 days further on.
 */
export function bookingDate(testInfo: TestInfo, daysAhead: number): string {
  const offset = daysAhead + (isMobile(testInfo.project.name) ? 40 : 0);
  if (offset > siteConfig.booking.horizonDays) throw new Error(`Day offset ${offset} is beyond the booking horizon`);
  return daysFromToday(offset);
}

/** Today (0), or a day before or after it, in the business time zone, as the server counts days. */
export function daysFromToday(days: number): string {
  return addDaysToDate(todayInZone(new Date(), siteConfig.timeZone), days);
}

/** "Monday, March 15, 2027", as the pages write an appointment's date. */
export const longDate = (date: string) => formatLongDate(date, 'en-CA');

/** Books through the API as whoever `request` is signed in as. */
export async function bookThroughApi(
  request: APIRequestContext,
  booking: Pick<BookAppointmentBody, 'date' | 'time'> & Partial<BookAppointmentBody>,
): Promise<Appointment> {
  const response = await request.post('/api/appointments', {
    data: {
      serviceId: 'test-grooming',
      petType: 'Dog',
      petName: 'Biscuit',
      petAge: '2 years',
      idempotencyKey: randomUUID(),
      ...booking,
    },
    headers: { origin: appURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Appointment;
}

export async function cancelThroughApi(request: APIRequestContext, appointmentId: string): Promise<void> {
  const response = await request.post(`/api/appointments/${appointmentId}/cancel`, { headers: { origin: appURL } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function listAppointments(request: APIRequestContext): Promise<Appointment[]> {
  const response = await request.get('/api/appointments');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { appointments: Appointment[] }).appointments;
}

/** The wizard's step heading, e.g. "Step 2 of 3: Pet information". */
export const stepHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** The time buttons of the slot picker. */
export const timeSlots = (page: Page) => page.getByRole('main').getByRole('group', { name: /^Available times for/ });

/** One time button of the slot picker: "2:30 PM", not "12:30 PM". */
export const timeSlot = (page: Page, time: string) => timeSlots(page).getByRole('button', { name: time, exact: true });

/** Through the wizard's first two steps (the test grooming service, a dog named Biscuit) to its schedule step. */
export async function toScheduleStep(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/book-appointment');
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Service');
  await main.getByRole('radio', { name: 'Grooming', exact: true }).check();
  await main.getByRole('radio', { name: 'Test Grooming Service' }).check();
  await main.getByRole('button', { name: 'Next' }).click();
  await main.getByRole('radio', { name: 'Dog', exact: true }).check();
  await main.getByLabel('Pet name').fill('Biscuit');
  await main.getByLabel('Age').fill('2 years');
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Schedule');
}
