import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { DiscountCode } from '@shared/contracts/discounts';
import { DiscountCodeForm } from '@web/features/console-discounts/components/discount-code-form';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const form = () => screen.getByRole('group', { name: 'New discount code' });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** WELCOME10 as the server answers it once saved. */
const welcome: DiscountCode = {
  id: '00000000-0000-4000-8000-000000000010',
  code: 'WELCOME10',
  kind: 'percent',
  percentBasisPoints: 1_000,
  amountCents: 0,
  minSubtotalCents: 0,
  productIds: [],
  categoryIds: [],
  serviceIds: [],
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  firstOrderOnly: true,
  archivedAt: null,
  createdAt: '2027-03-10T14:00:00.000Z',
  timesUsed: 0,
  discountGivenCents: 0,
  heldUses: 0,
};

afterEach(() => vi.restoreAllMocks());

describe('the discount code form (issue 32): checked with the server contract before anything is sent', () => {
  it('marks a malformed code and a missing percentage beside their fields, focusing the first, sending nothing', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = renderScreen(<DiscountCodeForm onDone={() => {}} />, { path: '/console/discounts' });
    await user.type(field('Code'), 'a!');
    await user.click(within(form()).getByRole('button', { name: 'Save code' }));

    expect(description(field('Code'))).toContain('Enter a code of 3 to 32 letters and digits.');
    expect(description(field('Percent off (%)'))).toContain('Enter a percentage between 0.01 and 100.');
    expect(document.activeElement).toBe(field('Code'));
    expect(sent).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('sends 10% off, first order only, as the contract says, and hands back the saved code', async () => {
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(welcome, { status: 201 }));
    const done = vi.fn();
    const { user } = renderScreen(<DiscountCodeForm onDone={done} />, { path: '/console/discounts' });
    await user.type(field('Code'), 'welcome10');
    await user.type(field('Percent off (%)'), '10');
    await user.click(field('First order only'));
    await user.click(within(form()).getByRole('button', { name: 'Save code' }));

    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(welcome));
    const [url, init] = sent.mock.calls[0]!;
    expect([url, init?.method]).toEqual(['/api/console/discounts', 'POST']);
    expect(JSON.parse(String(init?.body))).toEqual({
      code: 'WELCOME10',
      kind: 'percent',
      percentBasisPoints: 1_000,
      amountCents: 0,
      minSubtotalCents: 0,
      productIds: [],
      categoryIds: [],
      serviceIds: [],
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      firstOrderOnly: true,
    });
  });

  it('shows the server refusing a code already in use beside the code', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: { code: 'VALIDATION_ERROR', message: 'Please check the form.', fields: { code: 'Another discount code already uses that code.' } } }, { status: 422 }),
    );
    const { user } = renderScreen(<DiscountCodeForm onDone={() => {}} />, { path: '/console/discounts' });
    await user.selectOptions(within(form()).getByLabelText('Discount'), 'amount');
    await user.type(field('Code'), 'SPRING');
    await user.type(field('Amount off ($)'), '5');
    await user.click(within(form()).getByRole('button', { name: 'Save code' }));

    await vi.waitFor(() => expect(description(field('Code'))).toContain('Another discount code already uses that code.'));
    expect(document.activeElement).toBe(field('Code'));
  });

  it('edits a saved code with its values in, and says so in its heading', () => {
    renderScreen(<DiscountCodeForm editing={welcome} onDone={() => {}} />, { path: '/console/discounts' });
    const editing = screen.getByRole('group', { name: 'Edit WELCOME10' });
    expect((within(editing).getByLabelText('Code') as HTMLInputElement).value).toBe('WELCOME10');
    expect((within(editing).getByLabelText('Percent off (%)') as HTMLInputElement).value).toBe('10');
    expect((within(editing).getByLabelText('First order only') as HTMLInputElement).checked).toBe(true);
  });
});
