import { expect } from '@playwright/test';
import { twilioSignature } from '../../src/server/modules/text-messages/text-rules';
import type { SentText } from './outside-world';
import { appURL, textsApiURL, twilioAccount } from './ports';

/** Every text the app has sent to `to` (E.164) through Twilio's Messages API, oldest first. */
export async function textsTo(to: string): Promise<SentText[]> {
  const texts = (await (await fetch(textsApiURL)).json()) as SentText[];
  return texts.filter((text) => text.to === to);
}

/** The `count`th text to `to` (1 = the first), once it has come; the wait is a reminder's (the worker polls every 30 s). */
export async function waitForText(to: string, { count = 1, timeout = 110_000 } = {}): Promise<SentText> {
  await expect.poll(async () => (await textsTo(to)).length, { message: `text ${count} to ${to}`, timeout, intervals: [1_000] }).toBeGreaterThanOrEqual(count);
  return (await textsTo(to))[count - 1]!;
}

/**
 * A customer's reply as Twilio delivers it to the app's webhook: a form, no cookie, signed
 * with the account's auth token over the full URL and the fields (X-Twilio-Signature).
 */
export async function replyToText(from: string, body: string): Promise<Response> {
  const url = `${appURL}/api/texts/inbound`;
  const fields = { MessageSid: `SM${'e2e1'.repeat(8)}`, AccountSid: twilioAccount.sid, From: from, To: twilioAccount.from, Body: body, NumMedia: '0' };
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(twilioAccount.token, url, fields) },
    body: new URLSearchParams(fields),
  });
}
