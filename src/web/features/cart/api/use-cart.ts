import { useQuery } from '@tanstack/react-query';
import { useSession } from '@web/features/auth/api/get-session';
import { cartQueryKey, getCart } from '@web/features/cart/api/get-cart';

/** The cart screen's cart: asked for again on every visit, since another browser may have changed it. */
export function useCart() {
  const { user } = useSession();
  return useQuery({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => getCart({ signal }),
    enabled: user !== null,
    staleTime: 0,
  });
}
