import { petTypeNames, type PetType } from '@shared/contracts/pet-rules';
import { formatCatalogPrice, formatLongDate, formatMoney, formatTimeOfDay } from '@shared/i18n/format';
import { changeDeadline, windowHours } from '@shared/scheduling/booking-windows';
import type { Locale } from '@shared/i18n/locales';
import { zonedDateAndMinutes } from '@shared/scheduling/zoned-time';
import { formatAddressLine, siteConfig } from '@shared/site-config/site-config';
import type { OutgoingMail } from '../mail/mail.service';
import { simpleHtml } from '../../lib/html';
import { translatorFor, type Translate } from '../../lib/i18n';
import { appointmentEventUid, buildAppointmentIcs } from '../../lib/icalendar';
import type { NoticeAppointment, NoticeDeposit } from './notice-appointment';
import type { AppointmentPetCare } from '../pets/pet-care.service';
import { petCareLines } from './appointment-pet-lines';

/**
 * What happened to the appointment; `reassigned` is the owner giving it to another
 * provider, same time; `reminder` is the mail the lead time before it (issue 14).
 */
export type AppointmentChange = 'booked' | 'rescheduled' | 'reassigned' | 'cancelled' | 'reminder';

const subjects: Record<AppointmentChange, string> = {
  booked: 'mail.appointment.subject.booked',
  rescheduled: 'mail.appointment.subject.rescheduled',
  reassigned: 'mail.appointment.subject.reassigned',
  cancelled: 'mail.appointment.subject.cancelled',
  reminder: 'mail.appointment.subject.reminder',
};
const openings: Record<AppointmentChange, string> = {
  booked: 'mail.appointment.opening.booked',
  rescheduled: 'mail.appointment.opening.rescheduled',
  reassigned: 'mail.appointment.opening.reassigned',
  cancelled: 'mail.appointment.opening.cancelled',
  reminder: 'mail.appointment.opening.reminder',
};

/**
 * The owner's mail for a booking, a new time, a cancellation or a reminder, in their
 * language, with a calendar file that adds, moves or removes the same calendar entry
 * (UID = appointment id, SEQUENCE raised on every change). Given the cancellation window,
 * it says until when the appointment can be changed online, and whom to call after that.
 */
export function appointmentEmail(
  change: AppointmentChange,
  appointment: NoticeAppointment,
  owner: { name: string; email: string },
  providerName: string | null,
  now: Date,
  locale: Locale,
  cancelWindowMinutes?: number,
  /** The pet's size, coat and required vaccines (issue 14), when the appointment is for a saved pet. */
  petCare?: AppointmentPetCare,
  /** Issue 29: every visit of a series just booked (`appointment` is the first), in one mail with a calendar entry each. */
  series?: readonly NoticeAppointment[],
  /** Issue 29: the visit's deposit, stated with its policy. */
  deposit?: NoticeDeposit,
): OutgoingMail {
  const t = translatorFor(locale);
  const { brand, timeZone, contact } = siteConfig;
  const when = whenIn(appointment.startsAt, t, locale);
  const summary = t('mail.appointment.summary', { service: appointment.serviceName, pet: appointment.petName });
  const place = `${siteConfig.address.name}, ${formatAddressLine()}`;
  const details = [
    t('mail.appointment.service', { service: appointment.serviceName }),
    t('mail.appointment.pet', { pet: appointment.petName, type: t(petTypeNames[appointment.petType as PetType]) }),
    ...petCareLines(t, appointment, petCare, locale),
    ...(series
      ? [
          t('mail.appointment.seriesHeading', { count: series.length, timeZone }),
          ...series.map((visit, index) => t('mail.appointment.seriesLine', { number: index + 1, when: whenIn(visit.startsAt, t, locale) })),
        ]
      : [t('mail.appointment.whenLine', { when, timeZone })]),
    t('mail.appointment.price', { price: formatCatalogPrice(appointment.servicePriceCents, locale) }),
    ...(providerName && !series ? [t('mail.appointment.with', { provider: providerName })] : []),
    ...(appointment.specialInstructions ? [t('mail.appointment.instructions', { instructions: appointment.specialInstructions })] : []),
    t('mail.appointment.where', { place }),
    ...depositLines(t, locale, change, deposit, cancelWindowMinutes),
  ];
  // A series' visits each have their own deadline: the mail says how, not until when.
  const closing = closingOf(change, appointment, t, locale, series ? undefined : cancelWindowMinutes);
  const paragraphs = [
    owner.name ? t('mail.greeting', { name: owner.name }) : t('mail.greetingNoName'),
    t(openings[change], { brand, provider: providerName ?? '' }),
    ...details,
    closing,
  ];

  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  // One calendar entry per visit, each by its own UID, so each visit's later mails update its own.
  const attachments = (series ?? [appointment]).map((visit, index) => ({
    filename: change === 'cancelled' ? 'cancellation.ics' : series ? `appointment-${index + 1}.ics` : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildAppointmentIcs({
      uid: appointmentEventUid(visit.id, brand),
      sequence: visit.calendarSequence,
      method,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      timeZone,
      summary: t('mail.appointment.calendarSummary', { summary, brand }),
      description: details.join('\n'),
      location: place,
      organizer: { name: brand, email: contact.email },
      attendee: { name: owner.name, email: owner.email },
      stamp: now,
    }),
  }));

  return {
    to: owner.email,
    subject: series
      ? t('mail.appointment.subject.series', { summary, when, count: series.length })
      : t(subjects[change], { summary, when, provider: providerName ?? '' }),
    text: paragraphs.join('\n\n'),
    html: simpleHtml(locale, paragraphs),
    attachments,
  };
}

/** A moment as the mails write it, on the shop's clocks: "Friday, March 12, 2027 at 10:00 AM". */
export function whenIn(instant: Date, t: Translate, locale: Locale): string {
  const { date, minutes } = zonedDateAndMinutes(instant, siteConfig.timeZone);
  return t('mail.appointment.when', { date: formatLongDate(date, locale), time: formatTimeOfDay(minutes, locale) });
}

/** The last paragraph: how to change it, and until when online (the cancellation window) before calling the shop. */
function closingOf(change: AppointmentChange, appointment: NoticeAppointment, t: Translate, locale: Locale, cancelWindowMinutes: number | undefined): string {
  const { phone } = siteConfig.contact;
  if (cancelWindowMinutes === undefined) {
    return change === 'cancelled' ? t('mail.appointment.closing.cancelled') : t('mail.appointment.closing.change', { phone });
  }
  const hours = windowHours(cancelWindowMinutes);
  if (change === 'cancelled') return t('mail.appointment.closing.cancelledRule', { hours, phone });
  const deadline = whenIn(changeDeadline(appointment.startsAt, cancelWindowMinutes), t, locale);
  return t('mail.appointment.closing.window', { deadline, hours, phone });
}

/** Issue 29: what became of the deposit, and, while the visit stands, the policy it follows (the cancellation window). */
function depositLines(t: Translate, locale: Locale, change: AppointmentChange, deposit: NoticeDeposit | undefined, cancelWindowMinutes: number | undefined): string[] {
  if (!deposit) return [];
  const amount = formatMoney(deposit.totalCents, locale);
  const policy = cancelWindowMinutes === undefined ? [] : [t('common.deposit.policy', { hours: windowHours(cancelWindowMinutes) })];
  switch (deposit.state) {
    case 'paid':
      return change === 'cancelled' ? [] : [t('mail.appointment.deposit.paid', { amount }), ...policy];
    case 'waived':
      return [t('mail.appointment.deposit.waived')];
    case 'refunding':
    case 'refunded':
      return [t('mail.appointment.deposit.refunding', { amount })];
    case 'kept':
      return [t('mail.appointment.deposit.kept', { amount }), ...policy];
    default:
      return [];
  }
}
