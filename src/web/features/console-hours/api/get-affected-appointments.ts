import { useQuery } from '@web/lib/query';
import type { AffectedAppointment } from '@shared/contracts/hours';
import { apiRequest } from '@web/lib/api-client';

export const affectedAppointmentsKey = ['console', 'affected-appointments'] as const;

/** GET /api/console/affected-appointments: booked appointments outside the hours, in time off or on a closed day. */
export async function getAffectedAppointments({ signal }: { signal?: AbortSignal } = {}): Promise<AffectedAppointment[]> {
  return (await apiRequest<{ appointments: AffectedAppointment[] }>('/api/console/affected-appointments', { signal })).appointments;
}

export function useAffectedAppointments() {
  return useQuery({ queryKey: affectedAppointmentsKey, queryFn: getAffectedAppointments });
}
