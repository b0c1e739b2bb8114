import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The pure rules of text messages (issue 30 item 3): how many segments a text costs, which
 * replies withdraw consent, and Twilio's request signature. No clock, no I/O.
 */

// GSM 03.38's basic set and its extension (each extension character takes two places).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

export interface TextSegments {
  /** GSM-7 when every character is in the GSM set; otherwise UCS-2 (an accent such as ê or ç, a curly quote). */
  encoding: 'gsm-7' | 'ucs-2';
  /** Places used: GSM-7 septets, or UTF-16 code units. */
  length: number;
  /** Messages billed: one of 160 (GSM-7) or 70 (UCS-2), else parts of 153 or 67. */
  segments: number;
}

export function textSegments(body: string): TextSegments {
  let septets = 0;
  for (const char of body) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else {
      const length = body.length;
      return { encoding: 'ucs-2', length, segments: length <= 70 ? 1 : Math.ceil(length / 67) };
    }
  }
  return { encoding: 'gsm-7', length: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/**
 * Twilio's standard opt-out words, and the French ones (ARRÊT, with or without its accent):
 * the whole reply, whatever its case, spaces or final punctuation. "Stop by at 3" is not one.
 */
const OPT_OUT_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE', 'ARRET', 'ARRÊT']);

export function isOptOutReply(body: string): boolean {
  const word = body
    .trim()
    .replace(/[\s.!]+$/u, '')
    .replace(/[\s-]+/gu, '')
    .toLocaleUpperCase('fr-CA');
  return OPT_OUT_WORDS.has(word) || OPT_OUT_WORDS.has(word.normalize('NFD').replace(/\p{M}/gu, ''));
}

/**
 * X-Twilio-Signature: base64 of HMAC-SHA1, keyed by the auth token, over the full URL
 * Twilio called followed by each form parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Readonly<Record<string, string>>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether a request's signature is Twilio's, compared in constant time. */
export function isTwilioSignature(authToken: string, url: string, params: Readonly<Record<string, string>>, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
