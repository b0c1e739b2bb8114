import { apiRequest } from '@web/lib/api-client';
import { useAppointmentChange } from '@web/features/console-appointments/api/appointment-change';

/** POST /api/console/appointments/:id/reschedule: another free time of its provider; the customer is emailed. */
export const useRescheduleAppointment = () =>
  useAppointmentChange(({ appointmentId, date, time }: { appointmentId: string; date: string; time: string }) =>
    apiRequest<void>(`/api/console/appointments/${encodeURIComponent(appointmentId)}/reschedule`, { method: 'POST', body: { date, time } }),
  );
