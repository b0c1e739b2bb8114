import { expectNoAxeViolations } from './support/axe';
import { createAccount, newAccount } from './support/accounts';
import { bookingDate, bookThroughApi } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * The owner's customers (issue 13): found by part of their email, their page shows their
 * pet and appointment, and a note the owner keeps about the pet stays with it.
 */

const main = (page: Page) => page.getByRole('main');

test("the owner finds a customer by part of their email and keeps a note about their pet", { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const customer = newAccount('Rowan Ashby');
  await createAccount(request, customer);
  const pet = await request.post('/api/pets', { data: { name: 'Juniper', type: 'Dog', age: '4 years' }, headers: { origin: appURL } });
  expect(pet.status(), await pet.text()).toBe(201);
  await bookThroughApi(request, { date: bookingDate(testInfo, 48), time: '10:00 AM', petName: 'Juniper' });

  await signInAsOwner(page.request);
  await page.goto('/console/customers');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Customers');
  await expectNoAxeViolations(page);

  // Part of the email, in capitals: the search ignores case, and the URL keeps it.
  const part = customer.email.split('@')[0]!.slice(4).toUpperCase();
  await main(page).getByRole('searchbox', { name: 'Search customers' }).fill(part);
  await main(page).getByRole('searchbox', { name: 'Search customers' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${part}`));
  const results = main(page).getByRole('region', { name: `Customers matching “${part}”` });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByRole('row').nth(1)).toContainText(customer.email);
  await expectNoAxeViolations(page);

  await results.getByRole('link', { name: customer.name }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(customer.name);
  const pets = main(page).getByRole('region', { name: 'Pets' });
  await expect(pets.getByRole('heading', { name: 'Juniper' })).toBeVisible();
  const appointments = main(page).getByRole('region', { name: 'Appointments' });
  await expect(appointments.getByRole('row').nth(1)).toContainText('Test Grooming Service');
  await expect(appointments.getByRole('row').nth(1)).toContainText('Juniper');
  await expect(appointments.getByRole('row').nth(1)).toContainText('Confirmed');

  const noteForm = pets.getByRole('group', { name: 'Add a note about Juniper' });
  await noteForm.getByLabel('Note').fill('Nervous with clippers.');
  await noteForm.getByRole('button', { name: 'Add note' }).click();
  // The pet's own item holds the note's item: the note is the last of the two.
  await expect(pets.getByRole('listitem').filter({ hasText: 'Nervous with clippers.' }).last()).toContainText('By owner.e2e@example.com');
  await expect(noteForm.getByLabel('Note')).toHaveValue('');
  await expectNoAxeViolations(page);
});

test('the owner gives a customer store credit with a reason, which the customer reads on their profile (issue 32)', async ({ page, browser }) => {
  const customer = newAccount('Sasha Credit');
  await createAccount(page.request, customer);

  const ownerContext = await browser.newContext({ baseURL: appURL, extraHTTPHeaders: { 'x-forwarded-for': '10.251.7.9' } });
  try {
    const ownerPage = await ownerContext.newPage();
    await signInAsOwner(ownerPage.request);
    await ownerPage.goto('/console/customers');
    await main(ownerPage).getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
    await main(ownerPage).getByRole('searchbox', { name: 'Search customers' }).press('Enter');
    await main(ownerPage).getByRole('link', { name: customer.name }).click();
    await expect(main(ownerPage).getByRole('heading', { level: 1 })).toHaveText(customer.name);
    await expect(main(ownerPage).getByText('Balance: $0.00')).toBeVisible();

    const form = main(ownerPage).getByRole('group', { name: 'Change the store credit' });
    await form.getByLabel('Amount ($)').fill('15');
    await form.getByLabel('Reason (the customer sees it)').fill('Sorry for the long wait on Saturday');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(main(ownerPage).getByText('Balance: $15.00')).toBeVisible();
    await expect(form.getByRole('status')).toHaveText('Store credit saved.');

    // Taking back more than there is changes nothing, and says why.
    await form.getByLabel('Take back credit given by mistake').check();
    await form.getByLabel('Amount ($)').fill('20');
    await form.getByLabel('Reason (the customer sees it)').fill('Typed the wrong amount');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('There is not enough store credit for that.');
    await expect(main(ownerPage).getByText('Balance: $15.00')).toBeVisible();
    await expectNoAxeViolations(ownerPage);
  } finally {
    await ownerContext.close();
  }

  await page.goto('/profile');
  await expect(main(page).getByRole('heading', { level: 2, name: 'Store credit' })).toBeVisible();
  await expect(main(page).getByText('Balance: $15.00')).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Store credit' })).toContainText('Credit from the shop: Sorry for the long wait on Saturday');
  await expectNoAxeViolations(page);
});
