import { formatMoment } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { siteConfig } from '@shared/site-config/site-config';
import type { OutgoingMail } from '../mail/mail.service';
import { simpleHtml } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';

export function verificationEmail(to: { name: string; email: string }, url: string, locale: Locale): OutgoingMail {
  const t = translatorFor(locale);
  const { brand } = siteConfig;
  const paragraphs = [
    to.name ? t('mail.greeting', { name: to.name }) : t('mail.greetingNoName'),
    t('mail.verify.thanks', { brand }),
    url,
    t('mail.verify.ignore'),
  ];
  return {
    to: to.email,
    subject: t('mail.verify.subject', { brand }),
    text: paragraphs.join('\n\n'),
    html: simpleHtml(locale, paragraphs.filter((p) => p !== url), { href: url, label: t('mail.verify.button') }),
  };
}

export function passwordResetCodeEmail(email: string, code: string, validMinutes: number, locale: Locale): OutgoingMail {
  const t = translatorFor(locale);
  const { brand } = siteConfig;
  const paragraphs = [t('mail.reset.code', { brand, code }), t('mail.reset.within', { minutes: validMinutes }), t('mail.reset.ignore')];
  return {
    to: email,
    subject: t('mail.reset.subject', { brand, code }),
    text: paragraphs.join('\n\n'),
    html: simpleHtml(locale, paragraphs),
  };
}

/** The owner's one notice of a day whose cap of reset codes or confirmation links was reached (issue 31). */
export function accountMailCapEmail(
  to: { name: string; email: string },
  cap: { mail: 'reset-request' | 'verification-email'; perDay: number; until: Date },
  locale: Locale,
): OutgoingMail {
  const t = translatorFor(locale);
  const { brand, timeZone } = siteConfig;
  const values = { brand, count: cap.perDay, until: formatMoment(cap.until, locale, timeZone) };
  const mail = cap.mail;
  const paragraphs = [
    to.name ? t('mail.greeting', { name: to.name }) : t('mail.greetingNoName'),
    t(mail === 'reset-request' ? 'mail.cap.resetCodes' : 'mail.cap.confirmations', values),
    t('mail.cap.until', values),
    t(mail === 'reset-request' ? 'mail.cap.resetCodesSafe' : 'mail.cap.confirmationsSafe'),
  ];
  return {
    to: to.email,
    subject: t(mail === 'reset-request' ? 'mail.cap.resetCodesSubject' : 'mail.cap.confirmationsSubject', { brand }),
    text: paragraphs.join('\n\n'),
    html: simpleHtml(locale, paragraphs),
  };
}
