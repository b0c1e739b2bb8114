import { apiRequest } from '@web/lib/api-client';
import { useAppointmentChange } from '@web/features/console-appointments/api/appointment-change';

/** POST /api/console/appointments/:id/reassign: same time, another provider; the customer is emailed. */
export const useReassignAppointment = () =>
  useAppointmentChange(({ appointmentId, providerId }: { appointmentId: string; providerId: number }) =>
    apiRequest<void>(`/api/console/appointments/${encodeURIComponent(appointmentId)}/reassign`, { method: 'POST', body: { providerId } }),
  );
