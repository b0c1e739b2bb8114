import { bookingMessages, type Appointment, type BookAppointmentBody, type ServiceCategory } from '@shared/contracts/booking';
import {
  emptyDraft,
  petTypeMismatch,
  findService,
  toBookingBody,
  validatePetStep,
  validateServiceStep,
  type BookingDraft,
  type DraftErrors,
  type DraftMessages,
  type WizardStep,
} from '@web/features/booking/lib/booking-draft';
import { bookableDateError } from '@web/features/booking/lib/bookable-dates';
import { isApiClientError } from '@web/lib/api-client';

/**
 * The booking wizard as a state machine (spec §2, §4: step 1, 2, 3, submit, success).
 * Everything here is pure: the screen dispatches what happened and renders the state.
 * The step itself lives in the URL, so Back and Forward move between steps.
 */
export interface WizardState {
  draft: BookingDraft;
  /** The errors of the last step checked, shown under its fields until they are changed. */
  errors: DraftErrors;
  /** One idempotency key per booking attempt: the same answers sent again reuse it. */
  attempt: { signature: string; key: string } | undefined;
  sending: boolean;
  /** Why the last confirm did not book, shown in an on-page alert (D28). */
  problem: { message: string; attempt: number } | undefined;
  /** The confirmed booking, and the history entry its success screen belongs to. */
  booked: { appointment: Appointment; locationKey: string } | undefined;
}

export type WizardEvent =
  | { type: 'changed'; patch: Partial<BookingDraft> }
  | { type: 'checked'; errors: DraftErrors }
  | { type: 'sending'; attempt: { signature: string; key: string } }
  | { type: 'booked'; appointment: Appointment; locationKey: string }
  /** The time is gone (taken meanwhile, or passed): fresh slots are shown, the other answers kept. */
  | { type: 'time-lost'; message: string }
  /** Anything else: the spec's 'Failed to book appointment. Try again.' */
  | { type: 'failed'; message: string }
  | { type: 'book-another' };

export const initialWizardState: WizardState = {
  draft: emptyDraft,
  errors: {},
  attempt: undefined,
  sending: false,
  problem: undefined,
  booked: undefined,
};

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'changed': {
      const errors = { ...state.errors };
      for (const field of Object.keys(event.patch)) delete errors[field as keyof DraftErrors];
      return { ...state, draft: { ...state.draft, ...event.patch }, errors };
    }
    case 'checked':
      return { ...state, errors: event.errors };
    case 'sending':
      return { ...state, errors: {}, attempt: event.attempt, sending: true, problem: undefined };
    case 'booked':
      return { ...initialWizardState, booked: { appointment: event.appointment, locationKey: event.locationKey } };
    case 'time-lost':
      return { ...state, sending: false, draft: { ...state.draft, time: '' }, problem: nextProblem(state, event.message) };
    case 'failed':
      return { ...state, sending: false, problem: nextProblem(state, event.message) };
    case 'book-another':
      return initialWizardState;
  }
}

function nextProblem(state: WizardState, message: string): WizardState['problem'] {
  return { message, attempt: (state.problem?.attempt ?? 0) + 1 };
}

/** What Next finds wrong with a step (spec §5); an empty object lets the visitor on. */
export function checkStep(step: WizardStep, draft: BookingDraft, categories: readonly ServiceCategory[]): DraftMessages {
  if (step === 1) return validateServiceStep(draft, categories);
  if (step === 2) return validatePetStep(draft);
  return {};
}

/** Whether step 2's Next is blocked by the spec's pet type warning. */
export function petTypeBlocked(draft: BookingDraft, categories: readonly ServiceCategory[]): boolean {
  return petTypeMismatch(findService(categories, draft.serviceId), draft.petType) !== undefined;
}

/**
 * Confirm (step 3): the request to send, under the attempt's idempotency key (reused when
 * the answers are the same as the last attempt's, so a retry books once), or the errors
 * that stop it.
 */
export function confirmBooking(
  state: WizardState,
  { now, newKey }: { now: Date; newKey: () => string },
): { body: BookAppointmentBody; attempt: { signature: string; key: string } } | { errors: DraftMessages } {
  const dateProblem = bookableDateError(state.draft.date, now);
  if (dateProblem) return { errors: { date: dateProblem } };
  const { categoryId: _categoryId, ...answers } = state.draft;
  const signature = JSON.stringify(answers);
  const attempt = state.attempt?.signature === signature ? state.attempt : { signature, key: newKey() };
  const { body, errors } = toBookingBody(state.draft, attempt.key);
  return errors ? { errors } : { body, attempt };
}

const petCareRefusals = ['VACCINATIONS_NEEDED', 'PET_SIZE_NEEDED', 'PET_COAT_NEEDED', 'WAIVER_REQUIRED', 'WAIVER_CHANGED'];

/** How a failed booking reaches the visitor: the server's words for a lost time, the spec's for the rest. */
export function bookingRefusal(error: unknown, translate: (id: string) => string): WizardEvent {
  const refusal = isApiClientError(error) ? error : undefined;
  if (refusal?.status === 409) return { type: 'time-lost', message: translate(bookingMessages.slotTaken) };
  if (refusal?.status === 422 && (refusal.code === 'TIME_PASSED' || refusal.code === 'TOO_SOON' || refusal.code === 'DATE_NOT_BOOKABLE')) {
    return { type: 'time-lost', message: refusal.message };
  }
  // Issue 14: the pet's vaccinations, size or coat stop it; issue 29: its waiver. The server's words say which.
  if (refusal?.status === 422 && petCareRefusals.includes(refusal.code)) return { type: 'failed', message: refusal.message };
  return { type: 'failed', message: translate('screens.booking.failed') };
}
