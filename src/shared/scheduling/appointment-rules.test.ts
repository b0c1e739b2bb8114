import { describe, expect, it } from 'vitest';
import { changeRefusal, closeRefusal } from './appointment-rules';

const now = new Date('2027-03-10T14:00:00Z');
const at = (iso: string) => new Date(iso);

describe('what may happen to an appointment', () => {
  it('moves, reassigns or cancels only a Confirmed one that has not started', () => {
    expect(changeRefusal({ status: 'Confirmed', startsAt: at('2027-03-10T14:00:01Z') }, now)).toBeUndefined();
    expect(changeRefusal({ status: 'Confirmed', startsAt: at('2027-03-10T14:00:00Z') }, now)).toBe('started');
    expect(changeRefusal({ status: 'Confirmed', startsAt: at('2027-03-09T14:00:00Z') }, now)).toBe('started');
    for (const status of ['Cancelled', 'Completed', 'No-show'] as const) {
      expect(changeRefusal({ status, startsAt: at('2027-03-12T14:00:00Z') }, now)).toBe('not-confirmed');
    }
  });

  it('closes as Completed or No-show only a Confirmed one that has started', () => {
    expect(closeRefusal({ status: 'Confirmed', startsAt: at('2027-03-10T14:00:00Z') }, now)).toBeUndefined();
    expect(closeRefusal({ status: 'Confirmed', startsAt: at('2027-03-10T14:30:00Z') }, now)).toBe('not-started');
    expect(closeRefusal({ status: 'No-show', startsAt: at('2027-03-09T14:00:00Z') }, now)).toBe('not-confirmed');
  });
});
