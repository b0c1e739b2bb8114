import { dataMemo } from '../../lib/versioned-memo';
import type { Representation } from '../../lib/representation';
import { appointmentBookVersion } from '../appointment-book/appointments.service';
import type { BookableService } from './bookable-services';

/**
 * GET /api/availability's answers as sent, kept in memory (issue 15): a day's answer for a
 * service and a pet's looks holds while the appointment book keeps its version, the
 * catalogue its service (the same BookableService), and the clock has not reached the
 * first slot that time alone takes off the offer (booking-plan.ts: offerChangesAt). So
 * every visitor gets the answer computing it would give, without computing it.
 */
export interface KeptAnswer {
  bookable: BookableService;
  body: Representation;
  /** Good from the instant it was made (ms; a clock set back is not ahead of it)… */
  from: number;
  /** …while now is before this (ms). */
  until: number;
}

/** Every day of the horizon for each service and look is far fewer answers than this. */
export const availabilityAnswers = dataMemo(appointmentBookVersion, { max: 2_000 });

/** Whether an answer kept for `bookable` is still the answer at `now`. */
export const answerHolds = (bookable: BookableService, now: Date) => (kept: KeptAnswer) => {
  const at = now.getTime();
  return kept.bookable === bookable && kept.from <= at && at < kept.until;
};
