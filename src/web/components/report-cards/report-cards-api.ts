import { useQuery } from '@web/lib/query';
import type { ReportCard, ReportCardList } from '@shared/contracts/report-cards';
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

/** GET /api/appointments/:id/report-card: the visit's card, for its provider, the owner and the pet's customer. */
export function getVisitReportCard(appointmentId: string, { signal }: { signal?: AbortSignal } = {}): Promise<ReportCard> {
  return apiRequest<ReportCard>(`/api/appointments/${encodeURIComponent(appointmentId)}/report-card`, { signal });
}

/** A card never changes once written (ADR 0039), so the one the provider just sent is put here as the server answered it. */
export const visitReportCardKey = (appointmentId: string) => [...queryKeys.appointments, 'report-card', appointmentId] as const;

export function useVisitReportCard(appointmentId: string) {
  return useQuery({ queryKey: visitReportCardKey(appointmentId), queryFn: ({ signal }) => getVisitReportCard(appointmentId, { signal }), staleTime: Infinity });
}
