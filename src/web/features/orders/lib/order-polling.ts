import type { OrderStatus } from '@shared/contracts/orders';

/** How often, and how many times, a pending order is asked about again (a payment webhook may lag). */
export const PENDING_POLL_MS = 2000;
export const PENDING_POLL_LIMIT = 10;

/**
 * The confirmation page's refetch interval: while the order is pending, every 2 s for
 * at most 10 answers; then it stops and offers to check again. Paid, cancelled and
 * expired are final (states only move forward), so they are never asked about again.
 */
export function pendingOrderPollInterval(status: OrderStatus | undefined, answers: number): number | false {
  return status === 'pending' && answers <= PENDING_POLL_LIMIT ? PENDING_POLL_MS : false;
}
