import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shared/contracts/cart';
import { cartMutationKey } from '@web/features/cart/api/get-cart';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Every change to the cart goes through here. Changes run one at a time, in the order
 * the user made them (one mutation scope), so no click is lost or overtaken: each is its
 * own request, and each answer is the whole cart as the server has it. The screen moves
 * at once (`optimistic`); the server's answer to the last queued change replaces the
 * cart, and then the cart is asked for again (so a failed last change is undone too).
 */
export function useCartMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<Cart>,
  optimistic?: (cart: Cart, variables: TVariables) => Cart,
) {
  const queryClient = useQueryClient();
  const isLastChange = () => queryClient.isMutating({ mutationKey: cartMutationKey }) === 1;
  return useMutation({
    mutationKey: cartMutationKey,
    scope: { id: 'cart' },
    mutationFn,
    onMutate: async (variables) => {
      // A cart read already on its way would answer with the cart from before this change.
      await queryClient.cancelQueries({ queryKey: queryKeys.cart });
      if (optimistic) queryClient.setQueryData<Cart>(queryKeys.cart, (cart) => cart && optimistic(cart, variables));
    },
    onSuccess: (cart) => {
      if (isLastChange()) queryClient.setQueryData(queryKeys.cart, cart);
    },
    // Once the last change of a burst has settled, the cart is read once more: the badge
    // ends on the server's count whatever order the answers came in (a burst of three adds
    // on a busy machine was once left showing two).
    onSettled: () => {
      if (isLastChange()) void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}

/** True while a change to the cart is waiting or on its way. */
export function useCartUpdating(): boolean {
  return useIsMutating({ mutationKey: cartMutationKey }) > 0;
}
