import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '@shared/contracts/console-catalogue';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/console/product-images: the file itself as the body, its type as the
 * Content-Type. 201 with where it is served; 413 too large, 415/422 not an image the
 * shop takes (checked by content on the server), each with a message to show.
 */
export function uploadProductImage(file: File): Promise<UploadedImage> {
  return apiRequest<UploadedImage>('/api/console/product-images', { method: 'POST', file });
}

export function useUploadProductImage() {
  return useMutation({ mutationFn: uploadProductImage });
}
