import { lineNameOf } from '@shared/catalogue/variants';
import { cartMessages } from '@shared/contracts/cart';
import type { CreateCheckoutResponse } from '@shared/contracts/orders';
import { siteConfig } from '@shared/site-config/site-config';
import type { Executor, Transaction } from '../../db/database';
import { sqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '@shared/contracts/accounts';
import { recordEvent } from '../analytics/analytics.service';
import { cartLinesOf, type CartLine } from '../cart/cart.service';
import {
  attachPaymentSession,
  insertOrder,
  lockCheckoutsOf,
  lockOpenOrdersOf,
  type OrderLineRow,
  type OrderRow,
  type OrderWithLines,
} from './orders.repo';
import { orderPageUrl, type PaymentContext } from './payment-context';
import { localeOrDefault } from '../../lib/i18n';
import type { PaymentProvider, PaymentSession, PaymentSessionRequest } from './payment-provider';
import { createTestCheckoutProvider } from './test-checkout/test-checkout.provider';

export type { PaymentProvider };
import { paths } from '@shared/routes/paths';
import { taxLineName } from './tax-line';
import { assertAvailable, holdLifetimeMs, reserveStock } from './stock-holds.service';
import type { CheckoutQuote, CheckoutQuoteBody, TenderRequest } from '@shared/contracts/tenders';
import { orderNumberOf } from '@shared/contracts/console-orders';
import { translatorFor } from '../../lib/i18n';
import { fulfilPaidOrder } from './fulfilment.service';
import { chargedCentsOf, closeOrderUnpaid, quoteTenders, sameTenders, spendTenders } from './tenders.service';

import { cartTotalsWith, discountForCart } from './checkout-discount.service';
import { recordDiscountUse, type DiscountGranted } from '../discounts/discounts.service';

/**
 * A checkout started again within its session's lifetime is reused only if the
 * customer still has this long to pay; an older one is replaced by a fresh one.
 */
const REUSE_MARGIN_MS = 5 * 60_000;
/**
 * An order whose session is not attached yet is another request opening it (a double
 * click) for this long; after that, a request that died half-way, and it is replaced.
 */
const OPENING_SESSION_MS = 60_000;
/** Rounds of "the order I opened was replaced meanwhile" before giving up. */
const ATTEMPTS = 3;

/**
 * §7 call 13, made safe (D17): the order is built from the signed-in user's cart on
 * the server at today's database prices; nothing the browser sends is trusted.
 *
 * One cart, one open checkout. Under a per-user lock, with a partial unique index on
 * pending orders as the guarantee: an open order that still matches the cart is the
 * answer again (a double click or a second tab pays the same order); one that does not
 * (the cart changed, or its session is about to lapse) is cancelled, its payment
 * session expired, and a new order takes its place. The order and its lines are
 * written in that transaction; the provider then opens (or, for a reused order,
 * answers again) the payment session for exactly those amounts.
 */
export async function createCheckout(
  context: PaymentContext,
  provider: PaymentProvider,
  customer: SessionUser,
  seen: CheckoutRequest = {},
): Promise<CreateCheckoutResponse> {
  for (let attempt = 1; ; attempt++) {
    const { order, replaced } = await openCheckout(context, provider, customer, seen);
    for (const old of replaced) await expireReplacedSession(context, provider, old);
    // Gift card and store credit paid it all: nothing to charge, no payment page (issue 32).
    if (chargedCentsOf(order.order) === 0) return payWithTendersAlone(context, order);

    const session = await openPaymentSession(context, provider, customer, order);
    if (await attachPaymentSession(context.db, order.order.id, session.sessionId)) return { url: session.url };

    // The order was closed meanwhile (a newer checkout of a changed cart replaced it, or it
    // was paid): its session must not stay payable, and the cart decides again.
    await expireSession(context, provider, session.sessionId, order.order.id);
    if (attempt >= ATTEMPTS) {
      context.log.error({ orderId: order.order.id }, 'checkout kept being replaced while its payment session opened');
      throw checkoutUnavailable();
    }
  }
}

/**
 * What the cart page sends beyond the cart (issue 32): the total it showed, a discount
 * code (normalised by the contract), and what else pays the total (a gift card, store credit).
 */
export type CheckoutRequest = {
  expectedTotalCents?: number | undefined;
  discountCode?: string | undefined;
  /** The clock a code's dates are read at (the app's). */
  now?: Date | undefined;
} & TenderRequest;

/** The open order to pay, reused or new, and the orders it replaced. */
async function openCheckout(
  context: PaymentContext,
  provider: PaymentProvider,
  customer: SessionUser,
  seen: CheckoutRequest,
): Promise<{ order: OrderWithLines; replaced: OrderWithLines[] }> {
  try {
    return await context.db.transaction(async (tx) => {
      await lockCheckoutsOf(tx, customer.id);
      // Locked first: a payment in progress finishes before the cart is read.
      const open = await lockOpenOrdersOf(tx, customer.id);
      const lines = await cartLinesOf(tx, customer.id);
      if (lines.length === 0) throw new AppError(409, 'CART_EMPTY', cartMessages.cartEmpty);
      // Stock others' open checkouts hold is not for sale (D26); this customer's own is reused or replaced.
      await assertAvailable(tx, customer.id, lines);
      // Subtotal → discount → tax (issue 32): one code per order, its uses counted under the code's lock.
      const discount =
        seen.discountCode === undefined
          ? undefined
          : await discountForCart(tx, customer.id, lines, seen.discountCode, { lock: true, now: seen.now ?? new Date(), exceptOrderIds: open.map((old) => old.order.id) });
      assertTotalAsSeen(lines, seen.expectedTotalCents, discount);
      const [only] = open;
      if (
        open.length === 1 &&
        only &&
        isReusable(only, lines, provider, new Date()) &&
        sameDiscount(only, discount) &&
        (await sameTenders(tx, only.order, seen))
      ) {
        return { order: only, replaced: [] };
      }

      // Closing an order lets its holds go, its code's use (a trigger), and gives back what its tenders paid, in this transaction.
      for (const old of open) await closeOrderUnpaid(tx, old.order.id, 'cancelled');
      const inserted = await insertCartOrder(tx, provider, customer, lines, discount);
      if (discount) await recordDiscountUse(tx, inserted.order.id, customer.id, discount);
      // The total is decided (subtotal → discount → tax); a gift card and store credit then pay what they can of it (tenders.service.ts).
      const order = { ...inserted, order: await spendTenders(tx, inserted.order, seen) };
      await reserveStock(tx, order, provider);
      // A reused order (a double click, a second tab) is the same checkout: counted once, here.
      await recordEvent(tx, { name: 'checkout_started', orderId: order.order.id, amountCents: order.order.totalCents });
      return { order, replaced: open };
    });
  } catch (error) {
    // Only a path that skipped the lock can get here; the index kept one open checkout.
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    context.log.warn({ userId: customer.id }, 'a second open checkout was refused by the database');
    throw checkoutUnavailable();
  }
}

/** The same lines at the same prices through the same provider, with time left to pay. */
function isReusable({ order, lines }: OrderWithLines, cart: CartLine[], provider: PaymentProvider, now: Date): boolean {
  if (order.paymentProvider !== provider.name || order.taxRateBasisPoints !== siteConfig.tax.rateBasisPoints) return false;
  const age = now.getTime() - order.createdAt.getTime();
  // Its stock is held as long as its session lasts (a session that never lapses: DEFAULT_HOLD_MS).
  if (age > holdLifetimeMs(provider) - REUSE_MARGIN_MS) return false;
  if (order.paymentSessionId === null && age > OPENING_SESSION_MS) return false;
  return sameLines(lines, cart);
}

function sameLines(ordered: OrderLineRow[], cart: CartLine[]): boolean {
  if (ordered.length !== cart.length) return false;
  const byVariant = new Map(cart.map((line) => [line.variantId, line]));
  return ordered.every((line) => {
    const inCart = byVariant.get(line.variantId);
    return inCart !== undefined && inCart.quantity === line.quantity && inCart.priceCents === line.unitPriceCents;
  });
}

/**
 * How the cart's total would be paid now (issue 32): the total as checkout would charge
 * it, then the gift card and store credit asked for. Writes nothing.
 */
export async function quoteCheckout(db: Executor, customer: SessionUser, request: CheckoutQuoteBody, now: Date): Promise<CheckoutQuote> {
  const lines = await cartLinesOf(db, customer.id);
  if (lines.length === 0) throw new AppError(409, 'CART_EMPTY', cartMessages.cartEmpty);
  // The total checkout would charge: the discount code's amount off before HST, then the tenders pay it.
  const discount = request.discountCode === undefined ? undefined : await discountForCart(db, customer.id, lines, request.discountCode, { lock: false, now });
  return quoteTenders(db, customer.id, cartTotalsWith(lines, discount?.discountCents ?? 0).totalCents, request);
}

/** The same code taking the same amount off, or no code either time. */
const sameDiscount = ({ order }: OrderWithLines, discount: DiscountGranted | undefined) =>
  order.discountCode === (discount?.code ?? null) && order.discountCents === (discount?.discountCents ?? 0);

function insertCartOrder(tx: Transaction, provider: PaymentProvider, customer: SessionUser, lines: CartLine[], discount: DiscountGranted | undefined): Promise<OrderWithLines> {
  return insertOrder(tx, {
    userId: customer.id,
    ...cartTotalsWith(lines, discount?.discountCents ?? 0),
    discountCode: discount?.code ?? null,
    taxRateBasisPoints: siteConfig.tax.rateBasisPoints,
    currency: siteConfig.currency,
    paymentProvider: provider.name,
    lines: lines.map((line, index) => ({
      productId: line.productId,
      variantId: line.variantId,
      productName: line.name,
      variantLabel: line.label,
      sku: line.sku,
      imagePath: line.imagePath,
      unitPriceCents: line.priceCents,
      quantity: line.quantity,
      discountCents: discount?.lineDiscountsCents[index] ?? 0,
    })),
  });
}

/**
 * The customer pays the total they saw, or is told it changed: a price the owner changed
 * since the cart page was drawn stops checkout (the cart page then shows today's prices).
 * The server's amounts stay the only ones charged; the browser's total is only compared.
 */
function assertTotalAsSeen(lines: CartLine[], expectedTotalCents: number | undefined, discount: DiscountGranted | undefined): void {
  if (expectedTotalCents === undefined || cartTotalsWith(lines, discount?.discountCents ?? 0).totalCents === expectedTotalCents) return;
  throw new AppError(409, 'PRICES_CHANGED', cartMessages.pricesChanged);
}

const checkoutUnavailable = () => new AppError(502, 'CHECKOUT_UNAVAILABLE', cartMessages.checkoutFailed);

/**
 * A provider that cannot open a session leaves no order waiting: it is cancelled,
 * unless another request (a second tab) already opened its session.
 */
async function openPaymentSession(
  context: PaymentContext,
  provider: PaymentProvider,
  customer: SessionUser,
  { order, lines }: OrderWithLines,
): Promise<PaymentSession> {
  const locale = localeOrDefault(customer.locale);
  const charged = chargedCentsOf(order);
  // Part paid by gift card or store credit (issue 32): the provider charges one line, the
  // rest, since its pages take no negative lines; the order and its receipt keep every line.
  const itemised = charged === order.totalCents;
  try {
    return await provider.createSession({
      orderId: order.id,
      placedAt: order.createdAt,
      currency: order.currency,
      customerEmail: customer.email,
      lines: itemised
        ? lines.map(paymentLineOf)
        : [{ name: translatorFor(locale)('screens.cart.balanceLine', { number: orderNumberOf(order.id) }), unitPriceCents: charged, quantity: 1 }],
      tax: { label: taxLineName(locale, order.taxRateBasisPoints), cents: itemised ? order.taxCents : 0 },
      totalCents: charged,
      successUrl: orderPageUrl(context.baseUrl, order.id),
      cancelUrl: `${context.baseUrl}${paths.cart.getHref()}`,
    });
  } catch (error) {
    context.log.error({ err: error, orderId: order.id, provider: provider.name }, 'could not open a payment session');
    await context.db.transaction((tx) => closeOrderUnpaid(tx, order.id, 'cancelled', { onlyWithoutSession: true }));
    throw checkoutUnavailable();
  }
}

/**
 * An order its gift card and store credit paid in full is paid at once, through the one
 * fulfilment (receipt, stock, cart), under an event id of its own so a retry pays once;
 * the customer goes straight to its page.
 */
async function payWithTendersAlone(context: PaymentContext, { order }: OrderWithLines): Promise<CreateCheckoutResponse> {
  const result = await fulfilPaidOrder(context, { id: `tenders:${order.id}:paid`, provider: order.paymentProvider as PaymentProvider['name'], type: 'tenders.paid', orderId: order.id });
  if (result.status !== 'paid') {
    context.log.error({ orderId: order.id, outcome: result.outcome, status: result.status }, 'an order paid by gift card and store credit alone could not be fulfilled');
    throw checkoutUnavailable();
  }
  return { url: orderPageUrl(context.baseUrl, order.id) };
}

/**
 * A line as the payment page charges it: with a discount, its share comes off the line
 * (per unit when it divides evenly, else as one amount for all its units), so the lines
 * and the tax add up to the order's total at every provider.
 */
function paymentLineOf(line: OrderLineRow): { name: string; unitPriceCents: number; quantity: number } {
  const name = lineNameOf(line.productName, line.variantLabel);
  if (line.discountCents === 0) return { name, unitPriceCents: line.unitPriceCents, quantity: line.quantity };
  const paid = line.unitPriceCents * line.quantity - line.discountCents;
  return paid % line.quantity === 0
    ? { name, unitPriceCents: paid / line.quantity, quantity: line.quantity }
    : { name: `${name} × ${line.quantity}`, unitPriceCents: paid, quantity: 1 };
}

/** A replaced order's session is closed at the provider, so the old page can no longer take money. */
async function expireReplacedSession(context: PaymentContext, provider: PaymentProvider, { order }: OrderWithLines): Promise<void> {
  context.log.info({ orderId: order.id, sessionId: order.paymentSessionId }, 'open checkout replaced by a newer one (the cart changed, or its session was lapsing)');
  if (order.paymentSessionId === null) return; // its opener expires what it opens (createCheckout)
  if (order.paymentProvider !== provider.name) {
    context.log.warn(
      { orderId: order.id, provider: order.paymentProvider },
      'replaced checkout belongs to a payment provider no longer configured: its session cannot be expired',
    );
    return;
  }
  await expireSession(context, provider, order.paymentSessionId, order.id);
}

/**
 * Best effort: a session already paid or expired cannot be expired, and a payment that
 * still arrives for its closed order is refused and logged by fulfilment.
 */
export async function expireSession(context: Pick<PaymentContext, 'log'>, provider: PaymentProvider, sessionId: string, orderId: string): Promise<void> {
  try {
    await provider.expireSession(sessionId);
  } catch (error) {
    context.log.warn({ err: error, orderId, sessionId, provider: provider.name }, 'could not expire the payment session of a closed checkout');
  }
}

/**
 * The payment session of an order that is not a cart's (a visit's deposit, a gift card):
 * opened with the order's own amounts and attached to it. When the order was paid or
 * closed meanwhile (another tab's payment), the new session is expired, so it cannot take
 * money again, and `taken()` is thrown; a provider that cannot open one answers 502.
 */
export async function openOrderSession(
  context: PaymentContext,
  provider: PaymentProvider,
  order: Pick<OrderRow, 'id' | 'createdAt' | 'currency' | 'totalCents'>,
  request: Pick<PaymentSessionRequest, 'customerEmail' | 'lines' | 'tax' | 'successUrl' | 'cancelUrl'>,
  taken: () => AppError,
): Promise<{ url: string }> {
  let session;
  try {
    session = await provider.createSession({ ...request, orderId: order.id, placedAt: order.createdAt, currency: order.currency, totalCents: order.totalCents });
  } catch (error) {
    context.log.error({ err: error, orderId: order.id, provider: provider.name }, 'could not open a payment session');
    throw checkoutUnavailable();
  }
  if (await attachPaymentSession(context.db, order.id, session.sessionId)) return { url: session.url };
  await expireSession(context, provider, session.sessionId, order.id);
  throw taken();
}

/**
 * The provider that took an order's payment, by name, for its refunds: the configured one,
 * or the built-in test checkout, which charged nothing and needs nothing to give it back.
 * An order paid through Stripe while Stripe is no longer configured has none.
 */
export function paymentProviderNamed(configured: PaymentProvider, baseUrl: string): (name: string) => PaymentProvider | undefined {
  const test = configured.name === 'test' ? configured : createTestCheckoutProvider(baseUrl);
  return (name) => (name === configured.name ? configured : name === 'test' ? test : undefined);
}
