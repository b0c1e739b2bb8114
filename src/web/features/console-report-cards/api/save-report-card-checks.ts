import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportCardCheckList, ReportCardChecksBody } from '@shared/contracts/report-cards';
import { consoleReportCardChecksKey } from '@web/features/console-report-cards/api/get-console-report-card-checks';
import { apiRequest } from '@web/lib/api-client';

/** PUT /api/console/report-card-checks: the whole list, in its order; the answer is the list as saved. */
export function saveReportCardChecks(body: ReportCardChecksBody): Promise<ReportCardCheckList> {
  return apiRequest<ReportCardCheckList>('/api/console/report-card-checks', { method: 'PUT', body });
}

export function useSaveReportCardChecks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReportCardChecks,
    onSuccess: (saved) => queryClient.setQueryData(consoleReportCardChecksKey, saved),
  });
}
