import { apiRequest } from '@web/lib/api-client';
import { useAppointmentChange } from '@web/features/console-appointments/api/appointment-change';

/** POST /api/console/appointments/:id/no-show: only once it has started. */
export const useMarkNoShow = () =>
  useAppointmentChange((appointmentId: string) =>
    apiRequest<void>(`/api/console/appointments/${encodeURIComponent(appointmentId)}/no-show`, { method: 'POST', body: {} }),
  );
