import { useQuery } from '@web/lib/query';
import type { ReportCardCheckList } from '@shared/contracts/report-cards';
import { apiRequest } from '@web/lib/api-client';

export const consoleReportCardChecksKey = ['console', 'report-card-checks'] as const;

/** GET /api/console/report-card-checks: the checks a report card may tick, in their order, in both languages. */
export function getConsoleReportCardChecks({ signal }: { signal?: AbortSignal } = {}): Promise<ReportCardCheckList> {
  return apiRequest<ReportCardCheckList>('/api/console/report-card-checks', { signal });
}

export function useConsoleReportCardChecks() {
  return useQuery({ queryKey: consoleReportCardChecksKey, queryFn: ({ signal }) => getConsoleReportCardChecks({ signal }) });
}
