import { apiRequest } from '@web/lib/api-client';
import { useAppointmentChange } from '@web/features/console-appointments/api/appointment-change';

/** POST /api/admin/appointments/:id/no-show: only once it has started. */
export const useMarkNoShow = () =>
  useAppointmentChange((appointmentId: string) =>
    apiRequest<void>(`/api/admin/appointments/${encodeURIComponent(appointmentId)}/no-show`, { method: 'POST', body: {} }),
  );
