import { petTypeNames, type PetType } from '@shared/contracts/pet-rules';
import type { Locale } from '@shared/i18n/locales';
import { formatAddressLine, siteConfig } from '@shared/site-config/site-config';
import { appointmentEventUid, buildCalendarFeed, type CalendarEventInput } from '../../lib/icalendar';
import { translatorFor } from '../../lib/i18n';
import type { AppointmentRow } from '../appointment-book/appointments.service';

/** How far back and ahead a feed reaches, and how long a cancelled visit stays in it. */
export const FEED_WINDOW = { daysBack: 60, daysAhead: 365, cancelledDaysBack: 30 } as const;
/** Calendar apps are asked to poll again after this long; the answer may be cached as long. */
export const FEED_REFRESH_SECONDS = 300;

/** Whose feed it is, and how each appointment in it relates to them. */
export interface FeedReader {
  locale: Locale;
  /** The reader's own schedule: its appointments read as the provider's agenda. */
  providerId?: number;
}

export interface FeedNames {
  /** Schedule id → the provider's display name (the customer sees who). */
  providers: ReadonlyMap<number, string>;
  /** Customer id → their first name (the provider sees no more than their agenda shows). */
  customerFirstNames: ReadonlyMap<string, string>;
}

/**
 * The feed as RFC 5545 text in the reader's language and the shop's time zone (ADR 0033).
 * A customer's visit names its provider; a provider's names the customer by first name
 * only. A visit that is both (a provider booking their own schedule) reads as the agenda's.
 */
export function calendarFeedText(rows: readonly AppointmentRow[], reader: FeedReader, names: FeedNames): string {
  const t = translatorFor(reader.locale);
  const { brand, timeZone } = siteConfig;
  const location = `${siteConfig.address.name}, ${formatAddressLine()}`;
  const events = rows.map((row): CalendarEventInput => {
    const asProvider = row.providerId === reader.providerId;
    const cancelled = row.status === 'Cancelled';
    const visit = t('mail.appointment.summary', { service: row.serviceName, pet: row.petName });
    const customer = names.customerFirstNames.get(row.userId) ?? '';
    const summary = asProvider ? t('mail.calendarFeed.providerSummary', { summary: visit, customer }) : t('mail.appointment.calendarSummary', { summary: visit, brand });
    const provider = names.providers.get(row.providerId);
    const details = [
      t('mail.appointment.service', { service: row.serviceName }),
      t('mail.appointment.pet', { pet: row.petName, type: t(petTypeNames[row.petType as PetType] ?? row.petType) }),
      ...(asProvider ? [t('mail.calendarFeed.customer', { customer })] : provider ? [t('mail.appointment.with', { provider })] : []),
      ...(row.specialInstructions ? [t('mail.appointment.instructions', { instructions: row.specialInstructions })] : []),
    ];
    return {
      uid: appointmentEventUid(row.id, brand),
      sequence: row.calendarSequence,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      summary: cancelled ? t('mail.calendarFeed.cancelledSummary', { summary }) : summary,
      description: details.join('\n'),
      location,
      stamp: row.updatedAt ?? row.createdAt,
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    };
  });
  return buildCalendarFeed({ name: t('mail.calendarFeed.name', { brand }), timeZone, refreshSeconds: FEED_REFRESH_SECONDS, events });
}

/** "Gus" of "Gus Owner": the agenda's word for a customer in a feed that may sit in a shared calendar. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
