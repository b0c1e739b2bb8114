import { petTypeNames, type PetType } from '@shared/contracts/pet-rules';
import { formatCatalogPrice, formatLongDate, formatTimeOfDay } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { zonedDateAndMinutes } from '@shared/scheduling/zoned-time';
import { formatAddressLine, siteConfig } from '@shared/site-config/site-config';
import type { OutgoingMail } from '../mail/mail.service';
import { simpleHtml } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';
import { buildAppointmentIcs } from './appointment-ics';
import type { AppointmentRow } from './booking.repo';

type Change = 'booked' | 'rescheduled' | 'cancelled';

const subjects: Record<Change, string> = {
  booked: 'mail.appointment.subject.booked',
  rescheduled: 'mail.appointment.subject.rescheduled',
  cancelled: 'mail.appointment.subject.cancelled',
};
const openings: Record<Change, string> = {
  booked: 'mail.appointment.opening.booked',
  rescheduled: 'mail.appointment.opening.rescheduled',
  cancelled: 'mail.appointment.opening.cancelled',
};

/**
 * The owner's mail for a booking, a new time or a cancellation, in their language, with
 * a calendar file that adds, moves or removes the same calendar entry (UID = appointment id).
 */
export function appointmentEmail(
  change: Change,
  appointment: AppointmentRow,
  owner: { name: string; email: string },
  providerName: string | null,
  now: Date,
  locale: Locale,
): OutgoingMail {
  const t = translatorFor(locale);
  const { brand, timeZone, contact } = siteConfig;
  const { date, minutes } = zonedDateAndMinutes(appointment.startsAt, timeZone);
  const when = t('mail.appointment.when', { date: formatLongDate(date, locale), time: formatTimeOfDay(minutes, locale) });
  const summary = t('mail.appointment.summary', { service: appointment.serviceName, pet: appointment.petName });
  const place = `${siteConfig.address.name}, ${formatAddressLine()}`;
  const details = [
    t('mail.appointment.service', { service: appointment.serviceName }),
    t('mail.appointment.pet', { pet: appointment.petName, type: t(petTypeNames[appointment.petType as PetType]) }),
    t('mail.appointment.whenLine', { when, timeZone }),
    t('mail.appointment.price', { price: formatCatalogPrice(appointment.servicePriceCents, locale) }),
    ...(providerName ? [t('mail.appointment.with', { provider: providerName })] : []),
    ...(appointment.specialInstructions ? [t('mail.appointment.instructions', { instructions: appointment.specialInstructions })] : []),
    t('mail.appointment.where', { place }),
  ];
  const closing = change === 'cancelled' ? t('mail.appointment.closing.cancelled') : t('mail.appointment.closing.change', { phone: contact.phone });
  const paragraphs = [
    owner.name ? t('mail.greeting', { name: owner.name }) : t('mail.greetingNoName'),
    t(openings[change], { brand }),
    ...details,
    closing,
  ];

  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = buildAppointmentIcs({
    uid: `${appointment.id}@${brand.toLowerCase().replace(/\W+/g, '-')}`,
    sequence: appointment.calendarSequence,
    method,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    timeZone,
    summary: t('mail.appointment.calendarSummary', { summary, brand }),
    description: details.join('\n'),
    location: place,
    organizer: { name: brand, email: contact.email },
    attendee: { name: owner.name, email: owner.email },
    stamp: now,
  });

  return {
    to: owner.email,
    subject: t(subjects[change], { summary, when }),
    text: paragraphs.join('\n\n'),
    html: simpleHtml(locale, paragraphs),
    attachments: [
      {
        filename: change === 'cancelled' ? 'cancellation.ics' : 'appointment.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: ics,
      },
    ],
  };
}

