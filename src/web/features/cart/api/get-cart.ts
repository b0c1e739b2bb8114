// Type-only: the navigation badge loads with the first page, so no zod (D20).
import type { Cart } from '@shared/contracts/cart';
import { apiRequest } from '@web/lib/api-client';

/*
 * The query's key and fetcher only. Its hooks live in their own files (use-cart.ts for
 * the cart screen, use-cart-item-count.ts for the badge): a module shared by the first
 * page and the lazy screens that imported TanStack Query made the bundler split Query
 * into a chunk of its own, about 1 KB more on the first load.
 */
/** GET /api/cart: the signed-in user's cart with subtotal, HST and total decided by the server (D5, D6). */
export function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<Cart> {
  return apiRequest<Cart>('/api/cart', { signal });
}
