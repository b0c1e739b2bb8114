import type { Database } from '../../db/database';
import type { Representation } from '../../lib/representation';
import type { BookableService } from './bookable-services';

/**
 * GET /api/availability's answers as sent, kept in memory (issue 15): a day's answer for a
 * service and a pet's looks holds while the appointment book keeps its version, the
 * catalogue its service (the same BookableService), and the clock has not reached the
 * first slot that time alone takes off the offer (booking-plan.ts: offerChangesAt). So
 * every visitor gets the answer computing it would give, without computing it.
 */
interface KeptAnswer {
  bookable: BookableService;
  body: Representation;
  /** Good from the instant it was made (ms; a clock set back is not ahead of it)… */
  from: number;
  /** …while now is before this (ms). */
  until: number;
}

interface Shelf {
  version: number;
  answers: Map<string, KeptAnswer>;
}

/** Answers kept per version at most: every day of the horizon for each service and look is far fewer. */
const MAX_ANSWERS = 2_000;
const shelves = new WeakMap<Database, Shelf>();

export const availabilityAnswers = {
  /** The answer kept for `key` that is still the answer at `now`, if any. */
  find(db: Database, version: number, key: string, bookable: BookableService, now: Date): Representation | undefined {
    const shelf = shelves.get(db);
    if (shelf?.version !== version) return undefined;
    const kept = shelf.answers.get(key);
    const at = now.getTime();
    return kept && kept.bookable === bookable && kept.from <= at && at < kept.until ? kept.body : undefined;
  },
  /** Keeps an answer made for the appointment book's `version`; one made for an older version than the newest seen is not kept. */
  keep(db: Database, version: number, key: string, answer: KeptAnswer): void {
    let shelf = shelves.get(db);
    if (!shelf || version > shelf.version) shelves.set(db, (shelf = { version, answers: new Map() }));
    if (shelf.version !== version) return;
    if (shelf.answers.size >= MAX_ANSWERS) shelf.answers.clear();
    shelf.answers.set(key, answer);
  },
};
