import { useQuery } from '@web/lib/query';
import type { ReportCardCheckList } from '@shared/contracts/report-cards';
import { apiRequest } from '@web/lib/api-client';

export const reportCardChecksQueryKey = ['provider', 'report-card-checks'] as const;

/** GET /api/provider/report-card-checks: the owner's list of checks, in both languages. */
export function getReportCardChecks({ signal }: { signal?: AbortSignal } = {}): Promise<ReportCardCheckList> {
  return apiRequest<ReportCardCheckList>('/api/provider/report-card-checks', { signal });
}

export function useReportCardChecks() {
  return useQuery({ queryKey: reportCardChecksQueryKey, queryFn: ({ signal }) => getReportCardChecks({ signal }) });
}
