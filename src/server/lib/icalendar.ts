import { TZDate, tzOffset } from '@date-fns/tz';
import {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/**
 * The one way the server writes iCalendar (RFC 5545): the invitation that rides along
 * with booking mail (D16, with an RFC 5546 method) and the calendar feeds people
 * subscribe to (ADR 0033), both from the same event. Pure: the caller passes every
 * value, the stamp too. ical-generator writes, escapes and folds the file;
 * timezones-ical-library supplies the VTIMEZONE.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

/** One appointment as a calendar shows it. */
export interface CalendarEventInput {
  /** Stable per appointment, so a reschedule or cancellation updates the same calendar entry. */
  uid: string;
  /** Raised on every change; calendars ignore an update whose sequence is not higher. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  status: 'CONFIRMED' | 'CANCELLED';
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
}

export interface AppointmentIcsInput extends Omit<CalendarEventInput, 'status'> {
  method: 'REQUEST' | 'CANCEL';
  /** The business time zone the event is written in, e.g. "America/Toronto". */
  timeZone: string;
  /** Defaults to CANCELLED for METHOD:CANCEL, otherwise CONFIRMED. */
  status?: 'CONFIRMED' | 'CANCELLED';
}

export interface CalendarFeedInput {
  /** The calendar's name in the subscriber's app (X-WR-CALNAME). */
  name: string;
  /** The business time zone every event is written in. */
  timeZone: string;
  /** How often the subscriber's app should poll again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds: number;
  events: readonly CalendarEventInput[];
}

/** An appointment's UID, the same in its mails and in the feeds, so every calendar keeps one entry for it. */
export const appointmentEventUid = (appointmentId: string, brand: string) => `${appointmentId}@${brand.toLowerCase().replace(/\W+/g, '-')}`;

/** Identifies the software that wrote the file, not the shop (the brand is configuration). */
const PRODUCT_ID = '//pet-haven//appointment booking//EN';

/** A booking mail's calendar file: one event, to add (REQUEST) or remove (CANCEL). */
export function buildAppointmentIcs(input: AppointmentIcsInput): string {
  const status = input.status ?? (input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  const { zone, calendar } = newCalendar(input.timeZone, {
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addEvent(calendar, zone.tzid, { ...input, status });
  return finish(calendar);
}

/**
 * A subscription feed: every event of the person's window, without a method (RFC 5545
 * §3.7.2: a published calendar, not a scheduling message), so apps replace what they
 * hold by UID and SEQUENCE on each poll.
 */
export function buildCalendarFeed(input: CalendarFeedInput): string {
  const { zone, calendar } = newCalendar(input.timeZone, { name: plainText(input.name), ttl: input.refreshSeconds });
  for (const event of input.events) addEvent(calendar, zone.tzid, event);
  return finish(calendar);
}

function newCalendar(timeZone: string, options: { method?: ICalCalendarMethod; name?: string; ttl?: number }) {
  const zone = vtimezone(timeZone);
  const calendar = new ICalCalendar({
    prodId: PRODUCT_ID,
    scale: 'GREGORIAN',
    ...options,
    // No calendar-wide zone name, only the VTIMEZONE generator: with a name,
    // ical-generator writes DTSTAMP on that zone's clock, and RFC 5545 wants it in UTC.
    timezone: { name: null, generator: () => zone.block },
  });
  return { zone, calendar };
}

function addEvent(calendar: ICalCalendar, tzid: string, input: CalendarEventInput): void {
  const { startsAt, endsAt, sequence } = input;
  if ([startsAt, endsAt, input.stamp].some((instant) => Number.isNaN(instant.getTime()))) {
    throw new RangeError('Invalid date in calendar event');
  }
  if (endsAt <= startsAt) throw new RangeError('An event must end after it starts');
  if (!Number.isInteger(sequence) || sequence < 0) throw new RangeError(`Not a sequence number: ${sequence}`);
  calendar.createEvent({
    id: input.uid,
    sequence,
    stamp: input.stamp,
    timezone: tzid,
    // TZDate, not Date: ical-generator reads a plain Date's fields on the server's own clock.
    start: new TZDate(startsAt.getTime(), tzid),
    end: new TZDate(endsAt.getTime(), tzid),
    summary: plainText(input.summary),
    description: plainText(input.description),
    location: plainText(input.location),
    status: input.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
    ...(input.organizer ? { organizer: { name: paramText(input.organizer.name), email: input.organizer.email } } : {}),
    attendees: input.attendee
      ? [
          {
            name: paramText(input.attendee.name),
            email: input.attendee.email,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ]
      : [],
  });
}

// ical-generator leaves the CRLF off the last line; RFC 5545 ends every content line with one.
const finish = (calendar: ICalCalendar) => `${calendar.toString()}\r\n`;

/**
 * The zone's VTIMEZONE and the TZID it carries: timezones-ical-library answers
 * an alias such as America/Montreal with its canonical zone, and DTSTART must
 * name the same TZID as the VTIMEZONE for calendars to match them up.
 */
function vtimezone(timeZone: string): { tzid: string; block: string } {
  // Checked first because the library logs to the console for a name it does not know.
  if (Number.isNaN(tzOffset(timeZone, new Date()))) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const found = tzlib_get_ical_block(timeZone);
  const [block, tzidParam] = Array.isArray(found) ? found : [];
  if (!block || !tzidParam?.startsWith('TZID=')) throw new RangeError(`No VTIMEZONE for time zone: ${timeZone}`);
  return { tzid: tzidParam.slice('TZID='.length), block };
}

/** RFC 5545 TEXT allows no control characters but HTAB; line breaks are kept for ical-generator to escape. */
function plainText(value: string): string {
  // eslint-disable-next-line no-control-regex -- the controls RFC 5545 TEXT cannot carry
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

/** A name in a CN parameter: ical-generator encodes quotes (RFC 6868); other controls become spaces. */
function paramText(value: string): string {
  // eslint-disable-next-line no-control-regex -- controls have no place in a display name
  return value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}
