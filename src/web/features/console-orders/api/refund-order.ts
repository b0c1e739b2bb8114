import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundOrderBody, RefundOrderResponse } from '@shared/contracts/console-orders';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { consoleOrdersKey } from '@web/features/console-orders/api/console-orders';

/**
 * POST /api/console/orders/:orderId/refunds: gives money back and restocks. The body's key
 * names the refund, so sending it again (a retry after a lost answer) refunds once.
 */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundOrderBody) =>
      apiRequest<RefundOrderResponse>(`/api/console/orders/${encodeURIComponent(orderId)}/refunds`, { method: 'POST', body }),
    onSuccess: ({ order }) => queryClient.setQueryData([...consoleOrdersKey, 'one', orderId], order),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleOrdersKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.consoleProducts }),
      ]),
  });
}
