import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { AvailabilityResponse, Service, ServiceCatalogResponse } from '@shared/contracts/booking';
import type { Pet } from '@shared/contracts/pets';
import { addDaysToDate, todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import { BookingWizard } from '@web/features/booking/components/booking-wizard';
import { queryKeys } from '@web/lib/query-keys';
import { renderScreen } from '@web/test/render';

const grooming: Service = {
  id: 'test-grooming',
  categoryId: 'grooming',
  name: 'Test Grooming Service',
  description: 'A wash, brush and nail trim for your dog.',
  durationMinutes: 30,
  duration: '30 minutes',
  petTypes: ['Dog'],
  priceCents: 2500,
  price: '$25',
};
const catalog: ServiceCatalogResponse = {
  categories: [
    { id: 'grooming', name: 'Grooming', description: 'Baths, trims and tidy-ups.', services: [grooming] },
    { id: 'veterinary', name: 'Veterinary', description: 'Check-ups and vaccinations.', services: [] },
  ],
};
const biscuit: Pet = { id: 'p1', name: 'Biscuit', type: 'Dog', age: '2 years', breed: 'Beagle', createdAt: '2026-01-01T00:00:00.000Z' };
const whiskers: Pet = { id: 'p2', name: 'Whiskers', type: 'Cat', age: '4 years', breed: 'Not specified', createdAt: '2026-01-01T00:00:00.000Z' };
const date = addDaysToDate(todayInZone(new Date(), siteConfig.timeZone), 3);
const availability: AvailabilityResponse = {
  date,
  timeZone: siteConfig.timeZone,
  slots: [
    { time: '9:00 AM', startsAt: `${date}T14:00:00.000Z`, available: false },
    { time: '9:30 AM', startsAt: `${date}T14:30:00.000Z`, available: true },
  ],
};

/** The wizard with the server's answers already in the cache, as after a first visit. */
function renderWizard(pets: Pet[] = [biscuit, whiskers]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['services'], catalog);
  // Slots are always asked for afresh (staleTime 0); this answer counts as just arrived.
  queryClient.setQueryData([...queryKeys.availability, 'test-grooming', date], availability, { updatedAt: Date.now() + 60_000 });
  return renderScreen(<BookingWizard email="sam@example.com" pets={pets} />, { path: '/book-appointment', queryClient });
}

const next = () => screen.getByRole('button', { name: 'Next' });

describe('the booking wizard', () => {
  it('step 1 needs a category and a service, and says when a category is coming soon', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please select a category.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Grooming' }));

    await user.click(screen.getByRole('radio', { name: 'Veterinary' }));
    expect(screen.getByRole('status').textContent).toContain('Veterinary services are coming soon');
    await user.click(screen.getByRole('radio', { name: 'Grooming' }));
    await user.click(next());
    expect(screen.getByText('Please select a service.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Test Grooming Service' }));
    await user.click(next());
    expect(await screen.findByRole('heading', { name: /Step 2 of 3: Pet information/ })).toBeTruthy();
  });

  it('step 2 fills in from a saved pet and blocks a pet type the service does not suit', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: 'Grooming' }));
    await user.click(screen.getByRole('radio', { name: 'Test Grooming Service' }));
    await user.click(next());

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText("Please enter your pet's name.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Dog' }));

    await user.selectOptions(screen.getByLabelText(/Fill in from one of your pets/), 'p2');
    expect((screen.getByLabelText('Pet name') as HTMLInputElement).value).toBe('Whiskers');
    expect(screen.getByRole('alert').textContent).toContain('The selected service is not available for Cat.');
    expect((next() as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(screen.getByLabelText(/Fill in from one of your pets/), 'p1');
    expect((screen.getByLabelText('Breed (optional)') as HTMLInputElement).value).toBe('Beagle');
    await user.click(next());
    expect(await screen.findByRole('heading', { name: /Step 3 of 3: Schedule/ })).toBeTruthy();
  });

  it('step 3 needs a free time, and a booking the network loses says so on the page, keeping the answers', async () => {
    const { user } = renderWizard([]);
    await user.click(await screen.findByRole('radio', { name: 'Grooming' }));
    await user.click(screen.getByRole('radio', { name: 'Test Grooming Service' }));
    await user.click(next());
    await user.click(await screen.findByRole('radio', { name: 'Dog' }));
    await user.type(screen.getByLabelText('Pet name'), 'Biscuit');
    await user.type(screen.getByLabelText('Age'), '2 years');
    await user.click(next());

    await user.type(await screen.findByLabelText('Date'), date);
    const times = await screen.findByRole('group', { name: /Available times/ });
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByText('Please select a time.')).toBeTruthy();
    expect(document.activeElement).toBe(within(times).getByRole('button', { name: '9:00 AM' }));

    await user.click(within(times).getByRole('button', { name: '9:00 AM' }));
    expect(within(times).getByRole('button', { name: '9:00 AM' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(within(times).getByRole('button', { name: '9:30 AM' }));
    await user.type(screen.getByLabelText(/Special instructions/), 'Likes treats');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('Failed to book appointment. Try again.');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(date);
    expect((screen.getByLabelText(/Special instructions/) as HTMLTextAreaElement).value).toBe('Likes treats');
    expect((screen.getByRole('button', { name: 'Confirm Booking' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
