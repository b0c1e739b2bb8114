import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shared/contracts/cart';
import { cartMessages } from '@shared/contracts/cart-messages';
import { sessionQueryKey, type SessionUser } from '@web/features/auth/api/get-session';
import { cartChangesSettled } from '@web/features/cart/api/cart-mutation';
import { cartQueryKey } from '@web/features/cart/api/get-cart';
import { createCheckout } from '@web/features/cart/api/create-checkout';

export interface Checkout {
  start: () => void;
  /** From the click until the browser leaves for the payment page: the button stays disabled (no double submit). */
  redirecting: boolean;
  /** The server's reason for refusing (an empty cart, not enough stock), shown in an alert. */
  refusal: { message: string; attempt: number } | null;
}

/** Proceed to Checkout (spec §7 call 13, §8): go to the payment page the server opened, or say why not. */
export function useCheckout(cart: Cart | undefined, user: SessionUser): Checkout {
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState(false);
  const [refusal, setRefusal] = useState<Checkout['refusal']>(null);
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
    setRefusal(null);
    await cartChangesSettled(queryClient);
    const items = queryClient.getQueryData<Cart>(cartQueryKey)?.items ?? cart.items;
    const outcome = await createCheckout({ cartItems: items, userId: user.id }, { baseUrl: window.location.href });
    switch (outcome.kind) {
      case 'redirect':
        window.location.assign(outcome.url);
        return;
      case 'no-url':
        break;
      case 'refused':
        setRefusal({ message: outcome.message, attempt: attempts.current });
        // Stock or the cart changed on the server: show the cart as it is now.
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        break;
      case 'signed-out':
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        break;
      case 'failed':
        window.alert(cartMessages.checkoutFailed);
        break;
    }
    inFlight.current = false;
    setRedirecting(false);
  };

  return { start: () => void start(), redirecting, refusal };
}
