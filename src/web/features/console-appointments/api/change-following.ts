import type { ChangedVisits } from '@shared/contracts/booking-series';
import { apiRequest } from '@web/lib/api-client';
import { useAppointmentChange } from '@web/features/console-appointments/api/appointment-change';

/**
 * A visit of a series and every later Confirmed one (issue 29), by the customer's own
 * "this and following" with the owner's authority; each customer mail goes per visit.
 */

/** POST /api/console/appointments/:id/cancel-following */
export const useCancelFollowing = () =>
  useAppointmentChange((appointmentId: string) =>
    apiRequest<ChangedVisits>(`/api/console/appointments/${encodeURIComponent(appointmentId)}/cancel-following`, { method: 'POST', body: {} }),
  );

/** POST /api/console/appointments/:id/reschedule-following: this visit to the new time, each later one shifted by the same days; all or none. */
export const useRescheduleFollowing = () =>
  useAppointmentChange(({ appointmentId, date, time }: { appointmentId: string; date: string; time: string }) =>
    apiRequest<ChangedVisits>(`/api/console/appointments/${encodeURIComponent(appointmentId)}/reschedule-following`, { method: 'POST', body: { date, time } }),
  );
