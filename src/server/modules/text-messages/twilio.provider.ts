import { TextRefusedError, type TextMessages } from './text-messages.provider';
import { isTwilioSignature } from './text-rules';

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  /** The shop's number (E.164) or a messaging service id (MG…). */
  from: string;
  /** https://api.twilio.com, or a local stand-in in tests. */
  apiUrl: string;
}

/** Twilio's error 21610: the number texted STOP to the sending number, and Twilio blocks every text to it. */
const UNSUBSCRIBED_RECIPIENT = 21610;

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, a
 * form body) called with fetch: one request per text, no SDK. A refusal throws with
 * Twilio's code and message, so the job retries it and the failed job says why.
 */
export function createTwilioTexts(account: TwilioAccount): TextMessages {
  const endpoint = `${account.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = account.from.startsWith('MG') ? { MessagingServiceSid: account.from } : { From: account.from };
  return {
    name: 'twilio',
    async send({ to, body }) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: to, ...sender, Body: body }),
        signal: AbortSignal.timeout(20_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown; message?: unknown };
      if (!response.ok || typeof answer.sid !== 'string') {
        const message = `Twilio refused the text (HTTP ${response.status}${answer.code ? `, code ${String(answer.code)}` : ''}): ${String(answer.message ?? 'no message')}`;
        throw new TextRefusedError(message, answer.code === UNSUBSCRIBED_RECIPIENT);
      }
      return { id: answer.sid };
    },
    isSignedRequest: (url, params, signature) => isTwilioSignature(account.authToken, url, params, signature),
  };
}
