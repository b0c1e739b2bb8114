// Type-only: the navigation badge loads with the first page, so no zod (D20).
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import type { Cart } from '@shared/contracts/cart';
import { apiRequest } from '@web/lib/api-client';

/*
 * The query's fetcher only. Its hooks live in their own files (use-cart.ts for the cart
 * screen, use-cart-item-count.ts for the badge): a module shared by the first page and
 * the lazy screens that imported TanStack Query's hooks made the bundler split Query
 * into a chunk of its own, about 1 KB more on the first load.
 */

/** Every change to the cart runs under this key (cart-mutation.ts). */
export const cartMutationKey = ['cart', 'change'] as const;

/** GET /api/cart: the signed-in user's cart with subtotal, HST and total decided by the server (D5, D6). */
export function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<Cart> {
  return apiRequest<Cart>('/api/cart', { signal });
}

/**
 * The cart query's fetcher. A read that set out while a change was on the wire could
 * answer with the cart from before that change and land after the change's own answer,
 * putting a click back (three quick adds shown as two when the phone menu mounted the
 * badge mid-change). So a read waits until no change is waiting or on its way; a change
 * that starts during a read cancels the read (cart-mutation.ts).
 */
export async function fetchCart({ signal, client }: QueryFunctionContext): Promise<Cart> {
  await cartChangesSettled(client);
  return getCart({ signal });
}

/** Resolves once no change to the cart is waiting or on its way, so checkout sees the cart the user sees. */
export function cartChangesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isMutating({ mutationKey: cartMutationKey }) > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getMutationCache().subscribe(check);
    check();
  });
}
