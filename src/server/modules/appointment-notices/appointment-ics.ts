import { tzName, tzOffset, tzScan } from '@date-fns/tz';

/**
 * The iCalendar (RFC 5545, with RFC 5546 methods) invitation that rides along
 * with booking mail (D16). Pure: the caller passes every value, the stamp too.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface AppointmentIcsInput {
  /** Stable per appointment, so a reschedule or cancellation updates the same calendar entry. */
  uid: string;
  /** Raised on every change; calendars ignore an update whose sequence is not higher. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  /** The business time zone the event is written in, e.g. "America/Toronto". */
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  organizer: CalendarPerson;
  attendee?: CalendarPerson;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  /** Defaults to CANCELLED for METHOD:CANCEL, otherwise CONFIRMED. */
  status?: 'CONFIRMED' | 'CANCELLED';
}

/** Identifies the software that wrote the file, not the shop (the brand is configuration). */
const PRODUCT_ID = '-//pet-haven//appointment booking//EN';
const MAX_LINE_OCTETS = 75;
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

export function buildAppointmentIcs(input: AppointmentIcsInput): string {
  const { startsAt, endsAt, timeZone, sequence } = input;
  if ([startsAt, endsAt, input.stamp].some((instant) => Number.isNaN(instant.getTime()))) {
    throw new RangeError('Invalid date in calendar event');
  }
  if (endsAt <= startsAt) throw new RangeError('An event must end after it starts');
  if (!Number.isInteger(sequence) || sequence < 0) throw new RangeError(`Not a sequence number: ${sequence}`);
  if (Number.isNaN(tzOffset(timeZone, startsAt))) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const status = input.status ?? (input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');

  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODUCT_ID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method}`,
    ...timeZoneLines(timeZone, startsAt, endsAt),
    'BEGIN:VEVENT',
    `UID:${escapeText(input.uid)}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utcDateTime(input.stamp)}`,
    `DTSTART;TZID=${timeZone}:${localDateTime(startsAt, timeZone)}`,
    `DTEND;TZID=${timeZone}:${localDateTime(endsAt, timeZone)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    `LOCATION:${escapeText(input.location)}`,
    `STATUS:${status}`,
    'TRANSP:OPAQUE',
    `ORGANIZER;CN=${paramValue(input.organizer.name)}:mailto:${input.organizer.email}`,
    ...(input.attendee
      ? [
          `ATTENDEE;CN=${paramValue(input.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${input.attendee.email}`,
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- RFC 5545 TEXT allows no controls but HTAB
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

/** Splits a content line into chunks of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let chunk = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character);
    // Continuation lines start with a space, which counts towards their 75.
    const limit = chunks.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      chunks.push(chunk);
      chunk = '';
      octets = 0;
    }
    chunk += character;
    octets += size;
  }
  chunks.push(chunk);
  return chunks.join('\r\n ');
}

/**
 * A VTIMEZONE read from the IANA database rather than from rules written for
 * one region: the offset change in force when the event starts, then every
 * change up to a year after it ends, so clients that expect both a STANDARD
 * and a DAYLIGHT part get them. Without a change in force (a zone with no
 * daylight saving), a STANDARD part with the steady offset comes first.
 */
function timeZoneLines(timeZone: string, startsAt: Date, endsAt: Date): string[] {
  const changes = tzScan(timeZone, {
    start: new Date(startsAt.getTime() - YEAR_MS),
    end: new Date(endsAt.getTime() + YEAR_MS),
  });
  const inForce = changes.filter((change) => change.date <= startsAt).at(-1);
  const relevant = [...(inForce ? [inForce] : []), ...changes.filter((change) => change.date > startsAt)];

  const steadyOffset = tzOffset(timeZone, startsAt);
  const observances = [
    ...(inForce
      ? []
      : observance('STANDARD', {
          onset: '19700101T000000',
          offsetFrom: steadyOffset,
          offsetTo: steadyOffset,
          name: tzName(timeZone, startsAt, 'short'),
        })),
    ...relevant.flatMap(({ date, change, offset }) =>
      observance(change > 0 ? 'DAYLIGHT' : 'STANDARD', {
        onset: onsetBefore(date, offset - change),
        offsetFrom: offset - change,
        offsetTo: offset,
        name: tzName(timeZone, date, 'short'),
      }),
    ),
  ];
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances, 'END:VTIMEZONE'];
}

function observance(
  kind: 'DAYLIGHT' | 'STANDARD',
  { onset, offsetFrom, offsetTo, name }: { onset: string; offsetFrom: number; offsetTo: number; name: string },
): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${onset}`,
    `TZOFFSETFROM:${utcOffset(offsetFrom)}`,
    `TZOFFSETTO:${utcOffset(offsetTo)}`,
    `TZNAME:${escapeText(name)}`,
    `END:${kind}`,
  ];
}

/** Wall-clock time in `timeZone` as yyyymmddThhmmss, from the IANA offset alone. */
function localDateTime(instant: Date, timeZone: string): string {
  return floatingDateTime(new Date(instant.getTime() + Math.round(tzOffset(timeZone, instant)) * 60_000));
}

/** An observance starts at the clock reading of the offset it replaces: 2:00 AM on both 2027 change days in Toronto. */
function onsetBefore(change: Date, offsetFromMinutes: number): string {
  return floatingDateTime(new Date(change.getTime() + offsetFromMinutes * 60_000));
}

/** The UTC fields of `wallClock` written without a zone, as yyyymmddThhmmss. */
function floatingDateTime(wallClock: Date): string {
  return utcDateTime(wallClock).slice(0, -1);
}

function utcDateTime(instant: Date): string {
  return (
    datePart(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate()) +
    timePart(instant.getUTCHours(), instant.getUTCMinutes(), instant.getUTCSeconds()) +
    'Z'
  );
}

function datePart(year: number, month: number, day: number): string {
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

function timePart(hours: number, minutes: number, seconds: number): string {
  return `T${pad(hours)}${pad(minutes)}${pad(seconds)}`;
}

/** Minutes east of UTC as ±hhmm. */
function utcOffset(minutes: number): string {
  const abs = Math.round(Math.abs(minutes));
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** Parameter values cannot be backslash-escaped: quote them, and drop what quoting cannot carry. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- controls cannot appear in a parameter value
  return `"${value.replace(/"/g, "'").replace(/[\u0000-\u001f\u007f]/g, ' ').trim()}"`;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function utf8Length(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}
