import { useQuery } from '@web/lib/query';
import type { ServiceWaiver } from '@shared/contracts/waivers';
import { apiRequest } from '@web/lib/api-client';

export const serviceWaiverQueryKey = (serviceId: string) => ['console-services', 'waiver', serviceId] as const;

/** GET /api/console/services/:serviceId/waiver (issue 29): every version of the service's waiver, newest first. */
export function getServiceWaiver(serviceId: string, { signal }: { signal?: AbortSignal } = {}): Promise<ServiceWaiver> {
  return apiRequest<ServiceWaiver>(`/api/console/services/${encodeURIComponent(serviceId)}/waiver`, { signal });
}

export function useServiceWaiver(serviceId: string) {
  return useQuery({ queryKey: serviceWaiverQueryKey(serviceId), queryFn: ({ signal }) => getServiceWaiver(serviceId, { signal }) });
}
