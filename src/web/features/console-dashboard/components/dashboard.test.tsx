import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import { lastDays } from '@shared/analytics/period';
import type { AnalyticsDashboard, PeriodFigures } from '@shared/contracts/analytics';
import { todayInZone } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import { Dashboard } from '@web/features/console-dashboard/components/dashboard';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const quietPeriod = (from: string, to: string): PeriodFigures => ({
  from,
  to,
  revenueCents: 20_000,
  orders: 4,
  averageOrderCents: 5_000,
  days: [],
  topProducts: [],
  bookingsByService: [{ serviceId: 'test-grooming', name: 'Test Grooming Service', bookings: 5 }],
  bookingsByProvider: [],
  utilisation: { bookedMinutes: 120, workingMinutes: 1_000, percent: 12, providers: [] },
  appointments: { total: 5, confirmed: 5, completed: 0, noShows: 0, cancelled: 0, noShowPercent: null, cancellationPercent: 0 },
  customers: { active: 3, repeat: 0, repeatPercent: 0 },
  giftCards: { soldCents: 0, spentCents: 0, owedAtEndCents: 0 },
  shopFunnel: [],
  bookingFunnel: [],
});

/** Three days of March 2027 against the three days before, as GET /api/console/analytics answers them. */
const march: AnalyticsDashboard = {
  timeZone: siteConfig.timeZone,
  current: {
    from: '2027-03-01',
    to: '2027-03-03',
    revenueCents: 25_990,
    orders: 3,
    averageOrderCents: 8_663,
    days: [
      { date: '2027-03-01', revenueCents: 11_300, orders: 1 },
      { date: '2027-03-02', revenueCents: 0, orders: 0 },
      { date: '2027-03-03', revenueCents: 14_690, orders: 2 },
    ],
    topProducts: [
      { productId: 9, name: 'Ball Launcher', units: 2, revenueCents: 8_000 },
      { productId: 2, name: 'Rope for Dogs', units: 3, revenueCents: 3_000 },
    ],
    bookingsByService: [
      { serviceId: 'test-grooming', name: 'Test Grooming Service', bookings: 4 },
      { serviceId: 'wellness-exam', name: 'Wellness Exam', bookings: 1 },
    ],
    bookingsByProvider: [
      { providerId: 1, name: 'Fran First', bookings: 3 },
      { providerId: 2, name: 'Sam Second', bookings: 2 },
    ],
    utilisation: {
      bookedMinutes: 150,
      workingMinutes: 1_440,
      percent: 10,
      providers: [
        { providerId: 1, name: 'Fran First', bookedMinutes: 90, workingMinutes: 720, percent: 13 },
        { providerId: 2, name: 'Sam Second', bookedMinutes: 60, workingMinutes: 720, percent: 8 },
      ],
    },
    appointments: { total: 6, confirmed: 3, completed: 1, noShows: 1, cancelled: 1, noShowPercent: 17, cancellationPercent: 17 },
    customers: { active: 4, repeat: 1, repeatPercent: 25 },
    giftCards: { soldCents: 7_500, spentCents: 2_000, owedAtEndCents: 12_500 },
    shopFunnel: [
      { step: 'viewed_shop', count: 40, percentOfPrevious: null },
      { step: 'added_to_cart', count: 10, percentOfPrevious: 25 },
      { step: 'started_checkout', count: 4, percentOfPrevious: 40 },
      { step: 'paid', count: 3, percentOfPrevious: 75 },
    ],
    bookingFunnel: [
      { step: 'step_1', count: 20, percentOfPrevious: null },
      { step: 'step_2', count: 10, percentOfPrevious: 50 },
      { step: 'step_3', count: 6, percentOfPrevious: 60 },
      { step: 'booked', count: 5, percentOfPrevious: 83 },
    ],
  },
  previous: quietPeriod('2027-02-26', '2027-02-28'),
};

const marchPath = '/console?range=custom&from=2027-03-01&to=2027-03-03';

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['console', 'analytics', '2027-03-01', '2027-03-03'], march);
  return renderScreen(<Dashboard />, { path: marchPath, queryClient });
}

/** A figure's table, read row by row as a screen reader reads it: headers and cells. */
const tableIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** A key figure's tile: its figure, its change and the previous period's. */
const tile = (label: string) => {
  const term = within(screen.getByRole('region', { name: 'Key figures' })).getByText(label, { selector: 'dt' });
  return [...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent);
};

// jsdom has no canvas: Chart.js draws nothing and says so to the console, which is not this test's concern.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the owner's dashboard (issue 13 item 5, D27)", () => {
  it("shows the period's key figures against the period before, each change in words", async () => {
    renderDashboard();
    expect(screen.getByRole('status').textContent).toBe('Figures for March 1, 2027 to March 3, 2027, compared with February 26, 2027 to February 28, 2027.');
    expect(tile('Revenue')).toEqual(['$259.90', '+30% on the previous period', 'Previous period: $200.00']);
    expect(tile('Orders')).toEqual(['3', '-25% on the previous period', 'Previous period: 4']);
    expect(tile('Average order')).toEqual(['$86.63', '+73% on the previous period', 'Previous period: $50.00']);
    expect(tile('Bookings')).toEqual(['5', '0% on the previous period', 'Previous period: 5']);
    // Rates change in percentage points; a rate with nothing before it has nothing to compare with.
    expect(tile('Utilisation')).toEqual(['10%', '-2 points on the previous period', 'Previous period: 12%']);
    expect(tile('No-show rate')).toEqual(['17%', 'Nothing to compare with', 'Previous period: n/a']);
    expect(tile('Repeat customers')).toEqual(['25%', '+25 points on the previous period', 'Previous period: 0%']);
  });

  it('puts beside each chart a table of the same figures, named by its heading', async () => {
    const { user } = renderDashboard();
    expect(screen.getByRole('img', { name: 'Chart: Top products. The table beside it has the same figures.' })).toBeTruthy();
    expect(tableIn(screen.getByRole('region', { name: 'Top products' }))).toEqual([
      ['Product', 'Units', 'Sales before HST'],
      ['Ball Launcher', '2', '$80.00'],
      ['Rope for Dogs', '3', '$30.00'],
    ]);
    expect(tableIn(screen.getByRole('region', { name: 'Bookings per provider' }))).toEqual([
      ['Provider', 'Bookings'],
      ['Fran First', '3'],
      ['Sam Second', '2'],
    ]);
    expect(tableIn(screen.getByRole('region', { name: 'Provider utilisation' }))).toEqual([
      ['Provider', 'Booked minutes', 'Working minutes', 'Utilisation'],
      ['Fran First', '90', '720', '13%'],
      ['Sam Second', '60', '720', '8%'],
      ['All providers', '150', '1,440', '10%'],
    ]);
    expect(tableIn(screen.getByRole('region', { name: 'Shop funnel' }))).toEqual([
      ['Step', 'Times', 'Of the step before'],
      ['Viewed the shop', '40', 'n/a'],
      ['Added to cart', '10', '25%'],
      ['Started checkout', '4', '40%'],
      ['Paid', '3', '75%'],
    ]);

    // A row per day is long: that table opens on request.
    await user.click(screen.getByText('Show each day as a table'));
    expect(tableIn(screen.getByRole('region', { name: 'Revenue and orders per day' }))).toEqual([
      ['Day', 'Revenue', 'Orders'],
      ['March 1, 2027', '$113.00', '1'],
      ['March 2, 2027', '$0.00', '0'],
      ['March 3, 2027', '$146.90', '2'],
    ]);
    expect(screen.getAllByRole('img', { name: /^Chart: / })).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Orders paid in this period (CSV)' }).getAttribute('href')).toBe(
      '/api/console/exports/orders.csv?from=2027-03-01&to=2027-03-03',
    );
    await expectNoAxeViolations();
  });

  it('counts gift cards apart from revenue: sold and spent in the period, owed at its end (issue 32)', () => {
    renderDashboard();
    const region = screen.getByRole('region', { name: 'Gift cards' });
    const figures = [...region.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(figures).toEqual([
      ['Sold in the period', '$75.00'],
      ['Spent in the period', '$20.00'],
      ['Owed on all cards at the period’s end', '$125.00'],
    ]);
  });

  it('says so instead of drawing an empty chart', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const nothing = quietPeriod('2027-03-01', '2027-03-03');
    queryClient.setQueryData(['console', 'analytics', '2027-03-01', '2027-03-03'], {
      ...march,
      current: { ...nothing, bookingsByService: [], utilisation: { ...nothing.utilisation, providers: [] } },
    });
    renderScreen(<Dashboard />, { path: marchPath, queryClient });
    expect(screen.getByText('No sales in this period.')).toBeTruthy();
    expect(screen.getAllByText('No bookings in this period.')).toHaveLength(2);
    expect(screen.getByText('No provider works in this period.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Top products' })).toBeNull();
  });

  it('refuses a last day before the first, then asks for the period chosen', async () => {
    const today = todayInZone(new Date(), siteConfig.timeZone);
    const week = lastDays(today, 7);
    let answer!: (response: Response) => void;
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderDashboard();
    const picker = screen.getByRole('form', { name: 'Choose the period' });
    expect((within(picker).getByLabelText('Period') as HTMLSelectElement).value).toBe('custom');
    const lastDay = within(picker).getByLabelText('Last day') as HTMLInputElement;
    expect(lastDay.value).toBe('2027-03-03');

    await user.clear(lastDay);
    await user.type(lastDay, '2027-02-20');
    await user.click(within(picker).getByRole('button', { name: 'Show figures' }));
    expect(lastDay.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(lastDay.getAttribute('aria-describedby')!)?.textContent).toContain('The last day must not come before the first.');
    expect(document.activeElement).toBe(lastDay);
    expect(sent).not.toHaveBeenCalled();

    await user.selectOptions(within(picker).getByLabelText('Period'), 'Last 7 days');
    expect(within(picker).queryByLabelText('Last day')).toBeNull();
    await user.click(within(picker).getByRole('button', { name: 'Show figures' }));
    expect(sent.mock.calls[0]![0]).toBe(`/api/console/analytics?from=${week.from}&to=${week.to}`);
    // March stays on screen while the week loads.
    expect(tile('Revenue')[0]).toBe('$259.90');

    answer(Response.json({ ...march, current: { ...quietPeriod(week.from, week.to), revenueCents: 1_130 } }));
    await vi.waitFor(() => expect(tile('Revenue')[0]).toBe('$11.30'));
    expect((within(screen.getByRole('form', { name: 'Choose the period' })).getByLabelText('Period') as HTMLSelectElement).value).toBe('7');
  });
});
