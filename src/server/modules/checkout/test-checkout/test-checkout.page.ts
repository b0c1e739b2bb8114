import type { Order } from '@shared/contracts/orders';
import { formatAddressLine, siteConfig } from '@shared/site-config/site-config';
import { escapeHtml } from '../../../lib/html';
import { testCheckoutCssVersion } from './test-checkout.css';
import { testCheckoutPath } from './test-checkout.provider';

export const TEST_CHECKOUT_NOTICE = 'This is a test payment page: no card is charged. Pay marks the order as paid.';

/** The built-in checkout (D17): the order's lines and amounts, with Pay and Cancel. */
export function renderTestCheckoutPage(order: Order): string {
  const path = testCheckoutPath(order.id);
  const rows = order.lines
    .map(
      (line) => `<tr>
<th scope="row"><span class="product"><img src="${escapeHtml(line.image.src)}" alt="" width="48" height="48">${escapeHtml(line.name)}</span></th>
<td>${line.unitPrice}</td>
<td>${line.quantity}</td>
<td>${line.lineTotal}</td>
</tr>`,
    )
    .join('\n');
  return page(
    'Checkout',
    `<h1>Checkout</h1>
<p class="notice" role="note">${escapeHtml(TEST_CHECKOUT_NOTICE)}</p>
<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Price</th><th scope="col">Quantity</th><th scope="col">Total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="3">Subtotal</th><td>${order.subtotal}</td></tr>
<tr><th scope="row" colspan="3">${escapeHtml(order.taxRateLabel)}</th><td>${order.tax}</td></tr>
<tr class="total"><th scope="row" colspan="3">Total</th><td>${order.total}</td></tr>
</tfoot>
</table>
<div class="actions">
<form method="post" action="${path}/pay"><button type="submit" class="pay">Pay ${order.total}</button></form>
<form method="post" action="${path}/cancel"><button type="submit" class="cancel">Cancel</button></form>
</div>`,
  );
}

/** A refusal (not signed in, not found, no longer payable) as a page, with a way back. */
export function renderTestCheckoutMessage(title: string, message: string, link: { href: string; label: string }): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  );
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(siteConfig.brand)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/checkout/test/styles.css?v=${testCheckoutCssVersion}">
</head>
<body>
<header class="site-header"><a href="/">${escapeHtml(siteConfig.brand)}</a></header>
<main>
${main}
</main>
<footer class="site-footer">${escapeHtml(`${siteConfig.brand}, ${formatAddressLine()}`)}</footer>
</body>
</html>
`;
}
