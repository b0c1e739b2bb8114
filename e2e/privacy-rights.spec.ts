import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createAccount, newAccount, signInWithEmailForm } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookThroughApi, daysFromToday } from './support/booking';
import { addThroughApi, payForCartThroughApi } from './support/cart';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * Issue 30 item 4, as a customer does it: from the profile, download everything the shop
 * keeps (one file, their order and visit in it), then close the account; the owner's
 * figures for the shop's sales are the same before and after, the visit is cancelled and
 * the old email and password no longer sign in. Day owned (desktop only): 10 at 1:30 PM.
 */

const main = (page: Page) => page.getByRole('main');

/** Every object in an answer with that id: wherever the answer nests it. */
function withId(value: unknown, id: string): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap((item) => withId(item, id));
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  return [...(object.id === id ? [object] : []), ...Object.values(object).flatMap((item) => withId(item, id))];
}

test('a customer downloads their data and closes their account; the owner’s sales figures do not move', async ({ page, playwright, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one account closed is enough');
  const account = newAccount('Pat Private');
  await createAccount(page.request, account);
  await addThroughApi(page.request, 'Rope for Dogs');
  const orderId = await payForCartThroughApi(page.request);
  const visit = await bookThroughApi(page.request, { date: daysFromToday(10), time: '1:30 PM' });

  const owner = await playwright.request.newContext({ baseURL: appURL });
  await signInAsOwner(owner);
  const today = daysFromToday(0);
  const salesFigures = async () => {
    const response = await owner.get(`/api/console/analytics?from=${today}&to=${today}`, { headers: { origin: appURL } });
    expect(response.status(), await response.text()).toBe(200);
    const { current } = (await response.json()) as { current: { revenueCents: number; orders: number; topProducts: unknown } };
    return { revenueCents: current.revenueCents, orders: current.orders, topProducts: current.topProducts };
  };
  const before = await salesFigures();

  await page.goto('/profile');
  const yourData = main(page).getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^pet-haven-data-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
  const text = JSON.stringify(archive);
  expect(text).toContain(account.email);
  expect(text).toContain(orderId);
  expect(text).toContain(visit.id);

  const closing = main(page).getByRole('region', { name: 'Close my account' });
  await expect(closing).toContainText('Closing your account cannot be undone.');
  // A wrong password closes nothing and says which field.
  await closing.getByLabel('Your password').fill('not my password');
  await closing.getByLabel(`Type your email address (${account.email}) to confirm`).fill(account.email);
  await closing.getByRole('button', { name: 'Close my account for good' }).click();
  await expect(closing.getByRole('alert')).toContainText('Please correct the fields marked below.');
  await expect(page).toHaveURL('/profile');

  await closing.getByLabel('Your password').fill(account.password);
  await closing.getByRole('button', { name: 'Close my account for good' }).click();
  await expect(page).toHaveURL('/');

  // Signed out everywhere: the old session is refused, and the old email names no account.
  expect((await page.request.get('/api/profile', { headers: { origin: appURL } })).status()).toBe(401);
  await page.goto('/login');
  await signInWithEmailForm(page, account.email, account.password);
  await expect(main(page).getByRole('alert')).toHaveText('No account found with this email. Please sign up first.');

  // The visit was cancelled as any cancel is, and the shop's sales are as they were.
  const day = daysFromToday(10);
  const book = await owner.get(`/api/console/appointments?from=${day}&to=${day}`, { headers: { origin: appURL } });
  expect(book.status(), await book.text()).toBe(200);
  expect(withId(await book.json(), visit.id).filter((entry) => entry.status === 'Confirmed')).toEqual([]);
  expect(await salesFigures()).toEqual(before);
  await owner.dispose();

  // The owner's list of privacy requests: both requests, by kind and date, the closed
  // account by its reference alone, its name nowhere; in English and in French.
  const ownerContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` } });
  const ownerPage = await ownerContext.newPage();
  await signInAsOwner(ownerPage.request);
  for (const [path, heading, archived, closed, anonymous] of [
    ['/console/audit', 'Privacy requests (data downloads and closed accounts)', 'Data archive downloaded', 'Account closed; 1 upcoming visit cancelled', 'Closed account (name and email deleted)'],
    ['/fr/console/audit', 'Demandes sur les données personnelles (téléchargements et comptes fermés)', 'Archive des données téléchargée', 'Compte fermé; 1 visite à venir annulée', 'Compte fermé (nom et courriel supprimés)'],
  ] as const) {
    await ownerPage.goto(path);
    const requests = main(ownerPage).getByRole('region', { name: heading });
    const closing = requests.getByRole('row').filter({ hasText: closed }).first();
    await expect(closing).toContainText(anonymous);
    const reference = (await closing.getByRole('cell').last().textContent())!;
    expect(reference).toMatch(/^R-[0-9A-F]{8}$/);
    await expect(requests.getByRole('row').filter({ hasText: reference }).filter({ hasText: archived })).toHaveCount(1);
    await expect(requests).not.toContainText(account.name);
    await expect(requests).not.toContainText(account.email);
    await expectNoAxeViolations(ownerPage);
  }
  await ownerContext.close();
});
