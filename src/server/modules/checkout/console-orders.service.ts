import { lineNameOf } from '@shared/catalogue/variants';
import {
  CONSOLE_ORDERS_PAGE_SIZE,
  orderNumberOf,
  type ConsoleOrder,
  type ConsoleOrderPage,
  type ConsoleOrdersQuery,
  type ConsoleOrderSummary,
} from '@shared/contracts/console-orders';
import { defaultLocale, type Locale } from '@shared/i18n/locales';
import { addDaysToDate, zonedDateTimeToInstant } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { contactsOf, searchAccounts } from '../accounts/accounts.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import type { JobWorker } from '../jobs/jobs.service';
import { enqueueMail } from '../mail/mail.service';
import { advanceFulfilment, findOrderById, findOrderEvents, findOrderPage, insertOrderEvent } from './console-orders.repo';
import { findOrderLines, type OrderRow } from './orders.repo';
import { findRefundsOf } from './refunds.repo';
import { refundStateOf } from '@shared/money/refunds';
import { orderPageUrl } from './payment-context';
import { pickupEmail } from './pickup-email';
import { taxLineName } from './tax-line';
import { chargedCentsOf, orderTenders } from './tenders.service';

/**
 * The owner console's orders (issue 13 item 1): every customer's orders, searched by
 * number or customer, filtered by status and dates in the shop's time zone; one order
 * with its history; and the two steps of an in-person handover, each recorded once.
 */

/** Accounts matched by a search, at most: enough for a shop; a search that matches more should be narrower. */
const CUSTOMERS_PER_SEARCH = 200;
const notFoundOrder = () => notFound('errors.console.unknownOrder');

/** A page of orders. */
export async function listConsoleOrders(db: Database, query: ConsoleOrdersQuery): Promise<ConsoleOrderPage> {
  const q = query.q.trim();
  const search = q
    ? {
        userIds: (await searchAccounts(db, q, undefined, CUSTOMERS_PER_SEARCH)).map((account) => account.id),
        numberPrefix: /^[0-9a-f-]{1,36}$/i.test(q) ? q.toLowerCase() : undefined,
      }
    : {};
  const { timeZone } = siteConfig;
  const rows = await findOrderPage(db, {
    ...search,
    status: query.status,
    from: query.from ? zonedDateTimeToInstant(query.from, 0, timeZone) : undefined,
    to: query.to ? zonedDateTimeToInstant(addDaysToDate(query.to, 1), 0, timeZone) : undefined,
    before: query.before,
    limit: CONSOLE_ORDERS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, CONSOLE_ORDERS_PAGE_SIZE);
  const contacts = await contactsOf(db, page.map((row) => row.order.userId));
  const last = page.at(-1);
  return {
    orders: page.map(({ order, itemCount }) => toSummary(order, itemCount, contacts.get(order.userId))),
    nextBefore: rows.length > CONSOLE_ORDERS_PAGE_SIZE && last ? last.position : null,
  };
}

/** One order as the console shows it, the tax's name written for a reader of `locale`. */
export async function consoleOrder(db: Executor, orderId: string, locale: Locale = defaultLocale): Promise<ConsoleOrder> {
  const order = await findOrderById(db, orderId);
  if (!order) throw notFoundOrder();
  const [lines, events, contacts, refunds, tenders] = await Promise.all([
    findOrderLines(db, orderId),
    findOrderEvents(db, orderId),
    contactsOf(db, [order.userId]),
    findRefundsOf(db, orderId),
    orderTenders(db, order),
  ]);
  const byVariant = new Map(lines.map((line) => [line.variantId, line]));
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const history: ConsoleOrder['history'] = [{ at: order.createdAt.toISOString(), kind: 'placed', actor: 'customer' }];
  if (order.paidAt) history.push({ at: order.paidAt.toISOString(), kind: 'paid', actor: order.paymentProvider });
  if (order.status === 'cancelled' || order.status === 'expired') history.push({ at: order.updatedAt.toISOString(), kind: order.status, actor: 'system' });
  for (const event of events) {
    if (event.kind === 'ready_for_pickup' || event.kind === 'picked_up') history.push({ at: event.createdAt.toISOString(), kind: event.kind, actor: event.actor });
  }
  for (const { refund } of refunds) history.push({ at: refund.createdAt.toISOString(), kind: 'refunded', actor: refund.actor, amountCents: refund.amountCents });
  return {
    ...toSummary(order, itemCount, contacts.get(order.userId)),
    lines: lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      name: line.productName,
      variantLabel: line.variantLabel,
      sku: line.sku,
      quantity: line.quantity,
      refundedQuantity: line.refundedQuantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.unitPriceCents * line.quantity,
      discountCents: line.discountCents,
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    discountCode: order.discountCode,
    taxCents: order.taxCents,
    taxName: taxLineName(locale, order.taxRateBasisPoints),
    taxRateBasisPoints: order.taxRateBasisPoints,
    refunds: refunds.map(({ refund, lines: given }) => ({
      id: refund.id,
      at: refund.createdAt.toISOString(),
      amountCents: refund.amountCents,
      actor: refund.actor,
      reason: refund.reason,
      provider: refund.provider,
      providerReference: refund.providerRefundId,
      lines: given.map((line) => {
        const ordered = byVariant.get(line.variantId);
        return { productId: line.productId, variantId: line.variantId, name: ordered ? lineNameOf(ordered.productName, ordered.variantLabel) : '', quantity: line.quantity };
      }),
    })),
    tenders,
    chargedCents: chargedCentsOf(order),
    paymentProvider: order.paymentProvider,
    paymentReference: order.paymentSessionId,
    history: history.sort((a, b) => a.at.localeCompare(b.at)),
  };
}

/**
 * Paid → ready for pickup (the customer is emailed), or ready → picked up. Conditional on
 * the step before, so a second click or a second owner changes nothing and is told so.
 */
export async function advanceOrder(
  deps: { db: Database; jobs: JobWorker; baseUrl: string; locale?: Locale },
  actor: AuditActor,
  orderId: string,
  step: 'ready_for_pickup' | 'picked_up',
): Promise<ConsoleOrder> {
  await deps.db.transaction(async (tx) => {
    const row = await advanceFulfilment(tx, orderId, step);
    if (!row) {
      const order = await findOrderById(tx, orderId);
      if (!order) throw notFoundOrder();
      if (order.status === 'paid' && refundStateOf(order) === 'full') throw new AppError(409, 'FULFILMENT_NOT_ALLOWED', 'errors.console.refundedInFull');
      throw new AppError(409, 'FULFILMENT_NOT_ALLOWED', step === 'ready_for_pickup' ? 'errors.console.notReadyable' : 'errors.console.notPickable');
    }
    const number = orderNumberOf(row.id);
    await insertOrderEvent(tx, { orderId, kind: step, actor: actor.label });
    await recordChange(tx, {
      actor,
      action: step === 'ready_for_pickup' ? 'order.readyForPickup' : 'order.pickedUp',
      subject: `order:${orderId}`,
      details: { name: number },
    });
    if (step !== 'ready_for_pickup') return;
    const customer = (await contactsOf(tx, [row.userId])).get(row.userId);
    if (customer) await enqueueMail(tx, pickupEmail(customer, { number, url: orderPageUrl(deps.baseUrl, orderId) }, customer.locale));
  });
  deps.jobs.kick();
  return consoleOrder(deps.db, orderId, deps.locale);
}

function toSummary(order: OrderRow, itemCount: number, customer: { name: string; email: string } | undefined): ConsoleOrderSummary {
  return {
    id: order.id,
    number: orderNumberOf(order.id),
    createdAt: order.createdAt.toISOString(),
    customerName: customer?.name ?? '',
    customerEmail: customer?.email ?? '',
    status: order.status,
    fulfilment: order.fulfilment,
    itemCount,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    refundState: refundStateOf(order),
  };
}
