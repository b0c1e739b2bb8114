import type { SeriesPreview, SeriesPreviewBody } from '@shared/contracts/booking-series';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/appointment-series/preview (issue 29): every visit of the repeat with its
 * availability as the server computes it, and the nearest free times for a taken one.
 * Writes nothing; asked on the customer's "Preview the visits".
 */
export function previewSeries(body: SeriesPreviewBody): Promise<SeriesPreview> {
  return apiRequest<SeriesPreview>('/api/appointment-series/preview', { method: 'POST', body });
}
