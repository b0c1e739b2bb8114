import { request as requestContext } from '@playwright/test';
import { countMails, newAccount, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * Issue 30 item 2 in the browser: a customer registers in French and says yes to news;
 * the owner writes a news mail in the console for owners of fish and sends it; it arrives
 * in French with the shop's address and a one-click unsubscribe; a POST with no cookie
 * unsubscribes at once, and the next campaign leaves them out. Fish, because the shared
 * server's other journeys keep dogs and cats: the campaign's first paced batch is ours.
 */

const main = (page: Page) => page.getByRole('main');
const plain = (text: string) => text.replaceAll('\u00a0', ' ').replaceAll('\u202f', ' ');

async function addFish(page: Page, name: string): Promise<void> {
  const added = await page.request.post('/api/pets', { data: { name, type: 'Fish', age: '1 year' }, headers: { origin: appURL } });
  expect(added.status(), await added.text()).toBe(201);
}

async function writeAndSend(page: Page, subjectEn: string, subjectFr: string): Promise<void> {
  await page.goto('/console/news');
  const english = main(page).getByRole('group', { name: 'English' });
  const french = main(page).getByRole('group', { name: 'French' });
  await english.getByLabel('Subject').fill(subjectEn);
  await english.getByLabel('Message').fill('# Aquarium day\n\nNew **filters** are in.');
  await french.getByLabel('Subject').fill(subjectFr);
  await french.getByLabel('Message').fill('# Journée aquarium\n\nDe nouveaux **filtres** sont arrivés.\n\n- Pompes\n- Filtres');
  await main(page).getByLabel('Audience').selectOption({ label: 'Owners of a pet type' });
  await main(page).getByLabel('Pet type').selectOption({ label: 'Fish' });
  await expect(main(page).getByText(/^This mail goes to \d+ customers?\.$/)).toBeVisible();
  await main(page).getByRole('button', { name: 'Send the news mail' }).click();
  await expect(main(page).getByText('The news mail is on its way.')).toBeVisible();
}

test('a customer who said yes in French gets the news in French, unsubscribes in one click with no cookie, and is left out of the next', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const customer = newAccount('Élodie Poisson');
  const french = await browser.newContext({ locale: 'fr-CA' });
  const customerPage = await french.newPage();

  // Registration in French, with the unticked box ticked, and the privacy policy beside it.
  await customerPage.goto('/fr/register');
  const news = main(customerPage).getByRole('checkbox', { name: 'Nouvelles et offres par courriel' });
  await expect(news).not.toBeChecked();
  await expect(main(customerPage).getByRole('checkbox', { name: 'Rappels de rendez-vous par texto' })).not.toBeChecked();
  await expect(main(customerPage).getByRole('link', { name: /politique de confidentialité/ })).toHaveAttribute('href', '/fr/privacy');
  await main(customerPage).getByLabel('Nom affiché', { exact: true }).fill(customer.name);
  await main(customerPage).getByLabel('Courriel', { exact: true }).fill(customer.email);
  await main(customerPage).getByLabel('Mot de passe', { exact: true }).fill(customer.password);
  await main(customerPage).getByLabel('Confirmer le mot de passe', { exact: true }).fill(customer.password);
  await news.check();
  // Texts need a number: asked only once that box is ticked, and checked before sending.
  await main(customerPage).getByRole('checkbox', { name: 'Rappels de rendez-vous par texto' }).check();
  await main(customerPage).getByLabel('Numéro de cellulaire').fill('555-0142');
  await main(customerPage).getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(main(customerPage).getByLabel('Numéro de cellulaire')).toHaveAccessibleDescription(/numéro de téléphone canadien/);
  await expectNoAxeViolations(customerPage);
  await main(customerPage).getByRole('checkbox', { name: 'Rappels de rendez-vous par texto' }).uncheck();
  await main(customerPage).getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(customerPage).toHaveURL('/fr/profile');
  await expect(main(customerPage).getByRole('checkbox', { name: 'Nouvelles et offres par courriel' })).toBeChecked();
  await expectNoAxeViolations(customerPage);
  await addFish(customerPage, 'Bulle');

  // A second customer, in English, who stays subscribed: the next campaign reaches them.
  const control = newAccount('Finn Waters');
  const signedUp = await page.request.post('/api/auth/sign-up/email', { data: { ...control, newsEmail: true }, headers: { origin: appURL } });
  expect(signedUp.status()).toBe(200);
  await addFish(page, 'Nemo');

  // The owner writes, previews in French and sends.
  await signInAsOwner(page.request);
  await page.goto('/console/news');
  await expect(main(page).getByRole('heading', { level: 1, name: 'News mail' })).toBeVisible();
  await expectNoAxeViolations(page);
  const first = `Aquarium day ${customer.email}`;
  const firstFr = `Journée aquarium ${customer.email}`;
  await main(page).getByRole('group', { name: 'French' }).getByLabel('Subject').fill(firstFr);
  await main(page).getByRole('group', { name: 'French' }).getByLabel('Message').fill('De nouveaux **filtres**.');
  await main(page).getByLabel('Preview in').selectOption({ label: 'French' });
  await main(page).getByRole('button', { name: 'Show the preview' }).click();
  await expect(main(page).getByRole('region', { name: 'The mail as it arrives' })).toContainText(firstFr);
  await expect(page.frameLocator('iframe[title="The mail as it arrives"]').getByText('Se désabonner de nos nouvelles')).toBeVisible();
  await expectNoAxeViolations(page);
  await writeAndSend(page, first, firstFr);

  const mail = await waitForMail(customer.email, /Journée aquarium/);
  expect(plain(mail.subject)).toBe(firstFr);
  expect(plain(mail.text)).toContain('De nouveaux filtres sont arrivés.');
  expect(plain(mail.text)).toContain('Vous recevez ce courriel de Pet Haven, Pet Haven, 128 James Street North, Hamilton ON L8R 2K9, Canada');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = new URL(mail.headers['list-unsubscribe']!.replace(/^<|>$/g, ''));
  expect(plain(mail.text)).toContain(`Se désabonner de nos nouvelles: ${link.href}`);

  // The visible link's page, in French, with no sign-in.
  const anonymous = await browser.newContext({ locale: 'en-CA' });
  const linkPage = await anonymous.newPage();
  await linkPage.goto(`${link.pathname}${link.search}`);
  await expect(linkPage.getByRole('heading', { level: 1 })).toHaveText('Se désabonner des nouvelles de Pet Haven');
  await expectNoAxeViolations(linkPage);
  await linkPage.goto('/unsubscribe?token=forged');
  await expect(linkPage.getByRole('status')).toHaveText(/This unsubscribe link is not valid/);
  await expectNoAxeViolations(linkPage);

  // The mail program's one-click: a POST with no cookie.
  const mailProgram = await requestContext.newContext({ baseURL: appURL });
  const oneClick = await mailProgram.post(`${link.pathname}${link.search}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
  expect(plain(await oneClick.text())).toContain('Vous êtes désabonné');
  expect((await mailProgram.post(`${link.pathname}${link.search}`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' })).status()).toBe(409);
  await mailProgram.dispose();

  await customerPage.reload();
  await expect(main(customerPage).getByRole('checkbox', { name: 'Nouvelles et offres par courriel' })).not.toBeChecked();

  // The console counts the send and the unsubscribe; the next campaign leaves them out.
  await page.reload();
  const row = main(page).getByRole('row').filter({ hasText: first });
  await expect(row).toContainText('Sent');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  const second = `Pond week ${control.email}`;
  await writeAndSend(page, second, `Semaine de l’étang ${control.email}`);
  await waitForMail(control.email, /Pond week/);
  expect(await countMails(customer.email, /étang|Pond/)).toBe(0);

  await page.goto('/fr/console/news');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Courriel de nouvelles' })).toBeVisible();
  await expectNoAxeViolations(page);
  await french.close();
  await anonymous.close();
});
