/**
 * Consent to be contacted (issue 30, CASL, D31), as pure rules: what each choice is, when
 * implied consent ends, and whether someone may be sent news today. Everything comes in as
 * arguments (records, dates, `now`), so the browser and the server share the rules and the
 * tests pin time.
 */

/**
 * What a record is about: a yes or no to news mail or to text reminders; or an inquiry
 * (the newsletter box), which is no choice but implies consent to news for 6 months.
 */
export const consentTopics = ['news-email', 'reminder-texts', 'news-inquiry'] as const;
export type ConsentTopic = (typeof consentTopics)[number];

/** Where a choice was given. */
export const consentSources = ['registration', 'profile', 'unsubscribe-link', 'newsletter-box', 'text-reply'] as const;
export type ConsentSource = (typeof consentSources)[number];

/**
 * The version of the words each choice was given against. A record keeps the version it
 * was given under; change the wording, change the version (and the catalogues' text).
 */
export const consentWordingVersions: Record<ConsentTopic, string> = {
  'news-email': 'news-email/2026-11-28',
  'reminder-texts': 'reminder-texts/2026-11-28',
  'news-inquiry': 'newsletter-box/2026-11-28',
};

/** Implied consent from a purchase or a booking lasts 2 years after the latest; from an inquiry, 6 months (CASL s. 10(10)). */
export const IMPLIED_PURCHASE_MONTHS = 24;
export const IMPLIED_INQUIRY_MONTHS = 6;

/** One recorded yes or no. */
export interface ConsentChoice {
  granted: boolean;
  at: Date;
  source: ConsentSource;
}

/** What decides whether someone may receive news mail. */
export interface NewsConsentFacts {
  /** Their recorded choices about news mail, in any order. */
  choices: readonly ConsentChoice[];
  /** The latest purchase (a paid order) or booking, if any. */
  lastPurchaseOrBookingAt: Date | null;
  /** The latest inquiry (the newsletter box), if any. */
  lastInquiryAt: Date | null;
}

export type NewsConsentBasis = 'express' | 'implied-purchase' | 'implied-inquiry' | 'withdrawn' | 'expired' | 'none';

export interface NewsConsent {
  mayReceive: boolean;
  basis: NewsConsentBasis;
  /** When implied consent ends; null for express consent (it lasts until withdrawn) and for none. */
  until: Date | null;
}

/** `date` plus whole calendar months, in UTC; the 31st of a shorter month is its last day. */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** The latest choice, by time; of two at the same instant the later recorded one. */
export function latestChoice(choices: readonly ConsentChoice[]): ConsentChoice | undefined {
  let latest: ConsentChoice | undefined;
  for (const choice of choices) if (!latest || choice.at.getTime() >= latest.at.getTime()) latest = choice;
  return latest;
}

/**
 * Whether someone may be sent news at `now`, and on what basis.
 * - Their latest choice is yes: express consent, until they withdraw it.
 * - Their latest choice is a no given after registration (the profile, an unsubscribe
 *   link): withdrawn, whatever they bought or asked since. Withdrawal wins.
 * - Otherwise (no choice, or the unticked box at registration, which only declines express
 *   consent): implied consent, 2 years from the latest purchase or booking or 6 months from
 *   the latest inquiry, whichever ends later.
 */
export function newsConsent(facts: NewsConsentFacts, now: Date): NewsConsent {
  const latest = latestChoice(facts.choices);
  if (latest?.granted) return { mayReceive: true, basis: 'express', until: null };
  if (latest && latest.source !== 'registration') return { mayReceive: false, basis: 'withdrawn', until: null };

  const implied = [
    facts.lastPurchaseOrBookingAt && { basis: 'implied-purchase' as const, until: addMonths(facts.lastPurchaseOrBookingAt, IMPLIED_PURCHASE_MONTHS) },
    facts.lastInquiryAt && { basis: 'implied-inquiry' as const, until: addMonths(facts.lastInquiryAt, IMPLIED_INQUIRY_MONTHS) },
  ].filter((each) => each !== null);
  if (implied.length === 0) return { mayReceive: false, basis: 'none', until: null };
  const longest = implied.reduce((best, each) => (each.until > best.until ? each : best));
  if (longest.until.getTime() <= now.getTime()) return { mayReceive: false, basis: 'expired', until: longest.until };
  return { mayReceive: true, basis: longest.basis, until: longest.until };
}

/** Whether the latest choice about a topic is yes (texts have no implied consent). */
export const hasExpressConsent = (choices: readonly ConsentChoice[]): boolean => latestChoice(choices)?.granted === true;

/**
 * A Canadian phone number as E.164 (`+1` and ten digits), from the ways people write one:
 * "(905) 555-0142", "905.555.0142", "+1 905 555 0142", "1-905-555-0142". Null when it is
 * not a valid North American number (area code and exchange cannot start with 0 or 1).
 */
export function normaliseCanadianPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]{10,20}$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (trimmed.startsWith('+') && trimmed.replace(/\D/g, '').length !== 11) return null;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}
