import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { act, cleanup } from '@testing-library/react';
import { createRef } from 'react';
import type { ConsoleAppointment } from '@shared/contracts/appointment-book';
import type { Appointment } from '@shared/contracts/booking';
import type { ReportCard } from '@shared/contracts/report-cards';
import { AppointmentDetails } from '@web/features/console-appointments/components/appointment-details';
import { i18n, loadEveryLanguage } from '@web/lib/i18n';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

/**
 * The owner's appointment details (issue 29): a visit of a series asks "this visit" or
 * "this and following" before it is cancelled or moved, and sends the choice to the
 * series' own routes; a Completed visit with a card shows it.
 */

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const SERIES = '11111111-1111-4111-8111-111111111111';

const appointment = (overrides: Partial<ConsoleAppointment> = {}): ConsoleAppointment => ({
  id: uuid(1),
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
  seriesId: SERIES,
  ...overrides,
});

const changed = (dates: string[]): { appointments: Array<Partial<Appointment>> } => ({ appointments: dates.map((date) => ({ date, status: 'Cancelled' })) });

type Sent = { url: string; method: string; body: unknown };
function answer(respond: (request: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = { url: String(input), method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    sent.push(request);
    return respond(request);
  });
  return sent;
}

const freeTimes = Response.json.bind(Response, {
  date: '2027-03-15',
  timeZone: 'America/Toronto',
  slots: [
    { time: '11:00 AM', startsAt: '2027-03-15T15:00:00.000Z', available: true },
    { time: '2:00 PM', startsAt: '2027-03-15T18:00:00.000Z', available: true },
  ],
});

function renderDetails(visit: ConsoleAppointment) {
  const onDone = vi.fn();
  const rendered = renderScreen(
    <AppointmentDetails id="details" appointment={visit} today="2027-03-10" headingRef={createRef()} onClose={() => {}} onDone={onDone} />,
  );
  return { ...rendered, onDone };
}

afterEach(() => vi.restoreAllMocks());

describe("the owner's cancel of a visit of a series", () => {
  it('asks this visit or this and following, and cancels the following ones by the series route after the confirm', async () => {
    const sent = answer(({ url }) => (url.endsWith('/cancel-following') ? Response.json(changed(['2027-03-15', '2027-03-29', '2027-04-12'])) : freeTimes()));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, onDone } = renderDetails(appointment());
    expect(screen.getByText('Repeats').nextElementSibling?.textContent).toBe('Part of a series of visits');

    const cancel = screen.getByRole('button', { name: 'Cancel appointment' });
    expect(cancel.getAttribute('aria-expanded')).toBe('false');
    await user.click(cancel);
    expect(cancel.getAttribute('aria-expanded')).toBe('true');
    const choice = screen.getByRole('group', { name: 'Cancel which visits?' });
    expect(within(choice).getAllByRole('button').map((button) => button.textContent)).toEqual(['This visit', 'This and following visits', 'Keep them']);
    await expectNoAxeViolations();

    await user.click(within(choice).getByRole('button', { name: 'This and following visits' }));
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('every later visit of its series'));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(within(choice).getByRole('button', { name: 'This and following visits' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.filter((request) => request.method === 'POST').map(({ url }) => url)).toEqual([`/api/console/appointments/${uuid(1)}/cancel-following`]);
    expect(onDone.mock.calls[0]![0].notice).toMatch(/^3 visits for Biscuit from .* on cancelled\. The customer has been emailed\.$/);
  });

  it('cancels this visit alone by the ordinary cancel, and a single booking asks nothing', async () => {
    const sent = answer(({ url }) => (url.endsWith('/cancel') ? new Response(null, { status: 204 }) : freeTimes()));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, onDone } = renderDetails(appointment());
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'This visit' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.filter((request) => request.method === 'POST').map(({ url }) => url)).toEqual([`/api/console/appointments/${uuid(1)}/cancel`]);
    cleanup();

    const single = renderDetails(appointment({ seriesId: null }));
    expect(screen.queryByText('Repeats')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel appointment' }).hasAttribute('aria-expanded')).toBe(false);
    await single.user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(screen.queryByRole('group', { name: 'Cancel which visits?' })).toBeNull();
    await vi.waitFor(() => expect(single.onDone).toHaveBeenCalled());
  });

  it("shows the server's words when the series cannot be cancelled", async () => {
    answer(({ url }) =>
      url.endsWith('/cancel-following')
        ? Response.json({ error: { code: 'NOT_CONFIRMED', message: 'Only a confirmed appointment can be changed.' } }, { status: 409 })
        : freeTimes(),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, onDone } = renderDetails(appointment());
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'This and following visits' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only a confirmed appointment can be changed.');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("the owner's move of a visit of a series", () => {
  it('moves this visit alone by default, or this and following by the series route', async () => {
    const sent = answer(({ url }) => {
      if (url.endsWith('/reschedule-following')) return Response.json({ appointments: [{ date: '2027-03-15' }, { date: '2027-03-29' }] });
      if (url.endsWith('/reschedule')) return new Response(null, { status: 204 });
      return freeTimes();
    });
    const { user, onDone } = renderDetails(appointment());
    const form = screen.getByRole('form', { name: 'Move to another time' });
    const scope = within(form).getByRole('group', { name: 'Move which visits?' });
    expect((within(scope).getByRole('radio', { name: 'This visit' }) as HTMLInputElement).checked).toBe(true);
    await user.selectOptions(await within(form).findByLabelText('Free time'), '2:00 PM');
    await user.click(within(scope).getByRole('radio', { name: 'This and following visits' }));
    await user.click(within(form).getByRole('button', { name: 'Reschedule' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { url: `/api/console/appointments/${uuid(1)}/reschedule-following`, method: 'POST', body: { date: '2027-03-15', time: '2:00 PM' } },
    ]);
    expect(onDone.mock.calls[0]![0]).toMatchObject({ movedTo: '2027-03-15', notice: expect.stringMatching(/^2 visits for Biscuit moved, the first to .* at 2:00 PM\./) });
    await expectNoAxeViolations();

    await user.click(within(scope).getByRole('radio', { name: 'This visit' }));
    await user.click(within(form).getByRole('button', { name: 'Reschedule' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(sent.filter((request) => request.method === 'POST').at(-1)!.url).toBe(`/api/console/appointments/${uuid(1)}/reschedule`);
  });
});

describe('the report card of a Completed visit in the book', () => {
  const card: ReportCard = {
    id: '22222222-2222-4222-8222-222222222222',
    appointmentId: uuid(1),
    petName: 'Biscuit',
    serviceName: 'Test Grooming Service',
    visitStartsAt: '2027-03-15T14:00:00.000Z',
    providerName: 'Fran First',
    note: 'Biscuit was brave.',
    checks: ['Nails trimmed'],
    photos: [],
    writtenAt: '2027-03-15T15:00:00.000Z',
  };
  const completed = appointment({ status: 'Completed', changeable: false, seriesId: null, reportCardWritten: true });

  it('is shown as the customer was sent it, in English and in French', async () => {
    const sent = answer(() => Response.json(card));
    renderDetails(completed);
    const section = screen.getByRole('region', { name: 'Report card' });
    const shown = await within(section).findByRole('article', { name: 'Test Grooming Service, March 15, 2027' });
    expect(shown.textContent).toContain('Biscuit was brave.');
    expect(shown.textContent).toContain('Nails trimmed');
    expect(sent.map(({ url }) => url)).toEqual([`/api/appointments/${uuid(1)}/report-card`]);
    await expectNoAxeViolations();
    cleanup();

    await loadEveryLanguage();
    i18n.activate('fr-CA');
    try {
      renderDetails(completed);
      const french = screen.getByRole('region', { name: 'Fiche de visite' });
      expect(await within(french).findByText('Biscuit was brave.')).toBeTruthy();
      await expectNoAxeViolations();
    } finally {
      cleanup();
      await act(async () => i18n.activate('en-CA'));
    }
  });

  it('is not asked for on a visit without one', () => {
    const sent = answer(() => Response.json(card));
    renderDetails({ ...completed, reportCardWritten: undefined });
    expect(screen.queryByRole('region', { name: 'Report card' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
