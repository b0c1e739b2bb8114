import { formatMoney } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { formatGiftCardCode } from '@shared/money/gift-card-code';
import { formatAddressLine, siteConfig } from '@shared/site-config/site-config';
import { escapeHtml, htmlMail } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';
import type { OutgoingMail } from '../mail/mail.service';

export interface GiftCardMailContent {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  amountCents: number;
  code: string;
  shopUrl: string;
  /** A closing account's store credit sent as a card (its own subject and first line), rather than a present. */
  fromClosedAccount?: boolean;
}

/**
 * The gift card itself, mailed to its recipient in their language (issue 32): who sent
 * it and their words, the amount, the code in groups, where to spend it, and the terms
 * Ontario asks for in writing (no expiry, no fees), with the shop's name and address.
 */
export function giftCardEmail(card: GiftCardMailContent, locale: Locale): OutgoingMail {
  const t = translatorFor(locale);
  const values = { sender: card.senderName, amount: formatMoney(card.amountCents, locale), brand: siteConfig.brand, code: formatGiftCardCode(card.code) };
  const greeting = card.recipientName ? t('mail.greeting', { name: card.recipientName }) : t('mail.greetingNoName');
  const sent = t(card.fromClosedAccount ? 'mail.giftCard.closedAccount' : 'mail.giftCard.sent', values);
  const codeLine = t('mail.giftCard.code', values);
  const howTo = t('mail.giftCard.howTo', values);
  const terms = t('mail.giftCard.terms', values);
  const shop = `${siteConfig.address.name}, ${formatAddressLine()}`;

  const text = [greeting, sent, ...(card.message ? [`“${card.message}”\n— ${card.senderName}`] : []), codeLine, `${howTo}\n${card.shopUrl}`, terms, shop].join('\n\n');
  const paragraph = (words: string) => `<p>${escapeHtml(words)}</p>`;
  const html = [
    paragraph(greeting),
    paragraph(sent),
    card.message ? `<blockquote style="white-space:pre-line;margin:1em 0;padding-left:1em;border-left:3px solid #c2410c">${escapeHtml(card.message)}<br>— ${escapeHtml(card.senderName)}</blockquote>` : '',
    `<p style="font-size:1.4em;font-weight:700;letter-spacing:0.08em;font-family:ui-monospace,monospace">${escapeHtml(values.code)}</p>`,
    paragraph(codeLine),
    `<p><a href="${escapeHtml(card.shopUrl)}">${escapeHtml(howTo)}</a></p>`,
    `<p style="font-size:0.9em">${escapeHtml(terms)}</p>`,
    `<p style="font-size:0.9em">${escapeHtml(shop)}</p>`,
  ].join('\n');
  return { to: card.recipientEmail, subject: t(card.fromClosedAccount ? 'mail.giftCard.closedAccountSubject' : 'mail.giftCard.subject', values), text, html: htmlMail(locale, html) };
}
