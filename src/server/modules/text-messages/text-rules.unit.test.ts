import { describe, expect, it } from 'vitest';
import { isOptOutReply, isTwilioSignature, textSegments, twilioSignature } from './text-rules';
import { readyForPickupText, reminderText } from './text-wording';

describe('textSegments', () => {
  it('counts GSM-7 texts in 160 places, then parts of 153', () => {
    expect(textSegments('a'.repeat(160))).toEqual({ encoding: 'gsm-7', length: 160, segments: 1 });
    expect(textSegments('a'.repeat(161))).toEqual({ encoding: 'gsm-7', length: 161, segments: 2 });
    expect(textSegments('a'.repeat(306))).toEqual({ encoding: 'gsm-7', length: 306, segments: 2 });
    expect(textSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts GSM accents (é, à) as one place and the extension (€, [) as two', () => {
    expect(textSegments('Café à 9 h')).toMatchObject({ encoding: 'gsm-7', length: 10 });
    expect(textSegments('€5 [x]')).toMatchObject({ encoding: 'gsm-7', length: 9 });
  });

  it('counts a text with any other character (ê, Ê, ç, a curly quote) as UCS-2: 70 places, then parts of 67', () => {
    expect(textSegments('Répondez ARRÊT')).toEqual({ encoding: 'ucs-2', length: 14, segments: 1 });
    expect(textSegments('ê'.repeat(70)).segments).toBe(1);
    expect(textSegments('ê'.repeat(71)).segments).toBe(2);
    expect(textSegments('ê'.repeat(134)).segments).toBe(2);
    expect(textSegments('it’s').encoding).toBe('ucs-2');
  });
});

describe('isOptOutReply', () => {
  it.each(['STOP', 'stop', ' Stop. ', 'ARRÊT', 'arrêt', 'Arret', 'ARRET!', 'UNSUBSCRIBE', 'unsubscribe', 'STOPALL', 'CANCEL', 'END', 'QUIT', 'opt-out', 'REVOKE'])(
    '%j withdraws',
    (reply) => expect(isOptOutReply(reply)).toBe(true),
  );

  it.each(['', 'Yes', 'Stop by at 3?', 'please stop', 'STOPPED', 'arrêtez', 'START', 'HELP'])('%j does not', (reply) => expect(isOptOutReply(reply)).toBe(false));
});

describe('twilioSignature', () => {
  // Twilio's own example (its docs and helper libraries' tests).
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675309', Digits: '1234', From: '+14158675309', To: '+18005551212' };

  it('is the base64 HMAC-SHA1 of the full URL and the sorted form fields', () => {
    expect(twilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it('accepts only that signature, for that URL, those fields and that token', () => {
    expect(isTwilioSignature('12345', url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
    expect(isTwilioSignature('12345', url, { ...params, Digits: '1235' }, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isTwilioSignature('12345', 'https://mycompany.com/myapp.php', params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isTwilioSignature('54321', url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isTwilioSignature('12345', url, params, undefined)).toBe(false);
    expect(isTwilioSignature('12345', url, params, 'short')).toBe(false);
  });
});

describe('the texts’ words', () => {
  const visit = { serviceName: 'Basic Grooming', petName: 'Buddy', startsAt: new Date('2027-03-11T14:00:00Z') };

  it('name the shop, in the customer’s language', () => {
    expect(reminderText(visit, 'en-CA')).toBe("Pet Haven reminder: March 11, 2027 at 9:00 a.m., Basic Grooming for Buddy. Reply STOP to opt out.");
    expect(reminderText(visit, 'fr-CA')).toMatch(/^Rappel de Pet Haven : 11 mars 2027 à 9 h, Basic Grooming pour Buddy\. Répondez ARRET pour vous désabonner\.$/);
    expect(readyForPickupText('Buddy', 'en-CA')).toBe('Pet Haven: Buddy is ready for pickup. Reply STOP to opt out.');
    expect(readyForPickupText('Buddy', 'fr-CA')).toBe('Pet Haven : vous pouvez venir chercher Buddy. Répondez ARRET pour vous désabonner.');
  });

  // French writes ARRET without its accent: an Ê would make the whole text UCS-2, 70 places a segment instead of 160.
  it.each(['en-CA', 'fr-CA'] as const)('stay within one GSM-7 segment of 160 in %s, with long names', (locale) => {
    const long = { serviceName: 'Full Grooming and Nail Trim', petName: 'Sir Barksalot', startsAt: new Date('2027-09-29T20:30:00Z') };
    expect(textSegments(reminderText(long, locale))).toMatchObject({ encoding: 'gsm-7', segments: 1 });
    expect(textSegments(readyForPickupText(long.petName, locale))).toMatchObject({ encoding: 'gsm-7', segments: 1 });
  });
});
