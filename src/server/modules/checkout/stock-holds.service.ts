import { lineNameOf } from '@shared/catalogue/variants';
import { cartMessages } from '@shared/contracts/cart';
import type { Executor, Transaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { lockStock, type HeldStock } from '../catalog/catalog.service';
import { enqueueJob } from '../jobs/jobs.service';
import type { OrderWithLines } from './orders.repo';
import type { PaymentProvider } from './payment-provider';
import { findHeldQuantities, insertReservations } from './reservations.repo';

/** The job that lets an unpaid checkout's stock go when its payment session lapses (D23, D26). */
export const RELEASE_STOCK_JOB = 'release-stock-reservation';
/** How long a checkout holds stock when its provider's sessions never lapse (the built-in test checkout). */
export const DEFAULT_HOLD_MS = 30 * 60_000;

/** A checkout holds its stock as long as its payment session can be paid. */
export const holdLifetimeMs = (provider: PaymentProvider) => provider.sessionLifetimeMs ?? DEFAULT_HOLD_MS;

/** Stock open checkouts hold, per variant: what the console and the cart subtract to show what is available. */
export const heldStock: HeldStock = (db: Executor, variantIds: readonly number[], options) => findHeldQuantities(db, variantIds, options);

/**
 * Refuses a checkout that asks for more than is available (D26): the shelf stock minus
 * what other customers' open checkouts hold. The products are locked (in id order) until
 * the transaction ends, so two checkouts of the last unit queue up and the second sees
 * the first one's hold. The customer's own open order does not count against them: it
 * is reused or replaced by this checkout. The refusal names the product (and its
 * variant's options) and what is left.
 */
export async function assertAvailable(
  tx: Transaction,
  customerId: string,
  lines: ReadonlyArray<{ productId: number; variantId: number; name: string; label: string; quantity: number }>,
): Promise<void> {
  const ids = lines.map((line) => line.variantId);
  const shelf = new Map((await lockStock(tx, ids)).map((row) => [row.id, row.stock]));
  const held = await findHeldQuantities(tx, ids, { exceptUserId: customerId });
  for (const line of lines) {
    const available = Math.max(0, (shelf.get(line.variantId) ?? 0) - (held.get(line.variantId) ?? 0));
    if (line.quantity <= available) continue;
    const name = lineNameOf(line.name, line.label);
    throw new AppError(
      409,
      'OUT_OF_STOCK',
      available === 0 ? cartMessages.outOfStock(name) : cartMessages.notEnoughStock(name, available),
      undefined,
      line.productId,
    );
  }
}

/**
 * Holds a new order's quantities until its payment session lapses, and queues the job
 * that releases them then if the order is still unpaid (one per order). Run it in the
 * transaction that writes the order.
 */
export async function reserveStock(tx: Transaction, { order, lines }: OrderWithLines, provider: PaymentProvider): Promise<void> {
  const expiresAt = new Date(order.createdAt.getTime() + holdLifetimeMs(provider));
  await insertReservations(tx, order.id, lines, expiresAt);
  await enqueueJob(tx, { kind: RELEASE_STOCK_JOB, payload: { orderId: order.id }, runAt: expiresAt, uniqueKey: `${RELEASE_STOCK_JOB}:${order.id}` });
}
