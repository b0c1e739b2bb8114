import { formatDay } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { siteConfig } from '@shared/site-config/site-config';
import { escapeHtml, htmlMail } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';
import type { OutgoingMail } from '../mail/mail.service';

export interface ReportCardMailContent {
  pet: string;
  service: string;
  provider: string;
  visitStartsAt: Date;
  note: string;
  /** The ticked checks, already in the customer's language. */
  checks: string[];
  /** Absolute addresses of the photos. */
  photoUrls: string[];
  /** The pet's page, when the visit was for a saved pet. */
  petPageUrl: string | undefined;
}

/**
 * "{pet} is ready for pickup" (issue 29): the card in the customer's language, as text
 * and as HTML with the photos shown (each at its own unguessable /media address).
 */
export function reportCardEmail(customer: { name: string; email: string }, card: ReportCardMailContent, locale: Locale): OutgoingMail {
  const t = translatorFor(locale);
  const values = { pet: card.pet, service: card.service, provider: card.provider, brand: siteConfig.brand, date: formatDay(card.visitStartsAt, locale, siteConfig.timeZone) };
  const greeting = customer.name ? t('mail.greeting', { name: customer.name }) : t('mail.greetingNoName');
  const ready = t('mail.reportCard.ready', values);
  const noteHeading = t('mail.reportCard.noteHeading', values);
  const checksHeading = t('mail.reportCard.checksHeading', values);
  const photosHeading = t('mail.reportCard.photosHeading', values);
  const pageLine = card.petPageUrl ? t('mail.reportCard.page', values) : undefined;

  const text = [
    greeting,
    ready,
    ...(card.note ? [`${noteHeading}\n${card.note}`] : []),
    ...(card.checks.length > 0 ? [`${checksHeading}\n${card.checks.map((check) => `- ${check}`).join('\n')}`] : []),
    ...(card.photoUrls.length > 0 ? [`${photosHeading}\n${card.photoUrls.join('\n')}`] : []),
    ...(pageLine && card.petPageUrl ? [`${pageLine}\n${card.petPageUrl}`] : []),
  ].join('\n\n');

  const paragraph = (words: string) => `<p>${escapeHtml(words)}</p>`;
  const html = [
    paragraph(greeting),
    paragraph(ready),
    card.note ? `<h2 style="font-size:1.1em">${escapeHtml(noteHeading)}</h2><p style="white-space:pre-line">${escapeHtml(card.note)}</p>` : '',
    card.checks.length > 0
      ? `<h2 style="font-size:1.1em">${escapeHtml(checksHeading)}</h2><ul>${card.checks.map((check) => `<li>${escapeHtml(check)}</li>`).join('')}</ul>`
      : '',
    card.photoUrls
      .map((url, index) => `<p><img src="${escapeHtml(url)}" alt="${escapeHtml(t('mail.reportCard.photoAlt', { ...values, number: index + 1 }))}" width="320" style="max-width:100%;height:auto;border-radius:6px"></p>`)
      .join(''),
    pageLine && card.petPageUrl ? `<p><a href="${escapeHtml(card.petPageUrl)}">${escapeHtml(pageLine)}</a></p>` : '',
  ].join('\n');

  return {
    to: customer.email,
    subject: t('mail.reportCard.subject', values),
    text,
    html: htmlMail(locale, html),
  };
}
