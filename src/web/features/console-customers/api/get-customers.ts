import { useInfiniteQuery } from '@tanstack/react-query';
import type { CustomerList } from '@shared/contracts/console-customers';
import { apiRequest } from '@web/lib/api-client';

export const consoleCustomersQueryKey = ['console-customers'] as const;

/** GET /api/console/customers: accounts whose name or email contains `q`, newest first; `before` pages on. */
export function getCustomers({ q, before, signal }: { q: string; before?: string; signal?: AbortSignal }): Promise<CustomerList> {
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...(before ? { before } : {}) }).toString();
  return apiRequest<CustomerList>(`/api/console/customers${query ? `?${query}` : ''}`, { signal });
}

export function useCustomers(q: string) {
  return useInfiniteQuery({
    queryKey: [...consoleCustomersQueryKey, 'list', q],
    queryFn: ({ pageParam, signal }) => getCustomers({ q, before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}
