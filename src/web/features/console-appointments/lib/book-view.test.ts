import { describe, expect, it } from 'vitest';
import { bookViewParams, readBookView, stepFrom } from './book-view';

const today = '2027-03-10';

describe('the appointment book view in the address', () => {
  it('shows this week from its Monday by default, and a broken date means today', () => {
    expect(readBookView(new URLSearchParams(), today)).toMatchObject({ kind: 'week', from: '2027-03-08', to: '2027-03-14' });
    expect(readBookView(new URLSearchParams('date=2027-02-30'), today)).toMatchObject({ from: '2027-03-08' });
  });

  it('reads a week from any of its days, a day, the filters and the open appointment', () => {
    const week = readBookView(new URLSearchParams('date=2026-11-01&provider=2&service=test-grooming&appointment=abc'), today);
    expect(week).toMatchObject({ kind: 'week', from: '2026-10-26', to: '2026-11-01', providerId: '2', serviceId: 'test-grooming', appointmentId: 'abc' });
    expect(week.days).toHaveLength(7);
    const day = readBookView(new URLSearchParams('view=day&date=2027-03-14'), today);
    expect(day).toMatchObject({ kind: 'day', from: '2027-03-14', to: '2027-03-14', days: ['2027-03-14'] });
  });

  it('steps a week or a day at a time, and writes back only what differs from the default', () => {
    expect(stepFrom({ kind: 'week', from: '2027-03-08' }, 1)).toBe('2027-03-15');
    expect(stepFrom({ kind: 'day', from: '2027-03-01' }, -1)).toBe('2027-02-28');
    expect(bookViewParams({ kind: 'week', from: '2027-03-08', providerId: '', serviceId: 'x', appointmentId: '' })).toEqual({ date: '2027-03-08', service: 'x' });
    expect(bookViewParams({ kind: 'day', from: '2027-03-08', providerId: '3', serviceId: '', appointmentId: 'a' })).toEqual({
      view: 'day',
      date: '2027-03-08',
      provider: '3',
      appointment: 'a',
    });
  });
});
