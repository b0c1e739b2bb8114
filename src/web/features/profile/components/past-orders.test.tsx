import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@shared/contracts/accounts';
import type { Appointment } from '@shared/contracts/booking';
import type { OrderPage, OrderSummary } from '@shared/contracts/orders';
import type { Pet } from '@shared/contracts/pets';
import { calendarFeedQueryKey } from '@web/features/calendar-feed/api/calendar-feed';
import { petListQueryKey } from '@web/features/pets/api/get-pets';
import { pastOrdersQueryKey } from '@web/features/profile/api/get-past-orders';
import { consentsQueryKey } from '@web/features/profile/api/consents';
import { ownStoreCreditQueryKey } from '@web/features/store-credit/api/store-credit';
import { queryKeys } from '@web/lib/query-keys';
import { ProfileRoute } from '@web/routes/profile';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const profile: UserProfile = {
  uid: 'user-1',
  name: 'Sam Walker',
  email: 'sam@example.com',
  photoURL: null,
  createdAt: '2026-01-05T15:00:00.000Z',
  emailVerified: true,
  isProvider: false,
  isOwner: false,
  remindWhenDue: true,
};

const nibbles: Pet = { id: 'p1', name: 'Nibbles', type: 'Small Pet', age: '1 year', breed: 'Not specified', size: null, coat: null, weightKg: null, createdAt: '2026-01-01T00:00:00.000Z' };

const lastBooked: Appointment = {
  id: '00000000-0000-4000-8000-000000000001',
  service: { id: 'test-grooming', name: 'Test Grooming Service', description: 'A wash, brush and nail trim.', duration: '30 minutes', petTypes: ['Dog'] },
  petId: null,
  petName: 'Biscuit',
  petType: 'Dog',
  petAge: '2 years',
  petBreed: 'Not specified',
  date: '2027-03-15',
  time: '10:30 AM',
  priceCents: 2_500,
  specialInstructions: null,
  status: 'Confirmed',
  providerName: 'Fran First',
  createdAt: '2027-03-01T12:00:00.000Z',
  updatedAt: null,
  startsAt: '2027-03-15T14:30:00.000Z',
  seriesId: null,
};

/** A past order as GET /api/orders lists it: amounts in cents, which the page writes in dollars. */
const paidOrder = (order: Omit<OrderSummary, 'status' | 'taxRateBasisPoints'>): OrderSummary => ({ status: 'paid', taxRateBasisPoints: 1_300, ...order });

const march10 = paidOrder({
  id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  createdAt: '2027-03-10T14:58:00.000Z',
  paidAt: '2027-03-10T15:00:00.000Z',
  fulfilment: 'ready_for_pickup',
  itemCount: 3,
  subtotalCents: 1_560,
  taxCents: 203,
  totalCents: 1_763,
  refundedCents: 0,
  lastRefundedAt: null,
});
const february = paidOrder({
  id: '6fa459ea-ee8a-4ca4-894e-db77e160355e',
  createdAt: '2027-02-02T16:00:00.000Z',
  paidAt: '2027-02-02T16:01:00.000Z',
  fulfilment: 'picked_up',
  itemCount: 1,
  subtotalCents: 1_000,
  taxCents: 130,
  totalCents: 1_130,
  refundedCents: 565,
  lastRefundedAt: '2027-02-05T15:00:00.000Z',
});
const january = paidOrder({
  id: '9c5b94b1-35ad-49bb-b118-8e8fc24abf80',
  createdAt: '2027-01-20T16:00:00.000Z',
  paidAt: '2027-01-20T16:00:30.000Z',
  fulfilment: 'picked_up',
  itemCount: 1,
  subtotalCents: 700,
  taxCents: 91,
  totalCents: 791,
  refundedCents: 791,
  lastRefundedAt: '2027-01-22T15:00:00.000Z',
});

/** /profile for Sam, with what the server answered for each panel (fresh: the orders and activity are asked for on every visit). */
function renderProfile() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fresh = { updatedAt: Date.now() + 60_000 };
  queryClient.setQueryData(queryKeys.profile, profile);
  queryClient.setQueryData([...queryKeys.appointments, 'last-booked'], { appointment: lastBooked }, fresh);
  queryClient.setQueryData(petListQueryKey, { pets: [nibbles] });
  queryClient.setQueryData(calendarFeedQueryKey, { createdAt: null });
  queryClient.setQueryData(consentsQueryKey, { newsEmail: true, reminderTexts: false, phone: null, news: { mayReceive: true, basis: 'express', until: null } });
  queryClient.setQueryData(
    ownStoreCreditQueryKey,
    { balanceCents: 1_250, entries: [{ id: 'c1', at: '2027-03-02T15:00:00.000Z', amountCents: 1_250, balanceCents: 1_250, reason: 'goodwill', note: 'Sorry about the wait', orderId: null }] },
    fresh,
  );
  const firstPage: OrderPage = { orders: [march10, february], nextCursor: 'older-than-february' };
  queryClient.setQueryData(pastOrdersQueryKey, { pages: [firstPage], pageParams: [undefined] }, fresh);
  return renderScreen(<ProfileRoute />, { path: '/profile', queryClient });
}

/** An order's details as the list shows them, term by term. */
const detailsOf = (item: HTMLElement) => Object.fromEntries([...item.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
const pastOrders = () => screen.getByRole('region', { name: 'Past Orders' });

afterEach(() => vi.restoreAllMocks());

describe('the profile (spec §2 Profile)', () => {
  it('shows the account, quick actions, the latest booking and the pets', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    const account = screen.getByRole('region', { name: 'Sam Walker' });
    expect(account.textContent).toContain('sam@example.com');
    expect(account.textContent).toContain('Email verified');

    const actions = within(screen.getByRole('region', { name: 'Quick Actions' })).getAllByRole('link');
    expect(actions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Book Appointment', '/book-appointment'],
      ['Check Appointments', '/check-appointment'],
      ['Shop', '/shop'],
      ['View Cart', '/cart'],
    ]);

    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByRole('heading', { level: 3 }).textContent).toBe('Test Grooming Service');
    expect(activity.textContent).toContain('Biscuit (Dog)');
    expect(activity.textContent).toContain('Monday, March 15, 2027');
    expect(activity.textContent).toContain('10:30 AM');
    expect(activity.textContent).toContain('Confirmed');

    expect(within(screen.getByRole('region', { name: 'My Pets' })).getByRole('article', { name: 'Nibbles' }).textContent).toContain('1 year');
    // Issue 32: the credit the shop owes them, and why.
    expect(screen.getByRole('heading', { level: 2, name: 'Store credit' })).toBeTruthy();
    expect(screen.getByText('Balance: $12.50')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Store credit' })).getByText('Credit from the shop: Sorry about the wait')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("lists each paid order with its date, number, items, total in dollars, pickup and refund, each opening its page", async () => {
    renderProfile();
    const orders = within(pastOrders()).getAllByRole('listitem');
    expect(orders.map(detailsOf)).toEqual([
      { Date: 'March 10, 2027', 'Order number': march10.id, Items: '3 items', Total: '$17.63', Pickup: 'Ready for pickup at the shop' },
      { Date: 'February 2, 2027', 'Order number': february.id, Items: '1 item', Total: '$11.30', Pickup: 'Picked up', Refund: 'Partly refunded: $5.65 on February 5, 2027' },
    ]);
    const open = within(pastOrders()).getAllByRole('link', { name: /^View Order/ });
    expect(open.map((link) => link.getAttribute('href'))).toEqual([`/orders/${march10.id}`, `/orders/${february.id}`]);
    // Its hidden words tell a screen reader which order it opens.
    expect(open[0]!.textContent).toBe('View Order of March 10, 2027, $17.63');
  });

  it('shows older orders on request, and keeps the reader’s place once there are no more', async () => {
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ orders: [january], nextCursor: null } satisfies OrderPage));
    const { user } = renderProfile();
    await user.click(within(pastOrders()).getByRole('button', { name: 'Show older orders' }));

    await vi.waitFor(() => expect(within(pastOrders()).getAllByRole('listitem')).toHaveLength(3));
    expect(sent.mock.calls[0]![0]).toBe('/api/orders?cursor=older-than-february');
    expect(detailsOf(within(pastOrders()).getAllByRole('listitem')[2]!)).toMatchObject({ Total: '$7.91', Refund: 'Refunded $7.91 on January 22, 2027' });
    expect(within(pastOrders()).queryByRole('button', { name: 'Show older orders' })).toBeNull();
    expect(document.activeElement).toBe(within(pastOrders()).getByRole('heading', { name: 'Past Orders' }));
  });

  it('edits a pet and saves it: the card shows the change and says so', async () => {
    const saved = { ...nibbles, age: '2 years' };
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) =>
      init?.method === 'PUT' ? Response.json(saved) : url === '/api/pets' ? Response.json({ pets: [saved] }) : Response.json({}, { status: 404 }),
    );
    const { user } = renderProfile();
    const pets = () => screen.getByRole('region', { name: 'My Pets' });
    await user.click(within(pets()).getByRole('button', { name: /^Edit\s*Nibbles$/ }));
    const age = within(pets()).getByLabelText('Age') as HTMLInputElement;
    expect(age.value).toBe('1 year');
    await user.clear(age);
    await user.type(age, '2 years');
    await user.click(within(pets()).getByRole('button', { name: 'Save Pet' }));

    await vi.waitFor(() => expect(within(pets()).getByRole('status').textContent).toBe('Nibbles was updated.'));
    const [url, init] = sent.mock.calls[0]!;
    expect([url, init?.method]).toEqual(['/api/pets/p1', 'PUT']);
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Nibbles', type: 'Small Pet', age: '2 years' });
    const card = within(pets()).getByRole('article', { name: 'Nibbles' });
    expect(card.textContent).toContain('2 years');
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Nibbles' }));
  });
});
