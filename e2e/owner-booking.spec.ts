import { randomUUID } from 'node:crypto';
import type { Pet } from '../src/shared/contracts/pets';
import { paths } from '../src/shared/routes/paths';
import { createAccount, newAccount, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookThroughApi, daysFromToday, longDate } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * Issue 29 item 1 (ADR 0052): the owner books a 6-weekly series of 3 visits for a
 * customer's pet from the console's appointment book, one visit's time taken by someone
 * else and moved in the preview to the nearest free time, and finds the visits in the
 * book; the customer is mailed one confirmation. Days owned (desktop only): 9, 51, 93 at
 * 1:30 PM.
 */

const main = (page: Page) => page.getByRole('main');
const sameOrigin = { origin: appURL };

test('the owner books a 6-weekly series of 3 for a customer’s pet with one clash resolved in the preview, and sees them in the book', async ({ page, browser }) => {
  const days = [9, 51, 93].map(daysFromToday);
  const petName = `Maple ${randomUUID().slice(0, 4)}`;

  // The customer and their saved pet.
  const customerContext = await browser.newContext({ baseURL: appURL });
  const customer = newAccount('Harper Phone');
  await createAccount(customerContext.request, customer);
  const added = await customerContext.request.post('/api/pets', { data: { name: petName, type: 'Dog', age: '4 years', breed: 'Collie' }, headers: sameOrigin });
  expect(added.status()).toBe(201);
  expect(((await added.json()) as Pet).name).toBe(petName);
  await customerContext.close();

  // Someone else already has the second visit's time.
  const other = await browser.newContext({ baseURL: appURL });
  await createAccount(other.request, newAccount('Olly Other'));
  await bookThroughApi(other.request, { date: days[1]!, time: '1:30 PM' });
  await other.close();

  await signInAsOwner(page.request);
  await page.goto(paths.consoleAppointments.getHref({ date: days[0]! }));
  await main(page).getByRole('button', { name: 'Book a visit' }).click();
  const form = main(page).getByRole('form', { name: 'Book a visit for a customer' });

  await form.getByRole('searchbox', { name: /Find a customer/ }).fill(customer.email);
  await form.getByRole('radio', { name: `${customer.name} (${customer.email})` }).check();
  await form.getByRole('combobox', { name: 'Pet' }).selectOption({ label: petName });
  await form.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Test Grooming Service' });
  await form.getByLabel('Date', { exact: true }).fill(days[0]!);
  await expect(form.getByRole('combobox', { name: 'Time' })).toBeEnabled();
  await form.getByRole('combobox', { name: 'Time' }).selectOption({ label: '1:30 PM' });

  const repeat = form.getByRole('group', { name: 'Repeat' });
  await repeat.getByRole('checkbox', { name: 'Repeat this visit' }).check();
  await repeat.getByLabel('Every how many weeks (1 to 12)').fill('6');
  await repeat.getByLabel('Number of visits', { exact: true }).fill('3');
  await repeat.getByRole('button', { name: 'Preview the visits' }).click();

  const visits = form.getByRole('region', { name: 'The 3 visits' });
  await expect(visits.getByRole('listitem')).toHaveCount(3);
  await expect(visits.getByRole('listitem').nth(0)).toHaveText(`${longDate(days[0]!)} at 1:30 PM: free`);
  await expect(visits.getByRole('listitem').nth(2)).toHaveText(`${longDate(days[2]!)} at 1:30 PM: free`);
  const clash = visits.getByRole('group', { name: `${longDate(days[1]!)} at 1:30 PM is taken. Choose another time:` });
  await expect(clash.getByRole('radio').first()).toHaveAccessibleName(`${longDate(days[1]!)} at 1:00 PM`);
  await expectNoAxeViolations(page);

  await clash.getByRole('radio', { name: `${longDate(days[1]!)} at 1:00 PM` }).check();
  await form.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(main(page).getByRole('status').filter({ hasText: 'Booked 3 visits' })).toContainText(`Booked 3 visits for ${petName} from ${longDate(days[0]!)} at 1:30 PM`);
  const first = main(page).getByRole('region', { name: longDate(days[0]!) }).getByRole('button', { name: new RegExp(petName) });
  await expect(first).toContainText('1:30 PM');
  await expect(first).toContainText('Confirmed');

  await page.goto(paths.consoleAppointments.getHref({ date: days[1]! }));
  const moved = main(page).getByRole('region', { name: longDate(days[1]!) }).getByRole('button', { name: new RegExp(petName) });
  await expect(moved).toContainText('1:00 PM');
  await moved.click();
  await expect(main(page).getByRole('region', { name: `${petName}: Test Grooming Service` })).toContainText('Part of a series of visits');

  const mail = await waitForMail(customer.email, /confirmed/i);
  expect(mail.text).toContain(petName);
});
