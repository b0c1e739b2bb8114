import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildAppointmentIcs, escapeText, foldLine, type AppointmentIcsInput } from './appointment-ics';

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
      'PRODID:-//pet-haven//appointment booking//EN',
      'VERSION:2.0',
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
        'ATTENDEE;CN="Sam Doe";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:sam@example.com',
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

  it('describes Toronto’s 2027 changes in its VTIMEZONE', () => {
    const lines = contentLines(buildAppointmentIcs(booking));
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1).join('\n');
    expect(zone).toContain('TZID:America/Toronto');
    expect(zone).toContain(
      ['BEGIN:DAYLIGHT', 'DTSTART:20270314T020000', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'TZNAME:EDT', 'END:DAYLIGHT'].join('\n'),
    );
    expect(zone).toContain(
      ['BEGIN:STANDARD', 'DTSTART:20271107T020000', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'TZNAME:EST', 'END:STANDARD'].join('\n'),
    );
    // The first observance must already be in force when the event starts.
    expect(zone.match(/DTSTART:(\d{8}T\d{6})/)?.[1]).toBe('20270314T020000');
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
      'ATTENDEE;CN="Sam \'Biscuit\'s human\'; Doe";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:sam@example.com',
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

describe('foldLine', () => {
  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Bath')).toBe('SUMMARY:Bath');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
  });

  it('keeps every line within 75 octets and unfolds to the original, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }).map((text) => text.replace(/[\r\n]/g, '')), (text) => {
        const folded = foldLine(text);
        for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
        expect(unfold(folded)).toBe(text);
      }),
    );
  });
});

describe('escapeText', () => {
  it('drops control characters but keeps tabs', () => {
    expect(escapeText('a\u0000b\tc\u0007')).toBe('ab\tc');
  });
});
