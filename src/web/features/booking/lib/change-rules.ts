import type { Appointment } from '@shared/contracts/booking';
import { bookingRuleMessages, type BookingRules } from '@shared/contracts/booking-rules';
import type { Message } from '@shared/i18n/message';
import { customerChangeRefusal } from '@shared/scheduling/booking-windows';
import { isApiClientError, type ApiClientError } from '@web/lib/api-client';

/**
 * Why the customer can no longer reschedule or cancel a Confirmed appointment online
 * (issue 14): it has started, or it is inside the owner's cancellation window, where they
 * call the shop. The same rule the server enforces; undefined when they can, or while
 * the rules are not known yet (the server still decides).
 */
export function changeLockedReason(appointment: Pick<Appointment, 'status' | 'startsAt'>, now: Date, rules: BookingRules | undefined): Message | undefined {
  if (!rules) return undefined;
  switch (customerChangeRefusal({ status: appointment.status, startsAt: new Date(appointment.startsAt) }, now, rules.cancelWindowMinutes)) {
    case 'started':
      return bookingRuleMessages.started;
    case 'inside-window':
      return bookingRuleMessages.insideCancelWindow(rules.cancelWindowMinutes);
    default:
      return undefined;
  }
}

/** The server's refusals by a booking rule: each comes with the words to show (role="alert"). */
const ruleRefusalCodes: ReadonlySet<string> = new Set(['TOO_SOON', 'INSIDE_CANCEL_WINDOW', 'APPOINTMENT_STARTED']);

export function isRuleRefusal(error: unknown): error is ApiClientError {
  return isApiClientError(error) && ruleRefusalCodes.has(error.code);
}
