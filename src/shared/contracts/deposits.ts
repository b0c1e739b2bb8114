import * as z from 'zod';
import { depositKinds } from '../money/deposits';

/**
 * Where a visit's deposit stands (issue 29): awaiting payment (the time is held), paid,
 * its money going back or given back, kept (a late cancel or a no-show), waived by the
 * owner, or released (the hold ran out unpaid).
 */
export const depositStates = ['awaiting', 'paid', 'refunding', 'refunded', 'kept', 'waived', 'released'] as const;
export type DepositState = (typeof depositStates)[number];

export const depositKindSchema = z.enum(depositKinds);

/** A visit's deposit as its customer and the owner see it. */
export const appointmentDepositSchema = z.object({
  state: z.enum(depositStates),
  subtotalCents: z.number().int().positive(),
  taxCents: z.number().int().nonnegative(),
  totalCents: z.number().int().positive(),
  /** Until when an unpaid visit holds its time. */
  holdUntil: z.iso.datetime(),
  /** The cancellation window the deposit follows (the booking rules'): cancel before it and it comes back. */
  cancelWindowMinutes: z.number().int().nonnegative(),
  /** Whether a cancel now would give the deposit back (paid visits only; false once the window opened). */
  refundableOnCancel: z.boolean(),
});

/** POST /api/appointments/:appointmentId/deposit-checkout: where to pay the deposit. */
export const depositCheckoutResponseSchema = z.object({ url: z.string() });

/** POST /api/console/appointments/:appointmentId/deposit: the owner waives (an unpaid visit confirmed) or refunds (a paid or kept deposit). */
export const depositActionBodySchema = z.object({
  action: z.enum(['waive', 'refund'], { error: 'errors.deposits.actionRequired' }),
});

/** What the deposit rules say when they refuse, by message id. */
export const depositMessages = {
  notAwaiting: 'errors.deposits.notAwaiting',
  holdExpired: 'errors.deposits.holdExpired',
  cannotWaive: 'errors.deposits.cannotWaive',
  cannotRefund: 'errors.deposits.cannotRefund',
  noDeposit: 'errors.deposits.noDeposit',
  seriesRefused: 'errors.deposits.seriesRefused',
} as const;

export type AppointmentDeposit = z.infer<typeof appointmentDepositSchema>;
export type DepositCheckoutResponse = z.infer<typeof depositCheckoutResponseSchema>;
export type DepositActionBody = z.infer<typeof depositActionBodySchema>;
