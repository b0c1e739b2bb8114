import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutQuote, TenderRequest } from '@shared/contracts/tenders';
import { checkoutQuoteKey, quoteCheckout } from '@web/features/cart/api/quote-checkout';
import { saveProblemOf, type SaveProblem } from '@web/lib/form-errors';
import { useQuery } from '@web/lib/query';
import { useLingui } from '@lingui/react';

export interface Tenders {
  /** How the total would be paid now; undefined until the server answered. */
  quote: CheckoutQuote | undefined;
  /** The gift card code applied (as typed), if any. */
  giftCardCode: string | undefined;
  useStoreCredit: boolean;
  setUseStoreCredit: (use: boolean) => void;
  /** Tries a code: applied when the server finds a card with something on it, else the refusal in words. */
  applyGiftCard: (code: string) => Promise<SaveProblem<'giftCardCode'> | undefined>;
  removeGiftCard: () => void;
  /** What the checkout request carries: the tenders and the amounts the customer was shown. */
  request: TenderRequest;
}

/**
 * A gift card and store credit at checkout (issue 32): the quote the server makes for the
 * cart's total, again whenever the total or the choice changes. Every quote that carries
 * a code counts against the limit on guessing codes, so it is asked only when the total
 * or the choice changes, never on focus or a timer.
 */
export function useTenders(totalCents: number, discountCode?: string): Tenders {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [giftCardCode, setGiftCardCode] = useState<string>();
  const [useStoreCredit, setUseStoreCredit] = useState(false);
  const body = { ...(giftCardCode ? { giftCardCode } : {}), useStoreCredit, ...(discountCode ? { discountCode } : {}) };
  const quote = useQuery({
    queryKey: checkoutQuoteKey(totalCents, body),
    queryFn: ({ signal }) => quoteCheckout(body, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

  const applyGiftCard = async (code: string) => {
    const asked = { giftCardCode: code, useStoreCredit, ...(discountCode ? { discountCode } : {}) };
    try {
      const answer = await quoteCheckout(asked);
      queryClient.setQueryData(checkoutQuoteKey(totalCents, asked), answer);
      setGiftCardCode(code);
      return undefined;
    } catch (error) {
      return saveProblemOf(error, ['giftCardCode'] as const, _, { failed: 'screens.cart.checkoutFailed', fixFields: 'errors.validation' });
    }
  };

  const shown = quote.data;
  return {
    quote: shown,
    giftCardCode,
    useStoreCredit,
    setUseStoreCredit,
    applyGiftCard,
    removeGiftCard: () => setGiftCardCode(undefined),
    request: {
      ...(giftCardCode ? { giftCardCode, ...(shown?.giftCard ? { expectedGiftCardCents: shown.giftCard.appliedCents } : {}) } : {}),
      ...(useStoreCredit ? { useStoreCredit, ...(shown ? { expectedStoreCreditCents: shown.storeCredit.appliedCents } : {}) } : {}),
    },
  };
}
