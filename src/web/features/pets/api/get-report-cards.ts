import { useQuery } from '@web/lib/query';
import type { ReportCardList } from '@shared/contracts/report-cards';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/pets/:petId/report-cards: the pet's report cards, latest visit first, the checks in the reader's language. */
export function getReportCards(petId: string, { signal }: { signal?: AbortSignal } = {}): Promise<ReportCardList> {
  return apiRequest<ReportCardList>(`/api/pets/${encodeURIComponent(petId)}/report-cards`, { signal });
}

/** Under queryKeys.pets: a pet deleted takes its cards with it. */
export function useReportCards(petId: string) {
  return useQuery({ queryKey: [...queryKeys.pets, 'report-cards', petId], queryFn: ({ signal }) => getReportCards(petId, { signal }) });
}
