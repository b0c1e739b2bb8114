import { describe, expect, it } from 'vitest';
import type { Appointment } from '@shared/contracts/booking';
import { latestAppointment } from '@web/features/profile/lib/profile-activity';

const booked = (id: string, createdAt: string, date = '2027-01-10') => ({ id, createdAt, date }) as Appointment;

describe('the recent activity', () => {
  it('is the appointment booked last, whatever its date', () => {
    const first = booked('a', '2026-11-01T10:00:00.000Z', '2027-03-01');
    const last = booked('b', '2026-11-02T09:00:00.000Z', '2027-01-01');
    const middle = booked('c', '2026-11-01T23:00:00.000Z', '2027-05-01');
    expect(latestAppointment([first, last, middle])?.id).toBe('b');
    expect(latestAppointment([last, middle, first])?.id).toBe('b');
  });

  it('is nothing before the first booking', () => {
    expect(latestAppointment([])).toBeUndefined();
  });
});
