import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shared/contracts/cart';
import type { SessionUser } from '@shared/contracts/accounts';
import type { TenderRequest } from '@shared/contracts/tenders';
import type { DiscountPreview } from '@shared/contracts/discounts';
import { cartChangesSettled } from '@web/features/cart/api/get-cart';
import { createCheckout } from '@web/features/cart/api/create-checkout';
import { queryKeys } from '@web/lib/query-keys';
import { useLingui } from '@lingui/react';

export interface Checkout {
  start: () => void;
  /** From the click until the browser leaves for the payment page: the button stays disabled (no double submit). */
  redirecting: boolean;
  /**
   * Why checkout did not go ahead, shown in an on-page alert: the server's reason (an
   * empty cart, not enough stock, prices changed since the page showed them) or the
   * spec's 'Failed to redirect to checkout.' (§8).
   */
  problem: { message: string; attempt: number } | null;
  /** The discount code applied on this page (issue 32), sent with checkout; one per order. */
  discount: DiscountPreview | null;
  setDiscount: (discount: DiscountPreview | null) => void;
}

/** Proceed to Checkout (spec §7 call 13, §8): go to the payment page the server opened, or say why not. */
export function useCheckout(
  cart: Cart | undefined,
  user: SessionUser,
  tenders: TenderRequest,
  /** The discount code applied on the page: the cart holds it, as the tenders' quote is made for its total. */
  [discount, setDiscount]: [DiscountPreview | null, (discount: DiscountPreview | null) => void],
): Checkout {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState(false);
  const [problem, setProblem] = useState<Checkout['problem']>(null);
  // State shows on the next render; two clicks in one frame must still make one order.
  const inFlight = useRef(false);
  const attempts = useRef(0);

  // Back from the payment page, the browser may restore this page as it was left: usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async () => {
    if (inFlight.current || !cart) return;
    inFlight.current = true;
    attempts.current += 1;
    setRedirecting(true);
    setProblem(null);
    await cartChangesSettled(queryClient);
    const shown = queryClient.getQueryData<Cart>(queryKeys.cart) ?? cart;
    // A code applied to this very cart is sent with the total it showed; the server checks both again, and what the tenders pay of it.
    const withCode = discount?.subtotalCents === shown.subtotalCents ? discount : null;
    const outcome = await createCheckout(
      { cartItems: shown.items, userId: user.id, expectedTotalCents: withCode?.totalCents ?? shown.totalCents, ...(withCode ? { discountCode: withCode.code } : {}), ...tenders },
      window.location.href,
    );
    switch (outcome.kind) {
      case 'redirect':
        window.location.assign(outcome.url);
        return;
      case 'no-url':
        break;
      case 'refused':
        setProblem({ message: outcome.message, attempt: attempts.current });
        // The code may have been the reason (used up meanwhile): the customer applies one again.
        if (outcome.discountRefused) setDiscount(null);
        // Stock, prices, the cart or a balance changed on the server: show them as they are now.
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
        void queryClient.invalidateQueries({ queryKey: ['checkout-quote'] });
        break;
      case 'signed-out':
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        break;
      case 'failed':
        setProblem({ message: _('screens.cart.checkoutFailed'), attempt: attempts.current });
        break;
    }
    inFlight.current = false;
    setRedirecting(false);
  };

  return { start: () => void start(), redirecting, problem, discount, setDiscount };
}
