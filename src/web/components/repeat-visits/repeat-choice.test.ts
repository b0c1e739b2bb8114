import { describe, expect, it } from 'vitest';
import type { SeriesPreview } from '@shared/contracts/booking-series';
import { repeatBodyOf, settledVisits } from './repeat-choice';

const at = (date: string, time: string) => ({ date, time, startsAt: `${date}T14:00:00.000Z` });
const preview: SeriesPreview = {
  terms: { durationMinutes: 30, duration: '30 minutes', priceCents: 2500 },
  visits: [
    { ...at('2027-03-12', '10:00 AM'), available: true, alternatives: [] },
    { ...at('2027-03-26', '10:00 AM'), available: false, alternatives: [at('2027-03-26', '9:30 AM'), at('2027-03-27', '10:00 AM')] },
  ],
};

describe('settledVisits', () => {
  it('waits for a pick for every taken visit, then gives the times settled on', () => {
    expect(settledVisits(preview, {})).toBeUndefined();
    expect(settledVisits(preview, { 1: '2027-03-27|10:00 AM' })).toEqual([
      { date: '2027-03-12', time: '10:00 AM' },
      { date: '2027-03-27', time: '10:00 AM' },
    ]);
  });

  it('ignores a pick that is not among the offered times', () => {
    expect(settledVisits(preview, { 1: '2027-03-26|10:00 AM' })).toBeUndefined();
  });
});

describe('repeatBodyOf', () => {
  it('sends the count or the last date chosen, as numbers the server checks', () => {
    expect(repeatBodyOf({ on: true, everyWeeks: '2', end: 'count', count: '4', until: '2027-05-01' })).toEqual({ everyWeeks: 2, count: 4 });
    expect(repeatBodyOf({ on: true, everyWeeks: '3', end: 'until', count: '4', until: '2027-05-01' })).toEqual({ everyWeeks: 3, until: '2027-05-01' });
  });
});
