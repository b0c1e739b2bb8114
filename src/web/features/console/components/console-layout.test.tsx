import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Route, Routes } from 'react-router';
import { useLocation } from '@web/lib/routing';
import { lastDays } from '@shared/analytics/period';
import type { AnalyticsDashboard, PeriodFigures } from '@shared/contracts/analytics';
import type { AuditEvent, AuditPage } from '@shared/contracts/owner';
import type { PrivacyRequestPage } from '@shared/contracts/privacy';
import { todayInZone } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import { ConsoleLayout } from '@web/features/console/components/console-layout';
import { RequireOwner } from '@web/features/console/components/require-owner';
import { ConsoleAuditRoute } from '@web/routes/console-audit';
import { ConsoleOverviewRoute } from '@web/routes/console-overview';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const owner = { name: 'Olive Owner', email: 'owner@example.com' };

const figures = (from: string, to: string, revenueCents: number): PeriodFigures => ({
  from,
  to,
  revenueCents,
  orders: 2,
  averageOrderCents: revenueCents / 2,
  days: [],
  topProducts: [],
  bookingsByService: [],
  bookingsByProvider: [],
  utilisation: { bookedMinutes: 0, workingMinutes: 0, percent: null, providers: [] },
  appointments: { total: 0, confirmed: 0, completed: 0, noShows: 0, cancelled: 0, noShowPercent: null, cancellationPercent: null },
  customers: { active: 2, repeat: 0, repeatPercent: 0 },
  giftCards: { soldCents: 0, spentCents: 0, owedAtEndCents: 0 },
  shopFunnel: [],
  bookingFunnel: [],
});

/** What the home page says to a visitor the guard sent away (routes/home.tsx shows the same words). */
function Home() {
  const { _ } = useLingui();
  const { state } = useLocation();
  return <p role="alert">{_((state as { error: string }).error)}</p>;
}

/** The console as the router has it: the owner guard, the console's frame, and its overview and audit log. */
function renderConsole(queryClient: QueryClient, path = '/console') {
  return renderScreen(
    <Routes>
      <Route index element={<Home />} />
      <Route element={<RequireOwner />}>
        <Route path="console" element={<ConsoleLayout />}>
          <Route index element={<ConsoleOverviewRoute />} />
          <Route path="audit" element={<ConsoleAuditRoute />} />
        </Route>
      </Route>
    </Routes>,
    { path, queryClient },
  );
}

/** The owner signed in, and the last 30 days' figures (the overview's default) already answered. */
function ownerClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['console', 'me'], owner);
  const month = lastDays(todayInZone(new Date(), siteConfig.timeZone), 30);
  const dashboard: AnalyticsDashboard = { timeZone: siteConfig.timeZone, current: figures(month.from, month.to, 4_520), previous: figures(month.from, month.to, 2_260) };
  queryClient.setQueryData(['console', 'analytics', month.from, month.to], dashboard);
  return queryClient;
}

const event = (id: number, action: AuditEvent['action'], subject: string, details: Record<string, unknown>): AuditEvent => ({
  id,
  at: '2027-03-10T15:30:00.000Z',
  actor: 'owner@example.com',
  action,
  subject,
  details,
});

afterEach(() => vi.restoreAllMocks());

describe('the owner console (D21)', () => {
  it("checks who is asking first, then shows the overview: the console's sections, who is signed in and the shop's figures", async () => {
    // jsdom has no canvas for the dashboard's charts; what Chart.js says about it is not this test's concern.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer!: (response: Response) => void;
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const queryClient = ownerClient();
    queryClient.removeQueries({ queryKey: ['console', 'me'] });
    renderConsole(queryClient);

    expect(screen.getByText('Checking authorization...')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(sent.mock.calls[0]![0]).toBe('/api/console/me');
    answer(Response.json(owner));

    expect(await screen.findByRole('heading', { level: 1, name: 'Owner console' })).toBeTruthy();
    expect(screen.getByText('Signed in as Olive Owner (owner@example.com).')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Overview',
      'Products',
      'Categories',
      'Low stock',
      'Services',
      'Hours',
      'Report cards',
      'Staff',
      'Appointments',
      'Orders',
      'Customers',
      'Gift cards',
      'Discounts',
      'News mail',
      'Audit log',
      'Translations',
      'Care tips',
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBeNull();
    const keyFigures = screen.getByRole('region', { name: 'Key figures' });
    expect(keyFigures.textContent).toContain('$45.20');
    expect(keyFigures.textContent).toContain('+100% on the previous period');
    await expectNoAxeViolations();
  });

  it('sends anyone who is not the owner home, where it says Access denied', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ error: { code: 'FORBIDDEN', message: 'You do not have access.' } }, { status: 403 }),
    );
    renderConsole(new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }));

    expect((await screen.findByRole('alert')).textContent).toBe('Access denied');
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Owner console' })).toBeNull();
  });

  it('lists the privacy requests, and in the audit log who changed what, in words, newest first, and pages back on request', async () => {
    const pages: Record<string, AuditPage | PrivacyRequestPage> = {
      '/api/console/audit': {
        events: [
          event(7, 'product.updated', 'product:2', { name: 'Rope for Dogs', changes: { priceCents: [1_000, 1_200] } }),
          event(6, 'role.granted', 'account:fran@example.com', { role: 'provider' }),
        ],
        nextBefore: 6,
      },
      '/api/console/audit?before=6': {
        events: [event(5, 'order.refunded', 'order:1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', { name: '1b4e28ba', amount: '$11.30' })],
        nextBefore: null,
      },
      '/api/console/privacy-requests': {
        requests: [
          { id: 9, kind: 'archive', at: '2027-03-10T15:00:00.000Z', reference: 'R-0A1B2C3D', customer: { name: 'Olive Open', email: 'olive@example.com' }, cancelledVisits: null },
          { id: 8, kind: 'closure', at: '2027-03-10T14:00:00.000Z', reference: 'R-9F8E7D6C', customer: null, cancelledVisits: 1 },
          { id: 4, kind: 'archive', at: '2027-03-09T14:00:00.000Z', reference: 'R-9F8E7D6C', customer: null, cancelledVisits: null },
        ],
        nextBefore: null,
      },
    };
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => Response.json(pages[String(url)]));
    const { user } = renderConsole(ownerClient(), '/console/audit');

    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    const log = await screen.findByRole('region', { name: 'Recent changes' });
    const rows = () => within(log).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
    expect(rows()).toEqual([
      ['owner@example.com', 'Changed the product Rope for Dogs: price $10 → $12', '2'],
      ['owner@example.com', 'Granted the provider role', 'fran@example.com'],
    ]);
    expect(within(log).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Who', 'What', 'Account or item']);
    expect(within(log).getAllByRole('row')[1]!.textContent).toMatch(/^March 10, 2027/);

    await user.click(screen.getByRole('button', { name: 'Show older changes' }));
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toEqual(['owner@example.com', 'Refunded $11.30 on order 1b4e28ba and emailed the customer', '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b']);
    expect(screen.queryByRole('button', { name: 'Show older changes' })).toBeNull();
    expect(sent.mock.calls.map(([url]) => url).sort()).toEqual(['/api/console/audit', '/api/console/audit?before=6', '/api/console/privacy-requests']);

    const requests = screen.getByRole('region', { name: 'Privacy requests (data downloads and closed accounts)' });
    expect(within(requests).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Request', 'Customer', 'Reference']);
    // Who asked, while the account is open; a closed account by its reference alone.
    expect(within(requests).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
      ['Data archive downloaded', 'Olive Open (olive@example.com)', 'R-0A1B2C3D'],
      ['Account closed; 1 upcoming visit cancelled', 'Closed account (name and email deleted)', 'R-9F8E7D6C'],
      ['Data archive downloaded', 'Closed account (name and email deleted)', 'R-9F8E7D6C'],
    ]);
    await expectNoAxeViolations();
  });
});
