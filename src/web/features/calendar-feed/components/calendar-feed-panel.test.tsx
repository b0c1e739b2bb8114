import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import type { CalendarFeedAddress } from '@shared/contracts/calendar-feed';
import { calendarFeedQueryKey } from '@web/features/calendar-feed/api/calendar-feed';
import { CalendarFeedPanel } from '@web/features/calendar-feed/components/calendar-feed-panel';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const address = (token: string): CalendarFeedAddress => ({
  createdAt: '2027-03-10T14:00:00.000Z',
  httpsUrl: `https://pethaven.example/calendar/${token}.ics`,
  webcalUrl: `webcal://pethaven.example/calendar/${token}.ics`,
});

function renderPanel(createdAt: string | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(calendarFeedQueryKey, { createdAt });
  return renderScreen(<CalendarFeedPanel />, { queryClient });
}

const panel = () => screen.getByRole('region', { name: 'Subscribe in your calendar' });

afterEach(() => vi.restoreAllMocks());

describe('Subscribe in your calendar', () => {
  it('makes an address and shows it both ways, with copy buttons, once', async () => {
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(address('first')));
    const { user } = renderPanel(null);
    await user.click(within(panel()).getByRole('button', { name: 'Get my calendar address' }));

    const https = (await within(panel()).findByLabelText('Web address (https)')) as HTMLInputElement;
    expect(https.value).toBe('https://pethaven.example/calendar/first.ics');
    expect((within(panel()).getByLabelText('Address for calendar apps (webcal)') as HTMLInputElement).value).toBe('webcal://pethaven.example/calendar/first.ics');
    expect(within(panel()).getByRole('link', { name: 'Add to my calendar app' }).getAttribute('href')).toBe('webcal://pethaven.example/calendar/first.ics');
    expect(within(panel()).getAllByRole('button', { name: /^Copy/ })).toHaveLength(2);
    expect(within(panel()).getByRole('status').textContent).toContain('It is shown only now.');
    expect(sent.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([['/api/profile/calendar-feed', 'POST']]);
    await expectNoAxeViolations();
  });

  it('replaces an address only once the person confirms', async () => {
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(address('second')));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderPanel('2027-03-01T15:00:00.000Z');
    expect(panel().textContent).toContain('You made your calendar address on Monday, March 1, 2027.');

    await user.click(within(panel()).getByRole('button', { name: 'Replace address' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(sent).not.toHaveBeenCalled();

    await user.click(within(panel()).getByRole('button', { name: 'Replace address' }));
    expect(((await within(panel()).findByLabelText('Web address (https)')) as HTMLInputElement).value).toBe('https://pethaven.example/calendar/second.ics');
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
