import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountCode, DiscountCodeBody, DiscountCodeList } from '@shared/contracts/discounts';
import { apiRequest } from '@web/lib/api-client';
import { useQuery } from '@web/lib/query';

const listKey = ['console-discounts'] as const;

/** GET /api/console/discounts: every code, live ones first, with its uses and the discount given. */
export function useDiscountCodes() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => apiRequest<DiscountCodeList>('/api/console/discounts', { signal }),
    staleTime: 0,
    retry: false,
  });
}

/** POST /api/console/discounts (no id) or PUT /api/console/discounts/:id: 422 with the field that is wrong. */
export function useSaveDiscountCode(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountCodeBody) =>
      id
        ? apiRequest<DiscountCode>(`/api/console/discounts/${encodeURIComponent(id)}`, { method: 'PUT', body })
        : apiRequest<DiscountCode>('/api/console/discounts', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST /api/console/discounts/:id/archive: checkout no longer knows the code; its uses stay counted. */
export function useArchiveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<DiscountCode>(`/api/console/discounts/${encodeURIComponent(id)}/archive`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
