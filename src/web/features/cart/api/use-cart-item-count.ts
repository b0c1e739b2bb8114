import { useQuery } from '@web/lib/query';
import { useSession } from '@web/lib/session';
import { fetchCart } from '@web/features/cart/api/get-cart';
import { queryKeys } from '@web/lib/query-keys';

/** What the navigation badge shows (spec §2): the cart's total quantity; 0 for a guest. Part of the first load. */
export function useCartItemCount(): number {
  const { user } = useSession();
  const { data } = useQuery({
    queryKey: queryKeys.cart,
    queryFn: fetchCart,
    enabled: user !== null,
    select: (cart) => cart.itemCount,
  });
  return user ? (data ?? 0) : 0;
}
