import type { FastifyBaseLogger } from 'fastify';
import { orderNumberOf, type RefundOrderBody, type RefundOrderResponse } from '@shared/contracts/console-orders';
import { lineNameOf } from '@shared/catalogue/variants';
import { formatMoney } from '@shared/i18n/format';
import { defaultLocale, type Locale } from '@shared/i18n/locales';
import { message } from '@shared/i18n/message';
import { planRefund, type RefundPlan } from '@shared/money/refunds';
import { splitRefund, type RefundSplit } from '@shared/money/tenders';
import { refundToHolding } from '../ledger/redemptions.service';
import { chargedCentsOf, orderTendersWithAccounts } from './tenders.service';
import type { Database, Transaction } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { contactsOf } from '../accounts/accounts.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { returnStock } from '../catalog/catalog.service';
import type { JobWorker } from '../jobs/jobs.service';
import { enqueueMail } from '../mail/mail.service';
import { insertOrderEvent } from './console-orders.repo';
import { consoleOrder } from './console-orders.service';
import { claimOrderForRefund, findOrderLines, lockOrder, releaseRefundClaim, type OrderLineRow, type OrderRow } from './orders.repo';
import { orderPageUrl } from './payment-context';
import type { PaymentProvider } from './payment-provider';
import { refundEmail } from './refund-email';
import { findRefundByKey, insertRefund, type RefundWithLines } from './refunds.repo';

export interface RefundDeps {
  db: Database;
  jobs: JobWorker;
  log: FastifyBaseLogger;
  baseUrl: string;
  /** The provider that took a payment, by its name; undefined when it is not configured here now. */
  providerNamed: (name: string) => PaymentProvider | undefined;
  /** Who reads the answer: its tax line is named in their language. */
  locale?: Locale;
}

/**
 * Gives money back on a paid order, all that remains or some units of its lines (issue 13),
 * through the provider that took the payment, and restocks what it gave back (D26).
 *
 * Recorded once however often it is asked. Refunds of one order happen one at a time, on
 * every engine alike: a first short transaction decides and claims the order (a claim in
 * the order's row, `refund_claimed_until`, that a refund of it in another request or
 * another server waits for); the provider is asked with no transaction open, so the rest
 * of the site never waits for it; a second short transaction decides again and records
 * it, and frees the order. A request whose key already made a refund answers that refund
 * (the unique key per order is the database's guarantee), and one that finds nothing left
 * to give back is refused. The provider is asked with the same key, so if our commit fails
 * after it refunded (or the process dies, and the claim lapses), asking again finds the
 * provider's refund instead of making a second. Everything else (the refund, the order's
 * refunded amounts, the stock, the history, the audit log and the customer's email)
 * commits together.
 */
export async function refundOrder(
  deps: RefundDeps,
  actor: AuditActor,
  orderId: string,
  request: RefundOrderBody,
): Promise<{ created: boolean; response: RefundOrderResponse }> {
  const { refundId, created } = await refundOnce(deps, actor, orderId, request);
  if (created) deps.jobs.kick();

  const order = await consoleOrder(deps.db, orderId, deps.locale);
  const refund = order.refunds.find((candidate) => candidate.id === refundId);
  if (!refund) throw new Error(`Refund ${refundId} of order ${orderId} disappeared`);
  return { created, response: { refund, order } };
}

/** How long a refund may hold its order at the provider: longer than the provider's own retries (3 × 20 s). */
const CLAIM_SECONDS = 90;
/** How long a refund waits for another of the same order, and how often it looks again. */
const WAIT_MS = 60_000;
const LOOK_AGAIN_MS = 50;

async function refundOnce(deps: RefundDeps, actor: AuditActor, orderId: string, request: RefundOrderBody) {
  const decided = await claimWhenFree(deps, orderId, request);
  if (decided.kind === 'made before') return { refundId: decided.refundId, created: false };
  let providerRefundId: string | null;
  try {
    providerRefundId = await askProvider(deps, decided, request);
  } catch (error) {
    await deps.db.transaction((tx) => releaseRefundClaim(tx, orderId));
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    // Claimed, nothing else refunded this order, and only refunds change a paid order's amounts: the same plan.
    const again = await decideRefund(tx, deps, orderId, request);
    if (again.kind === 'made before' || again.plan.amountCents !== decided.plan.amountCents || again.split.providerCents !== decided.split.providerCents) {
      throw new Error(`Order ${orderId} changed while the provider refunded it (${providerRefundId})`);
    }
    const made = await recordRefund(tx, deps, actor, again, request, providerRefundId);
    await releaseRefundClaim(tx, orderId);
    return made;
  });
}

/** The decision, with the order claimed for it; waits (looking again) while another refund of the order is at the provider. */
async function claimWhenFree(deps: RefundDeps, orderId: string, request: RefundOrderBody): Promise<RefundDecision> {
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    const outcome = await deps.db.transaction(async (tx) => {
      const decided = await decideRefund(tx, deps, orderId, request);
      if (decided.kind === 'made before') return decided;
      return (await claimOrderForRefund(tx, orderId, CLAIM_SECONDS)) ? decided : undefined;
    });
    if (outcome) return outcome;
    if (Date.now() >= giveUpAt) throw new AppError(409, 'REFUND_IN_PROGRESS', 'errors.console.refund.inProgress');
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
  }
}

type RefundDecision =
  | { kind: 'made before'; refundId: string }
  | {
      kind: 'to make';
      order: OrderRow;
      lines: OrderLineRow[];
      plan: Extract<RefundPlan, { ok: true }>;
      /** What goes back to the gift card and store credit that paid part of the order, and what through the provider (issue 32). */
      split: RefundSplit<string>;
      /** The provider that charged the order; none needed when nothing goes back through it. */
      provider: PaymentProvider | undefined;
      /** The provider's name for the payment (a Stripe checkout session). */
      paymentReference: string | null;
    };

/** What this request refunds, or the refund its key already made; refused in words when it cannot be made. */
async function decideRefund(tx: Transaction, deps: RefundDeps, orderId: string, request: RefundOrderBody): Promise<RefundDecision> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('errors.console.unknownOrder');
  const earlier = await findRefundByKey(tx, orderId, request.idempotencyKey);
  if (earlier) {
    assertSameRequest(earlier, request);
    return { kind: 'made before', refundId: earlier.refund.id };
  }
  if (order.status !== 'paid') throw new AppError(409, 'ORDER_NOT_PAID', 'errors.console.refund.notPaid');

  const lines = await findOrderLines(tx, orderId);
  const plan = planRefund({ ...order, lines }, request.lines?.map((asked) => ({ variantId: variantOfRequestLine(asked, lines), quantity: asked.quantity })));
  if (!plan.ok) throw refusal(plan, lines);
  const split = await refundSplitOf(tx, order, plan.amountCents);
  const provider = deps.providerNamed(order.paymentProvider);
  if (split.providerCents > 0 && (!provider || !order.paymentSessionId)) {
    throw new AppError(409, 'REFUND_PROVIDER_UNAVAILABLE', message('errors.console.refund.providerUnavailable', { provider: order.paymentProvider }));
  }
  return { kind: 'to make', order, lines, plan, split, provider, paymentReference: order.paymentSessionId };
}

/**
 * Where a refund goes (issue 32, ADR 0050): back to the gift card and store credit that
 * paid part of the order first, then through the provider, up to what each paid.
 */
async function refundSplitOf(tx: Transaction, order: OrderRow, amountCents: number): Promise<RefundSplit<string>> {
  const tenders = await orderTendersWithAccounts(tx, order);
  const toTenders = tenders.reduce((sum, tender) => sum + tender.refundedCents, 0);
  return splitRefund(
    amountCents,
    tenders.map((tender) => ({ key: tender.accountId, paidCents: tender.amountCents, refundedCents: tender.refundedCents })),
    { chargedCents: chargedCentsOf(order), refundedCents: order.refundedCents - toTenders },
  );
}

/** The provider's refund id, asked with the request's key; its refusal becomes ours, in words. None when nothing goes back through it. */
async function askProvider(
  deps: RefundDeps,
  { order, split, provider, paymentReference }: Extract<RefundDecision, { kind: 'to make' }>,
  request: RefundOrderBody,
): Promise<string | null> {
  if (split.providerCents === 0 || !provider || !paymentReference) return null;
  try {
    const { refundId } = await provider.refund({
      orderId: order.id,
      paymentReference,
      amountCents: split.providerCents,
      currency: order.currency,
      idempotencyKey: request.idempotencyKey,
      reason: request.reason || undefined,
    });
    return refundId;
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id, provider: provider.name, amountCents: split.providerCents }, 'the payment provider refused a refund');
    throw new AppError(502, 'REFUND_FAILED', message('errors.console.refund.providerRefused', { provider: provider.name }));
  }
}

/** The refund the provider made, and all that follows it, in the caller's transaction. */
async function recordRefund(
  tx: Transaction,
  deps: RefundDeps,
  actor: AuditActor,
  { order, lines, plan, split }: Extract<RefundDecision, { kind: 'to make' }>,
  request: RefundOrderBody,
  providerRefundId: string | null,
): Promise<{ refundId: string; created: true }> {
  const orderId = order.id;
  const byVariant = new Map(lines.map((line) => [line.variantId, line]));
  const saved = await insertRefund(
    tx,
    {
      orderId,
      idempotencyKey: request.idempotencyKey,
      amountCents: plan.amountCents,
      reason: request.reason || null,
      provider: order.paymentProvider,
      providerRefundId,
      actor: actor.label,
    },
    plan.lines.map((line) => ({ ...line, productId: byVariant.get(line.variantId)!.productId })),
  );
  await returnStock(tx, plan.lines);
  for (const back of split.tenders) await refundToHolding(tx, back.key, back.amountCents, orderId);

  const given = plan.lines.map((line) => {
    const ordered = byVariant.get(line.variantId)!;
    return { productId: ordered.productId, variantId: line.variantId, name: lineNameOf(ordered.productName, ordered.variantLabel), quantity: line.quantity };
  });
  const number = orderNumberOf(orderId);
  const amount = formatMoney(plan.amountCents, defaultLocale);
  await insertOrderEvent(tx, { orderId, kind: 'refunded', actor: actor.label, details: { refundId: saved.refund.id, amountCents: plan.amountCents, lines: given } });
  await recordChange(tx, {
    actor,
    action: 'order.refunded',
    subject: `order:${orderId}`,
    details: { name: number, amount, amountCents: plan.amountCents, lines: given, provider: order.paymentProvider, providerRefundId },
  });
  const customer = (await contactsOf(tx, [order.userId])).get(order.userId);
  if (customer) await enqueueMail(tx, refundEmail(customer, { number, url: orderPageUrl(deps.baseUrl, orderId), amount: formatMoney(plan.amountCents, customer.locale), lines: given }, customer.locale));
  return { refundId: saved.refund.id, created: true };
}

/**
 * The order line a refund's line names: its variant, or its product when the order has
 * exactly one line of it (the request shape before variants). 0 names no line, and the
 * plan refuses it as unknown.
 */
function variantOfRequestLine(asked: { variantId?: number | undefined; productId?: number | undefined }, lines: readonly OrderLineRow[]): number {
  if (asked.variantId !== undefined) return asked.variantId;
  const ofProduct = lines.filter((line) => line.productId === asked.productId);
  return ofProduct.length === 1 ? ofProduct[0]!.variantId : 0;
}

/** A key names one refund: sent again with other lines it is a mistake, not a new refund. */
function assertSameRequest({ lines }: RefundWithLines, request: RefundOrderBody): void {
  if (!request.lines) return;
  const asked = request.lines.map((line) => `${line.variantId ?? `p${line.productId}`}:${line.quantity}`).sort();
  const made = lines.map((line) => `${request.lines?.some((each) => each.variantId !== undefined) ? line.variantId : `p${line.productId}`}:${line.quantity}`).sort();
  if (asked.join() !== made.join()) throw new AppError(409, 'REFUND_KEY_REUSED', 'errors.console.refund.keyReused');
}

function refusal(plan: Exclude<RefundPlan, { ok: true }>, lines: readonly OrderLineRow[]): AppError {
  switch (plan.reason) {
    case 'nothing-left':
      return new AppError(409, 'NOTHING_TO_REFUND', 'errors.console.refund.nothingLeft');
    case 'nothing-chosen':
      return new AppError(422, 'NOTHING_CHOSEN', 'errors.console.refund.nothingChosen');
    case 'unknown-line':
      return new AppError(422, 'UNKNOWN_ORDER_LINE', 'errors.console.refund.unknownLine');
    case 'more-than-remains': {
      const line = lines.find((each) => each.variantId === plan.variantId);
      const name = line ? lineNameOf(line.productName, line.variantLabel) : '';
      return new AppError(409, 'MORE_THAN_REMAINS', message('errors.console.refund.moreThanRemains', { name, remaining: plan.remaining }), undefined, line?.productId);
    }
  }
}
