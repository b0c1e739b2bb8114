import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import type { ConsoleOrder, ConsoleOrderPage, ConsoleOrderSummary, RefundOrderResponse } from '@shared/contracts/console-orders';
import { consoleOrdersKey } from '@web/features/console-orders/api/console-orders';
import { ConsoleOrderRoute } from '@web/routes/console-order';
import { ConsoleOrdersRoute } from '@web/routes/console-orders';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

// The amounts of an order's lines, in English and French, are order-amounts.test.tsx's; this is the owner's work with the orders.

const ORDER_ID = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';

/** As the console's list has them: amounts in cents, which the screen writes in dollars. */
const samsOrder: ConsoleOrderSummary = {
  id: ORDER_ID,
  number: '1b4e28ba',
  createdAt: '2027-03-10T14:58:00.000Z',
  customerName: 'Sam Walker',
  customerEmail: 'sam@example.com',
  status: 'paid',
  fulfilment: 'ready_for_pickup',
  itemCount: 2,
  totalCents: 1_763,
  refundedCents: 0,
  refundState: 'none',
};
const alexsOrder: ConsoleOrderSummary = {
  ...samsOrder,
  id: '6fa459ea-ee8a-4ca4-894e-db77e160355e',
  number: '6fa459ea',
  createdAt: '2027-03-09T16:00:00.000Z',
  customerName: 'Alex Doe',
  customerEmail: 'alex@example.com',
  fulfilment: 'picked_up',
  itemCount: 1,
  totalCents: 1_130,
  refundedCents: 1_130,
  refundState: 'full',
};
const abandoned: ConsoleOrderSummary = { ...alexsOrder, id: '9c5b94b1-35ad-49bb-b118-8e8fc24abf80', number: '9c5b94b1', status: 'expired', fulfilment: 'unfulfilled', refundedCents: 0, refundState: 'none' };

/** Sam's order in full: a dog food and a cat food, $15.60 and $2.03 of HST. */
const samsOrderInFull: ConsoleOrder = {
  ...samsOrder,
  lines: [
    { productId: 1, variantId: 1001, name: 'Small Dog Food', variantLabel: '', sku: 'sku-1', quantity: 1, refundedQuantity: 0, unitPriceCents: 780, lineTotalCents: 780 },
    { productId: 4, variantId: 1004, name: 'Canned Cat Food', variantLabel: '', sku: 'sku-4', quantity: 1, refundedQuantity: 0, unitPriceCents: 780, lineTotalCents: 780 },
  ],
  subtotalCents: 1_560,
  discountCents: 0,
  discountCode: null,
  taxCents: 203,
  taxName: 'HST (13%)',
  taxRateBasisPoints: 1_300,
  refunds: [],
  tenders: [],
  chargedCents: 1_763,
  paymentProvider: 'stripe',
  paymentReference: 'cs_test_123',
  history: [
    { at: '2027-03-10T14:58:00.000Z', kind: 'placed', actor: 'sam@example.com' },
    { at: '2027-03-10T15:00:00.000Z', kind: 'paid', actor: 'stripe' },
    { at: '2027-03-10T16:00:00.000Z', kind: 'ready_for_pickup', actor: 'owner@example.com' },
  ],
};

const noFilters = { q: '', status: '', from: '', to: '' };

/** The console's orders screens, with the server's first page and Sam's order already answered. */
function renderOrders(path = '/console/orders') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const firstPage: ConsoleOrderPage = { orders: [samsOrder, alexsOrder, abandoned], nextBefore: null };
  queryClient.setQueryData([...consoleOrdersKey, 'list', noFilters], { pages: [firstPage], pageParams: [undefined] });
  queryClient.setQueryData([...consoleOrdersKey, 'one', ORDER_ID], samsOrderInFull);
  return renderScreen(
    <Routes>
      <Route path="console/orders" element={<ConsoleOrdersRoute />} />
      <Route path="console/orders/:orderId" element={<ConsoleOrderRoute />} />
    </Routes>,
    { path, queryClient },
  );
}

/** The API, answering what the test sends: `answers` by method and path. */
function answerApi(answers: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const answer = answers[`${init?.method ?? 'GET'} ${String(url)}`];
    return answer === undefined ? Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 }) : Response.json(answer);
  });
}
const requestsOf = (sent: ReturnType<typeof answerApi>) => sent.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** A table as a screen reader reads it, row by row. */
const rowsOf = (region: HTMLElement) => within(region).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));
/** The order's facts, term by term. */
const facts = () => Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

afterEach(() => vi.restoreAllMocks());

describe("the console's orders list (issue 13 item 1)", () => {
  it('lists the orders newest first with customer, state, items and total in dollars, each opening its order', async () => {
    const { user } = renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    const rows = rowsOf(screen.getByRole('region', { name: 'Orders found' }));
    expect(rows[0]).toEqual(['Order', 'Placed', 'Customer', 'State', 'Items', 'Total']);
    expect(rows.slice(1).map(([number, , customer, state, items, total]) => [number, customer, state, items, total])).toEqual([
      ['1b4e28ba', 'Sam Walkersam@example.com', 'Paid · Ready for pickup', '2', '$17.63'],
      ['6fa459ea', 'Alex Doealex@example.com', 'Paid · Picked up · Refunded', '1', '$11.30'],
      ['9c5b94b1', 'Alex Doealex@example.com', 'Expired', '1', '$11.30'],
    ]);
    expect(rows[1]![1]).toContain('March 10, 2027');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('link', { name: '1b4e28ba' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Order 1b4e28ba' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/console/orders');
  });

  it('searches by customer and status', async () => {
    const sent = answerApi({ 'GET /api/console/orders?q=sam&status=paid': { orders: [samsOrder], nextBefore: null } satisfies ConsoleOrderPage });
    const { user } = renderOrders();
    const search = screen.getByRole('search', { name: 'Find orders' });
    await user.type(within(search).getByLabelText('Order number or customer'), 'sam');
    await user.selectOptions(within(search).getByLabelText('Status'), 'Paid');
    await user.click(within(search).getByRole('button', { name: 'Show orders' }));

    await vi.waitFor(() => expect(rowsOf(screen.getByRole('region', { name: 'Orders found' }))).toHaveLength(2));
    expect(requestsOf(sent)).toEqual(['GET /api/console/orders?q=sam&status=paid']);
    expect(screen.getByRole('link', { name: '1b4e28ba' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '6fa459ea' })).toBeNull();
  });
});

describe("the console's order (issue 13 item 1)", () => {
  it('shows who ordered, how it was paid, what it came to and its history', async () => {
    renderOrders(`/console/orders/${ORDER_ID}`);
    expect(facts()).toMatchObject({ Customer: 'Sam Walker (sam@example.com)', State: 'Paid · Ready for pickup', Payment: 'stripe · cs_test_123' });
    expect(facts()).not.toHaveProperty('Refunded');
    expect(rowsOf(screen.getByRole('region', { name: 'Items' })).at(-1)).toEqual(['Total', '$17.63']);

    const history = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem').map((entry) => entry.textContent);
    expect(history).toHaveLength(3);
    expect(history[0]).toMatch(/^March 10, 2027.* Placed by the customer$/);
    expect(history[2]).toMatch(/Marked ready for pickup by owner@example.com; the customer was emailed$/);
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('marks a ready order picked up and says so', async () => {
    const pickedUp: ConsoleOrder = {
      ...samsOrderInFull,
      fulfilment: 'picked_up',
      history: [...samsOrderInFull.history, { at: '2027-03-11T14:00:00.000Z', kind: 'picked_up', actor: 'owner@example.com' }],
    };
    const sent = answerApi({ [`POST /api/console/orders/${ORDER_ID}/fulfilment`]: pickedUp, [`GET /api/console/orders/${ORDER_ID}`]: pickedUp });
    const { user } = renderOrders(`/console/orders/${ORDER_ID}`);
    await user.click(screen.getByRole('button', { name: 'Mark picked up' }));

    expect(await screen.findByText('Marked picked up.')).toBeTruthy();
    expect(facts().State).toBe('Paid · Picked up');
    expect(screen.queryByRole('button', { name: 'Mark picked up' })).toBeNull();
    expect(JSON.parse(String(sent.mock.calls[0]![1]?.body))).toEqual({ step: 'picked_up' });
    // The order is then asked for again, as the server now has it.
    await vi.waitFor(() => expect(requestsOf(sent)).toEqual([`POST /api/console/orders/${ORDER_ID}/fulfilment`, `GET /api/console/orders/${ORDER_ID}`]));
    expect(facts().State).toBe('Paid · Picked up');
  });

  it('refunds the items chosen after saying the amount with its HST, then lists the refund', async () => {
    const refund = {
      id: 're_1',
      at: '2027-03-12T15:00:00.000Z',
      amountCents: 881,
      actor: 'owner@example.com',
      reason: 'Torn bag',
      provider: 'stripe',
      providerReference: 're_123',
      lines: [{ productId: 1, variantId: 1001, name: 'Small Dog Food', quantity: 1 }],
    };
    const refunded: ConsoleOrder = {
      ...samsOrderInFull,
      refundedCents: 881,
      refundState: 'partial',
      lines: [{ ...samsOrderInFull.lines[0]!, refundedQuantity: 1 }, samsOrderInFull.lines[1]!],
      refunds: [refund],
      history: [...samsOrderInFull.history, { at: refund.at, kind: 'refunded', actor: 'owner@example.com', amountCents: 881 }],
    };
    const sent = answerApi({
      [`POST /api/console/orders/${ORDER_ID}/refunds`]: { refund, order: refunded } satisfies RefundOrderResponse,
      [`GET /api/console/orders/${ORDER_ID}`]: refunded,
    });
    const { user } = renderOrders(`/console/orders/${ORDER_ID}`);
    const panel = () => screen.getByRole('region', { name: 'Refund' });

    await user.selectOptions(within(panel()).getByLabelText('Small Dog Food (up to 1)'), '1');
    await user.type(within(panel()).getByLabelText('Reason (optional)'), 'Torn bag');
    await user.click(within(panel()).getByRole('button', { name: 'Refund selected' }));
    // $7.80 and its share of the HST ($1.01), before anything is sent.
    const question = within(panel()).getByRole('group', { name: 'Refund $8.81 to the customer?' });
    expect(document.activeElement).toBe(question);
    expect(question.textContent).toContain('1 × Small Dog Food');
    expect(sent).not.toHaveBeenCalled();

    await user.click(within(question).getByRole('button', { name: 'Refund $8.81' }));
    expect(await within(panel()).findByText('Refunded $8.81. The items are back in stock and the customer has been emailed.')).toBeTruthy();
    const [url, init] = sent.mock.calls[0]!;
    expect([url, init?.method]).toEqual([`/api/console/orders/${ORDER_ID}/refunds`, 'POST']);
    expect(JSON.parse(String(init?.body))).toMatchObject({ lines: [{ variantId: 1001, quantity: 1 }], reason: 'Torn bag' });

    expect(facts()).toMatchObject({ State: 'Paid · Ready for pickup · Partly refunded', Refunded: '$8.81' });
    const refunds = rowsOf(screen.getByRole('region', { name: 'Refunds' }));
    expect(refunds[1]!.slice(1)).toEqual(['$8.81', '1 × Small Dog FoodReason: Torn bag', 'owner@example.com', 'stripe · re_123']);
    expect(within(panel()).queryByLabelText('Small Dog Food (up to 1)')).toBeNull();
    expect(within(panel()).getByLabelText('Canned Cat Food (up to 1)')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem').at(-1)?.textContent).toMatch(
      /Refunded \$8\.81 by owner@example.com; the customer was emailed$/,
    );
  });
});
