import type { Locale } from '@shared/i18n/locales';
import { siteConfig } from '@shared/site-config/site-config';
import { escapeHtml } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';
import type { OutgoingMail } from '../mail/mail.service';

/** "We have refunded $11.30": how much, for what, and when the money arrives. */
export function refundEmail(
  customer: { name: string; email: string },
  refund: { number: string; url: string; amount: string; lines: ReadonlyArray<{ name: string; quantity: number }> },
  locale: Locale,
): OutgoingMail {
  const t = translatorFor(locale);
  const { brand } = siteConfig;
  const greeting = customer.name ? t('mail.greeting', { name: customer.name }) : t('mail.greetingNoName');
  const refunded = t('mail.refund.refunded', { amount: refund.amount, number: refund.number });
  const lines = refund.lines.map((line) => t('mail.refund.line', { quantity: line.quantity, name: line.name }));
  const when = t('mail.refund.when');
  const text = [greeting, refunded, lines.join('\n'), when, t('mail.receipt.seeOrderAt', { url: refund.url })].join('\n\n');
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#2d2219">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(refunded)}</p>
<ul>
${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
<p>${escapeHtml(when)}</p>
<p><a href="${escapeHtml(refund.url)}" style="color:#1f6f6b">${escapeHtml(t('mail.receipt.seeOrder'))}</a></p>
</body></html>`;
  return { to: customer.email, subject: t('mail.refund.subject', { brand, number: refund.number }), text, html };
}
