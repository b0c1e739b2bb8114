import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import { BookingWizard } from '@web/features/booking/components/booking-wizard';
import { renderScreen } from '@web/test/render';
import { serviceCatalog } from '@web/test/services';

/** The booking funnel's steps (D27): each step reported once per booking, with nothing but its number. */

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the booking wizard’s step reports', () => {
  it('reports each step the first time it is reached, not again on the way back and forth', async () => {
    const beacons: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(['services'], serviceCatalog);
    const { user } = renderScreen(<BookingWizard email="sam@example.com" pets={[]} />, { path: '/book-appointment', queryClient });

    await user.click(await screen.findByRole('radio', { name: 'Grooming' }));
    await user.click(screen.getByRole('radio', { name: 'Test Grooming Service' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: /Step 2 of 3/ });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: /Step 1 of 3/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: /Step 2 of 3/ });

    expect(beacons).toEqual([
      { url: '/api/events', body: { name: 'booking_step', step: 1 } },
      { url: '/api/events', body: { name: 'booking_step', step: 2 } },
    ]);
  });
});
