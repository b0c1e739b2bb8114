import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { StoreCredit } from '@shared/contracts/store-credit';
import { StoreCreditAdjuster } from '@web/features/store-credit/components/store-credit-adjuster';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const credit: StoreCredit = {
  balanceCents: 2_000,
  entries: [{ id: 'e1', at: '2027-03-01T15:00:00.000Z', amountCents: 2_000, balanceCents: 2_000, reason: 'goodwill', note: 'Sorry about the wait', orderId: null }],
};

/** The API: the customer's credit on GET, and `post` for the change. */
function answer(post: (body: unknown) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) =>
    init?.method === 'POST' ? post(JSON.parse(String(init.body))) : Response.json(credit),
  );
}

const form = () => screen.getByRole('group', { name: 'Change the store credit' });
const amount = () => within(form()).getByLabelText('Amount ($)') as HTMLInputElement;
const reason = () => within(form()).getByLabelText('Reason (the customer sees it)') as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe("the owner's store credit form (issue 32)", () => {
  it('shows the balance and its entries with the reason, and passes axe', async () => {
    answer(() => Response.json(credit));
    renderScreen(<StoreCreditAdjuster userId="user-1" />, { path: '/console/customers/user-1' });
    expect(await screen.findByText('Balance: $20.00')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Credit from the shop: Sorry about the wait')).toBeTruthy();
    expect(within(table).getByText('+$20.00')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('refuses an amount that is not money and a missing reason beside their fields, sending nothing', async () => {
    const sent = answer(() => Response.json(credit));
    const { user } = renderScreen(<StoreCreditAdjuster userId="user-1" />, { path: '/console/customers/user-1' });
    await screen.findByText('Balance: $20.00');
    await user.type(amount(), 'ten');
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount());
    expect(sent.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends a take-back as a negative amount in cents, and shows the server\'s refusal in its words', async () => {
    const posted: unknown[] = [];
    answer((body) => {
      posted.push(body);
      return Response.json({ error: { code: 'NOT_ENOUGH_CREDIT', message: 'There is not enough store credit for that.' } }, { status: 409 });
    });
    const { user } = renderScreen(<StoreCreditAdjuster userId="user-1" />, { path: '/console/customers/user-1' });
    await screen.findByText('Balance: $20.00');
    await user.click(within(form()).getByLabelText('Take back credit given by mistake'));
    await user.type(amount(), '25.50');
    await user.type(reason(), 'Typed the wrong amount');
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(await within(form()).findByText('There is not enough store credit for that.')).toBeTruthy();
    expect(posted).toEqual([{ amountCents: -2_550, reason: 'Typed the wrong amount' }]);
    expect(amount().value).toBe('25.50');
  });
});
