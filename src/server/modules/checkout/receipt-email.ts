import { lineNameOf } from '@shared/catalogue/variants';
import { formatDay, formatMoney } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { formatAddressLine, siteConfig } from '@shared/site-config/site-config';
import { escapeHtml } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';
import type { OutgoingMail } from '../mail/mail.service';
import type { OrderWithLines } from './orders.repo';
import { taxLineName } from './tax-line';
import type { OrderTender } from '@shared/contracts/tenders';

/** "Gift card ····H2CN" or "Store credit", in the reader's language. */
export const tenderName = (t: ReturnType<typeof translatorFor>, tender: OrderTender) =>
  tender.kind === 'giftCard' ? t('screens.cart.giftCardLine', { ending: tender.codeEnding ?? '' }) : t('screens.cart.storeCreditLine');

/**
 * The receipt for a paid order, in the customer's language. A Canadian receipt names the
 * seller, its address and its HST registration number next to the tax charged.
 */
export function receiptEmail(
  customer: { name: string; email: string },
  { order, lines }: OrderWithLines,
  details: { orderUrl: string; paidAt: Date; tenders?: readonly OrderTender[] },
  locale: Locale,
): OutgoingMail {
  const t = translatorFor(locale);
  const money = (cents: number) => formatMoney(cents, locale);
  const { orderUrl, paidAt } = details;
  const { brand, tax, address } = siteConfig;
  const rows = lines.map((line) => ({
    name: lineNameOf(line.productName, line.variantLabel),
    quantity: line.quantity,
    unitPrice: money(line.unitPriceCents),
    lineTotal: money(line.unitPriceCents * line.quantity),
  }));
  const tenders = details.tenders ?? [];
  const totals: ReadonlyArray<readonly [string, string]> = [
    [t('screens.cart.subtotal'), money(order.subtotalCents)],
    ...(order.discountCode ? [[t('screens.cart.discountLine', { code: order.discountCode }), money(-order.discountCents)] as const] : []),
    [taxLineName(locale, order.taxRateBasisPoints), money(order.taxCents)],
    [t('screens.cart.total'), money(order.totalCents)],
    // Each gift card and store credit that paid part of it, then what the bank card paid (issue 32).
    ...tenders.map((tender) => [tenderName(t, tender), `−${money(tender.amountCents)}`] as const),
    ...(tenders.length > 0 ? [[t('screens.order.chargedToCard'), money(order.totalCents - order.tenderedCents)] as const] : []),
  ];
  const seller = [
    `${brand}, ${formatAddressLine()} ${address.postalCode}`,
    t('mail.receipt.registration', { tax: tax.registrationNames[locale], number: tax.registrationNumber }),
  ];
  const greeting = customer.name ? t('mail.greeting', { name: customer.name }) : t('mail.greetingNoName');
  const thanks = t('mail.receipt.thanks', { total: money(order.totalCents), date: formatDay(paidAt, locale, siteConfig.timeZone) });
  const orderTitle = t('mail.receipt.order', { id: order.id });

  const text = [
    greeting,
    thanks,
    orderTitle,
    rows.map((row) => t('mail.receipt.line', { quantity: row.quantity, name: row.name, price: row.unitPrice, total: row.lineTotal })).join('\n'),
    totals.map(([label, amount]) => t('mail.receipt.totalLine', { label, amount })).join('\n'),
    t('mail.receipt.seeOrderAt', { url: orderUrl }),
    seller.join('\n'),
  ].join('\n\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #e8dccd';
  const heading = (label: string, align: 'left' | 'right') => `<th scope="col" style="${cell};text-align:${align}">${escapeHtml(label)}</th>`;
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#2d2219">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(thanks)}</p>
<table style="border-collapse:collapse;min-width:320px">
<caption style="text-align:left;font-weight:bold;padding:6px 0">${escapeHtml(orderTitle)}</caption>
<thead><tr>${heading(t('screens.order.product'), 'left')}${heading(t('screens.order.price'), 'right')}${heading(t('mail.receipt.quantity'), 'right')}${heading(t('screens.cart.total'), 'right')}</tr></thead>
<tbody>
${rows
  .map(
    (row) =>
      `<tr><td style="${cell}">${escapeHtml(row.name)}</td><td style="${cell};text-align:right">${escapeHtml(row.unitPrice)}</td><td style="${cell};text-align:right">${row.quantity}</td><td style="${cell};text-align:right">${escapeHtml(row.lineTotal)}</td></tr>`,
  )
  .join('\n')}
</tbody>
<tfoot>
${totals
  .map(
    ([label, amount]) =>
      `<tr><th scope="row" colspan="3" style="padding:4px 8px;text-align:right">${escapeHtml(label)}</th><td style="padding:4px 8px;text-align:right">${escapeHtml(amount)}</td></tr>`,
  )
  .join('\n')}
</tfoot>
</table>
<p><a href="${escapeHtml(orderUrl)}" style="color:#1f6f6b">${escapeHtml(t('mail.receipt.seeOrder'))}</a></p>
<p style="color:#5e5045;font-size:14px">${seller.map(escapeHtml).join('<br>')}</p>
</body></html>`;

  return { to: customer.email, subject: t('mail.receipt.subject', { brand }), text, html };
}
