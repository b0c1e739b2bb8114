import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Appointment } from '../src/shared/contracts/booking';
import type { Pet } from '../src/shared/contracts/pets';
import { paths } from '../src/shared/routes/paths';
import { todayInZone } from '../src/shared/scheduling/zoned-time';
import { siteConfig } from '../src/shared/site-config/site-config';
import { createAccount, newAccount, signInWithConfiguredRole, waitForMail, type Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { daysFromToday } from './support/booking';
import { ownAppPort, ownAppURL, smtpPort } from './support/ports';
import { expect, test, type Page } from './support/test';
import { solidPng } from '../src/server/test/images';

/**
 * Issue 29's report cards, in the browser. A visit can be completed only once it has
 * started, and no request books one that has: so this journey runs its own server on a
 * data folder of its own, books a visit for tomorrow, stops the server, moves the visit to
 * an hour ago in the database, and starts it again. Then the provider completes the visit
 * and sends its card with a photo, the customer reads the "ready for pickup" mail in the
 * shared SMTP catcher and sees the card on the pet's page, and the owner's checks screen
 * is checked; axe runs on each new screen in English and in French.
 */

const main = (page: Page) => page.getByRole('main');
const origin = { origin: ownAppURL };
let dataDir = '';
const groomer: Account = { name: 'Gale Groomer', email: 'groomer.report-cards.e2e@example.com', password: 'correct horse 42' };
const owner: Account = { name: 'Orla Owner', email: 'owner.report-cards.e2e@example.com', password: 'correct horse 42' };
let server: ChildProcess | undefined;

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['dist/server/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(ownAppPort),
      HOST: 'localhost',
      BASE_URL: ownAppURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TRUST_PROXY: 'true',
      PROVIDER_EMAILS: groomer.email,
      OWNER_EMAILS: owner.email,
    },
  });
  await expect
    .poll(async () => (await fetch(`${ownAppURL}/readyz`).catch(() => undefined))?.status, { timeout: 60_000, message: 'the journey’s own server is ready' })
    .toBe(200);
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

/** Moves a visit to have started an hour ago, with the server stopped (the embedded database is one process's at a time). */
async function moveIntoThePast(appointmentId: string): Promise<void> {
  await stopServer();
  const database = await PGlite.create(join(dataDir, 'pglite'), { extensions: { btree_gist, pg_trgm, unaccent } });
  try {
    const moved = await database.query(
      "UPDATE appointments SET starts_at = now() - interval '1 hour', ends_at = now() - interval '30 minutes' WHERE id = $1",
      [appointmentId],
    );
    expect(moved.affectedRows).toBe(1);
  } finally {
    await database.close();
  }
  await startServer();
}

test.use({ baseURL: ownAppURL });
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'pet-haven-e2e-report-cards-'));
  await startServer();
});
test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a provider completes a visit and sends its report card with a photo; the customer is mailed it and sees it on the pet’s page; the provider and the owner read it on the visit; the owner edits the checks', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const customer = newAccount('Casey Pickup');
  const customerContext = await browser.newContext({ baseURL: ownAppURL });
  const customerPage = await customerContext.newPage();
  await createAccount(customerPage.request, customer, ownAppURL);
  const pet = (await (await customerPage.request.post('/api/pets', { data: { name: 'Biscotte', type: 'Dog', age: '3 years' }, headers: origin })).json()) as Pet;
  // The groomer takes over the seeded schedule, to which every booking goes.
  const groomerContext = await browser.newContext({ baseURL: ownAppURL });
  const groomerPage = await groomerContext.newPage();
  await signInWithConfiguredRole(groomerPage.request, groomer, '/api/provider/me', ownAppURL);
  const booked = await customerPage.request.post('/api/appointments', {
    data: { serviceId: 'test-grooming', petType: 'Dog', petName: 'Biscotte', petAge: '3 years', petId: pet.id, date: daysFromToday(1), time: '10:00 AM', idempotencyKey: randomUUID() },
    headers: origin,
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const visit = (await booked.json()) as Appointment;
  await moveIntoThePast(visit.id);
  // The sessions live in the database: both stay signed in across the restart.

  await groomerPage.goto('/provider-appointments');
  // It has started: among the older ones.
  await main(groomerPage).getByRole('button', { name: 'Show older appointments' }).click();
  const card = main(groomerPage).getByRole('article', { name: 'Biscotte' });
  await card.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(card.getByRole('status')).toHaveText('Marked as completed.');
  await card.getByRole('button', { name: 'Write report card' }).click();
  const form = card.getByRole('form', { name: "Biscotte's report card" });
  await expect(form.getByRole('checkbox', { name: 'Nails trimmed' })).toBeVisible();
  await expectNoAxeViolations(groomerPage);

  // Five photos are one too many, said beside the field; nothing is sent.
  const photo = (n: number) => ({ name: `biscotte-${n}.png`, mimeType: 'image/png', buffer: solidPng({ size: 32, rgb: [40 * n, 120, 90] }) });
  await form.getByLabel('Photos').setInputFiles([1, 2, 3, 4, 5].map(photo));
  await form.getByRole('button', { name: 'Send report card' }).click();
  await expect(form.getByText('A report card holds at most 4 photos.')).toBeVisible();
  await expect(form.getByLabel('Photos')).toBeFocused();

  await form.getByLabel('Note for the customer').fill('Biscotte was a star.\nA little matting behind the ears.');
  await form.getByRole('checkbox', { name: 'Nails trimmed' }).check();
  await form.getByRole('checkbox', { name: 'Bath and blow-dry' }).check();
  await form.getByLabel('Photos').setInputFiles([photo(1)]);
  await form.getByRole('button', { name: 'Send report card' }).click();
  await expect(card.getByRole('status')).toHaveText('Report card sent: the customer is told their pet is ready for pickup.');
  await expect(card.getByRole('button', { name: 'Write report card' })).toHaveCount(0);
  await expect(card.getByRole('heading', { name: 'Biscotte' })).toBeFocused();
  // The provider reads the card they wrote, as the customer is sent it.
  await card.getByRole('button', { name: 'Read the report card' }).click();
  const sentCard = card.getByRole('article', { name: /^Test Grooming Service/ });
  await expect(sentCard).toContainText('Biscotte was a star.');
  await expect(sentCard.getByRole('listitem').filter({ hasText: 'Nails trimmed' })).toBeVisible();
  await expect(sentCard.getByRole('img', { name: 'Photo 1 of Biscotte' })).toBeVisible();
  await expectNoAxeViolations(groomerPage);
  // And on the dashboard's list of today.
  await groomerPage.goto('/provider-dashboard');
  const today = main(groomerPage).getByRole('region', { name: /^Today/ });
  await today.getByRole('button', { name: 'Read the report card' }).click();
  await expect(today.getByRole('article')).toContainText('Biscotte was a star.');
  await expectNoAxeViolations(groomerPage);

  // The mail, once, with the card.
  const mail = await waitForMail(customer.email, /Biscotte is ready for pickup/);
  expect(mail.text).toContain('Biscotte was a star.');
  expect(mail.text).toContain('Done today\n- Nails trimmed\n- Bath and blow-dry');
  expect(mail.text).toMatch(new RegExp(`${ownAppURL}/media/[0-9a-f]{64}\\.png`));
  expect(mail.text).toContain(`${ownAppURL}/profile/pets/${pet.id}`);

  // The provider's screen in French, the card marked sent.
  await groomerPage.goto('/fr/provider-appointments');
  await main(groomerPage).getByRole('button', { name: 'Afficher les rendez-vous plus anciens' }).click();
  const frenchCard = main(groomerPage).getByRole('article', { name: 'Biscotte' });
  await expect(frenchCard).toContainText('Fiche de visite envoyée.');
  // Read again after a reload: loaded from the server this time.
  await frenchCard.getByRole('button', { name: 'Lire la fiche de visite' }).click();
  await expect(frenchCard.getByRole('article').getByRole('listitem').filter({ hasText: 'Griffes taillées' })).toBeVisible();
  await expectNoAxeViolations(groomerPage);

  // The customer's pet page, in both languages.
  await customerPage.goto(`/profile/pets/${pet.id}`);
  const cards = main(customerPage).getByRole('region', { name: 'Report cards' });
  const written = cards.getByRole('article');
  await expect(written).toContainText('Test Grooming Service');
  await expect(written).toContainText('By Gale Groomer');
  await expect(written).toContainText('Biscotte was a star.');
  await expect(written.getByRole('listitem').filter({ hasText: 'Bath and blow-dry' })).toBeVisible();
  const picture = written.getByRole('img', { name: 'Photo 1 of Biscotte' });
  await expect(picture).toBeVisible();
  // Visible before it has loaded: wait for the photo itself.
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(32);
  await expectNoAxeViolations(customerPage);
  await customerPage.goto(`/fr/profile/pets/${pet.id}`);
  const french = main(customerPage).getByRole('region', { name: 'Fiches de visite' });
  await expect(french.getByRole('article').getByRole('listitem').filter({ hasText: 'Bain et séchage' })).toBeVisible();
  await expect(french.getByRole('img', { name: 'Photo 1 de Biscotte' })).toBeVisible();
  await expectNoAxeViolations(customerPage);

  await signInWithConfiguredRole(page.request, owner, '/api/console/me', ownAppURL);
  // The owner reads the card on the visit in the appointment book (in French further on).
  // The visit started an hour ago: its day in the shop's time zone.
  const visitDate = todayInZone(new Date(Date.now() - 60 * 60 * 1000), siteConfig.timeZone);
  await page.goto(paths.consoleAppointments.getHref({ date: visitDate }));
  await main(page).getByRole('button', { name: /Biscotte/ }).click();
  const inBook = main(page).getByRole('region', { name: 'Report card' });
  await expect(inBook.getByRole('article')).toContainText('Biscotte was a star.');
  await expect(inBook.getByRole('article')).toContainText('By Gale Groomer');
  await expectNoAxeViolations(page);
  // And on the customer's page in the console, under the pet.
  const { uid } = (await (await customerPage.request.get('/api/profile')).json()) as { uid: string };
  await page.goto(paths.consoleCustomer.getHref(uid));
  const petOnPage = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Biscotte' }) });
  await expect(petOnPage.getByRole('heading', { level: 4, name: 'Report cards' })).toBeVisible();
  await expect(petOnPage.getByRole('article')).toContainText('Biscotte was a star.');
  await expectNoAxeViolations(page);

  // The owner's checks, in both languages: a new one is offered on the next card.
  await page.goto('/console/report-cards');
  const checks = main(page).getByRole('form', { name: 'Checks' });
  await expect(checks.getByRole('group', { name: 'Check 1' }).getByLabel('In English')).toHaveValue('Nails trimmed');
  await expectNoAxeViolations(page);
  await checks.getByRole('button', { name: 'Add a check' }).click();
  const added = checks.getByRole('group', { name: 'Check 6' });
  await expect(added.getByLabel('In English')).toBeFocused();
  await added.getByLabel('In English').fill('Paw balm');
  await checks.getByRole('button', { name: 'Save checks' }).click();
  await expect(added.getByLabel('In French')).toBeFocused();
  await expect(added.getByText('Name each check in English and in French.')).toBeVisible();
  await added.getByLabel('In French').fill('Baume pour coussinets');
  await checks.getByRole('button', { name: 'Save checks' }).click();
  await expect(checks.getByRole('status')).toHaveText('Checks saved.');
  await page.goto('/fr/console/report-cards');
  await expect(main(page).getByRole('form', { name: 'Soins' }).getByRole('group', { name: 'Soin 6' }).getByLabel('En français')).toHaveValue('Baume pour coussinets');
  await expectNoAxeViolations(page);

  // The card in the book and on the customer's page, in French.
  await page.goto(`/fr${paths.consoleAppointments.getHref({ date: visitDate })}`);
  await main(page).getByRole('button', { name: /Biscotte/ }).click();
  await expect(main(page).getByRole('region', { name: 'Fiche de visite' }).getByRole('listitem').filter({ hasText: 'Bain et séchage' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/fr${paths.consoleCustomer.getHref(uid)}`);
  await expect(main(page).getByRole('heading', { level: 4, name: 'Fiches de visite' })).toBeVisible();
  await expect(main(page).getByRole('article').filter({ hasText: 'Biscotte was a star.' })).toBeVisible();
  await expectNoAxeViolations(page);

  await customerContext.close();
  await groomerContext.close();
});
