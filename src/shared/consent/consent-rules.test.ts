import { describe, expect, it } from 'vitest';
import { addMonths, newsConsent, normaliseCanadianPhone, type ConsentChoice } from './consent-rules';
import { inAudience, newsRecipients, nextBatch, type NewsCustomer } from './news-audience';

const at = (iso: string) => new Date(iso);
const now = at('2027-03-10T14:00:00Z');
const choice = (granted: boolean, iso: string, source: ConsentChoice['source'] = 'profile'): ConsentChoice => ({ granted, at: at(iso), source });

describe('implied and express consent to news', () => {
  it('lasts 2 years after the latest purchase or booking, to the instant', () => {
    const facts = { choices: [], lastPurchaseOrBookingAt: at('2025-03-10T14:00:01Z'), lastInquiryAt: null };
    expect(newsConsent(facts, now)).toEqual({ mayReceive: true, basis: 'implied-purchase', until: at('2027-03-10T14:00:01Z') });
    expect(newsConsent({ ...facts, lastPurchaseOrBookingAt: at('2025-03-10T14:00:00Z') }, now)).toMatchObject({ mayReceive: false, basis: 'expired' });
  });

  it('lasts 6 months after an inquiry', () => {
    expect(newsConsent({ choices: [], lastPurchaseOrBookingAt: null, lastInquiryAt: at('2026-09-11T00:00:00Z') }, now)).toMatchObject({ mayReceive: true, basis: 'implied-inquiry' });
    expect(newsConsent({ choices: [], lastPurchaseOrBookingAt: null, lastInquiryAt: at('2026-09-09T00:00:00Z') }, now)).toMatchObject({ mayReceive: false, basis: 'expired' });
  });

  it('takes whichever implied consent ends later', () => {
    const result = newsConsent({ choices: [], lastPurchaseOrBookingAt: at('2025-01-01T00:00:00Z'), lastInquiryAt: at('2027-01-01T00:00:00Z') }, now);
    expect(result).toEqual({ mayReceive: true, basis: 'implied-inquiry', until: at('2027-07-01T00:00:00Z') });
  });

  it('is none without a choice, a purchase or an inquiry; an unticked box at registration is not a withdrawal', () => {
    expect(newsConsent({ choices: [], lastPurchaseOrBookingAt: null, lastInquiryAt: null }, now).basis).toBe('none');
    const declinedAtSignUp = { choices: [choice(false, '2026-01-01T00:00:00Z', 'registration')], lastPurchaseOrBookingAt: at('2027-01-01T00:00:00Z'), lastInquiryAt: null };
    expect(newsConsent(declinedAtSignUp, now)).toMatchObject({ mayReceive: true, basis: 'implied-purchase' });
  });

  it('is express after a yes, whatever the dates, until a later no', () => {
    expect(newsConsent({ choices: [choice(true, '2019-01-01T00:00:00Z', 'registration')], lastPurchaseOrBookingAt: null, lastInquiryAt: null }, now)).toEqual({ mayReceive: true, basis: 'express', until: null });
    const withdrawn = [choice(true, '2026-01-01T00:00:00Z', 'registration'), choice(false, '2026-06-01T00:00:00Z', 'unsubscribe-link')];
    expect(newsConsent({ choices: withdrawn, lastPurchaseOrBookingAt: null, lastInquiryAt: null }, now).mayReceive).toBe(false);
    const again = [...withdrawn, choice(true, '2026-07-01T00:00:00Z')];
    expect(newsConsent({ choices: again, lastPurchaseOrBookingAt: null, lastInquiryAt: null }, now).mayReceive).toBe(true);
  });

  it('withdrawal wins over a later purchase or inquiry', () => {
    const facts = { choices: [choice(false, '2026-06-01T00:00:00Z', 'unsubscribe-link')], lastPurchaseOrBookingAt: at('2027-03-01T00:00:00Z'), lastInquiryAt: at('2027-03-02T00:00:00Z') };
    expect(newsConsent(facts, now)).toEqual({ mayReceive: false, basis: 'withdrawn', until: null });
  });

  it('reads the choices by time, not by their order', () => {
    const choices = [choice(false, '2026-06-01T00:00:00Z'), choice(true, '2026-01-01T00:00:00Z', 'registration')];
    expect(newsConsent({ choices, lastPurchaseOrBookingAt: null, lastInquiryAt: null }, now).basis).toBe('withdrawn');
  });

  it('adds calendar months, the 31st becoming the month’s last day', () => {
    expect(addMonths(at('2025-08-31T12:00:00Z'), 6)).toEqual(at('2026-02-28T12:00:00Z'));
    expect(addMonths(at('2024-02-29T00:00:00Z'), 24)).toEqual(at('2026-02-28T00:00:00Z'));
  });
});

describe('Canadian phone numbers', () => {
  it.each([
    ['(905) 555-0142', '+19055550142'],
    ['905.555.0142', '+19055550142'],
    ['+1 905 555 0142', '+19055550142'],
    ['1-905-555-0142', '+19055550142'],
    ['  9055550142 ', '+19055550142'],
  ])('normalises %s', (input, expected) => expect(normaliseCanadianPhone(input)).toBe(expected));

  it.each(['', '555-0142', '(055) 555-0142', '905 155 0142', '+44 20 7946 0958', '+905 555 0142', '905-555-01420', 'abc 905 555 0142', '2-905-555-0142'])(
    'refuses %j',
    (input) => expect(normaliseCanadianPhone(input)).toBeNull(),
  );
});

describe('the audience of a news mail', () => {
  const customer = (userId: string, fields: Partial<NewsCustomer> = {}): NewsCustomer => ({
    userId,
    choices: [choice(true, '2026-01-01T00:00:00Z', 'registration')],
    lastPurchaseOrBookingAt: null,
    lastInquiryAt: null,
    petTypes: [],
    lastSeenAt: null,
    ...fields,
  });

  it('is everyone who may receive it: express, implied in force; never the withdrawn, the expired or the never-asked', () => {
    const customers = [
      customer('express'),
      customer('implied', { choices: [], lastPurchaseOrBookingAt: at('2026-01-01T00:00:00Z') }),
      customer('expired', { choices: [], lastPurchaseOrBookingAt: at('2025-01-01T00:00:00Z') }),
      customer('withdrawn', { choices: [choice(true, '2026-01-01T00:00:00Z'), choice(false, '2026-02-01T00:00:00Z', 'unsubscribe-link')] }),
      customer('never', { choices: [choice(false, '2026-01-01T00:00:00Z', 'registration')] }),
    ];
    expect(newsRecipients(customers, { kind: 'everyone' }, now).map((each) => each.userId)).toEqual(['express', 'implied']);
  });

  it('narrows to owners of a pet type, or to customers seen in the last N days', () => {
    const cat = customer('cat', { petTypes: ['Cat'], lastSeenAt: at('2027-03-01T00:00:00Z') });
    const dog = customer('dog', { petTypes: ['Dog', 'Bird'], lastSeenAt: at('2027-01-01T00:00:00Z') });
    expect(newsRecipients([cat, dog], { kind: 'pet-type', petType: 'Bird' }, now).map((each) => each.userId)).toEqual(['dog']);
    expect(newsRecipients([cat, dog], { kind: 'seen-within', days: 30 }, now).map((each) => each.userId)).toEqual(['cat']);
    expect(inAudience(customer('never-seen'), { kind: 'seen-within', days: 3650 }, now)).toBe(false);
  });

  it('leaves out whoever was sent this campaign already', () => {
    expect(newsRecipients([customer('a'), customer('b')], { kind: 'everyone' }, now, new Set(['a'])).map((each) => each.userId)).toEqual(['b']);
  });

  it('sends in paced batches', () => {
    const recipients = Array.from({ length: 5 }, (_, index) => index);
    expect(nextBatch(recipients, now, 2)).toEqual({ batch: [0, 1], nextAt: new Date(now.getTime() + 60_000) });
    expect(nextBatch([4], now, 2)).toEqual({ batch: [4], nextAt: null });
  });
});
