import { describe, expect, it } from 'vitest';
import { PENDING_POLL_LIMIT, PENDING_POLL_MS, pendingOrderPollInterval } from '@web/features/orders/lib/order-polling';

describe('asking about a pending order again', () => {
  it('asks every 2 s while the payment is being confirmed, then stops after a few answers', () => {
    for (let answers = 1; answers <= PENDING_POLL_LIMIT; answers += 1) {
      expect(pendingOrderPollInterval('pending', answers)).toBe(PENDING_POLL_MS);
    }
    expect(pendingOrderPollInterval('pending', PENDING_POLL_LIMIT + 1)).toBe(false);
  });

  it('never asks about a final state, nor before the first answer', () => {
    for (const status of ['paid', 'cancelled', 'expired'] as const) expect(pendingOrderPollInterval(status, 1)).toBe(false);
    expect(pendingOrderPollInterval(undefined, 0)).toBe(false);
  });
});
