import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availableSlots,
  checkBookableDate,
  chooseProvider,
  candidateStarts,
  instantToZoned,
  parseSlotLabel,
  slotLabel,
  type ProviderBooking,
  type ProviderSchedule,
  type Slot,
} from './slots';

const toronto = 'America/Toronto';
const gridLabels = [
  '9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM',
  '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM',
];

/** Works every day of the week from `start` to `end` (local minutes). */
function provider(id: number, start = 9 * 60, end = 17 * 60): ProviderSchedule {
  return { id, workingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: start, endMinute: end })) };
}

function booking(providerId: number, startsAt: string, endsAt: string): ProviderBooking {
  return { providerId, startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
}

function slotAt(slots: Slot[], time: string): Slot {
  const slot = slots.find((candidate) => candidate.time === time);
  if (!slot) throw new Error(`No slot ${time}`);
  return slot;
}

function availableTimes(slots: Slot[]): string[] {
  return slots.filter((slot) => slot.available).map((slot) => slot.time);
}

// Tuesday 2027-06-15 in summer time (UTC-4); the clock is pinned a week earlier.
const ordinaryDay = { date: '2027-06-15', now: new Date('2027-06-08T12:00:00Z'), timeZone: toronto };

describe('the slot grid', () => {
  it('gives the spec’s 16 starts, 9:00 AM to 4:30 PM, for a 30-minute service in a 9-to-5 day on the half-hour grid', () => {
    const starts = candidateStarts({ date: '2027-06-15', duration: 30, step: 30, providers: [provider(1)] });
    expect(starts.map(slotLabel)).toEqual(gridLabels);
  });

  it('offers a 45-minute service every 15 minutes on a 15-minute grid, ending by the end of the interval', () => {
    const starts = candidateStarts({ date: '2027-06-15', duration: 45, step: 15, providers: [provider(1)] });
    expect(starts[0]).toBe(9 * 60);
    expect(starts.slice(0, 3).map(slotLabel)).toEqual(['9:00 AM', '9:15 AM', '9:30 AM']);
    expect(starts.at(-1)).toBe(16 * 60 + 15);
    expect(starts).toHaveLength(30);
  });

  it('starts on the grid even when an interval does not', () => {
    const late: ProviderSchedule = { id: 1, workingHours: [{ weekday: 2, startMinute: 9 * 60 + 10, endMinute: 11 * 60 }] };
    expect(candidateStarts({ date: '2027-06-15', duration: 30, step: 30, providers: [late] }).map(slotLabel)).toEqual(['9:30 AM', '10:00 AM', '10:30 AM']);
  });

  it('leaves a break between two intervals free, and never runs a service across it', () => {
    const withLunch: ProviderSchedule = {
      id: 1,
      workingHours: [
        { weekday: 2, startMinute: 9 * 60, endMinute: 12 * 60 },
        { weekday: 2, startMinute: 13 * 60, endMinute: 15 * 60 },
      ],
    };
    expect(candidateStarts({ date: '2027-06-15', duration: 60, step: 30, providers: [withLunch] }).map(slotLabel)).toEqual([
      '9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '1:00 PM', '1:30 PM', '2:00 PM',
    ]);
  });

  it('offers nothing to a provider on time off that date, and everything the day after', () => {
    const away: ProviderSchedule = { ...provider(1), timeOff: [{ startsOn: '2027-06-14', endsOn: '2027-06-15' }] };
    expect(candidateStarts({ date: '2027-06-15', duration: 30, step: 30, providers: [away] })).toEqual([]);
    expect(candidateStarts({ date: '2027-06-16', duration: 30, step: 30, providers: [away] })).toHaveLength(16);
  });

  it('joins the starts of several providers', () => {
    const morning = provider(1, 8 * 60, 10 * 60);
    const afternoon = provider(2, 14 * 60, 15 * 60);
    expect(candidateStarts({ date: '2027-06-15', duration: 30, step: 30, providers: [morning, afternoon] }).map(slotLabel)).toEqual([
      '8:00 AM', '8:30 AM', '9:00 AM', '9:30 AM', '2:00 PM', '2:30 PM',
    ]);
  });

  it('labels noon and midnight the way a clock does', () => {
    expect(slotLabel(0)).toBe('12:00 AM');
    expect(slotLabel(12 * 60)).toBe('12:00 PM');
    expect(slotLabel(12 * 60 + 30)).toBe('12:30 PM');
    expect(slotLabel(23 * 60 + 59)).toBe('11:59 PM');
    expect(() => slotLabel(24 * 60)).toThrow(RangeError);
  });

  it('parses back every label of the day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes++) expect(parseSlotLabel(slotLabel(minutes))).toBe(minutes);
  });

  it.each(['09:00 AM', '9:00 am', '9:00AM', ' 9:00 AM', '13:00 PM', '0:30 AM', '9:60 AM', '9:00', '', 'constructor'])(
    'refuses %j',
    (label) => {
      expect(parseSlotLabel(label)).toBeUndefined();
    },
  );
});

describe('instantToZoned', () => {
  it('gives the local date and minutes, on both change days', () => {
    expect(instantToZoned(new Date('2027-03-14T13:00:00Z'), toronto)).toEqual({ date: '2027-03-14', minutes: 540 });
    expect(instantToZoned(new Date('2027-11-07T21:30:00Z'), toronto)).toEqual({ date: '2027-11-07', minutes: 990 });
    expect(instantToZoned(new Date('2027-06-15T13:10:00Z'), toronto)).toEqual({ date: '2027-06-15', minutes: 550 });
  });
});

describe('checkBookableDate', () => {
  // 11:30 PM on Monday 2027-06-14 in Toronto, already Tuesday in UTC.
  const lateMonday = { now: new Date('2027-06-15T03:30:00Z'), timeZone: toronto, horizonDays: 90 };

  it('accepts today in the business zone', () => {
    expect(checkBookableDate({ ...lateMonday, date: '2027-06-14' })).toEqual({ ok: true });
  });

  it('refuses past dates', () => {
    expect(checkBookableDate({ ...lateMonday, date: '2027-06-13' })).toEqual({ ok: false, reason: 'past' });
    expect(checkBookableDate({ ...lateMonday, date: '2026-12-31' })).toEqual({ ok: false, reason: 'past' });
  });

  it('accepts the last day of the horizon and refuses the day after', () => {
    expect(checkBookableDate({ ...lateMonday, date: '2027-09-12' })).toEqual({ ok: true });
    expect(checkBookableDate({ ...lateMonday, date: '2027-09-13' })).toEqual({ ok: false, reason: 'beyond-horizon' });
  });

  it.each(['2027-02-30', '2027-6-20', 'tomorrow', ''])('refuses %j as invalid', (date) => {
    expect(checkBookableDate({ ...lateMonday, date })).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('availableSlots', () => {
  it('offers all 16 slots of an ordinary day to a free provider', () => {
    const slots = availableSlots({ ...ordinaryDay, serviceDurationMinutes: 30, providers: [provider(1)], bookings: [] });
    expect(slots.map((slot) => slot.time)).toEqual(gridLabels);
    expect(slots.every((slot) => slot.available && slot.providerIds.join() === '1')).toBe(true);
    expect(slots[0]).toEqual({
      time: '9:00 AM',
      minutes: 540,
      startsAt: new Date('2027-06-15T13:00:00Z'),
      endsAt: new Date('2027-06-15T13:30:00Z'),
      available: true,
      providerIds: [1],
    });
  });

  it.each([
    ['2027-03-13', '2027-03-13T14:00:00.000Z', '2027-03-13T21:00:00.000Z'],
    ['2027-03-14', '2027-03-14T13:00:00.000Z', '2027-03-14T20:00:00.000Z'],
    ['2027-11-06', '2027-11-06T13:00:00.000Z', '2027-11-06T20:00:00.000Z'],
    ['2027-11-07', '2027-11-07T14:00:00.000Z', '2027-11-07T21:00:00.000Z'],
  ])('puts the slots of %s at the right instants', (date, first, last) => {
    const slots = availableSlots({
      date,
      now: new Date('2027-03-01T12:00:00Z'),
      timeZone: toronto,
      serviceDurationMinutes: 60,
      providers: [provider(1)],
      bookings: [],
    });
    // The hour from 4:30 PM would run past the provider's 5:00 PM, so 4:00 PM is the last start.
    expect(slots.map((slot) => slot.time)).toEqual(gridLabels.slice(0, 15));
    expect(slots[0]?.startsAt.toISOString()).toBe(first);
    expect(slots[14]?.startsAt.toISOString()).toBe(last);
    for (const slot of slots) {
      expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(60 * 60_000);
      expect(instantToZoned(slot.startsAt, toronto)).toEqual({ date, minutes: slot.minutes });
    }
    expect(availableTimes(slots)).toEqual(gridLabels.slice(0, 15));
  });

  it('makes today’s past times unavailable', () => {
    const now = new Date('2027-06-15T14:10:00Z'); // 10:10 AM in Toronto
    const slots = availableSlots({ ...ordinaryDay, now, serviceDurationMinutes: 30, providers: [provider(1)], bookings: [] });
    for (const time of ['9:00 AM', '9:30 AM', '10:00 AM']) {
      expect(slotAt(slots, time)).toMatchObject({ available: false, providerIds: [] });
    }
    expect(availableTimes(slots)).toEqual(gridLabels.slice(3));
  });

  it('makes a slot starting exactly now unavailable', () => {
    const now = new Date('2027-06-15T14:30:00Z'); // 10:30 AM in Toronto
    const slots = availableSlots({ ...ordinaryDay, now, serviceDurationMinutes: 30, providers: [provider(1)], bookings: [] });
    expect(slotAt(slots, '10:30 AM').available).toBe(false);
    expect(slotAt(slots, '11:00 AM').available).toBe(true);
  });

  it('offers no start sooner than the minimum notice (issue 14)', () => {
    const now = new Date('2027-06-15T14:10:00Z'); // 10:10 AM in Toronto: two hours on is 12:10 PM
    const slots = availableSlots({ ...ordinaryDay, now, minNoticeMinutes: 120, serviceDurationMinutes: 30, providers: [provider(1)], bookings: [] });
    expect(availableTimes(slots)[0]).toBe('12:30 PM');
    expect(slotAt(slots, '12:00 PM')).toMatchObject({ available: false, providerIds: [] });
  });

  it('makes every slot of a past day unavailable', () => {
    const now = new Date('2027-06-16T12:00:00Z');
    const slots = availableSlots({ ...ordinaryDay, now, serviceDurationMinutes: 30, providers: [provider(1)], bookings: [] });
    expect(availableTimes(slots)).toEqual([]);
  });

  describe('with a booking from 9:30 to 10:00 AM', () => {
    const bookings = [booking(1, '2027-06-15T13:30:00Z', '2027-06-15T14:00:00Z')];

    it('blocks only 9:30 AM for a 30-minute service', () => {
      const slots = availableSlots({ ...ordinaryDay, serviceDurationMinutes: 30, providers: [provider(1)], bookings });
      expect(availableTimes(slots)).toEqual(gridLabels.filter((time) => time !== '9:30 AM'));
    });

    it('blocks 9:00 and 9:30 AM for a 60-minute service', () => {
      const slots = availableSlots({ ...ordinaryDay, serviceDurationMinutes: 60, providers: [provider(1)], bookings });
      expect(slotAt(slots, '9:00 AM').available).toBe(false);
      expect(slotAt(slots, '9:30 AM').available).toBe(false);
      expect(slotAt(slots, '10:00 AM').available).toBe(true);
    });
  });

  it('lets a provider who stops at 5:00 PM take 4:30 PM only for a service that fits', () => {
    const thirty = availableSlots({ ...ordinaryDay, serviceDurationMinutes: 30, providers: [provider(1)], bookings: [] });
    const sixty = availableSlots({ ...ordinaryDay, serviceDurationMinutes: 60, providers: [provider(1)], bookings: [] });
    expect(slotAt(thirty, '4:30 PM').available).toBe(true);
    expect(sixty.map((slot) => slot.time)).not.toContain('4:30 PM');
    expect(slotAt(sixty, '4:00 PM').available).toBe(true);
  });

  it('respects a provider’s start of day', () => {
    const slots = availableSlots({ ...ordinaryDay, serviceDurationMinutes: 30, providers: [provider(1, 10 * 60)], bookings: [] });
    expect(slots.map((slot) => slot.time)).toEqual(gridLabels.slice(2));
    expect(availableTimes(slots)).toEqual(gridLabels.slice(2));
  });

  it('keeps a slot available while one of two providers is free, and says who', () => {
    const bookings = [
      booking(1, '2027-06-15T13:00:00Z', '2027-06-15T13:30:00Z'), // provider 1 at 9:00 AM
      booking(1, '2027-06-15T14:00:00Z', '2027-06-15T14:30:00Z'), // both at 10:00 AM
      booking(2, '2027-06-15T14:00:00Z', '2027-06-15T14:30:00Z'),
    ];
    const slots = availableSlots({ ...ordinaryDay, serviceDurationMinutes: 30, providers: [provider(1), provider(2)], bookings });
    expect(slotAt(slots, '9:00 AM')).toMatchObject({ available: true, providerIds: [2] });
    expect(slotAt(slots, '9:30 AM')).toMatchObject({ available: true, providerIds: [1, 2] });
    expect(slotAt(slots, '10:00 AM')).toMatchObject({ available: false, providerIds: [] });
  });

  it('ignores bookings of providers who were not passed in', () => {
    const bookings = [booking(7, '2027-06-15T13:00:00Z', '2027-06-15T21:00:00Z')];
    const slots = availableSlots({ ...ordinaryDay, serviceDurationMinutes: 30, providers: [provider(1)], bookings });
    expect(availableTimes(slots)).toEqual(gridLabels);
  });

  it('offers nothing on a weekday nobody works', () => {
    const weekdaysOnly: ProviderSchedule = {
      id: 1,
      workingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 })),
    };
    const sunday = availableSlots({ ...ordinaryDay, date: '2027-03-14', now: new Date('2027-03-01T12:00:00Z'), serviceDurationMinutes: 30, providers: [weekdaysOnly], bookings: [] });
    expect(sunday).toEqual([]);
    const tuesday = availableSlots({ ...ordinaryDay, serviceDurationMinutes: 30, providers: [weekdaysOnly], bookings: [] });
    expect(availableTimes(tuesday)).toEqual(gridLabels);
  });

  it('offers nothing when no provider offers the service', () => {
    const slots = availableSlots({ ...ordinaryDay, serviceDurationMinutes: 30, providers: [], bookings: [] });
    expect(availableTimes(slots)).toEqual([]);
  });

  it('refuses an invalid date or duration', () => {
    const base = { ...ordinaryDay, providers: [provider(1)], bookings: [] };
    expect(() => availableSlots({ ...base, date: '2027-02-30', serviceDurationMinutes: 30 })).toThrow(RangeError);
    expect(() => availableSlots({ ...base, serviceDurationMinutes: 0 })).toThrow(RangeError);
  });

  it('never offers a provider who has an overlapping booking, and offers every one who has none', () => {
    const date = '2027-11-07'; // fall-back day: the hardest one for instants
    const dayStart = Date.parse('2027-11-07T04:00:00Z');
    const arbitraryBooking = fc.record({
      providerId: fc.integer({ min: 1, max: 3 }),
      startMinute: fc.integer({ min: 0, max: 25 * 60 }),
      durationMinutes: fc.integer({ min: 1, max: 180 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryBooking, { maxLength: 12 }),
        fc.constantFrom(30, 45, 60, 90),
        (raw, serviceDurationMinutes) => {
          const bookings = raw.map(({ providerId, startMinute, durationMinutes }) => ({
            providerId,
            startsAt: new Date(dayStart + startMinute * 60_000),
            endsAt: new Date(dayStart + (startMinute + durationMinutes) * 60_000),
          }));
          const providers = [provider(1), provider(2), provider(3, 12 * 60, 16 * 60)];
          const slots = availableSlots({ date, now: new Date('2027-11-01T12:00:00Z'), timeZone: toronto, serviceDurationMinutes, slotStepMinutes: 15, providers, bookings });
          for (const slot of slots) {
            const overlapping = (id: number) =>
              bookings.some((b) => b.providerId === id && b.startsAt < slot.endsAt && slot.startsAt < b.endsAt);
            expect(slot.available).toBe(slot.providerIds.length > 0);
            for (const id of slot.providerIds) expect(overlapping(id)).toBe(false);
            for (const { id, workingHours } of providers) {
              const works = workingHours.some(
                (hours) => hours.weekday === 0 && hours.startMinute <= slot.minutes && slot.minutes + serviceDurationMinutes <= hours.endMinute,
              );
              expect(slot.providerIds.includes(id)).toBe(works && !overlapping(id));
            }
          }
        },
      ),
    );
  });
});

describe('chooseProvider', () => {
  const longServing = { id: 3, createdAt: new Date('2025-01-01T00:00:00Z') };
  const newer = { id: 1, createdAt: new Date('2026-06-01T00:00:00Z') };
  const sameDayHigherId = { id: 4, createdAt: new Date('2025-01-01T00:00:00Z') };

  it('picks the provider with the fewest bookings that day', () => {
    expect(chooseProvider({ candidates: [longServing, newer], bookingsThatDay: new Map([[3, 2], [1, 1]]) })).toBe(1);
    expect(chooseProvider({ candidates: [longServing, newer], bookingsThatDay: { 3: 1 } })).toBe(1);
  });

  it('then the longest-serving', () => {
    expect(chooseProvider({ candidates: [newer, longServing], bookingsThatDay: { 1: 2, 3: 2 } })).toBe(3);
    expect(chooseProvider({ candidates: [newer, longServing], bookingsThatDay: new Map() })).toBe(3);
  });

  it('then the lowest id', () => {
    expect(chooseProvider({ candidates: [sameDayHigherId, longServing], bookingsThatDay: {} })).toBe(3);
  });

  it('gives undefined when nobody is free', () => {
    expect(chooseProvider({ candidates: [], bookingsThatDay: {} })).toBeUndefined();
  });

  it('leaves the candidates in their order', () => {
    const candidates = [newer, longServing];
    chooseProvider({ candidates, bookingsThatDay: {} });
    expect(candidates).toEqual([newer, longServing]);
  });
});
