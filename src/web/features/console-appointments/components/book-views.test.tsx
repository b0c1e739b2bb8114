import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { ConsoleAppointment } from '@shared/contracts/appointment-book';
import { DayView } from '@web/features/console-appointments/components/day-view';
import { WeekView } from '@web/features/console-appointments/components/week-view';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const appointment = (overrides: Partial<ConsoleAppointment>): ConsoleAppointment => ({
  id: '00000000-0000-4000-8000-000000000001',
  date: '2027-03-15',
  time: '10:00 AM',
  endTime: '10:30 AM',
  startsAt: '2027-03-15T14:00:00.000Z',
  endsAt: '2027-03-15T14:30:00.000Z',
  status: 'Confirmed',
  provider: { id: 1, displayName: 'Fran First' },
  reassignedAt: null,
  previousProvider: null,
  customer: { name: 'Jordan Customer', email: 'jordan@example.com' },
  pet: { name: 'Biscuit', type: 'Dog' },
  service: { id: 'test-grooming', name: 'Test Grooming Service', durationMinutes: 30 },
  specialInstructions: null,
  changeable: true,
  noShowable: false,
  seriesId: null,
  ...overrides,
});

const biscuit = appointment({});
const mochi = appointment({
  id: '00000000-0000-4000-8000-000000000002',
  date: '2027-03-17',
  startsAt: '2027-03-17T13:00:00.000Z',
  endsAt: '2027-03-17T13:30:00.000Z',
  pet: { name: 'Mochi', type: 'Cat' },
  provider: { id: 2, displayName: 'Sam Second' },
  reassignedAt: '2027-03-10T15:00:00.000Z',
  previousProvider: { id: 1, displayName: 'Fran First' },
  status: 'Cancelled',
});
const week = ['2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18', '2027-03-19', '2027-03-20', '2027-03-21'];

describe('the appointment book views (issue 13)', () => {
  it('shows a week as seven days under their headings, each appointment a button that opens its details', async () => {
    const onOpen = vi.fn();
    const { user } = renderScreen(
      <>
        <WeekView days={week} today="2027-03-17" appointments={[biscuit, mochi]} openId={mochi.id} detailsId="details" onOpen={onOpen} />
        <section id="details" aria-label="Mochi's details" />
      </>,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Monday, March 15, 2027',
      'Tuesday, March 16, 2027',
      'Wednesday, March 17, 2027Today',
      'Thursday, March 18, 2027',
      'Friday, March 19, 2027',
      'Saturday, March 20, 2027',
      'Sunday, March 21, 2027',
    ]);
    const monday = screen.getByRole('region', { name: 'Monday, March 15, 2027' });
    const open = within(monday).getByRole('button', { name: /Biscuit/ });
    expect(open.textContent).toContain('Test Grooming Service');
    expect(open.textContent).toContain('With Fran First');
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(within(screen.getByRole('region', { name: 'Tuesday, March 16, 2027' })).getByText('No appointments.')).toBeTruthy();
    const reassigned = screen.getByRole('button', { name: /Mochi/ });
    expect(reassigned.textContent).toContain('With Sam Second (reassigned)');
    expect(reassigned.textContent).toContain('Cancelled');
    expect([reassigned.getAttribute('aria-expanded'), reassigned.getAttribute('aria-controls')]).toEqual(['true', 'details']);

    await user.click(open);
    expect(onOpen).toHaveBeenCalledWith(biscuit.id);
    await expectNoAxeViolations();
  });

  it('shows a day as a table, the time of each row its header and the way to its details', async () => {
    const onOpen = vi.fn();
    const { user } = renderScreen(
      <>
        <h2 id="day-heading">Monday, March 15, 2027</h2>
        <DayView appointments={[biscuit]} labelledBy="day-heading" openId="" detailsId="details" onOpen={onOpen} />
      </>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Pet', 'Service', 'Provider', 'Customer', 'Status']);
    const row = within(table).getAllByRole('row')[1]!;
    const header = within(row).getByRole('rowheader');
    await user.click(within(header).getByRole('button', { name: /Biscuit/ }));
    expect(onOpen).toHaveBeenCalledWith(biscuit.id);
    expect(row.textContent).toContain('Jordan Customer');
    await expectNoAxeViolations();
  });
});
