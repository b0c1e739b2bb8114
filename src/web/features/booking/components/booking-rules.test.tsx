import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import type { Appointment, AvailabilityResponse } from '@shared/contracts/booking';
import type { BookingRules } from '@shared/contracts/booking-rules';
import { addDaysToDate, todayInZone, zonedDateTimeToInstant } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import { AppointmentCard } from '@web/features/booking/components/appointment-card';
import { SlotPicker } from '@web/features/booking/components/slot-picker';
import { queryKeys } from '@web/lib/query-keys';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

/**
 * The booking rules on screen (issue 14), from the owner's settings: what the server
 * would refuse is not offered, and the screen says why, with the shop's phone number.
 */
const rules: BookingRules = { minNoticeMinutes: 120, cancelWindowMinutes: 1440 };
const { timeZone } = siteConfig;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

function withCache(seed: (client: QueryClient) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.bookingRules, rules);
  seed(queryClient);
  return queryClient;
}

function appointment(startsAt: Date, status: Appointment['status'] = 'Confirmed'): Appointment {
  return {
    id: '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    service: { id: 'test-grooming', name: 'Test Grooming Service', description: '', duration: '30 minutes', petTypes: ['Dog'] },
    petId: null,
    petName: 'Biscuit',
    petType: 'Dog',
    petAge: '2 years',
    petBreed: 'Beagle',
    date: todayInZone(startsAt, timeZone),
    time: '10:00 AM',
    priceCents: 2500,
    specialInstructions: null,
    status,
    providerName: 'Pet Haven Care Team',
    createdAt: new Date().toISOString(),
    updatedAt: null,
    startsAt: startsAt.toISOString(),
  } as Appointment;
}

describe('the minimum notice in the slot picker', () => {
  it('says why the times sooner than it are crossed out, and whom to call', async () => {
    const date = addDaysToDate(todayInZone(new Date(), timeZone), 1);
    // One time an hour from now (too soon), one a day on (free).
    const availability: AvailabilityResponse = {
      date,
      timeZone,
      slots: [
        { time: '9:00 AM', startsAt: hoursFromNow(1).toISOString(), available: false },
        { time: '9:30 AM', startsAt: hoursFromNow(30).toISOString(), available: true },
      ],
    };
    const queryClient = withCache((client) =>
      client.setQueryData([...queryKeys.availability, 'test-grooming', date], availability, { updatedAt: Date.now() + 60_000 }),
    );
    renderScreen(<SlotPicker serviceId="test-grooming" date={date} selected="" onSelect={() => {}} />, { queryClient });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Online booking needs at least 2 hours' notice. For a sooner time, please call us at (905) 555-0142.",
    );
    await expectNoAxeViolations();
  });

  it('says nothing when no time is held back by it', async () => {
    const date = addDaysToDate(todayInZone(new Date(), timeZone), 5);
    const availability: AvailabilityResponse = {
      date,
      timeZone,
      slots: [{ time: '9:00 AM', startsAt: zonedDateTimeToInstant(date, 9 * 60, timeZone).toISOString(), available: false }],
    };
    const queryClient = withCache((client) =>
      client.setQueryData([...queryKeys.availability, 'test-grooming', date], availability, { updatedAt: Date.now() + 60_000 }),
    );
    renderScreen(<SlotPicker serviceId="test-grooming" date={date} selected="" onSelect={() => {}} />, { queryClient });
    await screen.findByRole('group');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("an appointment's Reschedule and Cancel", () => {
  const render = (booked: Appointment) =>
    renderScreen(<AppointmentCard appointment={booked} onAnnounce={() => {}} />, { queryClient: withCache(() => {}) });

  it('are offered more than the window ahead', async () => {
    render(appointment(hoursFromNow(48)));
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('button', { name: /^Reschedule/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Cancel/ })).toBeTruthy();
  });

  it('give way, inside the cancellation window, to the rule and the shop’s phone number', async () => {
    render(appointment(hoursFromNow(5)));
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card.textContent).toContain(
      'This appointment starts within 24 hours, so it can no longer be cancelled or rescheduled online. Please call us at (905) 555-0142.',
    );
    await expectNoAxeViolations();
  });

  it('give way, once it has started, to saying it is in the past', async () => {
    render(appointment(hoursFromNow(-1)));
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card.textContent).toContain('This appointment is in the past, so it can no longer be cancelled or rescheduled.');
  });
});

describe('a visit awaiting its deposit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('may be cancelled at once, after a confirm, by the ordinary cancel', async () => {
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return Response.json({ ...awaiting, status: 'Cancelled', deposit: { ...awaiting.deposit, state: 'released' } });
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const awaiting = {
      ...appointment(hoursFromNow(48), 'Awaiting deposit'),
      deposit: { state: 'awaiting', subtotalCents: 1000, taxCents: 130, totalCents: 1130, holdUntil: hoursFromNow(0.25).toISOString(), cancelWindowMinutes: 1440, refundableOnCancel: false },
    } as Appointment;
    const announce = vi.fn();
    const { user } = renderScreen(<AppointmentCard appointment={awaiting} onAnnounce={announce} />, { queryClient: withCache(() => {}) });
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: /^Cancel/ }));
    await vi.waitFor(() => expect(announce).toHaveBeenCalled());
    expect(sent).toContain(`POST /api/appointments/${awaiting.id}/cancel`);
    await expectNoAxeViolations();
  });
});
