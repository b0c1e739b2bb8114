import { apiRequest } from '@web/lib/api-client';
import { useAppointmentChange } from '@web/features/console-appointments/api/appointment-change';

/** POST /api/console/appointments/:id/deposit (issue 29): waive an awaited deposit, or refund a paid or kept one; audited. */
export const useDepositAction = () =>
  useAppointmentChange(({ appointmentId, action }: { appointmentId: string; action: 'waive' | 'refund' }) =>
    apiRequest<void>(`/api/console/appointments/${encodeURIComponent(appointmentId)}/deposit`, { method: 'POST', body: { action } }),
  );
