import { formatCatalogPrice } from '@shared/money/money';
import { formatAddressLine, siteConfig } from '@shared/site-config/site-config';
import { formatLongDate } from '@shared/scheduling/long-date';
import { instantToZoned, slotLabel } from '@shared/scheduling/slots';
import type { OutgoingMail } from '../mail/mail.service';
import { simpleHtml } from '../../lib/html';
import { buildAppointmentIcs } from './appointment-ics';
import type { AppointmentRow } from './booking.repo';

type Change = 'booked' | 'rescheduled' | 'cancelled';

const subjects: Record<Change, string> = {
  booked: 'Your appointment is confirmed',
  rescheduled: 'Your appointment has a new time',
  cancelled: 'Your appointment has been cancelled',
};

/**
 * The owner's mail for a booking, a new time or a cancellation, with a calendar
 * file that adds, moves or removes the same calendar entry (UID = appointment id).
 */
export function appointmentEmail(
  change: Change,
  appointment: AppointmentRow,
  owner: { name: string; email: string },
  providerName: string | null,
  now: Date,
): OutgoingMail {
  const { date, minutes } = instantToZoned(appointment.startsAt, siteConfig.timeZone);
  const when = `${formatLongDate(date, siteConfig.locale)} at ${slotLabel(minutes)}`;
  const summary = `${appointment.serviceName} for ${appointment.petName}`;
  const details = [
    `Service: ${appointment.serviceName}`,
    `Pet: ${appointment.petName} (${appointment.petType})`,
    `When: ${when} (${siteConfig.timeZone})`,
    `Price: ${formatCatalogPrice(appointment.servicePriceCents)}`,
    ...(providerName ? [`With: ${providerName}`] : []),
    ...(appointment.specialInstructions ? [`Special instructions: ${appointment.specialInstructions}`] : []),
    `Where: ${siteConfig.address.name}, ${formatAddressLine()}`,
  ];
  const opening: Record<Change, string> = {
    booked: `Thank you for booking with ${siteConfig.brand}. Here are the details:`,
    rescheduled: 'Your appointment has been moved. Here are the new details:',
    cancelled: 'This appointment has been cancelled:',
  };
  const closing =
    change === 'cancelled'
      ? 'You can book a new time whenever it suits you.'
      : `Need to change something? Reschedule or cancel from "Check Appointment", or call us at ${siteConfig.contact.phone}.`;
  const paragraphs = [`Hi ${owner.name || 'there'},`, opening[change], ...details, closing];

  const ics = buildAppointmentIcs({
    uid: `${appointment.id}@${siteConfig.brand.toLowerCase().replace(/\W+/g, '-')}`,
    sequence: appointment.calendarSequence,
    method: change === 'cancelled' ? 'CANCEL' : 'REQUEST',
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    timeZone: siteConfig.timeZone,
    summary: `${summary} at ${siteConfig.brand}`,
    description: details.join('\n'),
    location: `${siteConfig.address.name}, ${formatAddressLine()}`,
    organizer: { name: siteConfig.brand, email: siteConfig.contact.email },
    attendee: { name: owner.name, email: owner.email },
    stamp: now,
  });

  return {
    to: owner.email,
    subject: `${subjects[change]}: ${summary}, ${when}`,
    text: paragraphs.join('\n\n'),
    html: simpleHtml(paragraphs),
    attachments: [
      {
        filename: change === 'cancelled' ? 'cancellation.ics' : 'appointment.ics',
        contentType: `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
        content: ics,
      },
    ],
  };
}
