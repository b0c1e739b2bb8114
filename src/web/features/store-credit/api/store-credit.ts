import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { StoreCredit, StoreCreditAdjustmentBody } from '@shared/contracts/store-credit';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const ownStoreCreditQueryKey = [...queryKeys.storeCredit, 'own'] as const;
const customerKey = (userId: string) => [...queryKeys.storeCredit, 'customer', userId] as const;
const customerUrl = (userId: string) => `/api/console/customers/${encodeURIComponent(userId)}/store-credit`;

/** GET /api/profile/store-credit: the signed-in customer's balance and latest entries. */
export function useOwnStoreCredit() {
  return useQuery({ queryKey: ownStoreCreditQueryKey, queryFn: ({ signal }) => apiRequest<StoreCredit>('/api/profile/store-credit', { signal }), staleTime: 0, retry: false });
}

/** GET …/customers/:userId/store-credit: a customer's store credit, for the owner. */
export function useCustomerStoreCredit(userId: string) {
  return useQuery({ queryKey: customerKey(userId), queryFn: ({ signal }) => apiRequest<StoreCredit>(customerUrl(userId), { signal }), staleTime: 0, retry: false });
}

/** POST …/customers/:userId/store-credit: 200 with the new balance; 409 when a correction would leave less than nothing; 422 with the fields. */
export function useAdjustStoreCredit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreCreditAdjustmentBody) => apiRequest<StoreCredit>(customerUrl(userId), { method: 'POST', body }),
    onSuccess: (credit) => queryClient.setQueryData(customerKey(userId), credit),
  });
}
