import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { act } from '@testing-library/react';
import { BookVisitForm } from '@web/features/console-appointments/components/book-visit-form';
import { i18n, loadEveryLanguage } from '@web/lib/i18n';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

/**
 * The owner's booking form in the appointment book (issue 29 item 1): a customer found by
 * name, their pet, a service, a free time the server offers, a repeat previewed with a
 * taken visit resolved, and the one request that books them, with the server's refusal
 * shown in its words.
 */

const PET = '22222222-2222-4222-8222-222222222222';
const choices = {
  services: [{ id: 'test-grooming', name: 'Test Grooming Service' }],
  providers: [{ id: 1, displayName: 'Fran First' }],
};

type Sent = { url: string; method: string; body: unknown };
function answer(respond: (request: Sent) => Response | undefined) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = { url: String(input), method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    sent.push(request);
    const custom = respond(request);
    if (custom) return custom;
    if (request.url.startsWith('/api/console/customers?')) {
      return Response.json({ customers: [{ id: 'cust-1', name: 'Jordan Customer', email: 'jordan@example.com', joined: '2026-01-01T00:00:00.000Z', roles: [], petCount: 1, upcomingAppointmentCount: 0, paidOrderCount: 0, lastActiveAt: null }], nextBefore: null });
    }
    if (request.url.startsWith('/api/console/customers/cust-1')) {
      return Response.json({ pets: [{ id: PET, name: 'Biscuit', type: 'Dog', age: '2 years', breed: 'Beagle', size: null, coat: null, weightKg: null, notes: [], vaccinations: [] }] });
    }
    if (request.url.startsWith('/api/console/bookings/free-times')) {
      return Response.json({
        date: '2027-03-22',
        timeZone: 'America/Toronto',
        terms: { durationMinutes: 30, duration: '30 minutes', priceCents: 2500 },
        slots: [
          { time: '9:00 AM', startsAt: '2027-03-22T13:00:00.000Z', available: true },
          { time: '10:00 AM', startsAt: '2027-03-22T14:00:00.000Z', available: true },
        ],
      });
    }
    if (request.url === '/api/console/bookings/preview') {
      return Response.json({
        terms: { durationMinutes: 30, duration: '30 minutes', priceCents: 2500 },
        visits: [
          { date: '2027-03-22', time: '10:00 AM', startsAt: '2027-03-22T14:00:00.000Z', available: true, alternatives: [] },
          {
            date: '2027-05-03',
            time: '10:00 AM',
            startsAt: '2027-05-03T14:00:00.000Z',
            available: false,
            alternatives: [
              { date: '2027-05-03', time: '10:30 AM', startsAt: '2027-05-03T14:30:00.000Z' },
              { date: '2027-05-04', time: '10:00 AM', startsAt: '2027-05-04T14:00:00.000Z' },
            ],
          },
          { date: '2027-06-14', time: '10:00 AM', startsAt: '2027-06-14T14:00:00.000Z', available: true, alternatives: [] },
        ],
      });
    }
    return Response.json({ seriesId: null, appointments: [] }, { status: 201 });
  });
  return sent;
}

function renderForm() {
  const onDone = vi.fn();
  const rendered = renderScreen(<BookVisitForm choices={choices} today="2027-03-10" onDone={onDone} onCancel={() => {}} />);
  return { ...rendered, onDone };
}

async function chooseCustomerPetServiceAndTime(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByRole('searchbox', { name: /Find a customer/ }), 'jor');
  await user.click(await screen.findByRole('radio', { name: 'Jordan Customer (jordan@example.com)' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Pet' }), 'Biscuit');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Test Grooming Service');
  await user.type(screen.getByLabelText('Date'), '2027-03-22');
  await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Time' }).hasAttribute('disabled')).toBe(false));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '10:00 AM');
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => i18n.activate('en-CA'));
});

describe("the owner's booking form", () => {
  it('books a 6-weekly series of 3 for the chosen pet, with the taken visit moved to the time picked in the preview', async () => {
    const sent = answer(({ url }) =>
      url === '/api/console/bookings'
        ? Response.json({ seriesId: '11111111-1111-4111-8111-111111111111', appointments: [{ startsAt: '2027-03-22T14:00:00.000Z' }, {}, {}] }, { status: 201 })
        : undefined,
    );
    const { user, onDone } = renderForm();
    await chooseCustomerPetServiceAndTime(user);
    expect(screen.getByText('For this pet: 30 minutes, $25.00')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Repeat this visit' }));
    const weeks = screen.getByRole('spinbutton', { name: 'Every how many weeks (1 to 12)' });
    await user.clear(weeks);
    await user.type(weeks, '6');
    const count = screen.getByRole('spinbutton', { name: /Number of visits/ });
    await user.clear(count);
    await user.type(count, '3');

    // Booking before the preview is settled asks for it.
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Preview the visits');

    await user.click(screen.getByRole('button', { name: 'Preview the visits' }));
    const list = await screen.findByRole('region', { name: 'The 3 visits' });
    const taken = within(list).getByRole('group', { name: /is taken/ });
    await expectNoAxeViolations();
    await user.click(within(taken).getAllByRole('radio')[0]!);

    await user.click(screen.getByRole('button', { name: 'Book' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const booked = sent.find((request) => request.url === '/api/console/bookings')!;
    expect(booked.method).toBe('POST');
    expect(booked.body).toMatchObject({
      customerId: 'cust-1',
      petId: PET,
      serviceId: 'test-grooming',
      date: '2027-03-22',
      time: '10:00 AM',
      repeat: { everyWeeks: 6, count: 3 },
      visits: [
        { date: '2027-03-22', time: '10:00 AM' },
        { date: '2027-05-03', time: '10:30 AM' },
        { date: '2027-06-14', time: '10:00 AM' },
      ],
    });
    expect(booked.body).not.toHaveProperty('providerId');
    expect(onDone.mock.calls[0]![0]).toMatchObject({ notice: expect.stringMatching(/^Booked 3 visits for Biscuit from .* and emailed the customer\.$/), movedTo: '2027-03-22' });
  });

  it('marks what is missing beside its field, and shows the server\'s words when the time was taken', async () => {
    answer(({ url }) =>
      url === '/api/console/bookings'
        ? Response.json({ error: { code: 'SLOT_TAKEN', message: 'Sorry, that time was just booked by someone else. Please choose another time.' } }, { status: 409 })
        : undefined,
    );
    const { user, onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByText('Choose the customer.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Service' }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();

    await chooseCustomerPetServiceAndTime(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect((await screen.findByRole('alert')).textContent).toContain('that time was just booked by someone else');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('speaks French', async () => {
    answer(() => undefined);
    await loadEveryLanguage();
    act(() => i18n.activate('fr-CA'));
    renderForm();
    expect(screen.getByRole('form', { name: 'Réserver une visite pour un client' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Toute personne disponible' })).toBeTruthy();
  });
});
