import { newsConsent, type NewsConsentFacts } from './consent-rules';

/** Who a news mail is for, as the owner chooses it. */
export type NewsAudience =
  | { kind: 'everyone' }
  | { kind: 'pet-type'; petType: string }
  | { kind: 'seen-within'; days: number };

/** What the audience rules know of one customer. */
export interface NewsCustomer extends NewsConsentFacts {
  userId: string;
  /** The types of the pets on their profile. */
  petTypes: readonly string[];
  /** Their latest visit or purchase (a booking made or a paid order). */
  lastSeenAt: Date | null;
}

const DAY_MS = 86_400_000;

/** Whether the customer is in the owner's chosen group, consent aside. */
export function inAudience(customer: NewsCustomer, audience: NewsAudience, now: Date): boolean {
  switch (audience.kind) {
    case 'everyone':
      return true;
    case 'pet-type':
      return customer.petTypes.includes(audience.petType);
    case 'seen-within':
      return customer.lastSeenAt !== null && customer.lastSeenAt.getTime() >= now.getTime() - audience.days * DAY_MS && customer.lastSeenAt.getTime() <= now.getTime();
  }
}

/**
 * The customers a news mail goes to at `now`: in the chosen group, with consent in force
 * (express, or implied and not ended, and not withdrawn), and not sent this campaign
 * already (`alreadySent`). Decided again when the mail goes out, so a customer who
 * withdrew or whose consent ended after the owner pressed Send is left out.
 */
export function newsRecipients<C extends NewsCustomer>(customers: readonly C[], audience: NewsAudience, now: Date, alreadySent: ReadonlySet<string> = new Set()): C[] {
  return customers.filter((customer) => !alreadySent.has(customer.userId) && inAudience(customer, audience, now) && newsConsent(customer, now).mayReceive);
}

/** Paced sending: at most this many mails a batch, batches this far apart, so a long list does not hit the mail server at once. */
export const NEWS_MAILS_PER_BATCH = 60;
export const NEWS_BATCH_GAP_MS = 60_000;

/** This batch of the recipients, and when the next one goes (null when none is left). */
export function nextBatch<C>(recipients: readonly C[], now: Date, perBatch = NEWS_MAILS_PER_BATCH): { batch: C[]; nextAt: Date | null } {
  const batch = recipients.slice(0, perBatch);
  return { batch, nextAt: recipients.length > perBatch ? new Date(now.getTime() + NEWS_BATCH_GAP_MS) : null };
}
