import type { Locale } from '@shared/i18n/locales';
import { newsMarkdownToHtml, newsMarkdownToText } from '@shared/news/news-markdown';
import { siteConfig } from '@shared/site-config/site-config';
import { escapeHtml } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';
import type { OutgoingMail } from '../mail/mail.service';

/** The shop's name and mailing address, as every news mail must give them (CASL). */
export function shopPostalAddress(): string {
  const { name, street, city, province, postalCode, country } = siteConfig.address;
  return `${name}, ${street}, ${city} ${province} ${postalCode}, ${country}`;
}

/**
 * A news mail as one customer receives it, in their language: the owner's words (our
 * Markdown, rendered safely), then who sends it with the shop's address and a visible
 * unsubscribe link; and the List-Unsubscribe headers, one-click (RFC 8058), so the mail
 * program's own button unsubscribes with one POST. The console's preview is this same mail.
 */
export function newsEmail(to: string, content: { subject: string; body: string }, unsubscribeUrl: string, locale: Locale): OutgoingMail {
  const t = translatorFor(locale);
  const values = { brand: siteConfig.brand, address: shopPostalAddress() };
  const footer = t('mail.news.footer', values);
  const unsubscribe = t('mail.news.unsubscribe');
  const html = [
    `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933">`,
    newsMarkdownToHtml(content.body),
    `<hr><p style="color:#52606d;font-size:14px">${escapeHtml(footer)}</p>`,
    `<p><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: content.subject,
    text: [newsMarkdownToText(content.body), '--', footer, `${unsubscribe}: ${unsubscribeUrl}`].join('\n\n'),
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
