import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { ConsoleServiceList } from '@shared/contracts/console-catalogue';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const consoleServicesQueryKey = ['console-services'] as const;

/** GET /api/console/services: categories, every service (inactive ones too) with its providers, and the providers. */
export function getConsoleServices({ signal }: { signal?: AbortSignal } = {}): Promise<ConsoleServiceList> {
  return apiRequest<ConsoleServiceList>('/api/console/services', { signal });
}

export function useConsoleServices() {
  return useQuery({ queryKey: consoleServicesQueryKey, queryFn: ({ signal }) => getConsoleServices({ signal }) });
}

/** After any change: the console's list and the booking wizard's services are both out of date. */
export function servicesChanged(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: consoleServicesQueryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.services }),
  ]).then(() => undefined);
}
