import { apiRequest } from '@web/lib/api-client';
import { useAppointmentChange } from '@web/features/console-appointments/api/appointment-change';

/** POST /api/console/appointments/:id/cancel: the customer is emailed a calendar cancellation. */
export const useCancelAppointment = () =>
  useAppointmentChange((appointmentId: string) =>
    apiRequest<void>(`/api/console/appointments/${encodeURIComponent(appointmentId)}/cancel`, { method: 'POST', body: {} }),
  );
