import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleService, ServiceBody } from '@shared/contracts/console-catalogue';
import { apiRequest } from '@web/lib/api-client';
import { servicesChanged } from '@web/features/console-services/api/get-console-services';

/**
 * POST /api/console/services (201, a new service) or, with a serviceId,
 * PUT /api/console/services/:serviceId (200); 422 with field errors either way.
 */
export function saveService({ serviceId, body }: { serviceId?: string; body: ServiceBody }): Promise<ConsoleService> {
  if (serviceId === undefined) return apiRequest<ConsoleService>('/api/console/services', { method: 'POST', body });
  return apiRequest<ConsoleService>(`/api/console/services/${encodeURIComponent(serviceId)}`, { method: 'PUT', body });
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveService, onSuccess: () => servicesChanged(queryClient) });
}
