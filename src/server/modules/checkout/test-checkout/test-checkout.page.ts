import { lineNameOf } from '@shared/catalogue/variants';
import type { Order } from '@shared/contracts/orders';
import { formatMoney } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { formatAddressLine, siteConfig } from '@shared/site-config/site-config';
import { escapeHtml } from '../../../lib/html';
import type { Translate } from '../../../lib/i18n';
import { testCheckoutCssVersion } from './test-checkout.css';
import { testCheckoutPath } from './test-checkout.provider';
import { taxLineName } from '../tax-line';
import { tenderName } from '../receipt-email';

/** The built-in checkout (D17): the order's lines and amounts, with Pay and Cancel, in the reader's language. */
export function renderTestCheckoutPage(t: Translate, locale: Locale, order: Order): string {
  const path = testCheckoutPath(order.id);
  const money = (cents: number) => escapeHtml(formatMoney(cents, locale));
  const rows = order.lines
    .map(
      (line) => `<tr>
<th scope="row"><span class="product"><img src="${escapeHtml(line.image.src)}" alt="" width="48" height="48">${escapeHtml(lineNameOf(line.name, line.variantLabel))}</span></th>
<td>${money(line.unitPriceCents)}</td>
<td>${line.quantity}</td>
<td>${money(line.lineTotalCents)}</td>
</tr>`,
    )
    .join('\n');
  const taxLine = taxLineName(locale, order.taxRateBasisPoints);
  // A gift card and store credit paid part of it (issue 32): each, then what is left to pay here.
  const tenderRows =
    order.tenders.length === 0
      ? ''
      : [
          ...order.tenders.map((tender) => `<tr><th scope="row" colspan="3">${escapeHtml(tenderName(t, tender))}</th><td>−${money(tender.amountCents)}</td></tr>`),
          `<tr class="total"><th scope="row" colspan="3">${escapeHtml(t('screens.cart.toPay'))}</th><td>${money(order.chargedCents)}</td></tr>`,
        ].join('\n');
  const title = t('screens.testCheckout.title');
  return page(
    t,
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="notice" role="note">${escapeHtml(t('screens.testCheckout.notice'))}</p>
<table>
<caption>${escapeHtml(t('screens.testCheckout.yourOrder'))}</caption>
<thead><tr><th scope="col">${escapeHtml(t('screens.order.product'))}</th><th scope="col">${escapeHtml(t('screens.order.price'))}</th><th scope="col">${escapeHtml(t('screens.order.quantity'))}</th><th scope="col">${escapeHtml(t('screens.cart.total'))}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="3">${escapeHtml(t('screens.cart.subtotal'))}</th><td>${money(order.subtotalCents)}</td></tr>
${order.discountCode ? `<tr><th scope="row" colspan="3">${escapeHtml(t('screens.cart.discountLine', { code: order.discountCode }))}</th><td>${money(-order.discountCents)}</td></tr>\n` : ''}<tr><th scope="row" colspan="3">${escapeHtml(taxLine)}</th><td>${money(order.taxCents)}</td></tr>
<tr class="total"><th scope="row" colspan="3">${escapeHtml(t('screens.cart.total'))}</th><td>${money(order.totalCents)}</td></tr>
${tenderRows}
</tfoot>
</table>
<div class="actions">
<form method="post" action="${path}/pay"><button type="submit" class="pay">${escapeHtml(t('screens.testCheckout.pay', { total: formatMoney(order.chargedCents, locale) }))}</button></form>
<form method="post" action="${path}/cancel"><button type="submit" class="cancel">${escapeHtml(t('screens.testCheckout.cancel'))}</button></form>
</div>`,
  );
}

/** A refusal (not signed in, not found, no longer payable) as a page, with a way back. */
export function renderTestCheckoutMessage(
  t: Translate,
  locale: Locale,
  message: string,
  link: { href: string; label: string },
): string {
  const title = t('screens.testCheckout.title');
  return page(
    t,
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  );
}

function page(t: Translate, locale: Locale, title: string, main: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('common.documentTitleWithPage', { page: title, brand: siteConfig.brand }))}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/checkout/test/styles.css?v=${testCheckoutCssVersion}">
</head>
<body>
<header class="site-header"><a href="${paths.home.getHref()}">${escapeHtml(siteConfig.brand)}</a></header>
<main>
${main}
</main>
<footer class="site-footer">${escapeHtml(`${siteConfig.brand}, ${formatAddressLine()}`)}</footer>
</body>
</html>
`;
}
