import { cartMessages } from '@shared/contracts/cart';
import type { CreateCheckoutResponse } from '@shared/contracts/orders';
import { totalsFor } from '@shared/money/money';
import { siteConfig } from '@shared/site-config/site-config';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '@shared/contracts/accounts';
import { cartLinesOf, type CartLine } from '../cart/cart.service';
import { attachPaymentSession, closePendingOrder, insertOrder, type OrderWithLines } from './orders.repo';
import { orderPageUrl, type PaymentContext } from './payment-context';
import type { PaymentProvider, PaymentSession } from './payment-provider';
import { defaultLocale } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { taxLineName } from './tax-line';

/**
 * §7 call 13, made safe (D17): the order is built from the signed-in user's cart on
 * the server at today's database prices; nothing the browser sends is trusted. The
 * order and its lines are written in one transaction, then the provider opens a
 * payment session for exactly those amounts.
 */
export async function createCheckout(
  context: PaymentContext,
  provider: PaymentProvider,
  customer: SessionUser,
): Promise<CreateCheckoutResponse> {
  const created = await context.db.transaction(async (tx) => {
    const lines = await cartLinesOf(tx, customer.id);
    assertCanBuy(lines);
    const totals = totalsFor(
      lines.map((line) => ({ unitPriceCents: line.priceCents, quantity: line.quantity })),
      siteConfig.tax.rateBasisPoints,
    );
    return insertOrder(tx, {
      userId: customer.id,
      ...totals,
      taxRateBasisPoints: siteConfig.tax.rateBasisPoints,
      currency: siteConfig.currency,
      paymentProvider: provider.name,
      lines: lines.map((line) => ({
        productId: line.productId,
        productName: line.name,
        imagePath: line.imagePath,
        unitPriceCents: line.priceCents,
        quantity: line.quantity,
      })),
    });
  });

  const session = await openPaymentSession(context, provider, customer, created);
  await attachPaymentSession(context.db, created.order.id, session.sessionId);
  return { url: session.url };
}

function assertCanBuy(lines: CartLine[]): void {
  if (lines.length === 0) throw new AppError(409, 'CART_EMPTY', cartMessages.cartEmpty);
  const short = lines.find((line) => line.quantity > line.stock);
  if (!short) return;
  throw new AppError(
    409,
    'NOT_ENOUGH_STOCK',
    short.stock === 0 ? cartMessages.outOfStock(short.name) : cartMessages.notEnoughStock(short.name, short.stock),
  );
}

/** A provider that cannot open a session leaves no order waiting: it is cancelled. */
async function openPaymentSession(
  context: PaymentContext,
  provider: PaymentProvider,
  customer: SessionUser,
  { order, lines }: OrderWithLines,
): Promise<PaymentSession> {
  try {
    return await provider.createSession({
      orderId: order.id,
      currency: order.currency,
      customerEmail: customer.email,
      lines: lines.map((line) => ({ name: line.productName, unitPriceCents: line.unitPriceCents, quantity: line.quantity })),
      tax: { label: taxLineName(defaultLocale, order.taxRateBasisPoints), cents: order.taxCents },
      totalCents: order.totalCents,
      successUrl: orderPageUrl(context.baseUrl, order.id),
      cancelUrl: `${context.baseUrl}${paths.cart.getHref()}`,
    });
  } catch (error) {
    context.log.error({ err: error, orderId: order.id, provider: provider.name }, 'could not open a payment session');
    await closePendingOrder(context.db, order.id, 'cancelled');
    throw new AppError(502, 'CHECKOUT_UNAVAILABLE', cartMessages.checkoutFailed);
  }
}
