import { z } from 'zod';

/**
 * The events the server records for the owner's figures (D27). Each is what happened
 * and to what, never who: no account, email, cookie or address goes with any of them.
 */
export const analyticsEventNames = [
  /** A public page was shown (path only, no query string). */
  'page_view',
  'add_to_cart',
  'checkout_started',
  'order_paid',
  /** The booking wizard reached a step (1, 2 or 3). */
  'booking_step',
  'appointment_booked',
  'appointment_cancelled',
  'appointment_completed',
  'appointment_no_show',
] as const;
export const analyticsEventNameSchema = z.enum(analyticsEventNames);
export type AnalyticsEventName = z.infer<typeof analyticsEventNameSchema>;
