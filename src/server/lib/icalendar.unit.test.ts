import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildAppointmentIcs, type AppointmentIcsInput } from './icalendar';

const booking: AppointmentIcsInput = {
  uid: '0f8fad5b-d9cb-469f-a165-70867728950e@pethaven.example',
  sequence: 0,
  method: 'REQUEST',
  startsAt: new Date('2027-03-14T13:00:00Z'),
  endsAt: new Date('2027-03-14T13:30:00Z'),
  timeZone: 'America/Toronto',
  summary: 'Test Grooming Service for Biscuit',
  description: 'Pet: Biscuit (Dog)',
  location: '128 James Street North, Hamilton, Ontario, Canada',
  organizer: { name: 'Pet Haven', email: 'hello@pethaven.example' },
  attendee: { name: 'Sam Doe', email: 'sam@example.com' },
  stamp: new Date('2027-03-01T12:34:56Z'),
};

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));

/** The unfolded content lines, without the final empty string after the last CRLF. */
function contentLines(ics: string): string[] {
  return unfold(ics).split('\r\n').slice(0, -1);
}

/** The event's property `name`, as one unfolded line. */
function property(ics: string, name: string): string | undefined {
  const lines = contentLines(ics);
  return lines.slice(lines.indexOf('BEGIN:VEVENT')).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

describe('buildAppointmentIcs', () => {
  it('ends every line, the last one too, with CRLF', () => {
    const ics = buildAppointmentIcs({ ...booking, description: 'Line one\nLine two\r\nLine three' });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes the calendar header and the event', () => {
    const lines = contentLines(buildAppointmentIcs(booking));
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//pet-haven//appointment booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:0f8fad5b-d9cb-469f-a165-70867728950e@pethaven.example',
        'SEQUENCE:0',
        'DTSTAMP:20270301T123456Z',
        'SUMMARY:Test Grooming Service for Biscuit',
        'STATUS:CONFIRMED',
        'ORGANIZER;CN="Pet Haven":mailto:hello@pethaven.example',
        'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE;CN="Sam Doe":MAILTO:sam@example.com',
      ]),
    );
  });

  it('writes local times on the spring-forward day', () => {
    const ics = buildAppointmentIcs(booking);
    expect(property(ics, 'DTSTART')).toBe('DTSTART;TZID=America/Toronto:20270314T090000');
    expect(property(ics, 'DTEND')).toBe('DTEND;TZID=America/Toronto:20270314T093000');
  });

  it('writes local times on the fall-back day', () => {
    const ics = buildAppointmentIcs({
      ...booking,
      startsAt: new Date('2027-11-07T21:30:00Z'),
      endsAt: new Date('2027-11-07T22:30:00Z'),
    });
    expect(property(ics, 'DTSTART')).toBe('DTSTART;TZID=America/Toronto:20271107T163000');
    expect(property(ics, 'DTEND')).toBe('DTEND;TZID=America/Toronto:20271107T173000');
  });

  it('describes Toronto’s changes in its VTIMEZONE: 2 AM on the second Sunday of March and the first of November', () => {
    const lines = contentLines(buildAppointmentIcs(booking));
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1).join('\n');
    expect(zone).toContain('TZID:America/Toronto');
    expect(zone).toMatch(
      /BEGIN:DAYLIGHT\nTZNAME:EDT\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400\nDTSTART:\d{8}T020000\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\nEND:DAYLIGHT/,
    );
    expect(zone).toMatch(
      /BEGIN:STANDARD\nTZNAME:EST\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nDTSTART:\d{8}T020000\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\nEND:STANDARD/,
    );
    // Both rules must already be in force when the event starts.
    for (const onset of zone.match(/DTSTART:\d{8}T\d{6}/g) ?? []) expect(onset < 'DTSTART:20270314T090000').toBe(true);
  });

  it('writes one VTIMEZONE, before the event, with the TZID the event’s times name', () => {
    const lines = contentLines(buildAppointmentIcs(booking));
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    const tzids = new Set(lines.flatMap((line) => line.match(/^TZID:(.+)$|;TZID=([^;:]+)/)?.slice(1).filter(Boolean) ?? []));
    expect([...tzids]).toEqual(['America/Toronto']);
  });

  it('names a zone alias by its canonical zone in both the VTIMEZONE and the times', () => {
    const lines = contentLines(buildAppointmentIcs({ ...booking, timeZone: 'America/Montreal' }));
    expect(lines).toContain('TZID:America/Toronto');
    expect(lines).toContain('DTSTART;TZID=America/Toronto:20270314T090000');
  });

  it('gives a zone without daylight saving one steady observance', () => {
    const lines = contentLines(buildAppointmentIcs({ ...booking, timeZone: 'Asia/Kolkata' }));
    expect(lines).toEqual(expect.arrayContaining(['TZOFFSETFROM:+0530', 'TZOFFSETTO:+0530']));
    expect(lines.filter((line) => line === 'BEGIN:STANDARD' || line === 'BEGIN:DAYLIGHT')).toEqual(['BEGIN:STANDARD']);
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20270314T183000');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const ics = buildAppointmentIcs({ ...booking, method: 'CANCEL', sequence: 2 });
    const lines = contentLines(ics);
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('UID:0f8fad5b-d9cb-469f-a165-70867728950e@pethaven.example');
  });

  it('escapes text values', () => {
    const ics = buildAppointmentIcs({
      ...booking,
      summary: 'Nails; bath, brush',
      description: 'C:\\pets\\biscuit\nNo treats, please; thanks',
      location: 'Unit 2, Hamilton',
    });
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Nails\\; bath\\, brush');
    expect(property(ics, 'DESCRIPTION')).toBe('DESCRIPTION:C:\\\\pets\\\\biscuit\\nNo treats\\, please\\; thanks');
    expect(property(ics, 'LOCATION')).toBe('LOCATION:Unit 2\\, Hamilton');
  });

  it('keeps names from breaking the ORGANIZER and ATTENDEE parameters', () => {
    const ics = buildAppointmentIcs({ ...booking, attendee: { name: 'Sam "Biscuit\'s human"; Doe', email: 'sam@example.com' } });
    expect(property(ics, 'ATTENDEE')).toBe(
      // RFC 6868 writes the double quote as ^'.
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE;CN="Sam ^\'Biscuit\'s human^\'; Doe":MAILTO:sam@example.com',
    );
  });

  it('leaves out ATTENDEE when there is none', () => {
    expect(property(buildAppointmentIcs({ ...booking, attendee: undefined }), 'ATTENDEE')).toBeUndefined();
  });

  it('folds a long description at 75 octets and unfolds back to it', () => {
    const description = [
      'Biscuit is nervous around dryers; please use low heat, and take breaks.',
      'Allergies: chicken, wheat. Owner’s note — très important: ça chatouille 🐶🐾🐶🐾.',
      'x'.repeat(300),
    ].join('\n');
    const ics = buildAppointmentIcs({ ...booking, description });
    const physicalLines = ics.split('\r\n').slice(0, -1);
    expect(physicalLines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    for (const line of physicalLines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line); // no split characters
    }
    expect(unescapeText(property(ics, 'DESCRIPTION')?.slice('DESCRIPTION:'.length) ?? '')).toBe(description);
  });

  it('keeps every line of a plain booking within 75 octets', () => {
    for (const line of buildAppointmentIcs(booking).split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('balances every BEGIN with its END', () => {
    const stack: string[] = [];
    for (const line of contentLines(buildAppointmentIcs(booking))) {
      if (line.startsWith('BEGIN:')) stack.push(line.slice(6));
      if (line.startsWith('END:')) expect(stack.pop()).toBe(line.slice(4));
    }
    expect(stack).toEqual([]);
  });

  it('refuses an event that does not end after it starts, or an unknown zone', () => {
    expect(() => buildAppointmentIcs({ ...booking, endsAt: booking.startsAt })).toThrow(RangeError);
    expect(() => buildAppointmentIcs({ ...booking, timeZone: 'America/Hamilton' })).toThrow(RangeError);
  });
});

describe('buildAppointmentIcs with any text', () => {
  it('keeps every line within 75 octets and unfolds to the text, control characters but tabs and line breaks dropped', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const ics = buildAppointmentIcs({ ...booking, description: text });
        for (const line of ics.split('\r\n')) {
          expect(octets(line)).toBeLessThanOrEqual(75);
          expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line);
        }
        // eslint-disable-next-line no-control-regex -- the controls RFC 5545 TEXT cannot carry
        const expected = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').replace(/\r\n|\r/g, '\n');
        expect(unescapeText(property(ics, 'DESCRIPTION')?.slice('DESCRIPTION:'.length) ?? '')).toBe(expected);
      }),
    );
  });

  it('drops control characters but keeps tabs', () => {
    expect(property(buildAppointmentIcs({ ...booking, summary: 'a\u0000b\tc\u0007' }), 'SUMMARY')).toBe('SUMMARY:ab\tc');
  });
});
