import { useQuery } from '@web/lib/query';
import type { StaffMember } from '@shared/contracts/hours';
import { apiRequest } from '@web/lib/api-client';

export const staffKey = ['console', 'staff'] as const;

/** GET /api/console/staff: every provider schedule with its hours, time off and services. */
export async function getStaff({ signal }: { signal?: AbortSignal } = {}): Promise<StaffMember[]> {
  return (await apiRequest<{ staff: StaffMember[] }>('/api/console/staff', { signal })).staff;
}

export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: getStaff });
}
