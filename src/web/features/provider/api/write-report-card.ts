import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderAppointment } from '@shared/contracts/providers';
import type { ReportCard, ReportCardBody } from '@shared/contracts/report-cards';
import { providerDashboardQueryKey } from '@web/features/provider/api/get-provider-dashboard';
import { replaceCachedProviderAppointment } from '@web/features/provider/api/get-provider-appointments';
import { uploadReportCardPhoto } from '@web/features/provider/api/upload-report-card-photo';
import { apiRequest } from '@web/lib/api-client';
import { visitReportCardKey } from '@web/components/report-cards/report-cards-api';

/** POST /api/provider/appointments/:id/report-card: one card per Completed visit; 409 when it has one. The customer is mailed it. */
export function writeReportCard({ appointmentId, body }: { appointmentId: string; body: ReportCardBody }): Promise<ReportCard> {
  return apiRequest<ReportCard>(`/api/provider/appointments/${encodeURIComponent(appointmentId)}/report-card`, { method: 'POST', body });
}

/**
 * Uploads the photos one at a time, in their order, then writes the card naming them.
 * The visit is marked written in the cached lists, so its button goes, and the card as
 * written is what the visit shows when read (a card never changes once sent).
 */
export function useWriteReportCard(appointment: ProviderAppointment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ note, checkIds, files }: { note: string; checkIds: string[]; files: readonly File[] }) => {
      const photos: string[] = [];
      for (const file of files) photos.push((await uploadReportCardPhoto(file)).src);
      return writeReportCard({ appointmentId: appointment.id, body: { note, checkIds, photos } });
    },
    onSuccess: (card) => {
      queryClient.setQueryData(visitReportCardKey(appointment.id), card);
      replaceCachedProviderAppointment(queryClient, { ...appointment, reportCardWritten: true });
      void queryClient.invalidateQueries({ queryKey: providerDashboardQueryKey });
    },
  });
}
