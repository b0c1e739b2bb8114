import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import type { DiscountPreview } from '@shared/contracts/discounts';
import { DiscountCode } from '@web/features/cart/components/discount-code';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const welcome: DiscountPreview = { code: 'WELCOME10', subtotalCents: 2_180, discountCents: 218, taxCents: 255, totalCents: 2_217 };
const field = () => screen.getByLabelText('Discount code') as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('the cart’s discount code (issue 32)', () => {
  it('states the combination rule, applies a code with the server’s amounts, and can remove it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(welcome));
    const onChange = vi.fn();
    const { user } = renderScreen(<DiscountCode subtotalCents={2_180} applied={null} onChange={onChange} />, { path: '/cart' });
    expect(screen.getByText('One discount code per order: codes cannot be combined.')).toBeTruthy();
    await expectNoAxeViolations();
    await user.type(field(), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(welcome));
  });

  it('shows a code applied to this cart, with Remove', async () => {
    const onChange = vi.fn();
    const { user } = renderScreen(<DiscountCode subtotalCents={2_180} applied={welcome} onChange={onChange} />, { path: '/cart' });
    expect(screen.getByRole('status').textContent).toBe('Code WELCOME10 applied: $2.18 off before tax.');
    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('says why a code is refused beside the field, in the server’s words, and keeps focus there', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: { code: 'VALIDATION_ERROR', message: 'Please check the form.', fields: { discountCode: 'That discount code is for a first order only.' } } }, { status: 422 }),
    );
    const { user } = renderScreen(<DiscountCode subtotalCents={2_180} applied={null} onChange={() => {}} />, { path: '/cart' });
    await user.type(field(), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    await vi.waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('That discount code is for a first order only.')).toBeTruthy();
    expect(document.activeElement).toBe(field());
    await expectNoAxeViolations();
  });
});
