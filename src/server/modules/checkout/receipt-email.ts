import { formatCents, taxRateLabel } from '@shared/money/money';
import { formatAddressLine, siteConfig } from '@shared/site-config/site-config';
import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../mail/mail.service';
import type { OrderWithLines } from './orders.repo';

/**
 * The receipt for a paid order. A Canadian receipt names the seller, its address and
 * its HST registration number next to the tax charged.
 */
export function receiptEmail(
  customer: { name: string; email: string },
  { order, lines }: OrderWithLines,
  details: { orderUrl: string; paidAt: Date },
): OutgoingMail {
  const { orderUrl, paidAt } = details;
  const taxLabel = taxRateLabel(siteConfig.tax.name, order.taxRateBasisPoints);
  const rows = lines.map((line) => ({
    name: line.productName,
    quantity: line.quantity,
    unitPrice: formatCents(line.unitPriceCents),
    lineTotal: formatCents(line.unitPriceCents * line.quantity),
  }));
  const totals = [
    ['Subtotal', formatCents(order.subtotalCents)],
    [taxLabel, formatCents(order.taxCents)],
    ['Total', formatCents(order.totalCents)],
  ] as const;
  const paidOn = paidAt.toLocaleDateString(siteConfig.locale, {
    timeZone: siteConfig.timeZone,
    dateStyle: 'long',
  });
  const seller = [
    `${siteConfig.brand}, ${formatAddressLine()} ${siteConfig.address.postalCode}`,
    `${siteConfig.tax.name} registration number: ${siteConfig.tax.registrationNumber}`,
  ];
  const greeting = `Hi ${customer.name || 'there'},`;
  const thanks = `Thank you for your order. Your payment of ${formatCents(order.totalCents)} was received on ${paidOn}.`;

  const text = [
    greeting,
    thanks,
    `Order ${order.id}`,
    rows.map((row) => `${row.quantity} × ${row.name} at ${row.unitPrice}: ${row.lineTotal}`).join('\n'),
    totals.map(([label, amount]) => `${label}: ${amount}`).join('\n'),
    `See your order: ${orderUrl}`,
    seller.join('\n'),
  ].join('\n\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #e8dccd';
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#2d2219">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(thanks)}</p>
<table style="border-collapse:collapse;min-width:320px">
<caption style="text-align:left;font-weight:bold;padding:6px 0">Order ${escapeHtml(order.id)}</caption>
<thead><tr><th scope="col" style="${cell};text-align:left">Product</th><th scope="col" style="${cell};text-align:right">Price</th><th scope="col" style="${cell};text-align:right">Qty</th><th scope="col" style="${cell};text-align:right">Total</th></tr></thead>
<tbody>
${rows
  .map(
    (row) =>
      `<tr><td style="${cell}">${escapeHtml(row.name)}</td><td style="${cell};text-align:right">${row.unitPrice}</td><td style="${cell};text-align:right">${row.quantity}</td><td style="${cell};text-align:right">${row.lineTotal}</td></tr>`,
  )
  .join('\n')}
</tbody>
<tfoot>
${totals
  .map(
    ([label, amount]) =>
      `<tr><th scope="row" colspan="3" style="padding:4px 8px;text-align:right">${escapeHtml(label)}</th><td style="padding:4px 8px;text-align:right">${amount}</td></tr>`,
  )
  .join('\n')}
</tfoot>
</table>
<p><a href="${escapeHtml(orderUrl)}" style="color:#1f6f6b">See your order</a></p>
<p style="color:#5e5045;font-size:14px">${seller.map(escapeHtml).join('<br>')}</p>
</body></html>`;

  return {
    to: customer.email,
    subject: `Your ${siteConfig.brand} receipt`,
    text,
    html,
  };
}
