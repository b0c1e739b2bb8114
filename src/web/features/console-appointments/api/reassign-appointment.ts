import { apiRequest } from '@web/lib/api-client';
import { useAppointmentChange } from '@web/features/console-appointments/api/appointment-change';

/** POST /api/admin/appointments/:id/reassign: same time, another provider; the customer is emailed. */
export const useReassignAppointment = () =>
  useAppointmentChange(({ appointmentId, providerId }: { appointmentId: string; providerId: number }) =>
    apiRequest<void>(`/api/admin/appointments/${encodeURIComponent(appointmentId)}/reassign`, { method: 'POST', body: { providerId } }),
  );
