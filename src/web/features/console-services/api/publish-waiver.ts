import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceWaiver, WaiverBody } from '@shared/contracts/waivers';
import { apiRequest } from '@web/lib/api-client';
import { serviceWaiverQueryKey } from '@web/features/console-services/api/get-service-waiver';

/** PUT /api/console/services/:serviceId/waiver (issue 29): publishes the texts as the next version (both empty: no waiver); 422 with field errors. */
export function publishWaiver({ serviceId, body }: { serviceId: string; body: WaiverBody }): Promise<ServiceWaiver> {
  return apiRequest<ServiceWaiver>(`/api/console/services/${encodeURIComponent(serviceId)}/waiver`, { method: 'PUT', body });
}

export function usePublishWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishWaiver,
    onSuccess: (waiver) => queryClient.setQueryData(serviceWaiverQueryKey(waiver.serviceId), waiver),
  });
}
