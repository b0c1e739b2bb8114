import ICAL from 'ical.js';

/** One event of a feed as a strict parser (Mozilla's ical.js) reads it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  status: string;
  sequence: number;
  /** The zone DTSTART names, and the instants it resolves to through the feed's own VTIMEZONE. */
  tzid: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Parses an iCalendar feed as calendar apps do: ical.js throws on malformed content;
 * every event must carry the properties RFC 5545 requires and name a zone the feed defines.
 */
export function parseFeed(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`Not a VCALENDAR: ${calendar.name}`);
  for (const required of ['prodid', 'version']) if (!calendar.hasProperty(required)) throw new Error(`VCALENDAR without ${required.toUpperCase()}`);
  const zones = new Map(calendar.getAllSubcomponents('vtimezone').map((zone) => [String(zone.getFirstPropertyValue('tzid')), new ICAL.Timezone(zone)]));
  const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    for (const required of ['uid', 'dtstamp', 'dtstart']) if (!component.hasProperty(required)) throw new Error(`VEVENT without ${required.toUpperCase()}`);
    const tzid = String(component.getFirstProperty('dtstart')?.getParameter('tzid') ?? '');
    const zone = zones.get(tzid);
    if (!zone) throw new Error(`DTSTART names a zone the feed does not define: ${tzid}`);
    const event = new ICAL.Event(component);
    const instant = (time: ICAL.Time) => {
      const zoned = time.clone();
      zoned.zone = zone;
      return new Date(zoned.toUnixTime() * 1000);
    };
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      status: String(component.getFirstPropertyValue('status') ?? ''),
      sequence: event.sequence,
      tzid,
      startsAt: instant(event.startDate),
      endsAt: instant(event.endDate),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''), events };
}
