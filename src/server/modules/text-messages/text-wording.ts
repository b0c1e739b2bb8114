import { formatMoment } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { siteConfig } from '@shared/site-config/site-config';
import { translatorFor } from '../../lib/i18n';

/**
 * The words of each text, from the one catalogue, in the customer's language, naming the
 * shop. Intl writes narrow and no-break spaces ("9:00 a.m.", "9 h 00") and
 * typographic apostrophes, any of which would make a text UCS-2 and cut its segments to 70
 * characters: they become plain ones.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[\u2018\u2019]/g, "'");

export function reminderText(appointment: { serviceName: string; petName: string; startsAt: Date }, locale: Locale): string {
  const when = formatMoment(appointment.startsAt, locale, siteConfig.timeZone);
  return plain(translatorFor(locale)('mail.text.reminder', { brand: siteConfig.brand, service: appointment.serviceName, pet: appointment.petName, when }));
}

export function readyForPickupText(petName: string, locale: Locale): string {
  return plain(translatorFor(locale)('mail.text.readyForPickup', { brand: siteConfig.brand, pet: petName }));
}
