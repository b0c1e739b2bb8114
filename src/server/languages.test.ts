import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_CODE_MINUTES } from '@shared/contracts/accounts';
import { appointmentSchema } from '@shared/contracts/booking';
import { ApiClient, newUser } from './test/api-client';
import { booking, PINNED_NOW } from './test/booking';
import { signUpOwner } from './test/console';
import { mailTo, startMailCatcher, type MailCatcher } from './test/mail-catcher';
import { cartOf, checkOut, fillCart, orderIdOfTestCheckout, orderOf } from './test/shop';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * A reader of French from sign-up to receipt and booking (issue 16): the account keeps
 * the language it was made in or chose, and everything the server writes to it (mail,
 * calendar files, API refusals, its own pages) is in that language, in Canadian formats.
 */

let mail: MailCatcher;
let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url }, now: () => PINNED_NOW });
  owner = (await signUpOwner(t)).client;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

/** A visitor who read the site in French: the web app keeps that in its cookie. */
function frenchVisitor(): ApiClient {
  const client = new ApiClient(t.app);
  client.cookies.set('pet-haven-locale', 'fr-CA');
  return client;
}

const sessionLocale = async (client: ApiClient) => ((await client.get('/api/auth/get-session')).json() as { user: { locale: string | null } }).user.locale;
// Intl writes French amounts with no-break spaces ("7,80 $"); compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const bodyOf = (message: ParsedMail) => plain(message.text ?? '');
const unfolded = (ics: string) => plain(ics.replace(/\r\n /g, ''));

describe('an account’s language', () => {
  it('is the language of the page it signed up on, and its confirmation email is in it', async () => {
    const client = frenchVisitor();
    const user = newUser('Camille Tremblay');
    await client.signUp(user);
    expect(await sessionLocale(client)).toBe('fr-CA');

    const confirmation = await mail.waitFor(mailTo(user.email));
    expect(plain(confirmation.subject!)).toBe('Confirmez votre courriel pour Pet Haven');
    expect(bodyOf(confirmation)).toContain('Bonjour Camille Tremblay,');
    expect(bodyOf(confirmation)).toContain('Merci de vous joindre à Pet Haven! Veuillez confirmer votre adresse courriel en ouvrant ce lien :');
    expect(confirmation.html).toContain('<html lang="fr-CA">');

    // Without a remembered choice, the browser's language decides; English stays the default.
    const english = new ApiClient(t.app);
    await english.signUp(newUser());
    expect(await sessionLocale(english)).toBe('en-CA');
  });

  it('is changed by the signed-in person only, to a language the shop speaks', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());
    expect((await client.request('PUT', '/api/profile/locale', { locale: 'de-DE' })).statusCode).toBe(422);
    expect((await client.request('PUT', '/api/profile/locale', { locale: 'fr-CA', admin: true })).statusCode).toBe(422);
    const changed = await client.request('PUT', '/api/profile/locale', { locale: 'fr-CA' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ locale: 'fr-CA' });
    expect(await sessionLocale(client)).toBe('fr-CA');
    expect((await new ApiClient(t.app).request('PUT', '/api/profile/locale', { locale: 'fr-CA' })).statusCode).toBe(401);
    // Better Auth's own route cannot set it: it is not an input there.
    await client.post('/api/auth/update-user', { name: 'Sam', locale: 'xx-XX' });
    expect(await sessionLocale(client)).toBe('fr-CA');
  });

  it('gives a reset code in the account’s language, whatever page asked for it', async () => {
    // A French account asking from a signed-out English browser (issue 30): French.
    const french = newUser();
    await frenchVisitor().signUp(french);
    const fromEnglish = await new ApiClient(t.app).post('/api/auth/email-otp/request-password-reset', { email: french.email.toUpperCase() });
    expect(fromEnglish.statusCode, fromEnglish.body).toBe(200);
    const code = await mail.waitFor((message) => mailTo(french.email)(message) && /réinitialisation/.test(message.subject ?? ''));
    expect(plain(code.subject!)).toMatch(/^Votre code de réinitialisation Pet Haven : \d{6}$/);
    expect(bodyOf(code)).toContain(`Entrez-le sur la page de réinitialisation d’ici ${RESET_CODE_MINUTES} minutes. Il ne fonctionne qu’une fois.`);

    // And an English account asking from a French page: English.
    const english = newUser();
    await new ApiClient(t.app).signUp(english);
    const fromFrench = await frenchVisitor().post('/api/auth/email-otp/request-password-reset', { email: english.email });
    expect(fromFrench.statusCode, fromFrench.body).toBe(200);
    const englishCode = await mail.waitFor((message) => mailTo(english.email)(message) && /reset code/i.test(message.subject ?? ''));
    expect(englishCode.subject).toMatch(/\d{6}$/);
    expect(englishCode.html).toContain('<html lang="en-CA">');
  });

  it('answers API refusals in the reader’s language', async () => {
    const client = frenchVisitor();
    await client.signUp(newUser());
    const refused = await client.post('/api/cart/items', { productId: 99_999 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('Ce produit n’est pas offert.');
  });
});

describe('a French customer’s order', () => {
  it('names products in French from cart to receipt, with Canadian French amounts and the TPS/TVH registration', async () => {
    expect((await owner.request('PUT', '/api/console/translations/product/1', { locale: 'fr-CA', name: 'Nourriture pour petits chiens' })).statusCode).toBe(200);
    const client = frenchVisitor();
    const user = newUser('Camille Roy');
    await client.signUp(user);
    const cart = await fillCart(client, { 1: 2, 2: 1 });
    expect(cart.items.map((item) => item.name)).toEqual(['Nourriture pour petits chiens', 'Rope for Dogs']);

    const orderId = orderIdOfTestCheckout(await checkOut(client));
    const page = await client.get(`/checkout/test/${orderId}`);
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(plain(page.body)).toContain('Ceci est une page de paiement de test : aucune carte n’est débitée.');
    expect(page.body).toContain('Nourriture pour petits chiens');
    expect(plain(page.body)).toContain('TVH (13 %)');
    expect(plain(page.body)).toContain('Payer 28,93 $');

    await client.request('POST', `/checkout/test/${orderId}/pay`, undefined, { 'content-type': 'application/x-www-form-urlencoded' });
    const receipt = await mail.waitFor((message) => mailTo(user.email)(message) && /reçu/.test(message.subject ?? ''));
    expect(receipt.subject).toBe('Votre reçu Pet Haven');
    const text = bodyOf(receipt);
    expect(text).toContain('Bonjour Camille Roy,');
    expect(text).toMatch(/Merci de votre commande\. Votre paiement de 28,93 \$ a été reçu le \d{1,2} \S+ \d{4}\./);
    expect(text).toContain('2 × Nourriture pour petits chiens à 7,80 $ : 15,60 $');
    expect(text).toContain('1 × Rope for Dogs à 10,00 $ : 10,00 $');
    expect(text).toContain('Sous-total : 25,60 $');
    expect(text).toContain('TVH (13 %) : 3,33 $');
    expect(text).toContain('Total : 28,93 $');
    expect(text).toContain('Numéro d’inscription aux fins de la TPS/TVH : 81234 5678 RT0001');
    expect(receipt.html).toContain('<html lang="fr-CA">');

    // The owner reading the console in French sees the tax named as French writes it; the amounts come as cents, for their screen to write.
    const seenByOwner = (await owner.request('GET', `/api/console/orders/${orderId}`, undefined, { 'accept-language': 'fr-CA' })).json() as Record<string, unknown>;
    expect(plain(String(seenByOwner.taxName))).toBe('TVH (13 %)');
    expect(seenByOwner).toMatchObject({ subtotalCents: 2560, taxCents: 333, totalCents: 2893 });

    // The order keeps the names it was bought under; each reader sees them in their own language.
    expect((await orderOf(client, orderId)).lines.map((line) => line.name)).toEqual(['Nourriture pour petits chiens', 'Rope for Dogs']);
    client.cookies.set('pet-haven-locale', 'en-CA');
    expect((await orderOf(client, orderId)).lines.map((line) => line.name)).toEqual(['Small Dog Food', 'Rope for Dogs']);
    expect((await cartOf(client)).items).toEqual([]);
  });
});

describe('a French customer’s booking', () => {
  it('is confirmed by a French email whose calendar file says it in French, and cancelled likewise', async () => {
    const client = frenchVisitor();
    const user = newUser('Camille Gagnon');
    await client.signUp(user);
    const booked = await client.post('/api/appointments', booking({ date: '2027-03-12', time: '10:00 AM' }));
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = appointmentSchema.parse(booked.json());

    const confirmation = await mail.waitFor((message) => mailTo(user.email)(message) && /confirmé/.test(message.subject ?? ''));
    expect(plain(confirmation.subject!)).toBe('Votre rendez-vous est confirmé : Test Grooming Service pour Biscuit, vendredi 12 mars 2027 à 10 h');
    const text = bodyOf(confirmation);
    expect(text).toContain('Merci d’avoir pris rendez-vous chez Pet Haven. Voici les détails :');
    expect(text).toContain('Animal : Biscuit (Chien)');
    expect(text).toContain('Quand : vendredi 12 mars 2027 à 10 h (America/Toronto)');
    expect(text).toContain('Prix : 25 $');

    const ics = unfolded(confirmation.attachments.find((file) => file.contentType.startsWith('text/calendar'))!.content.toString());
    expect(ics).toContain('SUMMARY:Test Grooming Service pour Biscuit chez Pet Haven');
    expect(ics).toContain('DESCRIPTION:Service : Test Grooming Service\\nAnimal : Biscuit (Chien)\\n');
    expect(ics).toContain('\\nQuand : vendredi 12 mars 2027 à 10 h (America/Toronto)\\nPrix : 25 $\\nAvec : Pet Haven Care Team\\n');
    expect(ics).toContain('\\nOù : Pet Haven\\, 128 James Street North');
    expect(ics).toContain('DTSTART;TZID=America/Toronto:20270312T100000');

    expect((await client.post(`/api/appointments/${appointment.id}/cancel`)).statusCode).toBe(200);
    const cancelled = await mail.waitFor((message) => mailTo(user.email)(message) && /annulé/.test(message.subject ?? ''));
    expect(plain(cancelled.subject!)).toBe('Votre rendez-vous a été annulé : Test Grooming Service pour Biscuit, vendredi 12 mars 2027 à 10 h');
    expect(cancelled.attachments[0]!.filename).toBe('cancellation.ics');
  });

  it('lists and mails the appointment with the service in the owner’s French words, where there are some', async () => {
    await owner.request('PUT', '/api/console/translations/service/test-grooming', { locale: 'fr-CA', name: 'Toilettage (essai)' });
    const client = frenchVisitor();
    const user = newUser();
    await client.signUp(user);
    const booked = appointmentSchema.parse((await client.post('/api/appointments', booking({ date: '2027-03-15', time: '11:00 AM' }))).json());
    expect(booked.service.name).toBe('Toilettage (essai)');
    const confirmation = await mail.waitFor((message) => mailTo(user.email)(message) && /confirmé/.test(message.subject ?? ''));
    expect(plain(confirmation.subject!)).toBe('Votre rendez-vous est confirmé : Toilettage (essai) pour Biscuit, lundi 15 mars 2027 à 11 h');
    const ics = unfolded(confirmation.attachments.find((file) => file.contentType.startsWith('text/calendar'))!.content.toString());
    expect(ics).toContain('SUMMARY:Toilettage (essai) pour Biscuit chez Pet Haven');
    expect(ics).toContain('DESCRIPTION:Service : Toilettage (essai)\\n');
    const list = (await client.get('/api/appointments')).json() as { appointments: Array<{ service: { name: string } }> };
    expect(list.appointments.map((appointment) => appointment.service.name)).toEqual(['Toilettage (essai)']);
    client.cookies.set('pet-haven-locale', 'en-CA');
    expect(((await client.get('/api/appointments')).json() as typeof list).appointments[0]!.service.name).toBe('Test Grooming Service');
    await owner.request('PUT', '/api/console/translations/service/test-grooming', { locale: 'fr-CA', name: '' });
  });
});
