import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Pet } from '../src/shared/contracts/pets';
import type { Series, SeriesPreview } from '../src/shared/contracts/booking-series';
import { formatLongDate } from '../src/shared/i18n/format';
import { paths } from '../src/shared/routes/paths';
import { createAccount, newAccount } from './support/accounts';
import { signInAsOwner } from './support/console';
import { expectNoAxeViolations } from './support/axe';
import { bookThroughApi, daysFromToday, longDate, stepHeading, timeSlot, toScheduleStep } from './support/booking';
import { appURL } from './support/ports';
import { expect, test, type Locator, type Page } from './support/test';

/**
 * Issue 29's recurring visits: a customer books a series of 4 visits every 6 weeks in the
 * wizard, one of them taken by someone else and moved in the preview to a nearest free
 * time, sees the 4 visits in My appointments, and cancels "this and following" from the
 * third (the later visits past the 90 days of a single booking, as a series may reach).
 * Days owned (desktop only): 29, 71, 113, 155 at 3:00 PM (inside every day's hours),
 * and 30, 44 (moved to 50, 64) and 58 for the French screens; 69, 83, 97 at 4:00 PM for
 * the owner's "this and following" in the console.
 */

const main = (page: Page) => page.getByRole('main');
const sameOrigin = { origin: appURL };

/** The card of the appointment on that date and time. */
const card = (page: Page, date: string, time: string): Locator =>
  main(page)
    .getByRole('article')
    .filter({ hasText: longDate(date) })
    .filter({ has: page.getByText(time, { exact: true }) });

test('books 4 visits every 6 weeks with one clash moved in the preview, sees them in My appointments, and cancels the third and following', async ({ page, browser }) => {
  const days = [29, 71, 113, 155].map(daysFromToday);
  // Someone else already has the second visit's time.
  const other = await browser.newContext({ baseURL: appURL });
  await createAccount(other.request, newAccount('Olly Other'));
  await bookThroughApi(other.request, { date: days[1]!, time: '3:00 PM' });
  await other.close();

  await createAccount(page.request, newAccount('Riley Repeat'));
  await toScheduleStep(page);
  await main(page).getByLabel('Date', { exact: true }).fill(days[0]!);
  await timeSlot(page, '3:00 PM').click();

  const repeat = main(page).getByRole('group', { name: 'Repeat' });
  await repeat.getByRole('checkbox', { name: 'Repeat this visit' }).check();
  await repeat.getByLabel('Every how many weeks (1 to 12)').fill('6');
  await expect(repeat.getByRole('radio', { name: 'After a number of visits' })).toBeChecked();
  await repeat.getByLabel('Number of visits', { exact: true }).fill('4');
  // Confirming before previewing is refused with the reason.
  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(main(page).getByRole('alert')).toContainText('Preview the visits');

  await repeat.getByRole('button', { name: 'Preview the visits' }).click();
  const visits = main(page).getByRole('region', { name: 'Your 4 visits' });
  await expect(visits.getByRole('listitem')).toHaveCount(4);
  await expect(visits.getByRole('listitem').nth(0)).toHaveText(`${longDate(days[0]!)} at 3:00 PM: free`);
  const clash = visits.getByRole('group', { name: `${longDate(days[1]!)} at 3:00 PM is taken. Choose another time:` });
  await expect(clash.getByRole('radio')).toHaveCount(3);
  await expect(clash.getByRole('radio').first()).toHaveAccessibleName(`${longDate(days[1]!)} at 2:30 PM`);
  await expect(visits.getByRole('listitem').nth(2)).toHaveText(`${longDate(days[2]!)} at 3:00 PM: free`);
  await expect(visits.getByRole('listitem').nth(3)).toHaveText(`${longDate(days[3]!)} at 3:00 PM: free`);
  await expectNoAxeViolations(page);

  // A taken visit without a time chosen stops the confirm.
  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(main(page).getByRole('alert')).toContainText('choose another time for each one that is taken');
  await clash.getByRole('radio', { name: `${longDate(days[1]!)} at 2:30 PM` }).check();
  await main(page).getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText('Appointment Confirmed!');
  const booked = main(page).getByRole('list').filter({ hasText: longDate(days[0]!) });
  await expect(booked.getByRole('listitem')).toHaveText([
    `${longDate(days[0]!)} at 3:00 PM`,
    `${longDate(days[1]!)} at 2:30 PM`,
    `${longDate(days[2]!)} at 3:00 PM`,
    `${longDate(days[3]!)} at 3:00 PM`,
  ]);

  await page.goto('/check-appointment');
  const times = ['3:00 PM', '2:30 PM', '3:00 PM', '3:00 PM'];
  const cards = days.map((date, i) => card(page, date, times[i]!));
  for (const visit of cards) {
    await expect(visit).toContainText('Confirmed');
    await expect(visit).toContainText('Part of a series of visits');
  }

  await cards[2]!.getByRole('button', { name: /^Cancel/ }).click();
  const which = cards[2]!.getByRole('group', { name: 'Cancel which visits?' });
  await expect(which.getByRole('button')).toHaveText(['This visit', 'This and following visits', 'Keep them']);
  await expectNoAxeViolations(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await which.getByRole('button', { name: 'This and following visits' }).click();

  await expect(cards[2]!).toContainText('Cancelled');
  await expect(cards[3]!).toContainText('Cancelled');
  await expect(cards[0]!).toContainText('Confirmed');
  await expect(cards[1]!).toContainText('Confirmed');
  await expect(main(page).getByRole('status').filter({ hasText: 'cancelled' })).toContainText('2 visits for Biscuit');
});

/** A series booked through the API as the signed-in customer, at the times the preview found free. */
async function bookSeriesThroughApi(request: APIRequestContext, first: { date: string; time: string }, repeat: { everyWeeks: number; count: number }, petName: string): Promise<Series> {
  const added = await request.post('/api/pets', { data: { name: petName, type: 'Dog', age: '3 years' }, headers: sameOrigin });
  expect(added.status()).toBe(201);
  const pet = (await added.json()) as Pet;
  const previewed = await request.post('/api/appointment-series/preview', { data: { serviceId: 'test-grooming', petType: 'Dog', petId: pet.id, ...first, repeat }, headers: sameOrigin });
  expect(previewed.status(), await previewed.text()).toBe(200);
  const preview = (await previewed.json()) as SeriesPreview;
  expect(preview.visits.every((visit) => visit.available)).toBe(true);
  const booked = await request.post('/api/appointment-series', {
    data: { serviceId: 'test-grooming', petType: 'Dog', petName: pet.name, petAge: pet.age, petId: pet.id, ...first, idempotencyKey: randomUUID(), repeat, visits: preview.visits.map(({ date, time }) => ({ date, time })) },
    headers: sameOrigin,
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()) as Series;
}

test('the owner cancels the second visit of a series and the following ones in the console; the customer sees them cancelled', async ({ page, browser }) => {
  const days = [69, 83, 97].map(daysFromToday);
  const petName = `Sprocket ${randomUUID().slice(0, 4)}`;
  const customer = await browser.newContext({ baseURL: appURL });
  const customerPage = await customer.newPage();
  await createAccount(customerPage.request, newAccount('Sage Series'));
  const series = await bookSeriesThroughApi(customerPage.request, { date: days[0]!, time: '4:00 PM' }, { everyWeeks: 2, count: 3 }, petName);
  expect(series.appointments.map((visit) => visit.date)).toEqual(days);

  await signInAsOwner(page.request);
  await page.goto(paths.consoleAppointments.getHref({ date: days[1]! }));
  const item = main(page).getByRole('region', { name: longDate(days[1]!) }).getByRole('button', { name: new RegExp(petName) });
  await item.click();
  const details = main(page).getByRole('region', { name: `${petName}: Test Grooming Service` });
  await expect(details).toContainText('Part of a series of visits');
  await expect(details.getByRole('group', { name: 'Move which visits?' })).toBeVisible();
  await details.getByRole('button', { name: 'Cancel appointment' }).click();
  const which = details.getByRole('group', { name: 'Cancel which visits?' });
  await expect(which.getByRole('button')).toHaveText(['This visit', 'This and following visits', 'Keep them']);
  await expectNoAxeViolations(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await which.getByRole('button', { name: 'This and following visits' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'cancelled' })).toContainText(`2 visits for ${petName}`);

  // The same screen in French, on the first visit, still Confirmed.
  await page.goto(`/fr${paths.consoleAppointments.getHref({ date: days[0]! })}`);
  await main(page).getByRole('region', { name: formatLongDate(days[0]!, 'fr-CA') }).getByRole('button', { name: new RegExp(petName) }).click();
  const french = main(page).getByRole('region', { name: new RegExp(`^${petName}`) });
  await french.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
  await expect(french.getByRole('group', { name: 'Annuler quelles visites?' })).toBeVisible();
  await expect(french.getByRole('group', { name: 'Déplacer quelles visites?' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The customer's own list: the second and third cancelled, the first kept.
  await customerPage.goto('/check-appointment');
  const visits = days.map((date) => card(customerPage, date, '4:00 PM'));
  await expect(visits[0]!).toContainText('Confirmed');
  await expect(visits[1]!).toContainText('Cancelled');
  await expect(visits[2]!).toContainText('Cancelled');
  await customer.close();
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('the repeat, its preview and the cancel choice read in French, axe finding nothing', async ({ page }) => {
    await createAccount(page.request, newAccount('Camille Répétée'));
    const added = await page.request.post('/api/pets', { data: { name: `Biscotte ${randomUUID().slice(0, 4)}`, type: 'Dog', age: '3 ans' }, headers: sameOrigin });
    expect(added.status()).toBe(201);
    const pet = (await added.json()) as Pet;

    // A series booked through the API, to be cancelled from My appointments.
    const first = { date: daysFromToday(30), time: '3:00 PM' };
    const repeatRule = { everyWeeks: 2, count: 2 };
    const previewed = await page.request.post('/api/appointment-series/preview', {
      data: { serviceId: 'test-grooming', petType: 'Dog', petId: pet.id, ...first, repeat: repeatRule },
      headers: sameOrigin,
    });
    expect(previewed.status(), await previewed.text()).toBe(200);
    const preview = (await previewed.json()) as SeriesPreview;
    const booked = await page.request.post('/api/appointment-series', {
      data: {
        serviceId: 'test-grooming',
        petType: 'Dog',
        petName: pet.name,
        petAge: pet.age,
        petId: pet.id,
        ...first,
        idempotencyKey: randomUUID(),
        repeat: repeatRule,
        visits: preview.visits.map((visit) => ({ date: visit.available ? visit.date : visit.alternatives[0]!.date, time: visit.available ? visit.time : visit.alternatives[0]!.time })),
      },
      headers: sameOrigin,
    });
    expect(booked.status(), await booked.text()).toBe(201);
    expect(((await booked.json()) as Series).appointments).toHaveLength(2);

    await page.goto(`/book-appointment?service=test-grooming&pet=${pet.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(stepHeading(page)).toContainText('3');
    await main(page).getByLabel('Date', { exact: true }).fill(daysFromToday(58));
    await main(page).getByRole('group', { name: /^Heures disponibles/ }).getByRole('button', { disabled: false }).first().click();
    const repeat = main(page).getByRole('group', { name: 'Répétition' });
    await repeat.getByRole('checkbox', { name: 'Répéter cette visite' }).check();
    await repeat.getByRole('radio', { name: 'À une date' }).check();
    await repeat.getByLabel('Date de la dernière visite').fill(daysFromToday(72));
    await repeat.getByRole('button', { name: 'Voir les visites' }).click();
    await expect(main(page).getByRole('region', { name: 'Vos 2 visites' }).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);

    // Both visits moved 20 days later, "this and following" from the first.
    await page.goto('/check-appointment');
    const frenchCard = (date: string) => main(page).getByRole('article').filter({ hasText: formatLongDate(date, 'fr-CA') });
    const firstVisit = frenchCard(daysFromToday(30));
    await firstVisit.getByRole('button', { name: /^Déplacer/ }).click();
    const move = firstVisit.getByRole('group', { name: 'Déplacer quelles visites?' });
    await move.getByRole('radio', { name: 'Cette visite et les suivantes' }).check();
    await firstVisit.getByRole('textbox', { name: 'Nouvelle date' }).fill(daysFromToday(50));
    await firstVisit.getByRole('group', { name: /^Heures disponibles/ }).getByRole('button', { name: '15 h', exact: true }).click();
    await expectNoAxeViolations(page);
    await firstVisit.getByRole('button', { name: 'Confirmer la nouvelle heure' }).click();
    await expect(frenchCard(daysFromToday(50))).toContainText('15 h');
    await expect(frenchCard(daysFromToday(64))).toContainText('15 h');
    await expect(frenchCard(daysFromToday(30))).toHaveCount(0);

    const visit = frenchCard(daysFromToday(64));
    await visit.getByRole('button', { name: /^Annuler/ }).click();
    await expect(visit.getByRole('group', { name: 'Annuler quelles visites?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
