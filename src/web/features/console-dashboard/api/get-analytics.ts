import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { Period } from '@shared/analytics/period';
import type { AnalyticsDashboard } from '@shared/contracts/analytics';
import { apiRequest } from '@web/lib/api-client';

/** GET /api/console/analytics: a period's figures and the period's before it. */
export function useAnalytics(period: Period | undefined) {
  return useQuery({
    queryKey: ['console', 'analytics', period?.from, period?.to],
    queryFn: ({ signal }) => apiRequest<AnalyticsDashboard>(`/api/console/analytics?${new URLSearchParams({ ...period! }).toString()}`, { signal }),
    enabled: period !== undefined,
    // The figures of the period shown stay on screen while another period's load.
    placeholderData: keepPreviousData,
  });
}

/** Where the browser downloads a period's orders or appointments as CSV (a plain link: the session cookie goes with it). */
export const exportHref = (kind: 'orders' | 'appointments', period: Period) =>
  `/api/console/exports/${kind}.csv?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
