import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderAppointment } from '@shared/contracts/providers';
import { providerDashboardQueryKey } from '@web/features/provider/api/get-provider-dashboard';
import {
  providerAppointmentsQueryKey,
  replaceCachedProviderAppointment,
} from '@web/features/provider/api/get-provider-appointments';
import { apiRequest, isApiClientError } from '@web/lib/api-client';

export type StatusChange = 'complete' | 'cancel' | 'no-show';

/**
 * POST /api/provider/appointments/:id/complete, /no-show or /cancel (spec §7 call 12;
 * D4: a provider's cancel sets Cancelled). 409 when it is no longer Confirmed, or not
 * started yet for complete and no-show; 404 when it is not theirs. A cancel emails the owner.
 */
export function changeAppointmentStatus({
  appointmentId,
  change,
}: {
  appointmentId: string;
  change: StatusChange;
}): Promise<ProviderAppointment> {
  return apiRequest<ProviderAppointment>(`/api/provider/appointments/${encodeURIComponent(appointmentId)}/${change}`, {
    method: 'POST',
  });
}

export function useChangeAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAppointmentStatus,
    onSuccess: (appointment) => {
      replaceCachedProviderAppointment(queryClient, appointment);
      void queryClient.invalidateQueries({ queryKey: providerDashboardQueryKey });
    },
    onError: (error) => {
      console.error('Changing the appointment status failed', error);
      // Someone else changed it meanwhile (the owner cancelled, another tab): show it as it is now.
      if (isApiClientError(error) && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: providerAppointmentsQueryKey });
      }
    },
  });
}
