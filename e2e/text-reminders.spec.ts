import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Appointment } from '../src/shared/contracts/booking';
import { parseSlotLabel } from '../src/shared/scheduling/slots';
import { zonedDateTimeToInstant } from '../src/shared/scheduling/zoned-time';
import { siteConfig } from '../src/shared/site-config/site-config';
import { createAccount, newAccount, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookThroughApi, daysFromToday } from './support/booking';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { replyToText, textsTo, waitForText } from './support/texts';
import { expect, test, type Page } from './support/test';

/**
 * Issue 30's "done when" for texts, in the browser: a customer ticks text reminders with
 * their number on their profile (in French); a visit is booked; its reminder is texted
 * through the app's Twilio client to the outside world's Messages API, naming the shop in
 * French; the customer replies STOP (a webhook signed as Twilio signs it); the profile
 * shows texts off, and the next visit's reminder is mailed but not texted.
 *
 * The shared server runs on the real clock, so a reminder is made due in a few seconds by
 * the owner's reminder lead time, set just before each booking and put back after: the
 * reminder job is queued at booking time for the start minus the lead. The jobs worker
 * polls every 30 s, hence the long waits. Day offset 6 is this journey's.
 */

const main = (page: Page) => page.getByRole('main');
const sameOrigin = { origin: appURL };
const DEFAULT_LEAD_MINUTES = 1440;

/** A Canadian mobile number nobody else in the run uses, as typed and as stored (E.164). */
function newPhone(): { written: string; e164: string } {
  const line = String(randomInt(1000, 10_000));
  return { written: `(289) 555-${line}`, e164: `+1289555${line}` };
}

/**
 * Books `time` on the journey's day with the reminder lead set so that the reminder is due
 * 10 to 70 seconds from now (whole minutes before the start), then puts the lead back.
 */
async function bookWithReminderDueSoon(customer: APIRequestContext, owner: APIRequestContext, time: string, petName: string): Promise<Appointment> {
  const date = daysFromToday(6);
  const startsAt = zonedDateTimeToInstant(date, parseSlotLabel(time)!, siteConfig.timeZone);
  const leadMinutes = Math.floor((startsAt.getTime() - Date.now() - 10_000) / 60_000);
  const set = await owner.put('/api/console/booking-settings', { data: { reminderLeadMinutes: leadMinutes }, headers: sameOrigin });
  expect(set.status(), await set.text()).toBe(200);
  try {
    const booked = await bookThroughApi(customer, { date, time, petName });
    expect(Date.parse(booked.startsAt)).toBe(startsAt.getTime());
    return booked;
  } finally {
    const reset = await owner.put('/api/console/booking-settings', { data: { reminderLeadMinutes: DEFAULT_LEAD_MINUTES }, headers: sameOrigin });
    expect(reset.status()).toBe(200);
  }
}

test('a customer opted into texts is texted their reminder in French, replies STOP, and is texted no more', async ({ browser, playwright }) => {
  test.setTimeout(300_000);
  const customer = newAccount('Noémie Texto');
  const phone = newPhone();
  const context = await browser.newContext({ locale: 'fr-CA', extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` } });
  const page = await context.newPage();
  const owner = await playwright.request.newContext({ baseURL: appURL, extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` } });
  try {
    await signInAsOwner(owner);
    await createAccount(page.request, customer);
    const localeSet = await page.request.put('/api/profile/locale', { data: { locale: 'fr-CA' }, headers: sameOrigin });
    expect(localeSet.status(), await localeSet.text()).toBe(200);

    // The profile: tick the texts, give the number, save.
    await page.goto('/fr/profile');
    const texts = main(page).getByRole('checkbox', { name: 'Rappels de rendez-vous par texto' });
    await expect(texts).not.toBeChecked();
    await texts.check();
    await main(page).getByLabel('Numéro de cellulaire').fill(phone.written);
    await main(page).getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(main(page).getByText('Vos choix sont enregistrés.')).toBeVisible();
    await page.reload();
    await expect(texts).toBeChecked();
    await expect(main(page).getByLabel('Numéro de cellulaire')).toHaveValue(phone.e164);
    await expectNoAxeViolations(page);

    // A visit whose reminder falls due now: the reminder goes by text, in French, naming the shop.
    await bookWithReminderDueSoon(page.request, owner, '10:00 AM', 'Caramel');
    const reminder = await waitForText(phone.e164);
    expect(reminder.body).toMatch(/^Rappel de Pet Haven : .+ à 10 h, .+ pour Caramel\. Répondez ARRET pour vous désabonner\.$/);
    expect(reminder.body.length).toBeLessThanOrEqual(160);

    // STOP, as Twilio delivers the reply: signed, no cookie. The answer is empty TwiML.
    const answer = await replyToText(phone.e164, 'STOP');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    // A reply whose signature is not Twilio's changes nothing (403).
    const forged = await fetch(`${appURL}/api/texts/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'bm90IHR3aWxpbw==' },
      body: new URLSearchParams({ From: phone.e164, Body: 'STOP' }),
    });
    expect(forged.status).toBe(403);

    await page.reload();
    await expect(texts).not.toBeChecked();
    await expect(main(page).getByLabel('Numéro de cellulaire')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The next visit's reminder is mailed, and not texted.
    await bookWithReminderDueSoon(page.request, owner, '11:00 AM', 'Caramel');
    await waitForMail(customer.email, /^Rappel\s:.*\b11\sh/, { timeout: 110_000 });
    // The text's job was queued with the mail and runs right after it: give it time to (not) send.
    await page.waitForTimeout(3_000);
    expect((await textsTo(phone.e164)).map((text) => text.body)).toEqual([reminder.body]);
  } finally {
    await owner.dispose();
    await context.close();
  }
});
