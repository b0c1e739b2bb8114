import { petTypeNames, type PetType } from '@shared/contracts/pet-rules';
import { formatLongDate, formatTimeAt } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { siteConfig } from '@shared/site-config/site-config';
import { simpleHtml } from '../../lib/html';
import { translatorFor, type Translate } from '../../lib/i18n';
import type { OutgoingMail } from '../mail/mail.service';
import { whenIn } from './appointment-emails';
import type { NoticeAppointment } from './notice-appointment';

/**
 * The provider's mails (issue 14): an appointment of theirs booked, moved, cancelled or
 * moved off their agenda, and each working day's agenda. They name the customer and the
 * pet, not the price: what a provider needs to prepare.
 */

/** `removed`: a new time, or the owner, gave it to another provider, so it is no longer on this one's agenda. */
export type ProviderChange = 'booked' | 'rescheduled' | 'cancelled' | 'removed';

const subjects: Record<ProviderChange, string> = {
  booked: 'mail.providerNotice.subject.booked',
  rescheduled: 'mail.providerNotice.subject.rescheduled',
  cancelled: 'mail.providerNotice.subject.cancelled',
  removed: 'mail.providerNotice.subject.removed',
};
const openings: Record<ProviderChange, string> = {
  booked: 'mail.providerNotice.opening.booked',
  rescheduled: 'mail.providerNotice.opening.rescheduled',
  cancelled: 'mail.providerNotice.opening.cancelled',
  removed: 'mail.providerNotice.opening.removed',
};

interface Person {
  name: string;
  email: string;
}

export function providerAppointmentEmail(
  change: ProviderChange,
  appointment: NoticeAppointment,
  provider: Person,
  customerName: string,
  locale: Locale,
  previousStartsAt?: Date,
): OutgoingMail {
  const t = translatorFor(locale);
  const when = whenIn(appointment.startsAt, t, locale);
  const summary = t('mail.appointment.summary', { service: appointment.serviceName, pet: appointment.petName });
  const paragraphs = [
    greeting(t, provider),
    t(openings[change], { brand: siteConfig.brand, previous: previousStartsAt ? whenIn(previousStartsAt, t, locale) : '' }),
    ...appointmentLines(t, appointment, customerName, when),
  ];
  return {
    to: provider.email,
    subject: t(subjects[change], { summary, when }),
    text: paragraphs.join('\n\n'),
    html: simpleHtml(locale, paragraphs),
  };
}

/** A provider's working day: their Confirmed appointments that date, soonest first, with the customers' names. */
export function providerAgendaEmail(
  provider: Person,
  date: string,
  appointments: ReadonlyArray<{ row: NoticeAppointment; customerName: string }>,
  locale: Locale,
): OutgoingMail {
  const t = translatorFor(locale);
  const { timeZone } = siteConfig;
  const day = formatLongDate(date, locale);
  const lines = appointments.map(({ row, customerName }) => {
    const values = {
      time: formatTimeAt(row.startsAt, locale, timeZone),
      service: row.serviceName,
      pet: row.petName,
      type: t(petTypeNames[row.petType as PetType]),
      customer: customerName,
    };
    return row.specialInstructions
      ? t('mail.providerAgenda.lineWithNote', { ...values, instructions: row.specialInstructions })
      : t('mail.providerAgenda.line', values);
  });
  const paragraphs = [
    greeting(t, provider),
    t('mail.providerAgenda.opening', { count: appointments.length, date: day, brand: siteConfig.brand }),
    ...lines,
    t('mail.providerAgenda.closing', { timeZone }),
  ];
  return {
    to: provider.email,
    subject: t('mail.providerAgenda.subject', { count: appointments.length, date: day }),
    text: paragraphs.join('\n\n'),
    html: simpleHtml(locale, paragraphs),
  };
}

const greeting = (t: Translate, person: Person) => (person.name ? t('mail.greeting', { name: person.name }) : t('mail.greetingNoName'));

function appointmentLines(t: Translate, appointment: NoticeAppointment, customerName: string, when: string): string[] {
  return [
    t('mail.appointment.service', { service: appointment.serviceName }),
    t('mail.appointment.pet', { pet: appointment.petName, type: t(petTypeNames[appointment.petType as PetType]) }),
    t('mail.appointment.whenLine', { when, timeZone: siteConfig.timeZone }),
    t('mail.providerNotice.customer', { customer: customerName }),
    ...(appointment.specialInstructions ? [t('mail.appointment.instructions', { instructions: appointment.specialInstructions })] : []),
  ];
}
