import type { Locale } from '@shared/i18n/locales';
import { formatAddressLine, siteConfig } from '@shared/site-config/site-config';
import { escapeHtml } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';
import type { OutgoingMail } from '../mail/mail.service';

/** "Your order is ready for pickup": where to come, and a link to the order. */
export function pickupEmail(customer: { name: string; email: string }, order: { number: string; url: string }, locale: Locale): OutgoingMail {
  const t = translatorFor(locale);
  const { brand, address, contact } = siteConfig;
  const greeting = customer.name ? t('mail.greeting', { name: customer.name }) : t('mail.greetingNoName');
  const ready = t('mail.pickup.ready', { number: order.number, brand });
  const where = t('mail.pickup.where', { address: `${formatAddressLine()} ${address.postalCode}`, phone: contact.phone });
  const text = [greeting, ready, where, t('mail.receipt.seeOrderAt', { url: order.url })].join('\n\n');
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#2d2219">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(ready)}</p>
<p>${escapeHtml(where)}</p>
<p><a href="${escapeHtml(order.url)}" style="color:#1f6f6b">${escapeHtml(t('mail.receipt.seeOrder'))}</a></p>
</body></html>`;
  return { to: customer.email, subject: t('mail.pickup.subject', { brand, number: order.number }), text, html };
}
