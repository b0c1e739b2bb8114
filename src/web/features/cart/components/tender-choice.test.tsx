import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import type { CheckoutQuote } from '@shared/contracts/tenders';
import { TenderAmounts, TenderChoice } from '@web/features/cart/components/tender-choice';
import type { Tenders } from '@web/features/cart/components/use-tenders';
import { renderScreen } from '@web/test/render';

const tenders = (quote: CheckoutQuote | undefined, giftCardCode?: string): Tenders => ({
  quote,
  giftCardCode,
  useStoreCredit: quote ? quote.storeCredit.appliedCents > 0 : false,
  setUseStoreCredit: () => {},
  applyGiftCard: async () => undefined,
  removeGiftCard: () => {},
  request: {},
});

const paidInPart: CheckoutQuote = {
  totalCents: 2_789,
  giftCard: { codeEnding: 'H2CN', balanceCents: 2_000, appliedCents: 2_000 },
  storeCredit: { availableCents: 500, appliedCents: 500 },
  toPayCents: 289,
};

describe('paying with a gift card and store credit in the cart (issue 32)', () => {
  it('shows what the card and the credit pay, and what is left to pay', () => {
    renderScreen(
      <dl>
        <TenderAmounts tenders={tenders(paidInPart, 'K7QM-3XRT-9PWD-H2CN')} />
      </dl>,
      { path: '/cart' },
    );
    const amount = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(amount('Gift card ····H2CN')).toBe('−$20.00');
    expect(amount('Store credit')).toBe('−$5.00');
    expect(amount('To pay')).toBe('$2.89');
  });

  it('shows nothing when no tender pays anything', () => {
    const { container } = renderScreen(
      <dl>
        <TenderAmounts tenders={tenders({ ...paidInPart, giftCard: null, storeCredit: { availableCents: 500, appliedCents: 0 }, toPayCents: 2_789 })} />
      </dl>,
      { path: '/cart' },
    );
    expect(container.querySelector('dt')).toBeNull();
  });

  it('offers the code field, and store credit with its balance only to a customer who has some', () => {
    renderScreen(<TenderChoice tenders={tenders({ ...paidInPart, giftCard: null, storeCredit: { availableCents: 500, appliedCents: 0 } })} />, { path: '/cart' });
    expect(screen.getByLabelText('Gift card code')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Use my store credit ($5.00 available)' })).toBeTruthy();
  });

  it('shows an applied card with a way to take it off, and no store credit box without credit', () => {
    renderScreen(<TenderChoice tenders={tenders({ ...paidInPart, storeCredit: { availableCents: 0, appliedCents: 0 } }, 'K7QM-3XRT-9PWD-H2CN')} />, { path: '/cart' });
    expect(screen.getByText('Gift card ····H2CN')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove gift card' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
