import { formatLongDate } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { siteConfig } from '@shared/site-config/site-config';
import { simpleHtml } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';
import type { OutgoingMail } from '../mail/mail.service';
import { whenIn } from '../appointment-notices/appointment-notices.service';

/** The waitlist's two mails (issue 14), each in its reader's language. */

interface Reader {
  name: string;
  email: string;
}

interface OfferedTime {
  /** The service in the reader's language. */
  serviceName: string;
  petName: string;
  startsAt: Date;
}

/** A time has freed up: the link to book it, and the rule that the first to book it gets it. */
export function waitlistOfferEmail(reader: Reader, offered: OfferedTime & { url: string }, locale: Locale): OutgoingMail {
  const t = translatorFor(locale);
  const values = { service: offered.serviceName, pet: offered.petName, when: whenIn(offered.startsAt, t, locale), brand: siteConfig.brand, timeZone: siteConfig.timeZone };
  const paragraphs = [
    reader.name ? t('mail.greeting', { name: reader.name }) : t('mail.greetingNoName'),
    t('mail.waitlist.offer.opening', values),
    t('mail.waitlist.offer.details', values),
    t('mail.waitlist.offer.firstComes', values),
  ];
  return {
    to: reader.email,
    subject: t('mail.waitlist.offer.subject', values),
    text: [...paragraphs, offered.url].join('\n\n'),
    html: simpleHtml(locale, paragraphs, { href: offered.url, label: t('mail.waitlist.offer.button', values) }),
  };
}

/** The time offered was booked by someone else first: the entry still waits. */
export function waitlistGoneEmail(reader: Reader, offered: OfferedTime & { date: string }, locale: Locale): OutgoingMail {
  const t = translatorFor(locale);
  const values = {
    service: offered.serviceName,
    pet: offered.petName,
    when: whenIn(offered.startsAt, t, locale),
    date: formatLongDate(offered.date, locale),
    brand: siteConfig.brand,
  };
  const paragraphs = [
    reader.name ? t('mail.greeting', { name: reader.name }) : t('mail.greetingNoName'),
    t('mail.waitlist.gone.body', values),
    t('mail.waitlist.gone.stillWaiting', values),
  ];
  return {
    to: reader.email,
    subject: t('mail.waitlist.gone.subject', values),
    text: paragraphs.join('\n\n'),
    html: simpleHtml(locale, paragraphs),
  };
}
