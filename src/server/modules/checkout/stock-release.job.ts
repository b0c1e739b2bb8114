import * as z from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { JobHandler } from '../jobs/jobs.service';
import { expireSession } from './checkout.service';
import { lockOrder } from './orders.repo';
import { closeOrderUnpaid } from './tenders.service';
import type { PaymentProvider } from './payment-provider';
import { deleteReservationsOf } from './reservations.repo';

const releasePayloadSchema = z.object({ orderId: z.uuid() });

/**
 * The `release-stock-reservation` job (D26), run when a checkout's hold lapses: an order
 * still unpaid then is expired and its stock is free again. Its payment session is
 * closed at the provider first (best effort, as for a replaced checkout), so it cannot
 * be paid after the order closed; a paid, cancelled or replaced order is left as it is.
 * Running it twice acts once: the second run finds the order closed and no holds left.
 */
export function stockReleaseJob(context: { db: Database; log: FastifyBaseLogger }, provider: PaymentProvider): JobHandler {
  return async (payload) => {
    const { orderId } = releasePayloadSchema.parse(payload);
    const before = await lockOrder(context.db, orderId); // read only: outside a transaction the lock ends at once
    if (before?.status === 'pending' && before.paymentSessionId !== null && before.paymentProvider === provider.name) {
      await expireSession(context, provider, before.paymentSessionId, orderId);
    }
    await context.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order?.status === 'pending') {
        // Its gift card and store credit get back what they paid (issue 32), in this transaction.
        await closeOrderUnpaid(tx, orderId, 'expired');
        context.log.info({ orderId }, 'unpaid checkout expired: its stock is for sale again');
      } else {
        await deleteReservationsOf(tx, orderId);
      }
    });
  };
}
