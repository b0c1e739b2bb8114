import { useQuery } from '@web/lib/query';
import { useSession } from '@web/lib/session';
import { fetchCart } from '@web/features/cart/api/get-cart';
import { queryKeys } from '@web/lib/query-keys';

/** The cart screen's cart: asked for again on every visit, since another browser may have changed it. */
export function useCart() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.cart,
    queryFn: fetchCart,
    enabled: user !== null,
    staleTime: 0,
  });
}
