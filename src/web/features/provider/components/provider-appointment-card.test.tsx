import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { act } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import type { ProviderAppointment, ProviderAppointmentPage, ProviderDashboardResponse } from '@shared/contracts/providers';
import type { ReportCard } from '@shared/contracts/report-cards';
import { todayInZone } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import { providerAppointmentsQueryKey } from '@web/features/provider/api/get-provider-appointments';
import { providerDashboardQueryKey } from '@web/features/provider/api/get-provider-dashboard';
import { providerMeQueryKey } from '@web/features/provider/api/get-provider-me';
import { RequireProvider } from '@web/features/provider/components/require-provider';
import { ProviderAppointmentsRoute } from '@web/routes/provider-appointments';
import { ProviderDashboardRoute } from '@web/routes/provider-dashboard';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';
import { i18n, loadEveryLanguage } from '@web/lib/i18n';

const appointment = (overrides: Partial<ProviderAppointment> & Pick<ProviderAppointment, 'id' | 'petName' | 'startsAt'>): ProviderAppointment => ({
  date: todayInZone(new Date(overrides.startsAt), siteConfig.timeZone),
  time: '10:30 AM',
  petType: 'Dog',
  petBreed: 'Boxer',
  petAge: '4 years',
  specialInstructions: null,
  status: 'Confirmed',
  serviceName: 'Test Grooming Service',
  ownerName: 'Jordan Customer',
  reassignedToYou: false,
  ...overrides,
});

const HOUR = 60 * 60 * 1000;
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** Monday 15 March 2027 and the days after it (EDT: 14:30 UTC is 10:30 AM in the shop). */
const agenda: ProviderDashboardResponse = {
  today: '2027-03-15',
  todayAppointments: [
    appointment({ id: uuid(1), petName: 'Biscuit', startsAt: '2027-03-15T14:30:00.000Z', specialInstructions: 'Nervous with clippers.' }),
  ],
  weekAppointments: [
    appointment({ id: uuid(2), petName: 'Mochi', petType: 'Cat', petBreed: 'Not specified', petAge: '3 years', startsAt: '2027-03-17T13:00:00.000Z', reassignedToYou: true }),
    appointment({ id: uuid(3), petName: 'Rex', startsAt: '2027-03-17T18:00:00.000Z', serviceName: 'Wellness Exam' }),
    appointment({ id: uuid(4), petName: 'Nibbles', petType: 'Small Pet', startsAt: '2027-03-19T14:00:00.000Z' }),
  ],
  counts: { today: 1, week: 3 },
};

/** The provider's list now: one coming up, one started and not marked yet, one done. */
const upcoming = appointment({ id: uuid(5), petName: 'Biscuit', startsAt: new Date(Date.now() + 72 * HOUR).toISOString() });
const started = appointment({ id: uuid(6), petName: 'Mochi', petType: 'Cat', startsAt: new Date(Date.now() - 2 * HOUR).toISOString() });
const done = appointment({ id: uuid(7), petName: 'Rex', status: 'Completed', startsAt: new Date(Date.now() - 48 * HOUR).toISOString() });

/** A card as the server answers it, for the visit `appointmentId` (Rex's, done two days ago). */
const writtenCardOf = (appointmentId: string): ReportCard => ({
  id: '00000000-0000-4000-8000-000000000a01',
  appointmentId,
  petName: 'Rex',
  serviceName: 'Test Grooming Service',
  visitStartsAt: '2027-03-13T14:00:00.000Z',
  providerName: 'Fran First',
  note: 'Calm and happy.',
  checks: ['Ears cleaned'],
  photos: [`/media/${'a'.repeat(64)}.png`],
  writtenAt: '2027-03-13T15:00:00.000Z',
});

/** The provider area as the router has it, the server's answers already in (and fresh: both ask again on every visit). */
function renderProviderArea(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fresh = { updatedAt: Date.now() + 60_000 };
  queryClient.setQueryData(providerMeQueryKey, { providerId: 1, displayName: 'Fran First' });
  queryClient.setQueryData(providerDashboardQueryKey, agenda, fresh);
  const page: ProviderAppointmentPage = { appointments: [upcoming, started, done], nextCursor: null, nextIsOlder: false };
  queryClient.setQueryData(providerAppointmentsQueryKey, { pages: [page], pageParams: [undefined] }, fresh);
  return renderScreen(
    <Routes>
      <Route element={<RequireProvider />}>
        <Route path="provider-dashboard" element={<ProviderDashboardRoute />} />
        <Route path="provider-appointments" element={<ProviderAppointmentsRoute />} />
      </Route>
    </Routes>,
    { path, queryClient },
  );
}

/** The API's answer to a status change. */
function answerChange(response: () => Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(response);
}

const card = (petName: string) => screen.getByRole('article', { name: petName });
const buttonsOf = (petName: string) => within(card(petName)).queryAllByRole('button').map((button) => button.textContent);

afterEach(() => vi.restoreAllMocks());

describe("the provider's agenda (provider dashboard)", () => {
  it("lists today's appointments and the coming week's by day, with what the provider needs to prepare", async () => {
    renderProviderArea('/provider-dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome, Fran First. Here is your day and the week ahead.')).toBeTruthy();
    expect(screen.getByText('Confirmed today').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('Confirmed in the next 7 days').nextElementSibling?.textContent).toBe('3');

    const today = screen.getByRole('region', { name: /^Today/ });
    expect(within(today).getByRole('heading', { level: 2 }).textContent).toContain('Monday, March 15, 2027');
    const [biscuit] = within(today).getAllByRole('listitem');
    expect(biscuit!.textContent).toContain('10:30 AM');
    expect(biscuit!.textContent).toContain('Biscuit');
    expect(biscuit!.textContent).toContain('Dog · Boxer · 4 years');
    expect(biscuit!.textContent).toContain('Test Grooming Service');
    expect(biscuit!.textContent).toContain('Jordan Customer');
    expect(biscuit!.textContent).toContain('Nervous with clippers.');

    const week = screen.getByRole('region', { name: 'The Coming Week' });
    expect(within(week).getAllByRole('heading', { level: 3 }).map((day) => day.textContent)).toEqual(['Wednesday, March 17, 2027', 'Friday, March 19, 2027']);
    const wednesday = within(screen.getByRole('region', { name: 'Wednesday, March 17, 2027' })).getAllByRole('listitem');
    expect(wednesday.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Mochi', 'Rex']);
    expect(wednesday[0]!.textContent).toContain('Cat · Not specified · 3 years');
    expect(wednesday[0]!.textContent).toContain('Reassigned to you');
    expect(wednesday[1]!.textContent).toContain('2:00 PM');
    expect(wednesday[1]!.textContent).not.toContain('Reassigned to you');
    await expectNoAxeViolations();
  });

  it("offers to read the card of a visit done today, loaded when asked", async () => {
    const doneToday = { ...agenda.todayAppointments[0]!, status: 'Completed' as const, reportCardWritten: true as const };
    const day = { ...agenda, todayAppointments: [doneToday] };
    const cardUrl = `/api/appointments/${uuid(1)}/report-card`;
    const fetches = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === cardUrl ? Response.json({ ...writtenCardOf(uuid(1)), petName: 'Biscuit', note: 'Biscuit was a star.' }) : Response.json(day),
    );
    const cardReads = () => fetches.mock.calls.filter(([input]) => String(input) === cardUrl).length;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(providerMeQueryKey, { providerId: 1, displayName: 'Fran First' });
    queryClient.setQueryData(providerDashboardQueryKey, day, { updatedAt: Date.now() + 60_000 });
    const { user } = renderScreen(
      <Routes>
        <Route element={<RequireProvider />}>
          <Route path="provider-dashboard" element={<ProviderDashboardRoute />} />
        </Route>
      </Routes>,
      { path: '/provider-dashboard', queryClient },
    );
    const today = screen.getByRole('region', { name: /^Today/ });
    expect(cardReads()).toBe(0);
    await user.click(within(today).getByRole('button', { name: 'Read the report card' }));
    expect(cardReads()).toBe(1);
    expect((await within(today).findByRole('article')).textContent).toContain('Biscuit was a star.');
    await expectNoAxeViolations();
  });

  it('leads to all their appointments, each with its pet, service and status', async () => {
    const { user } = renderProviderArea('/provider-dashboard');
    await user.click(screen.getByRole('link', { name: 'All appointments' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeTruthy();
    const petsIn = (section: string) => within(screen.getByRole('region', { name: section })).getAllByRole('heading', { level: 3 }).map((pet) => pet.textContent);
    expect(petsIn('Upcoming')).toEqual(['Biscuit']);
    expect(petsIn('Past')).toEqual(['Mochi', 'Rex']);

    expect(card('Biscuit').textContent).toContain('Test Grooming Service');
    expect(card('Biscuit').textContent).toContain('Owner: Jordan Customer');
    // A Confirmed one can be completed or cancelled; once it has started, marked a no-show too; a finished one only gets its report card.
    expect(buttonsOf('Biscuit')).toEqual(['Mark as Completed', 'Cancel']);
    expect(buttonsOf('Mochi')).toEqual(['Mark as Completed', 'Mark as No-show', 'Cancel']);
    expect(buttonsOf('Rex')).toEqual(['Write report card']);
    expect(card('Rex').textContent).toContain('Completed');
    await expectNoAxeViolations();
  });
});

describe("the provider's appointment actions (spec §2, §4: the list updates after the write)", () => {
  it('cancels only after the spec\'s confirm prompt, then shows the new status and says the owner was emailed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    let answer!: (response: Response) => void;
    const sent = answerChange(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderProviderArea('/provider-appointments');

    await user.click(within(card('Biscuit')).getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel this appointment?');
    expect(sent).not.toHaveBeenCalled();

    await user.click(within(card('Biscuit')).getByRole('button', { name: 'Cancel' }));
    const [url, init] = sent.mock.calls[0]!;
    expect([url, init?.method]).toEqual([`/api/provider/appointments/${upcoming.id}/cancel`, 'POST']);
    expect(within(card('Biscuit')).getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    // Only that card waits for its answer.
    expect((within(card('Mochi')).getByRole('button', { name: 'Mark as Completed' }) as HTMLButtonElement).disabled).toBe(false);

    await act(async () => answer(Response.json({ ...upcoming, status: 'Cancelled' })));
    await vi.waitFor(() => expect(buttonsOf('Biscuit')).toEqual([]));
    expect(within(card('Biscuit')).getByRole('status').textContent).toBe('Cancelled. The owner has been emailed.');
    expect(card('Biscuit').textContent).toContain('Cancelled');
    expect(document.activeElement).toBe(within(card('Biscuit')).getByRole('heading', { name: 'Biscuit' }));
  });

  it("marks a started appointment a no-show, and shows the server's words when it refuses a change", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerChange(async () => Response.json({ ...started, status: 'No-show' }));
    const { user } = renderProviderArea('/provider-appointments');
    await user.click(within(card('Mochi')).getByRole('button', { name: 'Mark as No-show' }));
    expect(await within(card('Mochi')).findByText('Marked as a no-show.')).toBeTruthy();
    expect(buttonsOf('Mochi')).toEqual([]);

    vi.mocked(globalThis.fetch).mockImplementation(async () =>
      Response.json({ error: { code: 'NOT_STARTED', message: 'This appointment has not started yet.' } }, { status: 409 }),
    );
    await user.click(within(card('Biscuit')).getByRole('button', { name: 'Mark as Completed' }));
    expect((await within(card('Biscuit')).findByRole('alert')).textContent).toBe('This appointment has not started yet.');
    expect(buttonsOf('Biscuit')).toEqual(['Mark as Completed', 'Cancel']);
  });
});

describe('the report card of a Completed visit (issue 29)', () => {
  const checks = [
    { id: uuid(8), labelEn: 'Nails trimmed', labelFr: 'Griffes taillées' },
    { id: uuid(9), labelEn: 'Ears cleaned', labelFr: 'Oreilles nettoyées' },
  ];
  const writtenCard: ReportCard = writtenCardOf(done.id);
  const picture = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

  it('is written with a note, the owner’s checks and photos, refused past 4 photos, and sent once however often Send is pressed', async () => {
    let answerCard: (response: Response) => void = () => {};
    const requests: Array<{ url: string; method: string; body: unknown }> = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      requests.push({ url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      if (url === '/api/provider/report-card-checks') return Response.json({ checks });
      if (url === '/api/provider/report-card-photos') return Response.json({ src: `/media/${'a'.repeat(64)}.png`, contentType: 'image/png', byteSize: 4 }, { status: 201 });
      return new Promise<Response>((resolve) => (answerCard = resolve));
    });
    const { user } = renderProviderArea('/provider-appointments');
    await user.click(within(card('Rex')).getByRole('button', { name: 'Write report card' }));
    expect(within(card('Rex')).getByRole('button', { name: 'Write report card' }).getAttribute('aria-expanded')).toBe('true');
    const form = within(card('Rex')).getByRole('form', { name: "Rex's report card" });
    await user.click(await within(form).findByRole('checkbox', { name: 'Ears cleaned' }));
    await user.type(within(form).getByLabelText('Note for the customer'), 'Calm and happy.');

    await user.upload(within(form).getByLabelText('Photos'), [1, 2, 3, 4, 5].map((n) => picture(`rex-${n}.png`)));
    await user.click(within(form).getByRole('button', { name: 'Send report card' }));
    expect(within(form).getByText('A report card holds at most 4 photos.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Photos'));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.upload(within(form).getByLabelText('Photos'), [picture('rex.png')]);
    await user.click(within(form).getByRole('button', { name: 'Send report card' }));
    await vi.waitFor(() => expect(within(form).getByRole('button', { name: 'Sending…' })).toBeTruthy());
    await user.click(within(form).getByRole('button', { name: 'Sending…' }));
    const sent = requests.filter((request) => request.url.endsWith('/report-card'));
    expect(sent).toEqual([
      { url: `/api/provider/appointments/${done.id}/report-card`, method: 'POST', body: { note: 'Calm and happy.', checkIds: [uuid(9)], photos: [`/media/${'a'.repeat(64)}.png`] } },
    ]);

    await act(async () => answerCard(Response.json(writtenCard, { status: 201 })));
    await vi.waitFor(() => expect(within(card('Rex')).getByRole('status').textContent).toBe('Report card sent: the customer is told their pet is ready for pickup.'));
    expect(buttonsOf('Rex')).toEqual(['Read the report card']);
    expect(document.activeElement).toBe(within(card('Rex')).getByRole('heading', { name: 'Rex' }));
    await expectNoAxeViolations(card('Rex'));

    // The card just sent reads as the server answered it, with no second request.
    const before = requests.length;
    await user.click(within(card('Rex')).getByRole('button', { name: 'Read the report card' }));
    const shown = within(card('Rex')).getByRole('article', { name: 'Test Grooming Service, March 13, 2027' });
    expect(shown.textContent).toContain('Calm and happy.');
    expect(within(shown).getByText('Ears cleaned').tagName).toBe('LI');
    expect(requests.length).toBe(before);
  });

  it('is read again on a visit that has one, loaded when asked for, in English and in French, and a failed read can be tried again', async () => {
    const written = { ...done, reportCardWritten: true as const };
    const answers: Array<() => Response> = [
      () => Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }),
      () => Response.json(writtenCard),
    ];
    const fetches = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answers.shift()!());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const page: ProviderAppointmentPage = { appointments: [written], nextCursor: null, nextIsOlder: false };
    queryClient.setQueryData(providerMeQueryKey, { providerId: 1, displayName: 'Fran First' });
    queryClient.setQueryData(providerAppointmentsQueryKey, { pages: [page], pageParams: [undefined] }, { updatedAt: Date.now() + 60_000 });
    const { user } = renderScreen(
      <Routes>
        <Route element={<RequireProvider />}>
          <Route path="provider-appointments" element={<ProviderAppointmentsRoute />} />
        </Route>
      </Routes>,
      { path: '/provider-appointments', queryClient },
    );
    expect(fetches).not.toHaveBeenCalled();
    expect(card('Rex').textContent).toContain('Report card sent.');
    const read = within(card('Rex')).getByRole('button', { name: 'Read the report card' });
    expect(read.getAttribute('aria-expanded')).toBe('false');
    await user.click(read);
    expect(read.getAttribute('aria-expanded')).toBe('true');
    expect(String(fetches.mock.calls[0]![0])).toBe(`/api/appointments/${done.id}/report-card`);
    const failed = await within(card('Rex')).findByRole('alert');
    expect(failed.textContent).toContain("We couldn't load the report card. Please try again.");
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    const shown = await within(card('Rex')).findByRole('article', { name: 'Test Grooming Service, March 13, 2027' });
    expect(shown.textContent).toContain('By Fran First');
    expect(shown.textContent).toContain('Calm and happy.');
    expect(within(shown).getByRole('heading', { level: 5, name: 'Done' })).toBeTruthy();
    expect(within(shown).getByRole('img', { name: 'Photo 1 of Rex' }).getAttribute('src')).toBe(writtenCard.photos[0]);
    await expectNoAxeViolations();

    await loadEveryLanguage();
    await act(async () => i18n.activate('fr-CA'));
    try {
      expect(within(card('Rex')).getByRole('button', { name: 'Lire la fiche de visite' })).toBeTruthy();
      expect(within(card('Rex')).getByRole('img', { name: 'Photo 1 de Rex' })).toBeTruthy();
      await expectNoAxeViolations();
    } finally {
      await act(async () => i18n.activate('en-CA'));
    }
  });
});
