import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { useAddCartItem, type CartItemChoice } from '@web/features/cart/api/add-cart-item';
import { isApiClientError } from '@web/lib/api-client';
import { sessionQuery, useSession } from '@web/lib/session';
import { useTimedNotice, type TimedNotice } from '@web/lib/use-timed-notice';
import { queryKeys } from '@web/lib/query-keys';
import { useLingui } from '@lingui/react';

/** Spec §9: the added-to-cart notice shows for 2000 ms (a user-facing timer D3 keeps). */
export const ADDED_NOTICE_MS = 2000;

export interface AddToCart {
  /**
   * Adds one of the product for a signed-in user; sends a guest to /login, to come back to
   * the page (spec §2 Shop). Every call is its own request, in order: quick clicks add exactly what was clicked.
   */
  add: (productId: number, variantId?: number) => void;
  notice: TimedNotice;
  /** Why the last add failed (a limit, the network), until the next add succeeds or it is dismissed. */
  error: string | null;
  dismissError: () => void;
}

/**
 * The shop's Add to Cart, on the shop's cards and a product's page alike: the request, the
 * 2-second notice and a failure's message. `from` is the page a guest comes back to once signed in.
 */
export function useAddToCart({ from = paths.shop.getHref() }: { from?: string } = {}): AddToCart {
  const { _ } = useLingui();
  const addItem = useAddCartItem();
  const notice = useTimedNotice(ADDED_NOTICE_MS);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSession();
  const signIn = () => void navigate(paths.login.getHref(), { state: { from } });

  const addForUser = (choice: CartItemChoice) => {
    // mutateAsync, not mutate: every click's own outcome, not only the latest one's.
    addItem.mutateAsync(choice).then(
      () => {
        setError(null);
        notice.show();
      },
      (failure: unknown) => {
        if (isApiClientError(failure) && failure.status === 401) {
          // The session ended elsewhere: sign in again and come back, as a guest would.
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
          signIn();
          return;
        }
        // A limit or an unavailable product has the server's clear words; anything else, ours.
        const refused = isApiClientError(failure) && failure.status >= 400 && failure.status < 500;
        setError(refused ? failure.message : _('screens.cart.addFailed'));
      },
    );
  };

  // A click before the session is known (one kept while the page was being taken over) waits for it.
  const add = (productId: number, variantId?: number) => {
    const choice = variantId === undefined ? { productId } : { productId, variantId };
    if (user) return addForUser(choice);
    void queryClient.ensureQueryData(sessionQuery).then((known) => {
      if (known) addForUser(choice);
      else signIn();
    });
  };

  return { add, notice, error, dismissError: () => setError(null) };
}
