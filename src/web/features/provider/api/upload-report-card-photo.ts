import type { UploadedImage } from '@shared/contracts/console-catalogue';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/provider/report-card-photos: the picture as it is (PNG, JPEG or WebP, at most 2 MB); 201 names it for the card. */
export function uploadReportCardPhoto(file: Blob): Promise<UploadedImage> {
  return apiRequest<UploadedImage>('/api/provider/report-card-photos', { method: 'POST', file });
}
