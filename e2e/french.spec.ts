import { readFileSync } from 'node:fs';
import { readCatalog } from '../scripts/lingui-catalogs.mjs';
import { formatLongDate } from '../src/shared/i18n/format';
import { createAccount, newAccount, signInWithEmailForm, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, bookThroughApi, cancelThroughApi, stepHeading } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { provider, secondProvider } from './support/providers';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';

/**
 * The shop in French (issue 16): the first visit follows the browser, the switcher
 * changes and remembers the language, and a Franco-Ontarian signs up, buys and books
 * without meeting an English word of ours, then gets French mail and calendar files.
 */

const main = (page: Page) => page.getByRole('main');
// Intl writes French amounts and the catalogue its colons with no-break spaces; read them as plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });

/**
 * The words of our English catalogues that a French page must never show: whole
 * messages with no values, whose French differs, of two words or more, or one word
 * long enough not to be a name ("Shop Now", "Checkout", "Subtotal").
 */
const englishOnly = (() => {
  const read = (locale: string, name: string) => readCatalog(readFileSync(`locales/${locale}/${name}.po`, 'utf8'));
  const words = new Set<string>();
  for (const name of ['common', 'screens', 'errors']) {
    const french = read('fr-CA', name);
    for (const [id, english] of Object.entries(read('en-CA', name))) {
      if (/[{<]/.test(english) || plain(french[id] ?? '') === english) continue;
      if (english.includes(' ') || english.length >= 6) words.add(english);
    }
  }
  return [...words];
})();

/**
 * What the page says, to sight and to screen readers: its text (hidden text for screen
 * readers included) and its labels, alternatives and titles. Words marked as another
 * language (lang="en-CA": the switcher's "English") are meant to be read as such.
 */
async function everythingSaid(page: Page): Promise<string> {
  return page.evaluate(() => {
    const otherLanguage = (node: Node | null) => (node instanceof Element ? node : node?.parentElement)?.closest('[lang]:not([lang|="fr"])');
    const said = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!otherLanguage(node) && !node.parentElement?.closest('script, style')) said.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (!otherLanguage(element)) for (const name of ['aria-label', 'alt', 'title', 'placeholder']) said.push(element.getAttribute(name) ?? '');
    }
    return said.join('\n');
  });
}

/** People's names are what they are in any language ("Pat Provider" is not the catalogue's "Provider"). */
const peopleNames = [provider.name, secondProvider.name];

async function expectNoEnglishWords(page: Page): Promise<void> {
  const said = peopleNames.reduce((text, name) => text.replaceAll(name, ''), plain(await everythingSaid(page)));
  const found = englishOnly.filter((english) =>
    english.includes(' ') ? said.includes(english) : new RegExp(`(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u').test(said),
  );
  expect(found, `English words on ${page.url()}`).toEqual([]);
}

/** The shop's words for a product, as the owner sets them in the console's Translations screen. */
async function translateProduct(request: APIRequestContext, id: number, name: string): Promise<void> {
  const response = await request.put(`/api/console/translations/product/${id}`, { data: { locale: 'fr-CA', name }, headers: { origin: appURL } });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('a French-speaking visitor', () => {
  test.use({ locale: 'fr-CA' });

  test('lands in French, and the switcher in the header and the footer changes the language and remembers it', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(heading(page)).toHaveText('Bienvenue chez Pet Haven');
    await expect(page).toHaveTitle('Pet Haven | Animalerie et soins pour animaux à Hamilton, Ontario');
    await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', `${appURL}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', `${appURL}/fr`);
    await expectNoAxeViolations(page);

    // The header's switcher: the same page in English, and English from then on.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/');
    await expect(heading(page)).toHaveText('Welcome to Pet Haven');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await page.goto('/contact');
    await expect(heading(page)).toHaveText('Get In Touch');

    // The footer's switcher, on any page, back to French; an English address then goes French.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL('/fr/contact');
    await expect(heading(page)).toHaveText('Nous joindre');
    await page.goto('/shop');
    await expect(page).toHaveURL('/fr/shop');
    await expect(heading(page)).toHaveText('Nos produits');
    await expectNoAxeViolations(page);
  });

  test('reads every public page in French, axe finding nothing and no English word of ours', async ({ page }) => {
    for (const [path, title] of [
      ['/fr', 'Bienvenue chez Pet Haven'],
      ['/fr/shop', 'Nos produits'],
      ['/fr/our-story', 'Notre histoire'],
      ['/fr/contact', 'Nous joindre'],
      ['/fr/blog/1', 'Prendre soin des pattes et du pelage en hiver, entre deux toilettages'],
      ['/fr/login', 'Connexion'],
      ['/fr/register', 'Créer un compte'],
      ['/fr/reset-password', 'Réinitialiser le mot de passe'],
    ] as const) {
      await page.goto(path);
      await expect(heading(page)).toHaveText(title);
      // Everything that loads after the heading (products, hours) has loaded.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(main(page).getByText(/Chargement/)).toHaveCount(0);
      await expectNoEnglishWords(page);
      await expectNoAxeViolations(page);
    }
    // The contact page's hours and team, the French way.
    await page.goto('/fr/contact');
    await expect(page.getByRole('contentinfo')).toContainText(/lun\. au ven\.\s:\s9 h à 18 h \(HE\)/);
    await expect(main(page)).toContainText('Chef d’équipe');
  });

  test('signs up in French and gets the confirmation email in French', async ({ page }) => {
    const account = newAccount('Geneviève Lavoie');
    await page.goto('/fr/register');
    await expect(page).toHaveTitle('Créer un compte | Pet Haven');
    await main(page).getByLabel('Nom affiché', { exact: true }).fill(account.name);
    await main(page).getByLabel('Courriel', { exact: true }).fill(account.email);
    await main(page).getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await main(page).getByLabel('Confirmer le mot de passe', { exact: true }).fill('autre chose');
    await main(page).getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(main(page).getByLabel('Confirmer le mot de passe', { exact: true })).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
    await expectNoAxeViolations(page);
    await main(page).getByLabel('Confirmer le mot de passe', { exact: true }).fill(account.password);
    await main(page).getByRole('button', { name: 'Créer mon compte' }).click();

    await expect(page).toHaveURL('/fr/profile');
    await expect(heading(page)).toHaveText('Mon profil');
    await expect(main(page)).toContainText('Courriel non confirmé');
    await expectNoEnglishWords(page);
    await expectNoAxeViolations(page);

    const mail = await waitForMail(account.email, /courriel/);
    expect(plain(mail.subject)).toBe('Confirmez votre courriel pour Pet Haven');
    expect(plain(mail.text)).toContain(`Bonjour ${account.name},`);
    expect(plain(mail.text)).toContain('Veuillez confirmer votre adresse courriel en ouvrant ce lien :');
  });

  test('shops to a paid order in French, products named in the owner’s French, and gets a French receipt', async ({ page, request }) => {
    await signInAsOwner(request);
    await translateProduct(request, 3, 'Girafe en peluche');
    try {
      const account = newAccount('Mathieu Bélanger');
      await page.goto('/fr/shop');
      await createAccount(page.request, account);
      await page.reload();
      await expect(heading(page)).toHaveText('Nos produits');
      await main(page).getByRole('button', { name: 'Ajouter au panier : Girafe en peluche' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Article ajouté au panier!' })).toBeVisible();
      await main(page).getByRole('button', { name: 'Ajouter au panier : Girafe en peluche' }).click();
      await main(page).getByRole('button', { name: 'Ajouter au panier : Canned Cat Food' }).click();

      await page.goto('/fr/cart');
      await expect(heading(page)).toHaveText('Votre panier');
      const summary = main(page).getByRole('region', { name: 'Résumé de la commande' });
      await expect(summary).toContainText(/Sous-total\s*21,80\s\$/);
      await expect(summary).toContainText(/TVH \(13\s%\)\s*2,83\s\$/);
      await expect(summary).toContainText(/Total\s*24,63\s\$/);
      await expectNoEnglishWords(page);
      await expectNoAxeViolations(page);
      await main(page).getByRole('button', { name: 'Passer à la caisse' }).click();

      // The built-in test checkout, rendered by the server in the visitor's language.
      await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement');
      await expect(page.locator('tbody')).toContainText('Girafe en peluche');
      await expectNoEnglishWords(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /^Payer 24,63\s\$$/ }).click();

      await expect(page).toHaveURL(/\/fr\/orders\/[0-9a-f-]{36}$/);
      await expect(heading(page)).toHaveText('Merci de votre commande!');
      await expect(main(page).getByRole('status').filter({ hasText: 'Votre paiement a été reçu.' })).toContainText(account.email);
      await expect(main(page).getByRole('table', { name: 'Articles de cette commande' })).toContainText('Girafe en peluche');
      await expectNoEnglishWords(page);
      await expectNoAxeViolations(page);

      const receipt = await waitForMail(account.email, /reçu/);
      expect(receipt.subject).toBe('Votre reçu Pet Haven');
      const text = plain(receipt.text);
      expect(text).toContain('2 × Girafe en peluche à 7,00 $ : 14,00 $');
      expect(text).toContain('1 × Canned Cat Food à 7,80 $ : 7,80 $');
      expect(text).toContain('TVH (13 %) : 2,83 $');
      expect(text).toContain('Total : 24,63 $');
      expect(text).toContain('Numéro d’inscription aux fins de la TPS/TVH : 81234 5678 RT0001');
    } finally {
      await translateProduct(request, 3, '');
    }
  });

  test('books an appointment in French and gets the confirmation, its calendar file and the cancellation in French', async ({ page }, testInfo) => {
    const date = bookingDate(testInfo, 16);
    const longDate = formatLongDate(date, 'fr-CA');
    const account = newAccount('Sophie Gagnon');
    await page.goto('/fr');
    await createAccount(page.request, account);
    await page.goto('/fr/book-appointment');

    await expect(stepHeading(page)).toHaveText('Étape 1 sur 3: Service');
    await main(page).getByRole('radio', { name: 'Grooming', exact: true }).check();
    const service = main(page).getByRole('radio', { name: 'Test Grooming Service' });
    await expect(service).toHaveAccessibleDescription(/30 minutes · 25\s\$ · Pour\s: Chien/);
    await service.check();
    await expectNoEnglishWords(page);
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Suivant' }).click();

    await expect(stepHeading(page)).toHaveText('Étape 2 sur 3: Renseignements sur l’animal');
    await main(page).getByRole('radio', { name: 'Chien', exact: true }).check();
    await main(page).getByLabel('Nom de l’animal').fill('Biscuit');
    await main(page).getByLabel('Âge', { exact: true }).fill('2 ans');
    await expectNoEnglishWords(page);
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Suivant' }).click();

    await expect(stepHeading(page)).toHaveText('Étape 3 sur 3: Date et heure');
    await main(page).getByLabel('Date', { exact: true }).fill(date);
    const slots = main(page).getByRole('group', { name: `Heures disponibles le ${longDate}` });
    await expect(slots.getByRole('button')).toHaveCount(16);
    await expect(slots.getByRole('button').first()).toHaveText('9 h');
    await slots.getByRole('button', { name: '10 h 30', exact: true }).click();
    await expectNoEnglishWords(page);
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Confirmer la réservation' }).click();

    await expect(main(page).getByRole('heading', { level: 2, name: 'Rendez-vous confirmé!' })).toBeVisible();
    const summary = main(page).locator('dl');
    await expect(summary).toContainText('Biscuit (Chien)');
    await expect(summary).toContainText(longDate);
    await expect(summary).toContainText('10 h 30');
    await expect(summary).toContainText(/25\s\$/);
    await expect(main(page)).toContainText(`Un courriel de confirmation avec les détails et une invitation de calendrier a été envoyé à ${account.email}.`);
    await expectNoEnglishWords(page);
    await expectNoAxeViolations(page);

    const confirmation = await waitForMail(account.email, /confirmé/);
    expect(plain(confirmation.subject)).toBe(`Votre rendez-vous est confirmé : Test Grooming Service pour Biscuit, ${longDate} à 10 h 30`);
    expect(plain(confirmation.text)).toContain('Merci d’avoir pris rendez-vous chez Pet Haven. Voici les détails :');
    expect(plain(confirmation.text)).toContain(`Quand : ${longDate} à 10 h 30 (America/Toronto)`);
    const calendar = confirmation.attachments.find((file) => file.contentType.startsWith('text/calendar'));
    const ics = plain((calendar?.content ?? '').replace(/\r\n /g, ''));
    expect(ics).toContain('SUMMARY:Test Grooming Service pour Biscuit chez Pet Haven');
    expect(ics).toContain('DESCRIPTION:Service : Test Grooming Service\\nAnimal : Biscuit (Chien)\\n');
    expect(ics).toContain(`\\nQuand : ${longDate} à 10 h 30 (America/Toronto)\\nPrix : 25 $\\n`);

    // Cancelled from the list of appointments, in French too.
    await page.goto('/fr/check-appointment');
    await expect(heading(page)).toHaveText('Mes rendez-vous');
    await expectNoEnglishWords(page);
    await expectNoAxeViolations(page);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Voulez-vous vraiment annuler ce rendez-vous?');
      void dialog.accept();
    });
    await main(page).getByRole('button', { name: /^Annuler/ }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'a été annulé' })).toBeVisible();
    const cancelled = await waitForMail(account.email, /annulé/);
    expect(plain(cancelled.subject)).toBe(`Votre rendez-vous a été annulé : Test Grooming Service pour Biscuit, ${longDate} à 10 h 30`);
    expect(cancelled.attachments.map((file) => file.filename)).toEqual(['cancellation.ics']);
  });
});

test('the owner words a product in French in the console, which lists what is still missing', { tag: '@phone' }, async ({ page, browser }) => {
  await signInAsOwner(page.request);
  await page.goto('/console/translations');
  await expect(heading(page)).toHaveText('Translations');
  await expect(main(page).getByRole('status').filter({ hasText: /items? (is|are) missing words in a language/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Only what is missing: the ball launcher, all of whose French is missing, is there.
  await main(page).getByRole('checkbox', { name: 'Show only what is missing' }).check();
  const item = main(page).getByRole('form', { name: /^Ball Launcher/ });
  await expect(item.getByText('Missing', { exact: true })).toBeVisible();
  await expect(item.getByLabel('Name in French', { exact: true })).toHaveAccessibleDescription(/English: Ball Launcher Missing: readers of this language see the English\./);
  await item.getByLabel('Name in French', { exact: true }).fill('Lance-balle');
  await item.getByLabel('Description in French', { exact: true }).fill('Lance plus loin avec moins d’effort, et ramasse la balle pour vous.');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item.getByRole('status')).toHaveText('Saved the words of Ball Launcher.');
  await expect(item.getByLabel('Description in French', { exact: true })).not.toHaveAccessibleDescription(/Missing/);
  await expectNoAxeViolations(page);

  try {
    // A French reader sees it; an English one still reads the English.
    const french = await browser.newContext({ locale: 'fr-CA' });
    const frenchPage = await french.newPage();
    await frenchPage.goto('/fr/shop');
    await expect(frenchPage.getByRole('main').getByRole('heading', { name: 'Lance-balle' })).toBeVisible();
    await french.close();
    await page.goto('/shop');
    await expect(main(page).getByRole('heading', { name: 'Ball Launcher' })).toBeVisible();
  } finally {
    const restored = await page.request.put('/api/console/translations/product/9', {
      data: { locale: 'fr-CA', name: '', description: '' },
      headers: { origin: appURL },
    });
    expect(restored.status()).toBe(200);
  }
});

test('a signed-in customer’s choice of French stays with the account: another browser signs in to French, and mail follows', async ({ page, browser }, testInfo) => {
  const account = newAccount('Émilie Côté');
  await createAccount(page.request, account);
  await page.goto('/profile');
  await expect(heading(page)).toHaveText('My Profile');
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr/profile');
  await expect(heading(page)).toHaveText('Mon profil');
  await expect
    .poll(async () => ((await (await page.request.get('/api/auth/get-session')).json()) as { user: { locale: string } }).user.locale)
    .toBe('fr-CA');

  // Another browser, in English, with nothing remembered: signing in brings the account's French.
  const elsewhere = await browser.newContext({ baseURL: appURL });
  const other = await elsewhere.newPage();
  await other.goto('/login');
  await signInWithEmailForm(other, account.email, account.password);
  await expect(other).toHaveURL('/fr/profile');
  await expect(other.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Mon profil');

  // Mail follows the account, whatever the request: a booking made through the API is confirmed in French.
  const date = bookingDate(testInfo, 17);
  const booked = await bookThroughApi(elsewhere.request, { date, time: '2:00 PM' });
  const confirmation = await waitForMail(account.email, /confirmé/);
  expect(plain(confirmation.subject)).toContain(`${formatLongDate(date, 'fr-CA')} à 14 h`);
  await cancelThroughApi(elsewhere.request, booked.id);
  await elsewhere.close();
});
