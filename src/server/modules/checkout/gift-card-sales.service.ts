import type { SessionUser } from '@shared/contracts/accounts';
import { type BoughtGiftCard, type BuyGiftCardBody } from '@shared/contracts/gift-cards';
import { formatLongDate, formatMoney } from '@shared/i18n/format';
import { localizedPath, type Locale } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { siteConfig } from '@shared/site-config/site-config';
import type { Executor, Transaction } from '../../db/database';
import { simpleHtml } from '../../lib/html';
import { AppError } from '../../lib/app-error';
import { localeOrDefault, translatorFor } from '../../lib/i18n';
import { accountById } from '../accounts/accounts.service';
import { checkGiftCardDeliveryDay, giftCardOfOrder, openGiftCard } from '../ledger/gift-cards.service';
import { enqueueMail } from '../mail/mail.service';
import { openOrderSession } from './checkout.service';
import { insertOrderEvent } from './console-orders.repo';
import type { PaymentResult } from './fulfilment.service';
import { findGiftCardSale, findSaleByRequestKey, lockRequestKey, insertGiftCardSale, setSaleGiftCard, type GiftCardSaleRow } from './gift-card-sales.repo';
import { insertOrder, markOrderPaid, type OrderRow, type PaymentEventRecord } from './orders.repo';
import { orderPageUrl, type PaymentContext } from './payment-context';
import type { PaymentProvider } from './payment-provider';
import { taxLineName } from './tax-line';

/**
 * Gift cards sold in the shop (issue 32): the buyer fills in what the owner's console
 * asks (amount, for whom, from whom, a message, the day, the recipient's language) and
 * pays through the same checkout as the cart (an order of kind 'gift_card', so the
 * provider, the idempotent webhook and the figures work once). The card is issued when
 * the payment arrives, in the payment's transaction, through the ledger's one way
 * (openGiftCard), and mailed on its day. A gift card is a payment, not a sale of goods:
 * its order carries no HST (HST is charged when the card is spent on something taxed).
 */

/**
 * POST /api/gift-cards/checkout: where the buyer pays. The same form sent twice (its
 * request key) is the same order, with a fresh payment session while it is unpaid.
 */
export async function openGiftCardCheckout(
  context: PaymentContext,
  provider: PaymentProvider,
  buyer: SessionUser,
  body: Required<BuyGiftCardBody>,
  now: Date,
): Promise<{ url: string }> {
  checkGiftCardDeliveryDay(body.deliverOn, now);
  const { requestKey, ...card } = body;
  const order = await context.db.transaction(async (tx) => {
    await lockRequestKey(tx, requestKey);
    const earlier = await findSaleByRequestKey(tx, requestKey);
    if (earlier) {
      // Someone else's key, or a purchase already paid or closed: not this request's to reopen.
      if (earlier.order.userId !== buyer.id || earlier.order.status !== 'pending' || earlier.order.paymentProvider !== provider.name) throw alreadyBought();
      return earlier.order;
    }
    const { order: created } = await insertOrder(tx, {
      kind: 'gift_card',
      userId: buyer.id,
      subtotalCents: card.amountCents,
      taxCents: 0,
      totalCents: card.amountCents,
      taxRateBasisPoints: 0,
      currency: siteConfig.currency,
      paymentProvider: provider.name,
      lines: [],
    });
    await insertGiftCardSale(tx, { orderId: created.id, requestKey, ...card });
    return created;
  });

  const locale = localeOrDefault(buyer.locale);
  const cancelUrl = `${context.baseUrl}${localizedPath(locale, paths.giftCards.getHref())}`;
  // Paid meanwhile (the first tab's payment): not to be bought again.
  return openOrderSession(
    context,
    provider,
    order,
    {
      customerEmail: buyer.email,
      lines: [{ name: giftCardLineName(locale, card), unitPriceCents: card.amountCents, quantity: 1 }],
      tax: { label: taxLineName(locale, 0), cents: 0 },
      successUrl: orderPageUrl(context.baseUrl, order.id),
      cancelUrl,
    },
    alreadyBought,
  );
}

const alreadyBought = () => new AppError(409, 'GIFT_CARD_ALREADY_BOUGHT', 'errors.giftCards.alreadyBought');

/** "Gift card for Ana": the purchase's one line, on the payment page, the order and the receipt. */
export const giftCardLineName = (locale: Locale, sale: { recipientName: string }) => translatorFor(locale)('common.giftCard.line', { name: sale.recipientName });

/** The line a gift card order shows (it has no goods): the card, for whom, at its amount. */
export async function giftCardLineOf(db: Executor, order: OrderRow, locale: Locale): Promise<{ name: string; unitPriceCents: number } | undefined> {
  const sale = await findGiftCardSale(db, order.id);
  return sale && { name: giftCardLineName(locale, sale), unitPriceCents: sale.amountCents };
}

/** The card an order bought, as its buyer sees it on the order page; undefined for any other order. */
export async function giftCardBoughtOn(db: Executor, order: OrderRow): Promise<BoughtGiftCard | undefined> {
  if (order.kind !== 'gift_card') return undefined;
  const sale = await findGiftCardSale(db, order.id);
  if (!sale) return undefined;
  const card = sale.giftCardId ? await giftCardOfOrder(db, sale.giftCardId) : undefined;
  return { amountCents: sale.amountCents, recipientName: sale.recipientName, recipientEmail: sale.recipientEmail, deliverOn: sale.deliverOn, mailed: Boolean(card?.deliveredAt) };
}

/**
 * A gift card order's payment, from fulfilPaidOrder (the one way an order becomes paid),
 * in its transaction after the event was recorded once: the order becomes paid, the card
 * is issued through the ledger with its mail queued for its day, and the buyer gets a
 * receipt saying when it goes. A payment after the order lapsed still issues the card:
 * the money was taken, and the buyer asked for it.
 */
export async function settleGiftCardSale(tx: Transaction, context: PaymentContext, event: PaymentEventRecord, order: OrderRow, now: Date): Promise<PaymentResult> {
  if (order.status === 'paid' || order.status === 'cancelled') {
    if (order.status === 'cancelled') context.log.warn({ orderId: order.id, eventId: event.id, provider: event.provider }, 'payment received for a cancelled gift card order: refund it by hand');
    return { outcome: 'too-late', status: order.status };
  }
  const sale = await findGiftCardSale(tx, order.id);
  if (!sale) throw new Error(`Gift card order ${order.id} has no sale`);
  const paid = await markOrderPaid(tx, order.id, 'gift_card');
  if (!paid?.paidAt) throw new Error(`Gift card order ${order.id} could not be marked paid`);
  await insertOrderEvent(tx, { orderId: order.id, kind: 'paid', actor: 'payment provider', details: { giftCard: true } });
  const buyer = await accountById(tx, order.userId);
  if (!buyer) throw new Error(`Gift card order ${order.id} has no buyer`);
  const { card } = await openGiftCard(tx, { userId: buyer.id, label: buyer.email }, cardOf(sale), now, order.id);
  await setSaleGiftCard(tx, order.id, card.id);
  await enqueueMail(tx, boughtMail(buyer, sale, orderPageUrl(context.baseUrl, order.id)));
  return { outcome: 'applied', status: 'paid' };
}

const cardOf = ({ amountCents, recipientName, recipientEmail, senderName, message, deliverOn, locale }: GiftCardSaleRow) => ({
  amountCents,
  recipientName,
  recipientEmail,
  senderName,
  message,
  deliverOn,
  locale: localeOrDefault(locale),
});

/** The buyer's receipt, in their language: what they bought, for whom, the day it is mailed, and the card's terms. */
function boughtMail(buyer: { name: string; email: string; locale: Locale }, sale: GiftCardSaleRow, orderUrl: string) {
  const locale = buyer.locale;
  const t = translatorFor(locale);
  const values = {
    amount: formatMoney(sale.amountCents, locale),
    name: sale.recipientName,
    email: sale.recipientEmail,
    date: formatLongDate(sale.deliverOn, locale),
    brand: siteConfig.brand,
  };
  const paragraphs = [
    buyer.name ? t('mail.greeting', { name: buyer.name }) : t('mail.greetingNoName'),
    t('mail.giftCardBought.body', values),
    t('mail.giftCard.terms', values),
    t('mail.giftCardBought.noTax', values),
  ];
  const link = { href: orderUrl, label: t('mail.giftCardBought.seeOrder') };
  return {
    to: buyer.email,
    subject: t('mail.giftCardBought.subject', values),
    text: [...paragraphs, `${link.label}: ${link.href}`].join('\n\n'),
    html: simpleHtml(locale, paragraphs, link),
  };
}
