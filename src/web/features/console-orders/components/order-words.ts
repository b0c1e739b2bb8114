import type { ConsoleOrder, ConsoleOrderSummary } from '@shared/contracts/console-orders';

/** The catalogue's words for an order's states and history, by message id. */
export const orderStatusWords: Record<ConsoleOrderSummary['status'], string> = {
  pending: 'screens.console.orders.status.pending',
  paid: 'screens.console.orders.status.paid',
  cancelled: 'screens.console.orders.status.cancelled',
  expired: 'screens.console.orders.status.expired',
};

export const fulfilmentWords: Record<ConsoleOrderSummary['fulfilment'], string> = {
  unfulfilled: 'screens.console.orders.fulfilment.unfulfilled',
  ready_for_pickup: 'screens.console.orders.fulfilment.ready_for_pickup',
  picked_up: 'screens.console.orders.fulfilment.picked_up',
};

export const historyWords: Record<ConsoleOrder['history'][number]['kind'], string> = {
  placed: 'screens.console.orders.history.placed',
  paid: 'screens.console.orders.history.paid',
  ready_for_pickup: 'screens.console.orders.history.ready_for_pickup',
  picked_up: 'screens.console.orders.history.picked_up',
  cancelled: 'screens.console.orders.history.cancelled',
  expired: 'screens.console.orders.history.expired',
  refunded: 'screens.console.orders.history.refunded',
};

export const refundStateWords: Record<Exclude<ConsoleOrderSummary['refundState'], 'none'>, string> = {
  partial: 'screens.console.orders.refundState.partial',
  full: 'screens.console.orders.refundState.full',
};

/** What an order's state says in one line: "Paid · Ready for pickup", "Paid · Picked up · Partly refunded". */
export function stateOf(order: Pick<ConsoleOrderSummary, 'status' | 'fulfilment' | 'refundState'>, words: (id: string) => string): string {
  const status = words(orderStatusWords[order.status]);
  if (order.status !== 'paid') return status;
  const parts = [status, words(fulfilmentWords[order.fulfilment])];
  if (order.refundState !== 'none') parts.push(words(refundStateWords[order.refundState]));
  return parts.join(' · ');
}
