import { useQuery } from '@web/lib/query';
import type { CustomerPage } from '@shared/contracts/console-customers';
import { apiRequest } from '@web/lib/api-client';
import { consoleCustomersQueryKey } from '@web/features/console-customers/api/get-customers';

export const customerQueryKey = (userId: string) => [...consoleCustomersQueryKey, 'customer', userId] as const;

/** GET /api/console/customers/:userId: the profile, pets with their notes, appointments, orders and notes; 404 unknown. */
export function getCustomer(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<CustomerPage> {
  return apiRequest<CustomerPage>(`/api/console/customers/${encodeURIComponent(userId)}`, { signal });
}

export function useCustomer(userId: string) {
  return useQuery({ queryKey: customerQueryKey(userId), queryFn: ({ signal }) => getCustomer(userId, { signal }) });
}
